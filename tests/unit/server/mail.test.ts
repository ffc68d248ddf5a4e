import { describe, expect, it } from "vitest";
import type { StoredApplication } from "../../../server/db/schema.ts";
import { composeMessage, headerText } from "../../../server/mail/compose.ts";
import { describeSmtpUrl, readMailConfig } from "../../../server/mail/mail-config.ts";
import { isPlainMailbox, recipientKey } from "../../../server/mail/mailbox.ts";
import { canonicalMailbox } from "../../../server/mail/mailbox-providers.ts";

describe("mail settings", () => {
  it("defaults to the careers address of app/content/site.json and sending from the server", () => {
    expect(readMailConfig({})).toEqual({
      smtpUrl: undefined,
      from: { name: "Vesper Careers", address: "careers@vesper.example" },
      hiringEmails: ["careers@vesper.example"],
      salesEmails: undefined,
      delivery: "server",
      claimSeconds: 120,
      confirmationsPerHour: 200,
    });
  });

  it("reads SMTP_URL, a named MAIL_FROM and several HIRING_EMAIL addresses", () => {
    const config = readMailConfig({
      SMTP_URL: "smtps://user:secret@mail.example:465",
      MAIL_FROM: '"Vesper Hiring" <jobs@vesper.example>',
      HIRING_EMAIL: "a@vesper.example, b@vesper.example",
      SALES_EMAIL: "sales@vesper.example,deals@vesper.example",
      MAIL_DELIVERY: "mailer",
      MAIL_CLAIM_SECONDS: "30",
      MAIL_CONFIRMATIONS_PER_HOUR: "0",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://user:secret@mail.example:465",
      from: { name: "Vesper Hiring", address: "jobs@vesper.example" },
      hiringEmails: ["a@vesper.example", "b@vesper.example"],
      salesEmails: ["sales@vesper.example", "deals@vesper.example"],
      delivery: "mailer",
      claimSeconds: 30,
      confirmationsPerHour: 0,
    });
    expect(describeSmtpUrl(config.smtpUrl!)).toBe("smtps://mail.example:465");
  });

  it("refuses what it cannot use, without repeating a password", () => {
    for (const env of [
      { SMTP_URL: "http://user:secret@mail.example" },
      { SMTP_URL: "not a url secret" },
      { MAIL_FROM: "a@x.example, b@x.example" },
      { HIRING_EMAIL: "team@x.example, Bcc: victim@y.example" },
      { SALES_EMAIL: "sales@x.example, Bcc: victim@y.example" },
      { MAIL_DELIVERY: "elsewhere" },
      { MAIL_CLAIM_SECONDS: "5" },
      { MAIL_CONFIRMATIONS_PER_HOUR: "-1" },
      { MAIL_CONFIRMATIONS_PER_HOUR: "lots" },
      { MAIL_CONFIRMATIONS_PER_HOUR: "2.5" },
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
    for (const address of [
      "a@x.example, b@y.example",
      "a@x.example\r\nBcc: b@y.example",
      "Grace <a@x.example>",
      "a@x.example;b@y.example",
      "no-at-sign",
      "a @x.example",
      "(c)a@x.example",
    ]) {
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

  it("keys every spelling a provider delivers to one mailbox on that mailbox", () => {
    // [spellings that reach one mailbox, spellings that reach another]
    const table: [string[], string[]][] = [
      [
        [
          "victim@gmail.com",
          "v.ictim@gmail.com",
          "vi.ctim@googlemail.com",
          "victim+x@gmail.com",
          "V.I.C.T.I.M+a.b@GoogleMail.com",
          "victim@gmail.com.",
          "victim@ＧＭＡＩＬ.com",
        ],
        ["victim@example.com", "victim-tag@gmail.com", "victims@gmail.com"],
      ],
      [
        ["victim@yahoo.com", "victim-tag@yahoo.com", "victim-other@yahoo.com", "victim+x@yahoo.com"],
        ["v.ictim@yahoo.com", "victim@ymail.com", "victim@yahoo.co.uk"],
      ],
      [["victim-tag@yahoo.co.uk", "victim@yahoo.co.uk"], []],
      [
        ["victim@outlook.com", "victim+tag@outlook.com", "VICTIM@Outlook.com"],
        ["v.ictim@outlook.com", "victim@hotmail.com", "victim-tag@outlook.com"],
      ],
      [["victim+tag@hotmail.co.uk", "victim@hotmail.co.uk"], ["victim@live.com"]],
      [["victim@icloud.com", "victim@me.com", "victim+x@mac.com"], ["v.ictim@icloud.com"]],
      [
        ["victim@fastmail.com", "victim+x@fastmail.com", "anything@victim.fastmail.com"],
        ["victim@fastmail.fm", "v.ictim@fastmail.com"],
      ],
      [["victim@proton.me", "v.ic_ti-m@protonmail.com", "victim+x@pm.me", "victim@protonmail.ch"], ["victims@proton.me"]],
      // Any other domain: +tags go; dots and dashes may be part of the name there, so they stay.
      [
        ["first.last@example.com", "first.last+cv@example.com", "First.Last@EXAMPLE.com"],
        ["firstlast@example.com", "first-last@example.com", "first.last-cv@example.com"],
      ],
    ];
    for (const [same, others] of table) {
      const key = recipientKey(same[0]!);
      for (const address of same) expect(recipientKey(address), `${address} is ${same[0]}`).toBe(key);
      for (const address of others) expect(recipientKey(address), `${address} is not ${same[0]}`).not.toBe(key);
    }
    expect(canonicalMailbox("V.ictim+Jobs@GoogleMail.com")).toBe("victim@gmail.com");
    expect(canonicalMailbox("victim-tag@yahoo.com")).toBe("victim@yahoo.com");
    expect(canonicalMailbox("first.last+cv@Example.com")).toBe("first.last@example.com");
    expect(canonicalMailbox("victim@münchen.example")).toBe("victim@xn--mnchen-3ya.example");
  });
});

describe("composing", () => {
  const settings = { from: { name: "Vesper Careers", address: "careers@vesper.example" }, hiringEmails: ["team@vesper.example"] };
  const stored: StoredApplication = {
    id: 7,
    name: "Ada\u202E Lovelace",
    email: "ada@example.com",
    discord: null,
    division: "nexus",
    portfolio: "javascript:alert(1)",
    message: "Hello <b>team</b>",
    createdAt: new Date("2026-01-02T03:04:05Z"),
  } as StoredApplication;

  it("makes header text one line without control or format characters", () => {
    expect(headerText("a\r\nBcc: b@x.example\u2028c\u0000d\u202Ee")).toBe("a Bcc: b@x.example cde");
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

  const hostile: StoredApplication = {
    ...stored,
    name: "NAMEMARK Click http://name.evil.example now",
    email: "stranger@example.com",
    discord: "DISCORDMARK http://discord.evil.example",
    portfolio: "https://user:pw@portfolio.evil.example/PORTFOLIOMARK",
    message: "MESSAGEMARK visit https://message.evil.example and www.message-evil.example",
  } as StoredApplication;
  const typed = ["MARK", "evil", "Click", "http://", "user", "stranger"];

  it("confirms in the site's own words only: no name, message, portfolio, Discord or any link the applicant typed", () => {
    const confirmation = composeMessage("applicant-confirmation", hostile, "<m3@vesper.example>", settings);
    if (confirmation.kind !== "message") throw new Error("refused");
    const { message } = confirmation;
    const everything = JSON.stringify({ ...message, envelope: undefined, to: undefined });
    for (const part of typed) expect(everything, part).not.toContain(part);
    // The To header carries the address alone, no display name.
    expect(message.to).toEqual({ name: "", address: "stranger@example.com" });
    expect(message.envelope).toEqual({ from: "careers@vesper.example", to: ["stranger@example.com"] });
    for (const body of [String(message.text), String(message.html)]) {
      expect(body).toContain("#7");
      expect(body).toContain("2026-01-02 03:04 UTC");
      expect(body).toContain("Nexus");
    }
    // The only links are the site's own.
    expect([...String(message.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "https://vesper.example/privacy",
      "mailto:legal@vesper.example",
    ]);
  });

  it("names an unknown division not at all in the confirmation, rather than repeat the stored value", () => {
    const confirmation = composeMessage("applicant-confirmation", { ...hostile, division: "DIVISIONMARK" }, "<m4@vesper.example>", settings);
    if (confirmation.kind !== "message") throw new Error("refused");
    expect(String(confirmation.message.text)).not.toContain("DIVISIONMARK");
    expect(String(confirmation.message.html)).not.toContain("DIVISIONMARK");
    expect(String(confirmation.message.text)).toContain("#7");
  });

  it("shows the team a portfolio link by its real host (punycode, no user@) and keeps the parsed URL as the href", () => {
    const lookalike = { ...stored, portfolio: "https://user@раураl.com/x" };
    const team = composeMessage("team-notification", lookalike, "<m5@vesper.example>", settings);
    if (team.kind !== "message") throw new Error("refused");
    const html = String(team.message.html);
    expect(html).toContain('<a href="https://user@xn--l-7sba6dbr.com/x">xn--l-7sba6dbr.com/x</a>');
    expect(html).not.toContain("раураl");
    expect(String(team.message.text)).toContain("Portfolio: xn--l-7sba6dbr.com/x <https://user@xn--l-7sba6dbr.com/x>");
    expect(String(team.message.text)).not.toContain("раураl");
    const spoof = composeMessage("team-notification", { ...stored, portfolio: "https://www.bank.example@evil.example/" }, "<m6@vesper.example>", settings);
    if (spoof.kind !== "message") throw new Error("refused");
    expect(String(spoof.message.html)).toMatch(/<a href="https:\/\/www\.bank\.example@evil\.example\/">evil\.example<\/a>/);
  });

  it("neutralises bidi and invisible characters in everything the team's mail shows of the applicant", () => {
    const reversed = {
      ...stored,
      name: "\u202Eevil.exe\u202C Ada",
      discord: "ada\u200B\u2066x\u2069",
      message: "line one\u2028line two\u202E\uFEFF end",
      portfolio: "https://ada.example/\u202Ecv",
    };
    const team = composeMessage("team-notification", reversed, "<m7@vesper.example>", settings);
    if (team.kind !== "message") throw new Error("refused");
    const { text, html, subject, replyTo } = team.message;
    for (const shown of [String(text), String(html), String(subject), JSON.stringify(replyTo)]) {
      expect(shown).not.toMatch(/[\p{Cf}\u2028\u2029]/u);
      expect(shown).not.toMatch(/\\u(202|206|200b|feff)/i);
    }
    expect(String(text)).toContain("Name: evil.exe Ada");
    expect(String(text)).toContain("line one\nline two end");
    expect(String(html)).toContain(">ada.example/%E2%80%AEcv</a>");
  });
});
