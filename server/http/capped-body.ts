import type { IncomingMessage } from "node:http";
import { ClientError } from "./http-error.ts";

/** The largest application body: the schema's limits keep a real one well under it. */
export const maxBodyBytes = 16 * 1024;
/** A body of 16 KB needs no more than this, even on a poor connection. */
export const bodyTimeoutMs = 15_000;

/**
 * Reads a request body, counting bytes as they arrive: past `maxBytes` it stops reading and rejects
 * with 413 at once, chunked or not, so no more than `maxBytes` of a body is ever held in memory.
 */
export function readCappedBody(req: IncomingMessage, maxBytes = maxBodyBytes, timeoutMs = bodyTimeoutMs): Promise<Buffer> {
  const tooLarge = () =>
    new ClientError(
      413,
      "too-large",
      maxBytes >= 1024 * 1024 ? `The body is larger than ${maxBytes / 1024 / 1024} MB.` : `The body is larger than ${maxBytes / 1024} KB.`,
    );
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: ClientError | undefined, body?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("aborted", onAbort);
      if (error) {
        // Nothing more is read until the error handler decides how to end the connection.
        req.pause();
        reject(error);
      } else resolve(body ?? Buffer.alloc(0));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return settle(tooLarge());
      chunks.push(chunk);
    };
    const onEnd = () => settle(undefined, Buffer.concat(chunks, size));
    const onAbort = () => settle(new ClientError(400, "body-aborted", "The body ended before it was complete."));
    const timer = setTimeout(() => settle(new ClientError(408, "body-timeout", "The body took too long to arrive.")), timeoutMs);
    timer.unref();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("aborted", onAbort);
  });
}
