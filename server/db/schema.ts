import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, sql, text, timestamp, unique, uniqueIndex } from "./drizzle.ts";

/** Binary data (bytea): a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One application from the form on /join (the table keeps its first name, contact_submissions). */
export const applications = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    discord: text("discord"),
    division: text("division").notNull(),
    portfolio: text("portfolio"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The hiring team's workflow (app/lib/contracts/application-status.ts); not part of what the applicant sent. */
    status: text("status").notNull().default("new"),
    /** When the status last changed: for a decision, the date the retention period counts from. */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** When a team member first opened the application; null marks it as not yet seen by anyone. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_submissions_created_at_idx").on(table.createdAt),
    // Erasure finds one person's applications by address, whatever its case.
    index("contact_submissions_email_lower_idx").on(sql`lower(${table.email})`),
    // The inbox sorted by name (server/admin/inbox.ts): the first page reads 25 entries of this index, in
    // either direction, instead of sorting every application.
    index("contact_submissions_name_lower_idx").on(sql`lower(${table.name})`),
  ],
);

export type StoredApplication = typeof applications.$inferSelect;

/**
 * An idempotency key, bound to the hash of the application it first carried: the same key with the
 * same body replays the first receipt, with another body it is refused. Keys expire after 24 hours.
 */
export const applicationIdempotencyKeys = pgTable(
  "application_idempotency_keys",
  {
    key: text("key").primaryKey(),
    bodyHash: text("body_hash").notNull(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_idempotency_keys_created_at_idx").on(table.createdAt)],
);

/** A project inquiry from the form on /contact (server/inquiries/): what the client sent, and the sales team's workflow. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    /** What it is about: "service:<slug>", "division:<slug>" or "unsure" (app/lib/contracts/inquiry-topics.ts). */
    topic: text("topic").notNull(),
    /** A budget range's id from the contact page's content, as chosen then; null when not given. */
    budget: text("budget"),
    /** The wished start's id (e.g. "asap", "within-3-months", "later"); null when not given. */
    wishedStart: text("wished_start"),
    description: text("description").notNull(),
    link: text("link"),
    /** The team address(es) the inquiry was routed to when it arrived (comma-separated). */
    teamEmail: text("team_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** new → contacted → qualified → proposal → won | lost (app/lib/contracts/inquiry-status.ts). */
    status: text("status").notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** When the first answer is due: createdAt + the promised response time (a content constant, 24 h). */
    answerDueAt: timestamp("answer_due_at", { withTimezone: true }).notNull(),
    /** When a team member first moved it out of "new" (the first answer); null while unanswered. */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** When a team member first opened it; null marks it as not yet seen. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (table) => [
    index("inquiries_created_at_idx").on(table.createdAt),
    // Erasure finds one person's inquiries by address, whatever its case.
    index("inquiries_email_lower_idx").on(sql`lower(${table.email})`),
    // The overdue count reads only the unanswered ones.
    index("inquiries_unanswered_due_idx").on(table.answerDueAt).where(sql`${table.firstAnsweredAt} is null`),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;

/** The sales team's internal notes on an inquiry; they go when the inquiry goes. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** The author's e-mail as it was when writing: a note outlives its author's account. */
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_notes_inquiry_id_idx").on(table.inquiryId)],
);

/** An inquiry's idempotency key, bound to the hash of the inquiry it first carried (as applicationIdempotencyKeys). */
export const inquiryIdempotencyKeys = pgTable(
  "inquiry_idempotency_keys",
  {
    key: text("key").primaryKey(),
    bodyHash: text("body_hash").notNull(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_idempotency_keys_created_at_idx").on(table.createdAt)],
);

/**
 * The kinds of job in the one queue (`jobs`, decision 016). Mail is the transactional outbox of decision
 * 009: the mail an application or a project inquiry owes, written in its own transaction, and the team's
 * account mail (an invitation or a password-reset link), written with the link's row; all delivered by
 * server/mail/delivery.ts. A mail row holds no copy of what it is about — the message is built from the
 * stored application or link when it is sent — and goes when that goes.
 */
export const applicationMailKinds = ["team-notification", "applicant-confirmation"] as const;
export const accountMailKinds = ["member-invitation", "password-reset"] as const;
/**
 * An inquiry's mail: the team's notification and the client's confirmation, and the reminder to the team
 * queued for the answer's due time (sent only if the inquiry is still unanswered then).
 */
export const inquiryMailKinds = ["inquiry-team-notification", "inquiry-client-confirmation", "inquiry-answer-reminder"] as const;
/** A newsletter subscription's mail: the link that confirms it (server/subscriptions/, decision 038). */
export const newsletterMailKinds = ["newsletter-confirmation"] as const;
export const mailKinds = [...applicationMailKinds, ...accountMailKinds, ...inquiryMailKinds, ...newsletterMailKinds] as const;
export type ApplicationMailKind = (typeof applicationMailKinds)[number];
export type InquiryMailKind = (typeof inquiryMailKinds)[number];
export type NewsletterMailKind = (typeof newsletterMailKinds)[number];
export type MailKind = (typeof mailKinds)[number];
/**
 * The content's jobs, in the same table and the same loop: the CDN's publish hook and a scheduled
 * publish. They are about no application or link: what they do is in `payload`.
 */
export const contentJobKinds = ["publish-hook", "scheduled-publish"] as const;
export type ContentJobKind = (typeof contentJobKinds)[number];
/**
 * The newsletter's sending (decision 039): a batch job sends one batch of a send (its payload: the send and the
 * batch) and queues the next, so a send goes at NEWSLETTER_PER_MINUTE however long the queue was stopped; a test
 * job sends an article's e-mail to the editor who asked (its payload: the article and the editor's address).
 */
export const newsletterJobKinds = ["newsletter-batch", "newsletter-test"] as const;
export const jobKinds = [...mailKinds, ...contentJobKinds, ...newsletterJobKinds] as const;
export type JobKind = (typeof jobKinds)[number];
/** Mail: pending → sent | failed | skipped. Other jobs: pending → done | failed | cancelled. */
export const jobStatuses = ["pending", "sent", "failed", "skipped", "done", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The one job queue (server/jobs/loop.ts): every row is one job of one kind, due at `next_attempt_at`,
 * run by whichever process has that kind in its registry; each kind brings its own retry policy. Mail
 * rows point at what they are about (an application, a team link or an inquiry) and go with it (ON
 * DELETE CASCADE); their recipient key and last SMTP answer can still name a person, so an erasure
 * scrubs this table too (server/db/scrub.ts). Migration 0019 renamed it from `mail_outbox`, the name it
 * had while it held only mail.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    /** Application mail: the application. */
    submissionId: integer("submission_id").references(() => applications.id, { onDelete: "cascade" }),
    /** Account mail: the link it carries (its token is made when the message is built). */
    accountTokenId: integer("account_token_id")
      .unique("jobs_account_token_unique")
      .references(() => adminAccountTokens.id, { onDelete: "cascade" }),
    /** Inquiry mail: the inquiry. */
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    /** Newsletter mail: the subscription (its confirmation link's token is made when the message is built). */
    newsletterSubscriberId: integer("newsletter_subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: jobKinds }).notNull(),
    /**
     * Mail: pending → sent, or failed (a final SMTP refusal, or 48 h of trying); skipped: the per-address
     * limit. Other jobs: pending → done, failed (their kind's retry policy ran out) or cancelled.
     */
    status: text("status", { enum: jobStatuses }).notNull().default("pending"),
    /**
     * Mail: the Message-ID header, fixed at creation so a resent message is recognisably the same one.
     * Other jobs: a unique id of theirs (`hook:…`, `schedule:…`), sent as the hook's delivery id.
     */
    messageId: text("message_id").notNull().unique(),
    /** Confirmations only: SHA-256 of the normalised recipient address, for the one-per-24-hours limit. */
    recipientKey: text("recipient_key"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a worker claims the job; another worker may take it only after this passes. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Start of the kind's retry window (mail: 48 hours); `npm run applications -- --retry-failed` starts it again. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last SMTP or hook answer, or why the job was skipped, failed or cancelled. */
    lastError: text("last_error"),
    /** When the mail was sent, or the job done. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A content job's work (server/jobs/): the hook's body, or the scheduled document's snapshot. */
    payload: jsonb("payload"),
    /** Who queued a content job (a scheduled publish: the editor), for the list and the audit. */
    createdBy: text("created_by"),
  },
  (table) => [
    unique("jobs_submission_kind_unique").on(table.submissionId, table.kind),
    unique("jobs_inquiry_kind_unique").on(table.inquiryId, table.kind),
    index("jobs_due_idx").on(table.status, table.nextAttemptAt),
    index("jobs_recipient_key_idx").on(table.recipientKey, table.createdAt),
    // The site-wide hourly count reads only the confirmations that count (sent or due), at most the
    // hourly cap of them: not every skipped one, which grow with a flood of a form. An applicant's and
    // a client's confirmation count alike (server/mail/outbox.ts).
    index("jobs_confirmations_counted_idx")
      .on(table.createdAt)
      .where(sql`${table.kind} in ('applicant-confirmation', 'inquiry-client-confirmation') and ${table.status} <> 'skipped'`),
    // A newsletter confirmation's per-mailbox count (server/mail/outbox.ts) reads only its mailbox's rows.
    index("jobs_newsletter_subscriber_idx").on(table.newsletterSubscriberId),
    check(
      "jobs_about_one_thing",
      // A content job or a newsletter send's job is about nothing but its payload; any mail is about exactly one application, link, inquiry or subscription.
      sql`case when ${table.kind} in ('publish-hook', 'scheduled-publish', 'newsletter-batch', 'newsletter-test') then ${table.submissionId} is null and ${table.accountTokenId} is null and ${table.inquiryId} is null and ${table.newsletterSubscriberId} is null and ${table.payload} is not null else num_nonnulls(${table.submissionId}, ${table.accountTokenId}, ${table.inquiryId}, ${table.newsletterSubscriberId}) = 1 end`,
    ),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/** A member of the hiring team who may sign in at /admin (`npm run admin -- add-user`). */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one account per address, whatever its spelling. */
    email: text("email").notNull(),
    /** Argon2id, in PHC string form (server/admin/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the member may do (app/lib/contracts/roles.ts): one or more of owner, editor, recruiter, sales. */
    roles: text("roles").array().$type<TeamRole[]>().notNull(),
  },
  (table) => [
    uniqueIndex("admin_users_email_idx").on(table.email),
    check("admin_users_roles_known", sql`cardinality(${table.roles}) > 0 and ${table.roles} <@ array['owner', 'editor', 'recruiter', 'sales']::text[]`),
  ],
);

/**
 * A one-time link for the team (server/admin/account-links.ts): an invitation to a new address, or a
 * password reset for a member. The random token exists only in the e-mail: it is made when the
 * message is built, and only its SHA-256 is stored. A link works once, until it expires, and a newer
 * link for the same address and purpose revokes it.
 */
export const accountLinkPurposes = ["invite", "password-reset"] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

export const adminAccountTokens = pgTable(
  "admin_account_tokens",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose", { enum: accountLinkPurposes }).notNull(),
    /** The address the link is for, lower-cased. */
    email: text("email").notNull(),
    /** A reset's member; the link goes when the member goes. */
    userId: integer("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    /** SHA-256 of the token in the e-mail; null until the message is built. */
    tokenHash: text("token_hash").unique("admin_account_tokens_token_hash_unique"),
    /** An invitation's roles for the new member (app/lib/contracts/roles.ts); null for a reset. */
    roles: text("roles").array().$type<TeamRole[]>(),
    /** Who asked for it: a member's e-mail. */
    requestedBy: text("requested_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** A newer link for the same address and purpose was issued. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("admin_account_tokens_email_idx").on(table.email)],
);

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * this table signs no one in. Idle for 12 hours, a session is over (server/admin/sessions.ts).
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_sessions_user_id_idx").on(table.userId), index("admin_sessions_last_seen_at_idx").on(table.lastSeenAt)],
);

/**
 * Sign-in attempts per account and per client address, and until when each is held back
 * (server/admin/sign-in-throttle.ts). An attempt is counted as a failure when it is admitted, before its
 * password is checked; a success gives its own count back.
 */
export const signInThrottles = pgTable("sign_in_throttles", {
  /** "account:<SHA-256 of the typed e-mail>" or "address:<HMAC-SHA-256 of the client address>" (server/site-secrets/): never an address itself. */
  key: text("key").primaryKey(),
  /** Failures, counting the admitted attempts whose check has not finished yet. */
  failures: integer("failures").notNull(),
  /** Admitted attempts whose password check has not finished yet. */
  inFlight: integer("in_flight").notNull().default(0),
  /** When the last attempt was admitted. */
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/** The team's internal notes on an application; they go when the application goes. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** The author's e-mail as it was when writing: a note outlives its author's account. */
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_notes_submission_id_idx").on(table.submissionId)],
);

/**
 * Who did what, when: every sign-in, view, status change, note, export, erasure, purge and account
 * change. Nothing in the site or the CLIs changes an entry, except that refused sign-ins are counted into
 * one summary row per account and hour (its details.count grows); the daily housekeeping deletes
 * entries older than the retention period (app/content/retention.ts). Details hold ids and counts, never
 * an applicant's words or address.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A team member's e-mail, "cli:<operating-system user>", "system" (the daily purge) or, for a sign-in
     * to an account that does not exist, "unknown account" (never what was typed).
     */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    /** What it was done to, e.g. "application:12" or "user:ada@example.com". */
    subject: text("subject"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    /** A summary row's identity (action, account and hour), so concurrent refusals count into one row. */
    summaryKey: text("summary_key").unique("audit_events_summary_key_unique"),
  },
  (table) => [index("audit_events_at_idx").on(table.at), index("audit_events_subject_idx").on(table.subject)],
);

/**
 * Counters of express-rate-limit when several servers share one PostgreSQL (server/rate-limit-store.ts):
 * one row per limiter and client address, keyed by the address's digest (never the address itself),
 * forgotten once its window is over.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_reset_at_idx").on(table.resetAt)],
);

/**
 * Every published version of a content document (app/content/documents.ts; decision 014): the site
 * serves, for each document, its newest version here, or the data the repository ships when it has
 * none. Versions are never changed; a restore publishes an earlier version's data as a new one.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial("id").primaryKey(),
    documentId: text("document_id").notNull(),
    /** 1, 2, 3… per document. */
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    /** The team member's e-mail, or "cli:<user>" for `npm run content -- import`. */
    author: text("author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** What changed against the version before, as people read it ("Web Development · Pricing: …"). */
    summary: text("summary").notNull(),
    /** "publish", "restore" or "import". */
    source: text("source").notNull(),
  },
  (table) => [uniqueIndex("content_versions_document_version_idx").on(table.documentId, table.version)],
);

/**
 * The one draft of a document being edited: saving changes nothing public. `revision` grows with every
 * save, so a save or publish based on an older revision is refused ("changed since you opened it").
 */
export const contentDrafts = pgTable("content_drafts", {
  documentId: text("document_id").primaryKey(),
  data: jsonb("data").notNull(),
  revision: integer("revision").notNull(),
  /** The published version the draft was started from (0: the shipped data). */
  baseVersion: integer("base_version").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A render of the published content (server/content/render-store.ts), so the other servers and the next
 * start serve a publish by reading it instead of rendering the whole site again. Only a server of the
 * same build uses it. The row is the render's manifest (each file that differs from the build's, by its
 * content hash; the build's files it does not have; the render keys): its size grows with the number of
 * pages, not with their bytes. The files themselves are rows of site_render_files, shared by renders.
 */
export const siteRenders = pgTable(
  "site_renders",
  {
    id: serial("id").primaryKey(),
    /** The newest content_versions.id the render shows. */
    contentVersion: integer("content_version").notNull(),
    /** Which build rendered it (a hash of the server build): another build renders for itself. */
    buildId: text("build_id").notNull(),
    /** The manifest, as JSON (render-store.ts). */
    manifest: bytea("manifest").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("site_renders_build_version_idx").on(table.buildId, table.contentVersion)],
);

/**
 * One file of renders, by the hash of its bytes and compressed versions: stored once however many renders
 * of its build list it, so a publish writes only the files no stored render had (the pages it changed),
 * and every write and read is one file — never the whole site in one message.
 */
export const siteRenderFiles = pgTable(
  "site_render_files",
  {
    buildId: text("build_id").notNull(),
    hash: text("hash").notNull(),
    body: bytea("body").notNull(),
    br: bytea("br"),
    gzip: bytea("gzip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.hash] })],
);

/**
 * An uploaded image (server/media/): checked, stripped of its metadata and converted once, then kept in
 * the database so every instance serves it. Its address is its content hash (`/media/<hash>-<width>.<format>`),
 * so a file never changes under a URL and can be cached for ever.
 */
export const mediaImages = pgTable(
  "media_images",
  {
    id: serial("id").primaryKey(),
    /** The SHA-256 of the uploaded bytes, hex, first 32 characters: the same upload twice is one image. */
    contentHash: text("content_hash").notNull(),
    /** The uploaded file's name, as the editor's computer called it (shown only to the team). */
    originalName: text("original_name").notNull(),
    altText: text("alt_text").notNull(),
    /** The original's size after rotation by its EXIF orientation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("media_images_content_hash_idx").on(table.contentHash)],
);

/** One converted file of an image: AVIF or WebP at one width. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    /** "avif" or "webp". */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    byteLength: integer("byte_length").notNull(),
  },
  (table) => [uniqueIndex("media_variants_image_format_width_idx").on(table.imageId, table.format, table.width)],
);

/** Where a newsletter subscription stands (decision 038): only a confirmed one is ever sent a newsletter. */
export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * One mailbox's newsletter subscription (server/subscriptions/, decision 038): asked for in the blog's or
 * the news page's box, confirmed by the single-use link of a confirmation mail, ended by the signed
 * unsubscribe link of any newsletter (server/newsletter/tokens.ts). One row per mailbox, whatever its
 * spelling: a new request for a mailbox that has a row reuses it, so a resubscription after an
 * unsubscription is pending again until confirmed again. Kept as the privacy policy says
 * (server/retention.ts): an unconfirmed request 7 days, an unsubscribed address 30 days.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** The address as typed (trimmed): where the mail goes. */
    email: text("email").notNull(),
    /**
     * The mailbox it is delivered to, in the one spelling of server/mail/mailbox-providers.ts (case, tags,
     * Gmail's dots, provider alias domains): `Ada+news@GMail.com` and `ada@gmail.com` are one subscription.
     */
    mailbox: text("mailbox").notNull(),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    /** The first request for this mailbox. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest request (the box posted again): a pending one is erased 7 days after it. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** When, and how ("link": the confirmation mail's link), the address was confirmed: the consent on record. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedHow: text("confirmed_how"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Set by the sending when the SMTP server refuses the address for good (a 5xx): no newsletter goes to it. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** SHA-256 of the confirmation link's token; null until its mail is built, and again once used. */
    confirmTokenHash: text("confirm_token_hash").unique("newsletter_subscribers_confirm_token_hash_unique"),
    /** Until when the confirmation link works: 7 days after the request. */
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_mailbox_idx").on(table.mailbox),
    index("newsletter_subscribers_status_idx").on(table.status),
    check("newsletter_subscribers_status_known", sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Secrets the servers share, made once by whichever server needs one first: the key that signs the
 * newsletter's unsubscribe links, unless NEWSLETTER_SECRET sets it (server/newsletter/tokens.ts), and the
 * key of the client addresses' digests (server/site-secrets/client-address-digest.ts). In the database so
 * every instance keys alike and a restart keeps the links of sent newsletters working.
 */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
/**
 * A newsletter send (decision 039): one published article sent once to the confirmed subscribers of the moment,
 * started by an editor at /admin/newsletter. Unique on the article's path, so a second click, a second server or
 * a retried request finds the first send instead of making another. The article's words are copied here when it
 * is sent, so every subscriber gets the same message whatever is edited meanwhile.
 */
export const newsletterSends = pgTable("newsletter_sends", {
  id: serial("id").primaryKey(),
  articlePath: text("article_path").notNull().unique("newsletter_sends_article_unique"),
  title: text("title").notNull(),
  excerpt: text("excerpt").notNull(),
  coverUrl: text("cover_url"),
  coverAlt: text("cover_alt").notNull().default(""),
  /** The confirmed subscribers it was queued for. */
  recipients: integer("recipients").notNull(),
  /** Subscribers per batch job, and the time between batches: NEWSLETTER_PER_MINUTE when it was sent. */
  batchSize: integer("batch_size").notNull(),
  batchMs: integer("batch_ms").notNull(),
  sentBy: text("sent_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NewsletterSend = typeof newsletterSends.$inferSelect;

/**
 * Where one subscriber's copy of a send stands: queued → sending → sent, bounced (a 5xx for the address: the
 * subscriber is marked and sent nothing more), failed (a 5xx for the message, or 48 hours of trying) or skipped
 * (unsubscribed or bounced before their turn). `sending` is claimed with the batch job's attempt, so a later
 * attempt (the job's claim expired: its sender died) sends again only the one message that was in flight.
 * Goes with the subscriber (an erasure).
 */
export const newsletterDeliveryStatuses = ["queued", "sending", "sent", "bounced", "failed", "skipped"] as const;
export type NewsletterDeliveryStatus = (typeof newsletterDeliveryStatuses)[number];

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    sendId: integer("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** Its batch (0, 1, …): the batch job that sends it. */
    batch: integer("batch").notNull(),
    status: text("status", { enum: newsletterDeliveryStatuses }).notNull().default("queued"),
    /** The attempt of the batch job that claimed it (`sending`). */
    claim: integer("claim"),
    /** The SMTP answer of a bounce or a failure. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    unique("newsletter_deliveries_send_subscriber_unique").on(table.sendId, table.subscriberId),
    index("newsletter_deliveries_batch_idx").on(table.sendId, table.batch),
    index("newsletter_deliveries_subscriber_idx").on(table.subscriberId),
    check("newsletter_deliveries_status_known", sql`${table.status} in ('queued', 'sending', 'sent', 'bounced', 'failed', 'skipped')`),
  ],
);

/**
 * Site searches that found nothing (decision 040; server/search/search-misses.ts), one row per day and
 * cleaned, lower-cased query with how often it was asked — no person, no address, no time of day: what
 * visitors expected to find and the site does not say, for the owners and editors.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    /** The day (UTC) as YYYY-MM-DD. */
    day: text("day").notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] }), check("search_misses_query_length", sql`char_length(${table.query}) between 1 and 120`)],
);

/**
 * The site's insights (server/insights/, decision 042): how many times something was counted in one hour —
 * a page viewed, a 404 address hit, a referring site, a campaign, a kind of device, an application or
 * inquiry sent from a page. Counts only: no row says who, and two rows are never about the same visit.
 * Servers add their batches to the same rows (an upsert that adds), so several instances count together.
 */
export const insightsCounts = pgTable(
  "insights_counts",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    /** What is counted (server/insights/dimensions.ts): "page", "not-found", "referrer", "source", "campaign", "device", "application", "inquiry". */
    dimension: text("dimension").notNull(),
    /** The page's path, the referring host, the campaign's name, "phone"/"tablet"/"desktop". */
    value: text("value").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.dimension, table.value] }), check("insights_counts_count_positive", sql`${table.count} > 0`)],
);
