import { describe, expect, it } from "vitest";
import { renderApplications } from "../../scripts/lib/render-applications.ts";
import { terminalSafeJson, terminalSafeLine, terminalSafeText } from "../../server/export/terminal-safe.ts";
import type { StoredApplication } from "../../server/db/schema.ts";

const clearScreen = "\u001b[2J";
const osc8Link = "\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007";
const bidiOverride = "\u202Egnp.exe";
const c1Csi = "\u009b31m";
const hostile = `Eve ${clearScreen}${osc8Link} ${bidiOverride} ${c1Csi}\u200B\u2066x\u2069\u0000`;

const row: StoredApplication = {
  id: 7,
  name: hostile,
  email: "eve@example.com",
  discord: "\u001b[31mred",
  division: "general",
  portfolio: "",
  message: `line one\r\nline two ${clearScreen}\u2028end`,
  createdAt: new Date("2026-01-02T03:04:05Z"),
  status: "new",
  statusChangedAt: null,
  openedAt: null,
};

/** Any character a terminal or a bidi-aware viewer would act on instead of show. */
const unsafe = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

describe("terminal-safe text", () => {
  it("removes C0, C1, DEL, bidi and zero-width characters from a line", () => {
    expect(terminalSafeLine(hostile)).toBe("Eve [2J]8;;https://evil.exampleclick]8;; gnp.exe 31mx");
    expect(terminalSafeLine(hostile)).not.toMatch(unsafe);
  });

  it("keeps line breaks for CSV cells only", () => {
    expect(terminalSafeText("a\r\nb\u0007c\u202Ed")).toBe("a\nbcd");
  });

  it("keeps JSON whole and valid, with every such character escaped", () => {
    const json = terminalSafeJson({ name: hostile, astral: "\u{E0001}tag" });
    expect(json.replaceAll("\n", "")).not.toMatch(unsafe);
    expect(JSON.parse(json)).toEqual({ name: hostile, astral: "\u{E0001}tag" });
  });
});

describe("npm run applications output", () => {
  it.each(["table", "csv", "json"] as const)("%s holds no raw control or format character", (format) => {
    const output = renderApplications([row], format);
    expect(output.replaceAll("\n", "")).not.toMatch(unsafe);
    expect(output).toContain("eve@example.com");
  });

  it("CSV still quotes, keeps line breaks inside quotes and defuses formulas", () => {
    const csv = renderApplications([{ ...row, name: "=HYPERLINK(1)", message: 'say "hi"\r\nbye' }], "csv");
    expect(csv).toContain(`'=HYPERLINK(1)`);
    expect(csv).toContain('"say ""hi""\nbye"');
  });
});

describe("npm run applications table", () => {
  // The feature is "application" everywhere a person reads it; only the table keeps its contract name.
  it("counts applications", () => {
    expect(renderApplications([row], "table")).toMatch(/\n1 application\(s\), newest first\.\n$/);
    expect(renderApplications([], "table")).toBe("No applications.\n");
    expect(renderApplications([], "table", new Date("2026-01-01T00:00:00Z"))).toBe("No applications since 2026-01-01T00:00:00.000Z.\n");
  });
});
