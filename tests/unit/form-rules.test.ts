import { describe, expect, it } from "vitest";
import { validateApplication } from "../../app/lib/contracts/application.ts";
import { applicationFields, checkApplication, limits } from "../../app/lib/contracts/application-rules.ts";
import { validateInquiry } from "../../app/lib/contracts/inquiry.ts";
import { checkInquiry, inquiryFields, inquiryLimits } from "../../app/lib/contracts/inquiry-rules.ts";

// The browser checks a form with plain functions (app/lib/*-rules.ts) and the server with zod (decision 032):
// on every input a visitor can type, both must say the same, field by field, message by message.

/** Values that sit on or just over a rule's edge, in any field: lengths, spaces, control characters, shapes. */
const edges = (max: number) => [
  "",
  " ",
  "a",
  " ab ",
  "x".repeat(max),
  "x".repeat(max + 1),
  ` ${"x".repeat(max)} `,
  "Ada\u0000Lovelace",
  "Ada\u0085",
  "tab\there",
  "line\nbreak and more words to pass twenty",
  "crlf\r\nline\r\nbreaks in a description long enough",
  "\r\n\r\n".repeat(6),
  "lone \uD800 surrogate",
  "emoji 👩‍💻 pair",
  "ada@example.com",
  " ada@example.com ",
  "ada@localhost",
  "ada..x@example.com",
  ".ada@example.com",
  "ada@example.c",
  "ada@exa_mple.com",
  `${"a".repeat(245)}@example.com`,
  "https://example.com/brief",
  " https://example.com ",
  "http://",
  "javascript:alert(1)",
  "ftp://example.com",
  "https://exa mple.com",
  "service:web",
  "division:nexus",
  "division:nowhere",
  "unsure",
  "nexus",
  "general",
  "asap",
  "later",
  "Later",
  "under-10k",
  "-under",
  "x".repeat(41),
];

function cases<F extends string>(fields: readonly F[], valid: Record<F, string>, maxOf: (field: F) => number): Record<F, string>[] {
  const fills: Record<F, string>[] = [valid, Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>];
  for (const field of fields) for (const value of edges(maxOf(field))) fills.push({ ...valid, [field]: value });
  return fills;
}

describe("the browser's form rules and the server's schemas (decision 032)", () => {
  it("say the same about every inquiry fill", () => {
    const valid = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      topic: "service:web",
      budget: "under-10k",
      wishedStart: "asap",
      description: "A shop for our bakery, with online orders.",
      link: "https://example.com/brief",
    };
    const fills = cases(inquiryFields, valid, (field) => (field in inquiryLimits ? inquiryLimits[field as keyof typeof inquiryLimits] : 40));
    expect(fills.length).toBeGreaterThan(300);
    for (const fill of fills) {
      const server = validateInquiry(fill);
      expect(checkInquiry(fill), JSON.stringify(fill)).toEqual(server.ok ? {} : server.errors);
    }
  });

  it("say the same about every application fill", () => {
    const valid = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      discord: "ada.l",
      division: "nexus",
      portfolio: "https://example.com",
      message: "I write programs for engines.",
    };
    const fills = cases(applicationFields, valid, (field) => (field in limits ? limits[field as keyof typeof limits] : 40));
    expect(fills.length).toBeGreaterThan(200);
    for (const fill of fills) {
      const server = validateApplication(fill);
      expect(checkApplication(fill), JSON.stringify(fill)).toEqual(server.ok ? {} : server.errors);
    }
  });

  it("find fault where the server does: a fill the schema refuses is refused in the browser too", () => {
    // A guard against a test that agrees because both accept everything.
    expect(checkInquiry({ name: "A", email: "no", topic: "x", description: "short" })).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
      topic: expect.any(String),
      description: expect.any(String),
    });
    expect(checkApplication({ name: "Ada", email: "ada@example.com", division: "", message: "hi" })).toMatchObject({
      division: expect.any(String),
      message: expect.any(String),
    });
  });
});
