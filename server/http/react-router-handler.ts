import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from "react-router";

interface HandlerOptions {
  build: ServerBuild;
  mode?: string;
  getLoadContext?: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider | Promise<RouterContextProvider>;
}

/** The visitor's origin as Express derives it (trusted X-Forwarded-Proto / -Host), or localhost when the Host is nonsense. */
function requestOrigin(req: ExpressRequest): string {
  const scheme = req.protocol === "https" ? "https" : "http";
  try {
    const url = new URL(`${scheme}://${req.host ?? ""}`);
    if (url.pathname === "/" && !url.username && !url.password && !url.search && !url.hash) return url.origin;
  } catch {
    // fall through
  }
  return `${scheme}://localhost`;
}

/**
 * `@react-router/express`'s handler with one change: a write's body is the Buffer the gate has already
 * read within its byte cap (`req.body`), never the socket, so React Router can never read past the cap.
 * The request URL uses the same origin as the gate's same-origin check and React Router's own.
 */
export function createRequestHandler({ build, mode, getLoadContext }: HandlerOptions): RequestHandler {
  const handle = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      if (hasBody && !Buffer.isBuffer(req.body)) throw new Error(`${req.method} ${req.path} reached React Router without passing the write gate`);
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(name, item);
        else if (value !== undefined) headers.set(name, value);
      }
      const request = new Request(`${requestOrigin(req)}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(hasBody ? { body: new Uint8Array(req.body as Buffer) } : {}),
      });
      const response = await handle(request, await getLoadContext?.(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
