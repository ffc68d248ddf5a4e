/** The hidden field every admin form posts back: the session's CSRF token (server/admin/csrf.ts checks it). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}
