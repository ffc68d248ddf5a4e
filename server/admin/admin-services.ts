import { eq, sql } from "../db/drizzle.ts";
import type { AdminServices } from "../../app/lib/admin-services.ts";
import type { Db } from "../db/database.ts";
import { eraseApplicantByEmail } from "../retention.ts";
import { contactSubmissions } from "../db/schema.ts";
import { applicationSubject, readAuditLog, recordAudit } from "./audit-log.ts";
import { addNote, changeStatus, markOpened, readApplication, readInbox } from "./inbox.ts";
import { inboxDeliveryState, type MailSetup } from "./inbox-delivery-state.ts";
import type { Session } from "./sessions.ts";
import { teamServices } from "./team.ts";

/**
 * The services of one signed-in team member for one request (app/lib/admin-services.ts is the contract).
 * `mail` is whether this server sends mail, which the detail page's delivery state tells the team.
 */
export function createAdminServices(db: Db, session: Session, mail: MailSetup): AdminServices {
  const actor = session.email;
  return {
    viewer: { email: session.email, csrfToken: session.csrfToken },
    inbox: (filter, page, sort) => readInbox(db, filter, page, sort),
    async application(id) {
      const detail = await readApplication(db, id);
      if (!detail) return null;
      await recordAudit(db, { actor, action: "application.view", subject: applicationSubject(id) });
      await markOpened(db, id);
      // The mail outbox's view of this application's e-mails (decision 009).
      return { ...detail, delivery: await inboxDeliveryState(db, id, mail) };
    },
    changeStatus: (id, to, note) => changeStatus(db, id, to, note, actor),
    addNote: (id, body) => addNote(db, id, body, actor),
    async erasureCandidate(id) {
      const [row] = await db.select({ id: contactSubmissions.id, name: contactSubmissions.name, email: contactSubmissions.email }).from(contactSubmissions).where(eq(contactSubmissions.id, id));
      if (!row) return null;
      const all = await db.$count(contactSubmissions, eqLower(row.email));
      return { ...row, applications: all };
    },
    async eraseApplicant(id, confirmation) {
      const [row] = await db.select({ email: contactSubmissions.email }).from(contactSubmissions).where(eq(contactSubmissions.id, id));
      if (!row) return { ok: false, error: "This application no longer exists." };
      if (confirmation.trim().toLowerCase() !== row.email.trim().toLowerCase()) {
        return { ok: false, error: "The address you typed is not this applicant’s address. Nothing was erased." };
      }
      const { deleted } = await eraseApplicantByEmail(db, row.email, actor);
      return { ok: true, erased: deleted };
    },
    auditLog: (page, kind) => readAuditLog(db, page, kind),
    team: teamServices(db, session),
  };
}

/** Erasure works by address, whatever its case (server/retention.ts). */
function eqLower(email: string) {
  return sql`lower(${contactSubmissions.email}) = ${email.trim().toLowerCase()}`;
}
