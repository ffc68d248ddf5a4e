import { describe, expect, it } from "vitest";
import { logRequest } from "../../../server/http/request-log.ts";
import type { Logger } from "../../../server/logger.ts";

function recorder() {
  const lines: { level: string; fields: Record<string, unknown> }[] = [];
  const logger = Object.fromEntries(
    (["debug", "info", "warn", "error"] as const).map((level) => [
      level,
      (_msg: string, fields: Record<string, unknown> = {}) => void lines.push({ level, fields }),
    ]),
  ) as unknown as Logger;
  return { logger, lines };
}

describe("the request log's levels", () => {
  it("logs an unknown path and other refusals at info, with the reason, so bots do not bury the warnings", () => {
    const { logger, lines } = recorder();
    const started = process.hrtime.bigint();
    logRequest(logger, { method: "GET", path: "/wp-login.php", status: 404, started, rejection: "not-found" });
    logRequest(logger, { method: "PUT", path: "/admin", status: 405, started, rejection: "method-not-allowed" });
    logRequest(logger, { method: "POST", path: "/api/contact", status: 429, started, rejection: "rate-limit" });
    expect(lines.map((line) => line.level)).toEqual(["info", "info", "info"]);
    expect(lines[0]?.fields).toMatchObject({ status: 404, rejection: "not-found" });
  });

  it("logs a fault at error and a hashed asset at debug", () => {
    const { logger, lines } = recorder();
    const started = process.hrtime.bigint();
    logRequest(logger, { method: "GET", path: "/join", status: 500, started });
    logRequest(logger, { method: "GET", path: "/assets/entry-abc.js", status: 200, started });
    expect(lines.map((line) => line.level)).toEqual(["error", "debug"]);
  });
});
