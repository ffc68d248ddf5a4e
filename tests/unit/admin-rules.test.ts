import { describe, expect, it } from "vitest";
import { retentionPeriods } from "../../app/content/retention.ts";
import { canMoveTo, earlierStatuses, isDecision, isMoveBack, nextStatuses } from "../../app/lib/contracts/application-status.ts";
import { inboxDateRange, inboxFilterQuery, readInboxFilter, readPageNumber } from "../../app/lib/contracts/inbox-filter.ts";
import { addMonths, deletionDate, purgeCutoffs } from "../../app/lib/contracts/retention.ts";
import { afterSignInPath } from "../../server/admin/admin-area.ts";
import { csrfTokenMatches } from "../../server/admin/csrf.ts";
import { passwordProblem } from "../../server/admin/passwords.ts";
import { readSessionCookie } from "../../server/admin/session-cookie.ts";
import { delayAfterFailures, throttlePolicy } from "../../server/admin/sign-in-throttle.ts";
import { csvCell, toCsv } from "../../server/export/csv.ts";
import { findWriteEndpoint } from "../../server/http/write-endpoints.ts";
import type { Request } from "express";

describe("the status workflow", () => {
  it("moves forward along new → reviewing → interview → offer → hired, skipping stages if need be", () => {
    expect(nextStatuses("new")).toEqual(["reviewing", "interview", "offer", "hired", "rejected", "withdrawn"]);
    expect(nextStatuses("interview")).toEqual(["offer", "hired", "rejected", "withdrawn"]);
    expect(canMoveTo("new", "interview")).toBe(true);
    expect(canMoveTo("reviewing", "reviewing")).toBe(false);
  });

  it("goes back to an earlier stage to undo a misclick, and says it is a move back", () => {
    expect(earlierStatuses("new")).toEqual([]);
    expect(earlierStatuses("interview")).toEqual(["new", "reviewing"]);
    expect(canMoveTo("interview", "reviewing")).toBe(true);
    expect(canMoveTo("offer", "new")).toBe(true);
    expect(isMoveBack("interview", "reviewing")).toBe(true);
    expect(isMoveBack("reviewing", "interview")).toBe(false);
    expect(isMoveBack("interview", "rejected")).toBe(false);
  });

  it("lets rejected or withdrawn end any stage before a decision; nothing follows a decision, which can be taken back", () => {
    for (const from of ["new", "reviewing", "interview", "offer"] as const) {
      expect(canMoveTo(from, "rejected")).toBe(true);
      expect(canMoveTo(from, "withdrawn")).toBe(true);
    }
    for (const decided of ["hired", "rejected", "withdrawn"] as const) {
      expect(isDecision(decided)).toBe(true);
      expect(nextStatuses(decided)).toEqual([]);
      expect(earlierStatuses(decided)).toEqual(["new", "reviewing", "interview", "offer"]);
      // From one decision to another is not a move back: take it back to a stage first.
      for (const other of ["hired", "rejected", "withdrawn"] as const) expect(canMoveTo(decided, other)).toBe(false);
    }
  });
});

describe("the inbox filter", () => {
  it("reads division, status, dates and text, and drops what does not parse", () => {
    const filter = readInboxFilter(new URLSearchParams("division=noxgpt&status=interview&from=2026-01-01&to=2026-02-28&q=%20grace%20"));
    expect(filter).toEqual({ division: "noxgpt", status: "interview", from: "2026-01-01", to: "2026-02-28", q: "grace" });
    expect(readInboxFilter(new URLSearchParams("division=nope&status=maybe&from=2026-02-30&to=yesterday&q=%20%20"))).toEqual({});
    expect(readInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });

  it("drops days the database cannot hold (year 0, the last day of 9999) like any other unparseable day", () => {
    expect(readInboxFilter(new URLSearchParams("from=0000-01-01&to=9999-12-31"))).toEqual({});
    expect(readInboxFilter(new URLSearchParams("from=0001-01-01&to=9999-01-01"))).toEqual({});
    expect(readInboxFilter(new URLSearchParams("from=1970-01-01&to=9998-12-31"))).toEqual({ from: "1970-01-01", to: "9998-12-31" });
  });

  it("writes the same filter back as a query string, in a fixed order, with extras such as the page", () => {
    expect(inboxFilterQuery({ q: "a b", status: "new", division: "nexus" }, { page: 2 })).toBe("?division=nexus&status=new&q=a+b&page=2");
    expect(inboxFilterQuery({})).toBe("");
    const round = readInboxFilter(new URLSearchParams(inboxFilterQuery({ division: "viad", from: "2026-03-01", q: "50% & more" }).slice(1)));
    expect(round).toEqual({ division: "viad", from: "2026-03-01", q: "50% & more" });
  });

  it("takes the date range as whole UTC days, the last day included", () => {
    const { start, end } = inboxDateRange({ from: "2026-03-01", to: "2026-03-31" });
    expect(start?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(end?.toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });

  it("reads a page number, 1 for anything else", () => {
    expect(readPageNumber(new URLSearchParams("page=3"))).toBe(3);
    for (const value of ["0", "-1", "2.5", "abc", "99999999999"]) expect(readPageNumber(new URLSearchParams(`page=${value}`))).toBe(1);
  });
});

describe("retention dates", () => {
  it("moves by calendar months without ever making a period longer", () => {
    expect(addMonths(new Date("2026-03-31T12:00:00Z"), -1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(addMonths(new Date("2024-02-29T00:00:00Z"), 12).toISOString()).toBe("2025-02-28T00:00:00.000Z");
    expect(addMonths(new Date("2026-01-15T08:00:00Z"), 24).toISOString()).toBe("2028-01-15T08:00:00.000Z");
  });

  it("deletes a decided application the stated months after its decision, an undecided one after it arrived", () => {
    const now = new Date("2027-06-15T00:00:00Z");
    const { decidedBefore, undecidedBefore } = purgeCutoffs(now);
    expect(decidedBefore.toISOString()).toBe(addMonths(now, -retentionPeriods.decidedApplicationMonths).toISOString());
    expect(undecidedBefore.toISOString()).toBe(addMonths(now, -retentionPeriods.undecidedApplicationMonths).toISOString());
    const createdAt = new Date("2026-01-10T00:00:00Z");
    const decidedAt = new Date("2026-05-01T00:00:00Z");
    expect(deletionDate({ createdAt, status: "rejected", statusChangedAt: decidedAt })).toEqual(
      addMonths(decidedAt, retentionPeriods.decidedApplicationMonths),
    );
    expect(deletionDate({ createdAt, status: "interview", statusChangedAt: decidedAt })).toEqual(
      addMonths(createdAt, retentionPeriods.undecidedApplicationMonths),
    );
  });
});

describe("CSV safety", () => {
  it("makes every cell that a spreadsheet would run as a formula plain text", () => {
    for (const formula of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", '  =HYPERLINK("x")', "\t=1", "\r=1", "＝1", "＋1", "－1", "＠1"]) {
      expect(csvCell(formula), JSON.stringify(formula)).toMatch(/^"'/);
    }
    expect(csvCell("Grace")).toBe('"Grace"');
    expect(csvCell("a-b=c")).toBe('"a-b=c"');
  });

  it("strips control, escape and bidi characters, keeps line breaks inside quotes, doubles quotes", () => {
    // The escape character goes; what followed it is printable text, harmless in a cell.
    expect(csvCell("a\u001b[2Jb\u0000c\u202ed\u200be")).toBe('"a[2Jbcde"');
    expect(csvCell('line one\r\nline "two"')).toBe('"line one\nline ""two"""');
    expect(toCsv(["id", "name"], [{ id: 1, name: "=x" }])).toBe('"id","name"\n"1","\'=x"\n');
  });
});

describe("sign-in throttle", () => {
  it("lets the free failures pass, then doubles the delay with each failure, up to the ceiling", () => {
    const free = throttlePolicy.accountFreeFailures;
    for (let failures = 0; failures <= free; failures++) expect(delayAfterFailures(failures, free)).toBe(0);
    expect(delayAfterFailures(free + 1, free)).toBe(throttlePolicy.firstDelaySeconds);
    expect(delayAfterFailures(free + 2, free)).toBe(throttlePolicy.firstDelaySeconds * 2);
    expect(delayAfterFailures(free + 3, free)).toBe(throttlePolicy.firstDelaySeconds * 4);
    expect(delayAfterFailures(free + 40, free)).toBe(throttlePolicy.maxDelaySeconds);
    expect(throttlePolicy.addressFreeFailures).toBeGreaterThan(throttlePolicy.accountFreeFailures);
  });
});

describe("sign-in helpers", () => {
  it("only ever sends a member back to an /admin page of this site after signing in", () => {
    expect(afterSignInPath("/admin/applications/3")).toBe("/admin/applications/3");
    expect(afterSignInPath("/admin?status=new")).toBe("/admin?status=new");
    for (const elsewhere of [
      null,
      "",
      "//evil.example/admin",
      "/\\evil.example",
      "https://evil.example/admin",
      "/about",
      "/administrator",
      "/admin/login?x=1",
    ]) {
      expect(afterSignInPath(elsewhere)).toBe("/admin");
    }
  });

  it("asks for a password of at least 12 characters", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem("x".repeat(12))).toBeUndefined();
    expect(passwordProblem("x".repeat(2000))).toMatch(/at most/);
  });

  it("compares CSRF tokens whole and refuses a missing one", () => {
    expect(csrfTokenMatches("abc", "abc")).toBe(true);
    expect(csrfTokenMatches("abc", "abd")).toBe(false);
    expect(csrfTokenMatches("abc", "ab")).toBe(false);
    expect(csrfTokenMatches("abc", null)).toBe(false);
  });

  it("reads only a well-formed session token from the Cookie header", () => {
    const token = "A".repeat(43);
    const request = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;
    expect(readSessionCookie(request(`other=1; vesper_admin=${token}`))).toBe(token);
    expect(readSessionCookie(request("vesper_admin=short"))).toBeUndefined();
    expect(readSessionCookie(request(`vesper_admin=${"A".repeat(40)}%00`))).toBeUndefined();
  });
});

describe("the admin's write endpoints", () => {
  it("are listed with the gate (the newsletter's erasure, test send and send included), an application's or inquiry's id being a positive whole number", () => {
    for (const path of [
      "/admin/login",
      "/admin/logout",
      "/admin/applications/12",
      "/admin/applications/12/erase",
      "/admin/inquiries/7",
      "/admin/newsletter",
      "/admin/newsletter/send",
    ]) {
      expect(findWriteEndpoint(path)?.contentType, path).toBe("application/x-www-form-urlencoded");
      expect(findWriteEndpoint(path)?.limit, path).toBeUndefined();
    }
    for (const path of [
      "/admin",
      "/admin/audit",
      "/admin/applications/0",
      "/admin/applications/x",
      "/admin/applications/1/2",
      "/admin/export.csv",
      "/admin/inquiries",
      "/admin/inquiries/0",
      "/admin/inquiries/x",
      "/admin/inquiries/export.csv",
      "/admin/newsletter/export.csv",
      "/admin/newsletter/preview.html",
    ]) {
      expect(findWriteEndpoint(path), path).toBeUndefined();
    }
  });
});
