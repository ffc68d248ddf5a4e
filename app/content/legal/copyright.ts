import { mailto, site } from "../site.ts";
import type { EnforcementNote, IpCategory } from "../schemas/legal.ts";
import type { LegalDocument, LegalSection } from "./types.ts";

const legal = { label: site.contacts.legal, href: mailto(site.contacts.legal) };
const contact = { label: "Contact page", href: "/contact" };

export type { EnforcementNote, IpCategory } from "../schemas/legal.ts";

export const ipInventory: IpCategory[] = [
  {
    id: "trademarks",
    title: "Trademarks",
    intro: "The names below identify Vesper and its divisions. We use them in commerce and protect them whether or not a registration has been granted.",
    items: [
      {
        name: "Vesper",
        description: "The group’s name and word mark, used for technology, security, AI, game, legal and investment services.",
        year: "2025",
        registration: "Application filed; pending registration",
      },
      {
        name: "NoxGPT",
        description: "Our conversational AI platform with three tiers, from lightly filtered to fully uncensored.",
        year: "2025",
        registration: "Application filed; pending registration",
      },
      {
        name: "Nexila",
        description: "Our proprietary enterprise language model, launching in 2026.",
        year: "2025",
        registration: "Application filed; pending registration",
      },
      {
        name: "VesperGuard, VesperGames, VesperLegal, Vesper Holdings",
        description: "The names of our takedown and security, games, legal operations and investment divisions.",
        year: "2025",
        registration: "Common-law marks, protected through use",
      },
      {
        name: "Nexus, VIAD, VComm",
        description: "The names of our AI research lab, business and project management division, and community division, as used for those services.",
        year: "2025",
        registration: "Common-law marks, protected through use; no claim to the words outside these services",
      },
      {
        name: "“Building the Future of Tech. One Division at a Time.”",
        description: "The group’s tagline.",
        year: "2025",
        registration: "Common-law mark, protected through use",
      },
    ],
  },
  {
    id: "software",
    title: "Software",
    intro: "Copyright protects our code from the moment it is written; we also keep our most sensitive technology as trade secrets.",
    items: [
      {
        name: "NoxGPT platform",
        description: "The application, safety tooling, tier controls and age-verification flow of our conversational AI platform.",
        year: "2025",
        registration: "Unregistered copyright; model configuration held as a trade secret",
      },
      {
        name: "Nexila and Nexus research code",
        description: "Training, evaluation and serving code for our enterprise language model and research prototypes.",
        year: "2025",
        registration: "Unregistered copyright; trade secret",
      },
      {
        name: "VesperGuard takedown tooling",
        description: "The systems that find infringing copies, generate notices and track them to resolution.",
        year: "2025",
        registration: "Unregistered copyright; trade secret",
      },
      {
        name: "This website",
        description: "The source code, components and design system of the site you are reading.",
        year: "2025",
        registration: "Unregistered copyright",
      },
    ],
  },
  {
    id: "content",
    title: "Content",
    intro: "Everything we write and design for our own channels belongs to us unless it says otherwise.",
    items: [
      {
        name: "Website copy and articles",
        description: "Page text, policies, case studies and news articles.",
        year: "2025",
        registration: "Unregistered copyright",
      },
      {
        name: "Documentation and guides",
        description: "The platform, security and developer documentation published in our Documentation section.",
        year: "2025",
        registration: "Unregistered copyright",
      },
      {
        name: "Brand identity",
        description: "The Vesper logo, division marks, colour system and page designs.",
        year: "2025",
        registration: "Unregistered copyright; logo protected with the word mark once registered",
      },
    ],
  },
  {
    id: "game-assets",
    title: "Game assets",
    intro: "VesperGames builds for a game platform and for a game engine. Our original assets stay ours wherever they are published.",
    items: [
      {
        name: "Game code and mechanics",
        description: "Scripts, systems and tools written for our game experiences.",
        year: "2025",
        registration: "Unregistered copyright; the publishing platform’s terms also apply",
      },
      {
        name: "Art, models and audio",
        description: "3D models, textures, interface art, music and sound effects made by our team.",
        year: "2025",
        registration: "Unregistered copyright",
      },
      {
        name: "Game titles, characters and worlds",
        description: "The names, characters and settings of our games.",
        year: "2025",
        registration: "Unregistered copyright; titles as common-law marks once released",
      },
    ],
  },
];

export const enforcementNotes: EnforcementNote[] = [
  {
    title: "Monitoring",
    content:
      "VesperGuard, our takedown division, watches code hosts, marketplaces, app stores, game platforms and social networks for copies of our code, assets and brand, the same way it does for clients.",
  },
  {
    title: "Takedowns",
    content:
      "When we find an infringing copy, we file a notice under the DMCA or the platform’s own procedure, and we escalate through VesperLegal when a notice is not enough.",
  },
  {
    title: "Using our names",
    content:
      "You may refer to Vesper and its divisions by name, for example in a review, an article or a comparison. Do not use our names or logos in a way that suggests we endorse you, in domain names or account names, or for products similar to ours.",
  },
  {
    title: "Licences and permissions",
    content:
      "To quote more than a short excerpt, reuse an asset or use a logo, ask us first through the Contact page. We answer most requests within a few days.",
  },
  {
    title: "Reporting infringement of our work",
    content:
      "If you come across a copy of our code, content or games, or a fake account using our names, tell us through the Contact page with a link to what you found.",
  },
];

const inventorySections: LegalSection[] = ipInventory.map((category) => ({
  id: category.id,
  heading: category.title,
  blocks: [category.intro, { kind: "ip-items", items: category.items }],
}));

/** /copyright (docs/product.md#legal-pages): the IP inventory by category and the enforcement notes; links to /contact. */
export const copyrightPolicy: LegalDocument = {
  path: "/copyright",
  title: "Copyright and Intellectual Property",
  description:
    "The trademarks, software, content and game assets Vesper owns, how each is protected, and how we enforce our rights.",
  summary: `Everything on this site is © ${site.copyrightYear} ${site.legalName}, all rights reserved. Below is what we own, how each item is protected, and how we enforce it.`,
  sections: [
    {
      id: "ownership",
      heading: "Ownership",
      blocks: [
        "Vesper owns the intellectual property listed on this page, or holds it under licence. Copyright arises automatically when a work is created, so our code, text and art are protected without registration. Our trademarks are either the subject of pending applications or protected through use as common-law marks; the registration note on each item tells you which.",
        ["Need permission to use something, or want to report a copy? Reach us through the ", contact, "."],
      ],
    },
    ...inventorySections,
    {
      id: "enforcement",
      heading: "Enforcement",
      blocks: [{ kind: "notes", items: enforcementNotes }],
    },
    {
      id: "your-rights",
      heading: "If you believe we infringe your rights",
      blocks: [
        ["Copyright complaints follow our ", { label: "DMCA Policy", href: "/dmca" }, ". For trademarks or other rights, write to ", legal, " or use the ", contact, ", and we will look into it promptly."],
      ],
    },
  ],
};
