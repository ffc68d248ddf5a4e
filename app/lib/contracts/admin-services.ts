import type { NewsletterServices } from "./newsletter-services.ts";
import type { ApplicationStatus } from "./application-status.ts";
import type { ContentServices } from "./content-services.ts";
import type { AuditKind } from "./audit-filter.ts";
import type { InboxFilter, InboxSort } from "./inbox-filter.ts";
import type { InquiryFilter, InquirySort } from "./inquiry-filter.ts";
import type { InquiryStatus } from "./inquiry-status.ts";
import type { InsightsServices } from "./insights.ts";
import type { MediaServices } from "./media-services.ts";
import type { TeamRole } from "./roles.ts";

/**
 * The contract between the admin pages (app/routes/admin/) and the server (server/admin/): what a
 * signed-in team member can read and do, handed to the routes through the request context, never
 * imported. Every method acts as the signed-in member and writes its own audit entry.
 */

export interface AdminViewer {
  email: string;
  /** This session's CSRF token: every admin form posts it back (server/admin/csrf.ts checks it). */
  csrfToken: string;
  /** What the member may do (app/lib/contracts/roles.ts): the menu shows only that, the server refuses the rest. */
  roles: TeamRole[];
}

export interface ApplicationSummary {
  id: number;
  /** ISO timestamps throughout: loader data travels as JSON. */
  createdAt: string;
  name: string;
  email: string;
  division: string;
  status: ApplicationStatus;
  /** When a team member first opened it; null: no one has yet. */
  openedAt: string | null;
}

export interface InboxPage {
  filter: InboxFilter;
  sort: InboxSort;
  rows: ApplicationSummary[];
  /** Applications matching the filter. */
  total: number;
  /** Of those, the ones no team member has opened yet. */
  unopened: number;
  page: number;
  pageCount: number;
  /** Per status, the applications matching the filter without its status part. */
  counts: Record<ApplicationStatus, number>;
}

export interface ApplicationNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export interface StatusChange {
  from: ApplicationStatus;
  to: ApplicationStatus;
  by: string;
  at: string;
}

/**
 * The delivery state of an application's e-mails, as the detail page shows it: one line per message of
 * the mail outbox (server/admin/inbox-delivery-state.ts maps the outbox's rows onto this).
 */
export interface DeliveryState {
  messages: { label: string; state: string; detail?: string; at?: string }[];
}

export interface ApplicationDetail extends ApplicationSummary {
  discord: string | null;
  portfolio: string | null;
  message: string;
  statusChangedAt: string | null;
  notes: ApplicationNote[];
  history: StatusChange[];
  /** When the purge will delete it if its status stays as it is (app/lib/contracts/retention.ts). */
  deleteAfter: string;
  delivery: DeliveryState;
}

export interface InquirySummary {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  /** The stored topic ("service:web"); the page shows its label (app/lib/contracts/inquiry-topic-label.ts). */
  topic: string;
  budget: string | null;
  status: InquiryStatus;
  openedAt: string | null;
  /** When the first answer is due (the contact page's promise). */
  answerDueAt: string;
  /** When a member first moved it out of "new"; null while unanswered. */
  firstAnsweredAt: string | null;
  /** Unanswered past its due time, by the database's clock when read. */
  overdue: boolean;
}

export interface InquiryInboxPage {
  filter: InquiryFilter;
  sort: InquirySort;
  rows: InquirySummary[];
  /** Inquiries matching the filter. */
  total: number;
  /** Of those, the ones no team member has opened yet. */
  unopened: number;
  /** In the whole inbox, whatever the filter: unanswered, and of those past their due time (the top of the page). */
  unanswered: number;
  overdue: number;
  page: number;
  pageCount: number;
  /** Per status, the inquiries matching the filter without its status part. */
  counts: Record<InquiryStatus, number>;
}

export interface InquiryStatusChange {
  from: InquiryStatus;
  to: InquiryStatus;
  by: string;
  at: string;
}

export interface InquiryDetail extends InquirySummary {
  wishedStart: string | null;
  description: string;
  link: string | null;
  /** The team address(es) it was routed to when it arrived. */
  teamEmail: string;
  statusChangedAt: string | null;
  notes: ApplicationNote[];
  history: InquiryStatusChange[];
  /** When the purge will delete it if its status stays as it is (app/lib/contracts/retention.ts). */
  deleteAfter: string;
  delivery: DeliveryState;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditPage {
  /** The kind of entries shown (app/lib/contracts/audit-filter.ts). */
  kind: AuditKind;
  entries: AuditEntry[];
  total: number;
  page: number;
  pageCount: number;
}

export type AdminResult = { ok: true } | { ok: false; error: string };

export interface ErasureCandidate {
  id: number;
  name: string;
  email: string;
  /** Every application sent from this address: erasure removes them all. */
  applications: number;
}

export interface TeamMember {
  email: string;
  roles: TeamRole[];
  addedAt: string;
  /** From the audit log, so unknown once its entries are past their retention period. */
  lastSignInAt: string | null;
  isViewer: boolean;
}

/** An invitation or password-reset link not used yet, with where its e-mail stands. */
export interface PendingAccountLink {
  purpose: "invite" | "password-reset";
  email: string;
  requestedBy: string;
  requestedAt: string;
  expiresAt: string;
  mail: "waiting" | "sent" | "not sent";
}

export interface TeamPage {
  members: TeamMember[];
  pending: PendingAccountLink[];
  /** Whether this member may invite, reset, remove and change roles (server/admin/team.ts `canManageMembers`: owners). */
  canManage: boolean;
}

export interface TeamServices {
  read(): Promise<TeamPage>;
  /** Queues a one-time invitation link (48 hours) to a new member's address; the account gets `roles`. */
  invite(email: string, roles?: string[]): Promise<AdminResult>;
  /** Replaces a member's roles (audited); refused when the team would have no owner left. */
  setRoles(email: string, roles: string[]): Promise<AdminResult>;
  /** Queues a one-time password-reset link (2 hours) to a member. */
  requestPasswordReset(email: string): Promise<AdminResult>;
  /** Removes a member and ends their sessions: never oneself, never the last member. */
  remove(email: string): Promise<AdminResult>;
}

/**
 * Each method refuses a member without its role with a 403 (app/lib/contracts/roles.ts `requireRole`): the
 * applications' methods need `recruiter`, the inquiries' `sales`, the audit log and the team `owner`.
 */
/** A site search that found nothing, as /admin/search-misses lists it (server/search/search-misses.ts). */
export interface MissedSearchRow {
  query: string;
  /** How often it was asked in the period. */
  count: number;
  /** The last day (YYYY-MM-DD, UTC) it was asked. */
  lastDay: string;
}

export interface AdminServices {
  viewer: AdminViewer;
  /** The company's time zone (the site settings' `timeZone`): the team's pages show every time in it. */
  timeZone: string;
  inbox(filter: InboxFilter, page: number, sort?: InboxSort): Promise<InboxPage>;
  /**
   * The whole application; reading it is audited as a view, and the first reading by anyone marks it
   * opened. Null when there is no such application.
   */
  application(id: number): Promise<ApplicationDetail | null>;
  changeStatus(id: number, to: ApplicationStatus, note: string): Promise<AdminResult>;
  addNote(id: number, body: string): Promise<AdminResult>;
  erasureCandidate(id: number): Promise<ErasureCandidate | null>;
  /** Removes every application from the applicant's address; `confirmation` must repeat that address. */
  eraseApplicant(id: number, confirmation: string): Promise<{ ok: true; erased: number } | { ok: false; error: string }>;
  /** The project inquiries (the `sales` role): the list, one inquiry (audited, the first reading marks it opened), its status and notes. */
  inquiryInbox(filter: InquiryFilter, page: number, sort?: InquirySort): Promise<InquiryInboxPage>;
  inquiry(id: number): Promise<InquiryDetail | null>;
  /** Moves an inquiry to any other status (with an optional note); the first move out of "new" records its first answer. */
  changeInquiryStatus(id: number, to: InquiryStatus, note: string): Promise<AdminResult>;
  addInquiryNote(id: number, body: string): Promise<AdminResult>;
  auditLog(page: number, kind: AuditKind): Promise<AuditPage>;
  team: TeamServices;
  /** The site editor's services (app/lib/contracts/content-services.ts); absent where the server renders no site (tests of the inbox alone). */
  content?: ContentServices;
  /**
   * Every scheduled publish, whoever scheduled it, and cancelling any: for editors, and for owners even
   * without the editor role (they answer for who may publish: /admin/team lists them). Absent for anyone
   * else, and where the server renders no site.
   */
  schedules?: Pick<ContentServices, "scheduled" | "cancelScheduled">;
  /** The editors' uploaded images (app/lib/contracts/media-services.ts); present with `content`, for editors. */
  media?: MediaServices;
  /** The newsletter (app/lib/contracts/newsletter-services.ts): for owners and editors, where the server renders a site. */
  newsletter?: NewsletterServices;
  /** The site searches that found nothing in the last `days` days, most asked first: for owners and editors, absent for anyone else. */
  missedSearches?(days: number): Promise<MissedSearchRow[]>;
  /** The site's insights (app/lib/contracts/insights.ts, decision 042): for owners and editors, absent for anyone else. */
  insights?: InsightsServices;
}
