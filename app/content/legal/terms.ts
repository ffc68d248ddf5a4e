import { mailto, site } from "../site.ts";
import type { LegalDocument } from "./types.ts";

const legal = { label: site.contacts.legal, href: mailto(site.contacts.legal) };

/** /terms: terms of service (docs/product.md#legal-pages). */
export const termsOfService: LegalDocument = {
  path: "/terms",
  title: "Terms of Service",
  description:
    "The rules for using the Vesper website: eligibility, acceptable use, applications, intellectual property, quotes, the AI platform and our liability.",
  lastUpdated: { iso: "2025-06-15", label: "June 15, 2025" },
  summary:
    "These terms govern your use of this website. Work we do for clients is governed by the written agreement for that engagement, and the AI platform has its own terms at sign-up.",
  sections: [
    {
      id: "agreement",
      heading: "Agreement to these terms",
      blocks: [
        `These Terms of Service are an agreement between you and ${site.legalName} (“Vesper”, “we”, “us”). By using this website you accept them. If you use the site on behalf of an organisation, you accept them for that organisation and confirm you have the authority to do so. If you do not agree, please do not use the site.`,
        "When we deliver services to you, the statement of work or contract you sign with us governs that engagement. If it conflicts with these terms, the signed agreement prevails.",
      ],
    },
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        "Vesper is a technology group founded in 2025 and organised as nine specialised divisions, covering cybersecurity and takedowns, conversational AI, AI research, an enterprise language model, games, business and project management, legal operations, investment, and community. This website describes those divisions and their services and lets you apply to join the team.",
      ],
    },
    {
      id: "eligibility",
      heading: "Who may use the site",
      blocks: [
        "You must be at least 16 years old to use this website or send us an application. Some of our products set a higher age:",
        {
          kind: "list",
          items: [
            "the NoxGPT AI platform is for adults aged 18 and over;",
            "its unfiltered modes require additional age verification;",
            "its fully uncensored top tier also requires you to accept a responsible-use agreement.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        "You may browse, read, link to and share the pages of this site. You agree not to:",
        {
          kind: "list",
          items: [
            "probe, scan or test the security of the site or our systems without our written permission;",
            "send automated, bulk or fake submissions through the application form, or try to get around its rate limit;",
            "copy the site at a scale or speed that burdens our servers, or bypass any measure that restricts access;",
            "upload or link to malware, or use the site to harm anyone;",
            "impersonate another person or misrepresent your affiliation with anyone;",
            "use the site in breach of any applicable law.",
          ],
        },
        ["Found a vulnerability? Report it to ", legal, " before you disclose it publicly. We will acknowledge your report, keep you informed and credit you if you wish."],
      ],
    },
    {
      id: "applications",
      heading: "Applications to join the team",
      blocks: [
        ["When you apply through ", { label: "the Join page", href: "/join" }, ", the information you give must be accurate and your own. Do not send us confidential information belonging to a current or former employer or client. Sending an application does not create an employment or contractor relationship, and we are not obliged to make you an offer. The ", { label: "Privacy Policy", href: "/privacy" }, " explains how we handle your application."],
      ],
    },
    {
      id: "intellectual-property",
      heading: "Our intellectual property",
      blocks: [
        ["The site’s text, design, code, graphics and logos, and the names Vesper, NoxGPT, Nexus, Nexila, VesperGuard, VesperGames, VIAD, VesperLegal, Vesper Holdings and VComm, belong to Vesper. We give you a limited, revocable, non-exclusive licence to view the site for your personal or internal business use. Anything else, such as republishing our content or using our names in a way that suggests we endorse you, needs our written permission. The ", { label: "Copyright page", href: "/copyright" }, " lists what we own and how we protect it."],
      ],
    },
    {
      id: "your-content",
      heading: "What you send us",
      blocks: [
        "You keep ownership of everything you send us, such as your message and the work you link to. You give us permission to use it only as needed to assess your application or answer your enquiry.",
        "If you send us ideas or feedback about our products without being asked, we may use them freely and without owing you anything, but we will never claim your own work as ours.",
      ],
    },
    {
      id: "quotes-and-prices",
      heading: "Services, prices and timelines",
      blocks: [
        "Prices on this site are starting points, not offers: web projects start at $5,000 and game experiences at $3,000. Timelines, such as 4-12 weeks for a web project or 24-72 hours for an emergency takedown, are typical ranges. A quote becomes binding only when both sides sign a statement of work.",
        ["Refunds are governed by our ", { label: "Refund Policy", href: "/refunds" }, "."],
      ],
    },
    {
      id: "ai-platform",
      heading: "The AI platform",
      blocks: [
        ["NoxGPT, our conversational AI platform, is expected to launch in summer 2025 with three tiers, from a lightly filtered regular tier to a fully uncensored one. Accounts will be governed by platform terms that you accept at sign-up, including the age checks described above. AI output can be wrong, and you are responsible for how you use it; the ", { label: "Disclaimer", href: "/disclaimer" }, " explains this in full."],
      ],
    },
    {
      id: "third-party-links",
      heading: "Links to other sites",
      blocks: [
        "The site links to services we do not control, such as our community server and our profiles on code-hosting and social platforms. Those links open in a new tab, and the other site’s own terms and privacy policy apply there. We are not responsible for their content.",
      ],
    },
    {
      id: "disclaimers",
      heading: "No warranties",
      blocks: [
        ["The site is provided “as is” and “as available”. We work to keep it accurate and online around the clock, but we do not promise that it will be uninterrupted, error-free or current in every detail. Nothing on the site is legal, financial or investment advice; see the ", { label: "Disclaimer", href: "/disclaimer" }, "."],
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "To the fullest extent the law allows, Vesper is not liable for indirect, incidental, special or consequential losses, or for loss of profits, data or goodwill, arising from your use of this website. Because the website is free to use, our total liability to you for any claim about it is limited to USD 100.",
        "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, and nothing affects your statutory rights as a consumer.",
      ],
    },
    {
      id: "indemnity",
      heading: "Indemnity",
      blocks: [
        "If you break these terms and a third party brings a claim against us because of it, you agree to cover the reasonable costs we incur in responding, including legal fees.",
      ],
    },
    {
      id: "copyright-complaints",
      heading: "Copyright complaints",
      blocks: [
        ["If you believe material on our site infringes your copyright, follow the procedure in our ", { label: "DMCA Policy", href: "/dmca" }, "."],
      ],
    },
    {
      id: "suspension",
      heading: "Suspension",
      blocks: [
        "We may block access to the site, or to the application form, for anyone who breaks these terms or puts the site or its visitors at risk.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        "We may update these terms as the site and our services evolve. The date at the top shows the latest version, and the version in force when you use the site applies to that use.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        "These terms are governed by the laws of the place where Vesper Group is established, without regard to conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring proceedings there.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        ["Questions about these terms go to ", legal, ". For anything else, see the ", { label: "Contact page", href: "/contact" }, "."],
      ],
    },
  ],
};
