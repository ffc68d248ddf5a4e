import { mailto, site } from "../site.ts";
import type { LegalDocument } from "./types.ts";

const support = { label: site.contacts.support, href: mailto(site.contacts.support) };

/** /refunds: every refund figure of docs/product.md#refund-figures. */
export const refundPolicy: LegalDocument = {
  path: "/refunds",
  title: "Refund Policy",
  description:
    "When Vesper refunds security services, AI subscriptions, games, custom projects and digital assets, how to ask, and how long each payout method takes.",
  summary:
    "You can ask for a refund within 30 days of purchase unless a rule below says otherwise. We review every request in 2-3 business days and pay approved refunds back to the way you paid.",
  sections: [
    {
      id: "general",
      heading: "The general rule",
      blocks: [
        "Our general refund window is 30 days from the date of purchase. Within that window, if a service has not been delivered as described, tell us and we will put it right or refund you.",
        "Some services are delivered in a way that cannot be undone, such as a finished audit or a game you have played for hours, so they have their own rules, set out below. Where a signed statement of work sets different terms, those terms apply. Nothing in this policy limits the rights consumer law gives you.",
      ],
    },
    {
      id: "at-a-glance",
      heading: "At a glance",
      blocks: [
        {
          kind: "table",
          caption: "Refund rules by service",
          columns: ["Service", "Refund rule"],
          rows: [
            ["General purchases", "Within 30 days of purchase"],
            ["Security services", "Within 14 days, if the audit has not been delivered"],
            ["AI subscriptions", "Prorated for the unused part of the billing period"],
            ["Usage-based AI services", "Unused credits refunded"],
            ["Games", "Within 14 days and under 2 hours of play"],
            ["Virtual items", "Non-refundable"],
            ["Custom projects", "Refunded by milestone"],
            ["Downloaded digital assets", "Non-refundable after 14 days"],
          ],
        },
      ],
    },
    {
      id: "security-services",
      heading: "Security services",
      blocks: [
        "Security audits, penetration tests and assessments by VesperGuard can be refunded within 14 days of purchase if the audit has not been delivered. Once we deliver the audit report, the work is done and the fee is not refundable. Takedown notices that have already been filed count as delivered work.",
      ],
    },
    {
      id: "ai-services",
      heading: "AI subscriptions and usage-based services",
      blocks: [
        {
          kind: "list",
          items: [
            "AI subscriptions are prorated: if you cancel during a billing period, we refund the unused part of it, counted in days.",
            "Usage-based services are refunded on unused credits: credits you bought but have not spent are returned, and credits already used are not.",
          ],
        },
      ],
    },
    {
      id: "games",
      heading: "Games and virtual items",
      blocks: [
        "A game bought from VesperGames can be refunded within 14 days of purchase if you have played it for under 2 hours. Virtual items, such as in-game currency, cosmetics and upgrades, are non-refundable once they have been delivered to your account, except where the law requires otherwise.",
        "Purchases made through a third-party game platform follow that platform’s refund process; we will help where we can.",
      ],
    },
    {
      id: "custom-projects",
      heading: "Custom projects",
      blocks: [
        "Custom web, AI, game and business projects are refunded by milestone. Every statement of work splits a project into milestones, each with its own deliverable and payment:",
        {
          kind: "list",
          items: [
            "a milestone you have accepted is complete and is not refunded;",
            "a milestone that is in progress is refunded for the share of its work not yet done;",
            "a milestone that has not started is refunded in full.",
          ],
        },
      ],
    },
    {
      id: "digital-assets",
      heading: "Downloaded digital assets",
      blocks: [
        "Templates, asset packs, code libraries and other downloadable files can be refunded within 14 days of purchase. Downloaded digital assets are non-refundable after 14 days, because a copy stays with you.",
      ],
    },
    {
      id: "how-to-request",
      heading: "How to request a refund",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            ["Email ", support, " from the address you used for the purchase."],
            "Include your order or invoice number, the service or product, and why you are asking for a refund.",
            "We review your request in 2-3 business days and reply with our decision. If we need more information, we ask within that time.",
            "Once approved, the refund is sent to your original payment method.",
          ],
        },
      ],
    },
    {
      id: "payout-times",
      heading: "When the money arrives",
      blocks: [
        "After we approve a refund, the time it takes to reach you depends on how you paid:",
        {
          kind: "table",
          caption: "Refund payout times",
          columns: ["Payment method", "Time to reach you"],
          rows: [
            ["Card", "3-5 business days"],
            ["PayPal", "1-2 business days"],
            ["Bank transfer", "5-7 business days"],
            ["Crypto", "1-24 hours"],
          ],
        },
        "Crypto refunds are sent in the currency you paid with, to a wallet address you confirm in writing. Your bank or card issuer may take a little longer to show the money on your statement.",
      ],
    },
    {
      id: "chargebacks",
      heading: "Before you file a chargeback",
      blocks: [
        ["Please talk to us first: most problems are solved faster by email than by a dispute with your bank. Write to ", support, " and a person will answer. The ", { label: "Terms of Service", href: "/terms" }, " cover everything this policy does not."],
      ],
    },
  ],
};
