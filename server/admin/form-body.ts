import { ClientError } from "../http/http-error.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * An admin form's fields, from the body the write gate read (a Buffer, urlencoded, within its cap): the
 * one parse of an admin post. The Express handlers read it, and so do the route actions, through the
 * request context (admin-area.ts hands it on as `adminForm`).
 */
export function readFormBody(body: unknown): URLSearchParams {
  if (!Buffer.isBuffer(body)) throw new Error("an admin form post reached its handler without passing the write gate");
  try {
    return new URLSearchParams(utf8.decode(body));
  } catch {
    throw new ClientError(400, "malformed-utf8", "The form is not valid UTF-8.");
  }
}
