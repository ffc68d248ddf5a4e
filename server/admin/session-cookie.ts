import type { Request, Response } from "express";

/**
 * The one cookie the site sets (see the cookie policy, app/content/legal/cookies.json): a team member's
 * session, only under /admin. HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries
 * it), Secure whenever the request came over HTTPS, and no expiry date: it ends with the browser, and
 * the server ends it after 12 idle hours or at sign-out anyway.
 */
export const sessionCookieName = "vesper_admin";
const cookiePath = "/admin";

function attributes(req: Request): string {
  return `Path=${cookiePath}; HttpOnly; SameSite=Lax${req.secure ? "; Secure" : ""}`;
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.append("Set-Cookie", `${sessionCookieName}=${token}; ${attributes(req)}`);
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append("Set-Cookie", `${sessionCookieName}=; ${attributes(req)}; Max-Age=0`);
}

/** The session token the browser sent, if any (the token is base64url: no quoting or decoding needed). */
export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals === -1) continue;
    if (part.slice(0, equals).trim() !== sessionCookieName) continue;
    const value = part.slice(equals + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}
