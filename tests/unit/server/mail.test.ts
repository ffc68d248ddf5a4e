import { describe, expect, it } from "vitest";
import type { ContactSubmission } from "../../../server/db/schema.ts";
import { composeMessage, headerText } from "../../../server/mail/compose.ts";
import { describeSmtpUrl, readMailConfig } from "../../../server/mail/mail-config.ts";
import { isPlainMailbox, recipientKey } from "../../../server/mail/mailbox.ts";
import { defaultRetryPolicy, retryDelayMs } from "../../../server/mail/retry-policy.ts";

describe("retry policy", () => {
  it("retries within 30 s, doubles, and waits at most an hour; gives up after 48 hours", () => {
    const delays = Array.from({ length: 10 }, (_, i) => retryDelayMs(defaultRetryPolicy, i + 1) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(retryDelayMs(defaultRetryPolicy, 10_000)).toBe(3_600_000);
    expect(defaultRetryPolicy.giveUpAfterMs).toBe(48 * 3_600_000);
  });
});

describe("mail settings", () => {
  it("defaults to the careers address of app/content/site.ts and sending from the server", () => {
    expect(readMailConfig({})).toEqual({
      smtpUrl: undefined,
      from: { name: "Vesper Careers", address: "careers@vesper.example" },
      hiringEmails: ["careers@vesper.example"],
      delivery: "server",
      claimSeconds: 120,
    });
  });

  it("reads SMTP_URL, a named MAIL_FROM and several HIRING_EMAIL addresses", () => {
    const config = readMailConfig({
      SMTP_URL: "smtps://user:secret@mail.example:465",
      MAIL_FROM: '"Vesper Hiring" <jobs@vesper.example>',
      HIRING_EMAIL: "a@vesper.example, b@vesper.example",
      MAIL_DELIVERY: "mailer",
      MAIL_CLAIM_SECONDS: "30",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://user:secret@mail.example:465",
      from: { name: "Vesper Hiring", address: "jobs@vesper.example" },
      hiringEmails: ["a@vesper.example", "b@vesper.example"],
      delivery: "mailer",
      claimSeconds: 30,
    });
    expect(describeSmtpUrl(config.smtpUrl!)).toBe("smtps://mail.example:465");
  });

  it("refuses what it cannot use, without repeating a password", () => {
    for (const env of [
      { SMTP_URL: "http://user:secret@mail.example" },
      { SMTP_URL: "not a url secret" },
      { MAIL_FROM: "a@x.example, b@x.example" },
      { HIRING_EMAIL: "team@x.example, Bcc: victim@y.example" },
      { MAIL_DELIVERY: "elsewhere" },
      { MAIL_CLAIM_SECONDS: "5" },
    ]) {
      expect(() => readMailConfig(env), JSON.stringify(env)).toThrow();
    }
    expect(() => readMailConfig({ SMTP_URL: "http://user:secret@mail.example" })).toThrow(/^(?!.*secret)/);
  });
});

describe("mailboxes", () => {
  it("accepts one plain address and nothing that could become several or a header", () => {
    expect(isPlainMailbox("grace@example.com")).toBe(true);
    expect(isPlainMailbox("grace+jobs@sub.example.co")).toBe(true);
    for (const address of ["a@x.example, b@y.example", "a@x.example\r\nBcc: b@y.example", "Grace <a@x.example>", "a@x.example;b@y.example", "no-at-sign", "a @x.example", "(c)a@x.example"]) {
      expect(isPlainMailbox(address), address).toBe(false);
    }
  });

  it("keys the confirmation limit on the address without case or +tag, hashed", () => {
    const key = recipientKey("grace@example.com");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(recipientKey(" Grace+jobs@Example.COM ")).toBe(key);
    expect(recipientKey("grace@example.org")).not.toBe(key);
    expect(recipientKey("+grace@example.com")).not.toBe(key);
  });
});

describe("composing", () => {
  const settings = { from: { name: "Vesper Careers", address: "careers@vesper.example" }, hiringEmails: ["team@vesper.example"] };
  const stored: ContactSubmission = {
    id: 7,
    name: "Ada\u202E Lovelace",
    email: "ada@example.com",
    discord: null,
    division: "nexus",
    portfolio: "javascript:alert(1)",
    message: "Hello <b>team</b>",
    createdAt: new Date("2026-01-02T03:04:05Z"),
  } as ContactSubmission;

  it("makes header text one line without control or format characters", () => {
    expect(headerText("a\r\nBcc: b@x.example\u2028c\u0000d")).toBe("a Bcc: b@x.example c d");
    expect(headerText("x".repeat(300), 10)).toHaveLength(10);
  });

  it("builds the team mail with Reply-To and no live link for a non-http portfolio; no confirmation to a non-plain address", () => {
    const team = composeMessage("team-notification", stored, "<m1@vesper.example>", settings);
    if (team.kind !== "message") throw new Error("refused");
    expect(team.message.subject).toBe("Application #7: Ada Lovelace (Nexus)");
    expect(team.message.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(team.message.messageId).toBe("<m1@vesper.example>");
    expect(String(team.message.html)).not.toContain('href="javascript:');
    expect(String(team.message.html)).toContain("Hello &lt;b&gt;team&lt;/b&gt;");
    expect(String(team.message.text)).toContain("Received: 2026-01-02 03:04 UTC");
    const refused = composeMessage("applicant-confirmation", { ...stored, email: "a@x.example, b@y.example" }, "<m2@vesper.example>", settings);
    expect(refused.kind).toBe("refused");
  });
});
