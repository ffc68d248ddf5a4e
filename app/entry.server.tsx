import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { contentContext, publishedDatesContext } from "./lib/pages/content-source";
import { faultSummary } from "./lib/contracts/fault-summary";
import { requestServicesContext, type RequestServices } from "./lib/contracts/server-context";

// The server reads the context keys from the build so both sides share one object.
export { contentContext, publishedDatesContext, requestServicesContext };

export const streamTimeout = 5_000;

/** The request's services, when the server gave them (prerendering and a publish's render give none). */
function servicesOf(context: Pick<RouterContextProvider, "get"> | undefined): RequestServices | null {
  try {
    return context?.get(requestServicesContext) ?? null;
  } catch {
    return null;
  }
}

/**
 * A fault in a loader, an action or a render, as one JSON line without its message (fault-summary.ts):
 * React Router's own report (console.error of the error) is a multi-line stack whose message can quote
 * what an editor typed. The server's log when there is one; otherwise the same line on stderr.
 */
function reportFault(error: unknown, request: Request, context: Pick<RouterContextProvider, "get"> | undefined): void {
  // React Router's own 500s (a route module that failed to load) carry the error inside.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const fields = { method: request.method, path: new URL(request.url).pathname, ...faultSummary(inner ?? error) };
  const log = servicesOf(context)?.logFault;
  if (log) log("request failed in a route", fields);
  else process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "request failed in a route", ...fields })}\n`);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away, or an answer the route chose (a 404, a 405): not a fault.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  reportFault(error, request, context);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering has no request context and so no nonce: the server hashes those scripts instead.
  const nonce = servicesOf(loadContext)?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Pages are small and static: wait for everything so crawlers and prerendering get whole HTML.
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) reportFault(error, request, loadContext);
      },
    });
  });
}
