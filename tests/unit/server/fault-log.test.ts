import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../../app/entry.server.tsx";
import { requestServicesContext, type RequestServices } from "../../../app/lib/contracts/server-context.ts";
import { errorHandler } from "../../../server/http/error-handler.ts";
import { createLogger } from "../../../server/logger.ts";

/** What an editor typed, as a failed query's message repeats it (Drizzle: the query, then its parameters). */
const draft = `{"title":"Launch\\u0000 secret plans of Ada"}`;

/** A failed insert of a draft as the database client reports it: a wrapper whose cause carries the SQLSTATE. */
function failedQuery(): Error {
  const cause = Object.assign(
    new Error(`unsupported Unicode escape sequence\nDETAIL: \\u0000 cannot be converted to text.\nCONTEXT: JSON data, line 1: ${draft}`),
    { code: "22P05" },
  );
  return Object.assign(new Error(`Failed query: insert into "content_drafts" ("data") values ($1)\nparams: ${draft}`, { cause }), {
    name: "DrizzleQueryError",
  });
}

/** The lines the server's logger writes to stderr while `run` runs. */
function stderrLines(run: () => void): string[] {
  const written: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return written.join("").split("\n").filter(Boolean);
}

/** Each line is one JSON object and none quotes the draft; the parsed entries. */
function expectOneJsonLineEach(lines: string[]): Record<string, unknown>[] {
  for (const line of lines) expect(line).not.toContain("secret plans");
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe("a fault is one JSON log line without its message", () => {
  it("in a route's action (React Router's handleError): the server's log gets names, the SQLSTATE and code locations", () => {
    const logger = createLogger("info");
    const context = new RouterContextProvider();
    context.set(requestServicesContext, {
      nonce: "n",
      receiveApplication: () => Promise.reject(new Error("unused")),
      logFault: (message, fields) => logger.error(message, fields),
    } satisfies RequestServices);
    const request = new Request("http://127.0.0.1/admin/content/news?draft=1", { method: "POST" });
    const lines = stderrLines(() => handleError(failedQuery(), { request, context, params: { slug: "news" } }));
    expect(lines).toHaveLength(1);
    const [entry] = expectOneJsonLineEach(lines);
    expect(entry).toMatchObject({
      level: "error",
      msg: "request failed in a route",
      method: "POST",
      path: "/admin/content/news",
      errors: ["DrizzleQueryError", "Error"],
      code: "22P05",
    });
    expect((entry!.stack as string[]).every((frame) => frame.startsWith("at "))).toBe(true);
    expect((entry!.stack as string[]).length).toBeGreaterThan(0);
  });

  it("in a render without the server's services (a publish's render): the same line on stderr", () => {
    const lines = stderrLines(() =>
      handleError(failedQuery(), { request: new Request("http://127.0.0.1/news"), context: new RouterContextProvider(), params: {} }),
    );
    expect(expectOneJsonLineEach(lines)).toMatchObject([{ level: "error", path: "/news", code: "22P05" }]);
  });

  it("not for a visitor who went away, nor a 404 the route chose", () => {
    const gone = new AbortController();
    gone.abort();
    expect(
      stderrLines(() =>
        handleError(failedQuery(), {
          request: new Request("http://127.0.0.1/news", { signal: gone.signal }),
          context: new RouterContextProvider(),
          params: {},
        }),
      ),
    ).toEqual([]);
  });

  it("in the app-wide error handler (Express)", () => {
    const logger = createLogger("info");
    const req = { method: "POST", path: "/admin/content/news", complete: true } as unknown as ExpressRequest;
    const res = { headersSent: false, locals: {}, status: () => res, type: () => res, send: () => res, json: () => res } as unknown as ExpressResponse;
    // A parser's message quotes the text it stopped in, as a failed query's repeats its parameters.
    const parserError = new SyntaxError(`Unexpected token 'L', "${draft}" is not valid JSON`);
    const lines = stderrLines(() => {
      errorHandler(logger)(failedQuery(), req, res, () => {});
      errorHandler(logger)(parserError, req, res, () => {});
    });
    const entries = expectOneJsonLineEach(lines).filter((entry) => entry.msg === "request failed");
    expect(entries).toMatchObject([
      { level: "error", method: "POST", path: "/admin/content/news", database: { code: "22P05" } },
      { level: "error", method: "POST", path: "/admin/content/news", errors: ["SyntaxError"] },
    ]);
  });
});
