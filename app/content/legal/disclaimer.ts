import type { LegalDocument } from "./types.ts";

/**
 * /disclaimer (docs/product.md#legal-pages): general, AI platform, forward-looking, investment, liability;
 * links /terms /privacy /contact.
 */
export const disclaimer: LegalDocument = {
  path: "/disclaimer",
  title: "Disclaimer",
  description:
    "The limits of the information on the Vesper website: general information only, AI platform output, launch dates, no investment advice, and limitation of liability.",
  summary:
    "The information on this site is accurate to the best of our knowledge and provided for general purposes. Please read what it does and does not promise before you rely on it.",
  sections: [
    {
      id: "general",
      heading: "General information only",
      blocks: [
        "The content of this website describes Vesper, its divisions and its services. It is general information, provided “as is”, and it is not professional advice. We keep it accurate and up to date, but we make no warranty that it is complete or correct in every detail, and it may change without notice.",
        "Pages about legal topics, including the work of VesperLegal, are not legal advice, and reading them does not create a lawyer-client relationship. Legal services are provided only under a signed engagement.",
      ],
    },
    {
      id: "figures",
      heading: "Figures and results",
      blocks: [
        "Figures on this site, such as success rates, uptime, response times, user numbers and assets protected, describe our own records and service targets at the time of writing. Case studies describe individual engagements. Past results do not guarantee the same outcome for your project.",
      ],
    },
    {
      id: "ai-platform",
      heading: "AI platform disclaimer",
      blocks: [
        "NoxGPT, our conversational AI platform, and the research previews of Nexus generate text automatically. By using them you accept the following:",
        {
          kind: "list",
          items: [
            "The platform is for adults aged 18 and over only.",
            "It has three tiers: a regular tier with light filtering, an unfiltered tier with minimal restrictions, and a fully uncensored top tier. The unfiltered tiers require additional age verification, and the top tier also requires you to accept a responsible-use agreement.",
            "Outputs may be inaccurate, incomplete, out of date, biased or offensive, especially in the unfiltered tiers. They do not represent the views of Vesper.",
            "Outputs are not legal, medical, financial or other professional advice. Check anything important with a qualified person.",
            "You are responsible for how you use the platform and its outputs, including complying with the law and with the rights of others. Do not use it to plan or commit illegal acts or to harm anyone.",
          ],
        },
      ],
    },
    {
      id: "forward-looking",
      heading: "Forward-looking statements",
      blocks: [
        "Some pages describe plans: the NoxGPT platform and Nexus are expected to launch in summer 2025, Nexila in 2026, and our roadmap runs from 2025 to 2027 and beyond. These are our current expectations, not promises. Launch dates, features and plans can change as development, testing and the market evolve, and we do not undertake to update every page when they do.",
      ],
    },
    {
      id: "investment",
      heading: "Investment disclaimer",
      blocks: [
        "Information about Vesper Holdings, our investment arm, including portfolio returns and exits, is provided for information only. It is not investment advice, a recommendation, or an offer or solicitation to buy or sell any security or to invest in any fund. Past performance does not indicate future results, and every investment can lose value. Speak to a licensed financial adviser before you make an investment decision.",
      ],
    },
    {
      id: "external-links",
      heading: "External links",
      blocks: [
        "Links to other websites, such as our community server or social profiles, are provided for convenience. We do not control those sites and are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "To the fullest extent the law allows, Vesper, its divisions, team members and partners are not liable for any loss or damage arising from your use of this website or your reliance on its content, including indirect, incidental or consequential loss, loss of profits and loss of data. Where liability cannot be excluded, it is limited as set out in our Terms of Service.",
        "Nothing in this disclaimer excludes liability that cannot be excluded by law, such as liability for fraud or for death or personal injury caused by negligence.",
      ],
    },
    {
      id: "related",
      heading: "Related policies and questions",
      blocks: [
        ["This disclaimer works together with our ", { label: "Terms of Service", href: "/terms" }, " and our ", { label: "Privacy Policy", href: "/privacy" }, ". If anything here is unclear, ", { label: "contact us", href: "/contact" }, " and we will explain."],
      ],
    },
  ],
};
