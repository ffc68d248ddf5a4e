// Every mail the site sends is laid out by server/mail/layout.ts (decision 039): one column, readable with images off, its text part beside it.
import { describe, expect, it } from "vitest";
import type { Inquiry, StoredApplication } from "../../../server/db/schema.ts";
import { composeAccountMessage, composeMessage, type ComposedMessage } from "../../../server/mail/compose.ts";
import { composeInquiryMessage } from "../../../server/mail/inquiry-compose.ts";
import { mailDocument } from "../../../server/mail/layout.ts";

const settings = { from: { name: "Vesper Careers", address: "careers@vesper.example" }, hiringEmails: ["hiring@vesper.example"] };
const application = {
  id: 7,
  name: "Ada",
  email: "ada@example.com",
  discord: null,
  division: "nexus",
  portfolio: null,
  message: "Hello",
  createdAt: new Date("2026-01-02T03:04:05Z"),
} as StoredApplication;
const inquiry = {
  id: 9,
  name: "Grace",
  email: "grace@example.com",
  company: null,
  topic: "web",
  budget: null,
  wishedStart: null,
  link: null,
  description: "A site",
  teamEmail: "sales@vesper.example",
  createdAt: new Date("2026-01-02T03:04:05Z"),
  answerDueAt: new Date("2026-01-03T03:04:05Z"),
  firstAnsweredAt: null,
} as unknown as Inquiry;

const messages: [string, ComposedMessage][] = [
  ["team-notification", composeMessage("team-notification", application, "<a@vesper.example>", settings)],
  ["applicant-confirmation", composeMessage("applicant-confirmation", application, "<b@vesper.example>", settings)],
  [
    "member-invitation",
    composeAccountMessage(
      {
        purpose: "invite",
        email: "m@example.com",
        requestedBy: "o@vesper.example",
        expiresAt: new Date(Date.now() + 3_600_000),
        url: "https://vesper.example/admin/invite?t=1",
      },
      "<c@vesper.example>",
      settings,
    ),
  ],
  ["inquiry-team-notification", composeInquiryMessage("inquiry-team-notification", inquiry, "<d@vesper.example>", settings)],
  ["inquiry-client-confirmation", composeInquiryMessage("inquiry-client-confirmation", inquiry, "<e@vesper.example>", settings)],
  ["inquiry-answer-reminder", composeInquiryMessage("inquiry-answer-reminder", inquiry, "<f@vesper.example>", settings)],
];

describe("the one mail layout", () => {
  it.each(messages)("lays out the %s: a phone-width column, the site's name as text, no image, and a plain-text part", (_kind, composed) => {
    if (composed.kind !== "message") throw new Error("refused");
    const html = String(composed.message.html);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain("max-width:600px");
    expect(html).toMatch(/border-bottom:3px solid #18181b">Vesper<\/td>/);
    expect(html).toContain("Vesper · vesper.example</td>");
    expect(html).not.toMatch(/<img|background-image|url\(/i);
    expect(String(composed.message.text).length).toBeGreaterThan(0);
  });

  it("escapes the title and the preheader, hides the preheader, and puts the footer above the site's line", () => {
    const html = mailDocument({
      title: "<b>Title</b>",
      preheader: "Pre <i>header</i>",
      body: "<p>Body</p>",
      footer: '<a href="https://x.example/u">Unsubscribe</a>',
    });
    expect(html).toContain("<title>&lt;b&gt;Title&lt;/b&gt;</title>");
    expect(html).toContain('<div style="display:none;max-height:0;overflow:hidden">Pre &lt;i&gt;header&lt;/i&gt;</div>');
    expect(html).toContain('<a href="https://x.example/u">Unsubscribe</a><br>\nVesper · vesper.example');
    expect(mailDocument({ title: "t", body: "b" })).not.toContain("display:none");
  });
});
