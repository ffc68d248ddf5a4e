import { retentionPeriods } from "../retention.ts";
import { mailto, site } from "../site.ts";
import type { LegalDocument } from "./types.ts";

const legal = { label: site.contacts.legal, href: mailto(site.contacts.legal) };

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

/** /privacy: privacy policy (docs/product.md#legal-pages; its retention table: docs/product.md#retention). */
export const privacyPolicy: LegalDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  description:
    "What Vesper collects through its application form, why, how long it is kept, who sees it and how to use your rights under the GDPR and the CCPA.",
  lastUpdated: { iso: "2024-12-15", label: "December 15, 2024" },
  summary:
    `We collect only what you type into the application form, use it only to assess your application, keep it for ${months(retentionPeriods.decidedApplicationMonths)} after our decision and never sell it. The rest of this page explains the details.`,
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this covers",
      blocks: [
        `${site.legalName} (“Vesper”, “we”, “us”) runs this website and is the controller of the personal data described here. This policy covers the website only: the pages you read and the application form on the Join page.`,
        "When you become a client, the contract for that engagement sets out how we handle the data you share with us under it. Products that launch with their own sign-up, such as the NoxGPT platform, publish their own privacy terms before you create an account.",
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      blocks: [
        ["The only place this website asks for personal data is the application form on ", { label: "the Join page", href: "/join" }, ". When you submit it, we receive:"],
        {
          kind: "list",
          items: [
            "Full name (required).",
            "Email address (required).",
            "Discord handle (optional).",
            "Division of interest (required): one of our nine divisions, or a general application.",
            "Portfolio URL (optional).",
            "Your message (required): what you tell us about yourself.",
            "The date and time the application arrived, which our server adds.",
          ],
        },
        "Technically, every request to a website reveals your IP address. Ours uses it in two narrow ways. The form’s rate limit counts applications per address for one minute in the server’s memory and then forgets it; the address is never stored with your application. Our request logs record the method, page, status and response time of each request, not your IP address. Our hosting provider may keep standard network logs, including IP addresses, to protect its infrastructure.",
        ["We do not use cookies, analytics or advertising trackers. The ", { label: "Cookie Policy", href: "/cookies" }, " lists the one thing this site keeps in your browser. The newsletter box on the blog stores nothing and sends nothing."],
        "If you email one of our addresses, we receive your email address and whatever you choose to write.",
      ],
    },
    {
      id: "why-we-use-it",
      heading: "Why we use it",
      blocks: [
        "We use application data for one purpose: to assess your application. In practice that means:",
        {
          kind: "list",
          items: [
            "reading your application and the work you link to;",
            "contacting you about it by email, or on Discord if you gave us a handle;",
            "confirming by email that your application arrived: one message to the address you gave, and at most one a day to the same address, so no one can use the form to fill a stranger’s inbox;",
            "keeping a record of our decision for the period set out below;",
            "protecting the form against automated abuse, for example with the rate limit.",
          ],
        },
        "Every application is read by a person. We make no decision about you by automated means, we build no profile of you, and we never use your details for marketing.",
      ],
    },
    {
      id: "legal-basis",
      heading: "Our legal basis",
      blocks: [
        "Under the EU and UK General Data Protection Regulation (GDPR) we rely on:",
        {
          kind: "list",
          items: [
            "Article 6(1)(b), steps taken at your request before entering into a contract: you apply, and we assess your application for a role or engagement.",
            "Article 6(1)(f), our legitimate interests: keeping the form secure, keeping a record of our hiring decisions, and defending legal claims.",
            "Article 6(1)(c), legal obligations: where a law requires us to keep or disclose information.",
          ],
        },
        "We do not ask for special categories of data such as health, religion or political opinions. Please leave them out of your message.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          kind: "table",
          caption: "Retention periods",
          columns: ["Data", "How long we keep it"],
          rows: [
            // Written from the one constant the server's purge deletes by (app/content/retention.ts).
            [
              "Application form data and our notes on it",
              `${months(retentionPeriods.decidedApplicationMonths)} after we tell you our decision (recorded as hired, rejected or withdrawn), then deleted; an application on which no decision was recorded is deleted ${months(retentionPeriods.undecidedApplicationMonths)} after it arrived`,
            ],
            ["Application data of people we hire", "Moved to the personnel or contractor file under a separate notice"],
            ["Emails you send us", `${months(retentionPeriods.emailMonths)} after the last message in the conversation`],
            [
              "Our audit log of the hiring team’s actions (who viewed, changed, exported or erased which application, by its number only)",
              `${months(retentionPeriods.auditLogMonths)} after each entry was written, then deleted`,
            ],
            [
              "IP address in the rate limiter",
              `Counted for ${retentionPeriods.rateLimitWindowMinutes === 1 ? "one minute" : `${retentionPeriods.rateLimitWindowMinutes} minutes`}, in the server’s memory or, where several servers share the work, in our database, from which it is deleted within a day`,
            ],
            ["Copies in database backups", `Up to ${retentionPeriods.backupDays} days after deletion from the live database`],
          ],
        },
        "We do not keep applications for future openings beyond the periods above: if you would like to be considered for a later opening, simply apply again when it is published.",
      ],
    },
    {
      id: "who-sees-it",
      heading: "Who sees it",
      blocks: [
        {
          kind: "list",
          items: [
            "Our hiring team: the people at Vesper who assess applications for the division you chose, and our founder.",
            "Our hosting provider, which runs the servers and database as our processor. It acts only on our instructions under a data processing agreement and may not use your data for its own purposes.",
            "Our email provider, which delivers each application to our hiring team’s mailbox and your confirmation to you, as our processor on the same terms.",
            "Professional advisers or public authorities, only where the law requires it or to establish or defend a legal claim.",
          ],
        },
        "That is the complete list. We do not sell your personal data, we do not share it for advertising, and we do not pass it to data brokers or recruiters.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      blocks: [
        "Our team works across time zones, so your application may be read from, or stored in, a country other than your own. When personal data leaves the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision or on the Standard Contractual Clauses approved by the European Commission (with the UK addendum where it applies). You can ask us for a copy of the safeguards we use.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        {
          kind: "list",
          items: [
            "The site is served only over HTTPS, with HTTP Strict Transport Security, so the form is encrypted in transit.",
            "The form rejects oversized requests and submissions from other websites, and limits how often one connection can apply.",
            "Applications are stored in a database that is not reachable from the internet; only named members of the hiring team can read them.",
            "We review access regularly and remove it when someone no longer needs it.",
          ],
        },
        "No system is perfectly secure. If a breach puts your data at risk, we will tell you and the competent authority within the time the law sets, which under the GDPR is 72 hours for the authority.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        "Under the GDPR, if you are in the European Economic Area or the United Kingdom, you have the right to:",
        {
          kind: "list",
          items: [
            "access the personal data we hold about you and receive a copy;",
            "rectification of data that is inaccurate or incomplete;",
            "erasure of your data, for example by withdrawing your application;",
            "restriction of processing while a question about your data is resolved;",
            "portability: receive the data you gave us in a machine-readable format;",
            "object to processing based on our legitimate interests;",
            "lodge a complaint with a supervisory authority, in particular in the country where you live or work. We would appreciate the chance to address your concern first.",
          ],
        },
        "Under the California Consumer Privacy Act as amended by the CPRA (CCPA), if you live in California, you have the right to:",
        {
          kind: "list",
          items: [
            "know what personal information we collect, why, and whom we disclose it to;",
            "delete the personal information we collected from you;",
            "correct inaccurate personal information;",
            "opt out of the sale or sharing of personal information. We do not sell or share personal information, and we have not done so in the past 12 months;",
            "non-discrimination: exercising any of these rights never affects how we assess your application.",
          ],
        },
        ["To use any of these rights, email ", legal, " from the address you applied with, or tell us how else we can confirm it is you. An authorised agent may act for you with your signed permission. We answer within one month under the GDPR and within 45 days under the CCPA, free of charge."],
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        "This website is not directed at children under 16, and we do not knowingly collect their personal data. If we learn that someone under 16 has sent us an application, we delete it. The NoxGPT AI platform is for adults aged 18 and over only, and its unfiltered modes require additional age verification.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "When we change this policy, we update the date at the top of this page and describe significant changes here. We will not use data we already hold in a materially different way without telling you first.",
      ],
    },
    {
      id: "contact",
      heading: "How to reach us",
      blocks: [
        ["For anything about your personal data, write to ", legal, ". For everything else, the ", { label: "Contact page", href: "/contact" }, " lists the right address. We usually reply within 24 hours."],
      ],
    },
  ],
};
