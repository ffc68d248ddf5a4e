import { eq, sql } from "../db/drizzle.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { AdminServices } from "../../app/lib/contracts/admin-services.ts";
import { requireRole } from "../../app/lib/contracts/roles.ts";
import type { Db } from "../db/database.ts";
import { eraseApplicantByEmail } from "../retention.ts";
import { applications } from "../db/schema.ts";
import { applicationSubject, inquirySubject, readAuditLog, recordAudit } from "../audit/audit-log.ts";
import { addNote, changeStatus, markOpened, readApplication, readInbox } from "./inbox.ts";
import { inboxDeliveryState, inquiryDeliveryState, type MailSetup } from "./inbox-delivery-state.ts";
import { addInquiryNote, changeInquiryStatus, markInquiryOpened, readInquiry, readInquiryInbox } from "./inquiry-inbox.ts";
import type { Session } from "./sessions.ts";
import { teamServices } from "./team.ts";

/**
 * The services of one signed-in team member for one request (app/lib/contracts/admin-services.ts is the contract).
 * `mail` is whether this server sends mail, which the detail page's delivery state tells the team;
 * `timeZone` the company's zone of the published site settings (the shipped one where no site is served).
 * Every method checks the member's role before it reads or writes anything (app/lib/contracts/roles.ts), so a
 * page that forgot to ask still refuses.
 */
export function createAdminServices(db: Db, session: Session, mail: MailSetup, timeZone = shippedDocuments.site.site.timeZone): AdminServices {
  const actor = session.email;
  const recruiter = () => requireRole(session, "recruiter");
  const sales = () => requireRole(session, "sales");
  return {
    viewer: { email: session.email, csrfToken: session.csrfToken, roles: session.roles },
    timeZone,
    inbox: async (filter, page, sort) => (recruiter(), readInbox(db, filter, page, sort)),
    async application(id) {
      recruiter();
      const detail = await readApplication(db, id);
      if (!detail) return null;
      await recordAudit(db, { actor, action: "application.view", subject: applicationSubject(id) });
      await markOpened(db, id);
      // The mail outbox's view of this application's e-mails (decision 009).
      return { ...detail, delivery: await inboxDeliveryState(db, id, mail) };
    },
    changeStatus: async (id, to, note) => (recruiter(), changeStatus(db, id, to, note, actor)),
    addNote: async (id, body) => (recruiter(), addNote(db, id, body, actor)),
    async erasureCandidate(id) {
      recruiter();
      const [row] = await db
        .select({ id: applications.id, name: applications.name, email: applications.email })
        .from(applications)
        .where(eq(applications.id, id));
      if (!row) return null;
      const all = await db.$count(applications, eqLower(row.email));
      return { ...row, applications: all };
    },
    async eraseApplicant(id, confirmation) {
      recruiter();
      const [row] = await db.select({ email: applications.email }).from(applications).where(eq(applications.id, id));
      if (!row) return { ok: false, error: "This application no longer exists." };
      if (confirmation.trim().toLowerCase() !== row.email.trim().toLowerCase()) {
        return { ok: false, error: "The address you typed is not this applicant’s address. Nothing was erased." };
      }
      const { deleted } = await eraseApplicantByEmail(db, row.email, actor, { inquiries: false });
      return { ok: true, erased: deleted };
    },
    inquiryInbox: async (filter, page, sort) => (sales(), readInquiryInbox(db, filter, page, sort)),
    async inquiry(id) {
      sales();
      const detail = await readInquiry(db, id);
      if (!detail) return null;
      await recordAudit(db, { actor, action: "inquiry.view", subject: inquirySubject(id) });
      await markInquiryOpened(db, id);
      return { ...detail, delivery: await inquiryDeliveryState(db, id, mail) };
    },
    changeInquiryStatus: async (id, to, note) => (sales(), changeInquiryStatus(db, id, to, note, actor)),
    addInquiryNote: async (id, body) => (sales(), addInquiryNote(db, id, body, actor)),
    auditLog: async (page, kind) => (requireRole(session, "owner"), readAuditLog(db, page, kind)),
    team: teamServices(db, session),
  };
}

/** Erasure works by address, whatever its case (server/retention.ts). */
function eqLower(email: string) {
  return sql`lower(${applications.email}) = ${email.trim().toLowerCase()}`;
}
