import crypto from "node:crypto";
import { ClientError } from "../http/http-error.ts";

/** The hidden field every admin form carries (app/components/admin/csrf-field.tsx writes it). */
export const csrfField = "csrf";

/**
 * The synchronizer token check: a state-changing admin request must post back the token of the
 * session it rides on. A page of another site cannot read it, so it cannot forge the request even if
 * the browser sent the cookie (SameSite=Lax and the gate's origin check already stop that).
 */
export function csrfTokenMatches(expected: string, posted: string | null): boolean {
  if (!posted) return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(posted, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The one refusal of an admin post without its session's token: 403, for every form under /admin. */
export function requireCsrfToken(session: { csrfToken: string }, form: URLSearchParams): void {
  if (!csrfTokenMatches(session.csrfToken, form.get(csrfField))) {
    throw new ClientError(403, "csrf", "This form has expired. Go back, reload the page and try again.");
  }
}
