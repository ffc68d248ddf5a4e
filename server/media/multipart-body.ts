import type { MediaUpload } from "../../app/lib/contracts/media-services.ts";
import { ClientError } from "../http/http-error.ts";

export interface MultipartBody {
  /** The text fields, as every other admin form's (the CSRF token among them). */
  fields: URLSearchParams;
  /** The file fields, by name. */
  files: Map<string, MediaUpload>;
}

/**
 * A multipart/form-data body (the media page's upload) the write gate has already read within its cap
 * (a Buffer): parsed by the platform's own parser (undici's, behind `Response.formData()`), never
 * streamed from the socket, so it can be no larger than the gate allowed.
 */
export async function readMultipartBody(body: unknown, contentType: string | undefined): Promise<MultipartBody> {
  if (!Buffer.isBuffer(body)) throw new Error("a multipart post reached its handler without passing the write gate");
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType ?? "" } }).formData();
  } catch {
    throw new ClientError(400, "malformed-multipart", "The form could not be read. Reload the page and try again.");
  }
  const fields = new URLSearchParams();
  const files = new Map<string, MediaUpload>();
  for (const [name, value] of form) {
    if (typeof value === "string") fields.append(name, value);
    else if (value.size > 0 || value.name) files.set(name, { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, files };
}
