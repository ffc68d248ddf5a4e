import divisionsDocument from "./divisions.json" with { type: "json" };
import { divisionNames, type DivisionId, type DivisionsContent } from "./divisions.ts";
import type { LinkItem } from "./link.ts";
import type { DocsCard, DocsCategory, DocsClosing, DocsListLink, DocsPage } from "./schemas/docs.ts";

/**
 * Documentation: the /docs landing page (six cards, docs/product.md#documentation) and the twelve
 * sub-pages that share one layout (docs/product.md#documentation-pages lists their titles, cards and
 * buttons). Every call-to-action button goes to /contact: the site has no sign-in, so access,
 * SDKs and repositories are handed to client teams on request.
 */

export type { DocsCard, DocsCategory, DocsClosing, DocsListLink, DocsPage } from "./schemas/docs.ts";

export const docsSlugs = [
  "platform-overview",
  "setup",
  "configuration",
  "tutorial",
  "encryption",
  "access-control",
  "incident-response",
  "compliance",
  "dev-getting-started",
  "sdk",
  "examples",
  "integrations",
] as const;
export type DocsSlug = (typeof docsSlugs)[number];

export function isDocsSlug(value: string): value is DocsSlug {
  return (docsSlugs as readonly string[]).includes(value);
}

const contact = "/contact";

export const docsMeta = {
  title: "Documentation",
  description:
    "Vesper documentation: platform overview, setup and configuration, security standards, compliance and developer resources for client teams of our nine divisions.",
  path: "/docs",
};

export const docsHero = {
  eyebrow: "Documentation",
  title: "Documentation",
  lead:
    "How the Vesper platform fits together, how an engagement is set up, the security standards we hold ourselves to and the tools your developers get. Start with the guides below; the detailed references travel with your project.",
};

export const docsCategoriesSection = {
  eyebrow: "Knowledge base",
  title: "Browse the Documentation",
  intro:
    "Six areas, one for every stage of working with us. The first three open into guides; the other three are delivered to client teams as part of their engagement.",
  itemsNote: "Shared with client teams during onboarding.",
};

export const docsCategories: DocsCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    description: "What the platform is, how an engagement is set up, and your first steps with our team.",
    icon: "rocket",
    links: [
      { label: "Platform Overview", href: "/docs/platform-overview" },
      { label: "Setup Guide", href: "/docs/setup" },
      { label: "Basic Configuration", href: "/docs/configuration" },
      { label: "First Steps Tutorial", href: "/docs/tutorial" },
    ],
  },
  {
    id: "security",
    title: "Security Guidelines",
    description: "The encryption, access, incident and compliance standards behind every project we run.",
    icon: "shield",
    links: [
      { label: "Encryption Standards", href: "/docs/encryption" },
      { label: "Access Control Policies", href: "/docs/access-control" },
      { label: "Incident Response Procedures", href: "/docs/incident-response" },
      { label: "Compliance Documentation", href: "/docs/compliance" },
    ],
  },
  {
    id: "development",
    title: "Development Resources",
    description: "Developer onboarding, custom SDKs, worked examples and integrations with the systems you already run.",
    icon: "code",
    links: [
      { label: "Developer Getting Started", href: "/docs/dev-getting-started" },
      { label: "SDK Documentation", href: "/docs/sdk" },
      { label: "Code Examples", href: "/docs/examples" },
      { label: "Integrations", href: "/docs/integrations" },
    ],
  },
  {
    id: "game-development",
    title: "Game Development",
    description: "VesperGames production guides for experiences on the game platform and titles built on the game engine.",
    icon: "gamepad",
    items: [
      "Game platform experience design guide",
      "Game engine project structure and build pipeline",
      "Multiplayer systems and in-game economy design",
      "Launch checklist and live-operations runbook",
    ],
  },
  {
    id: "legal",
    title: "Legal Documentation",
    description: "VesperLegal and VesperGuard procedures for contracts, intellectual property and takedowns.",
    icon: "scale",
    items: [
      "DMCA takedown and counter-notice procedures",
      "Contract review and negotiation process",
      "Trademark and copyright filing checklist",
      "Regulatory compliance review guide",
    ],
  },
  {
    id: "implementation",
    title: "Implementation Guides",
    description: "Delivery plans for each service line, from kickoff to handover, with the timelines we commit to.",
    icon: "workflow",
    items: [
      "Web platform delivery in 4-12 weeks",
      "AI solution rollout in 8-20 weeks",
      "Emergency DMCA takedowns in 24-72 hours",
      "Business process implementation in 4-12 weeks",
    ],
  },
];

export const docsGettingStarted = {
  title: "Ready to Get Started?",
  body:
    "Tell us what you are building and we will match it with the right division, share the documentation your team needs and set up your engagement. Not sure what you need yet? Browse our services first.",
  actions: [
    { label: "Contact Our Team", href: contact },
    { label: "Explore Services", href: "/services" },
  ] satisfies LinkItem[],
};

/** Shown on every sub-page: honest about how access works on a site without accounts. */
export const docsAccessNote = {
  title: "How Access Works",
  body:
    "This site has no sign-in and no self-service console. Configuration references, developer access, SDK packages and code repositories are issued by our engineers to client teams on request: every button in these guides opens a conversation with us on the contact page, and we usually reply within 24 hours.",
};

export const docsBackLink: LinkItem = { label: "Back to Documentation", href: "/docs" };

export const docsNotFound = {
  title: "Documentation Page Not Found",
  message: "There is no documentation page at this address. Browse the documentation for the guides we publish.",
};

const divisionRoles: Record<DivisionId, string> = {
  vesperguard: "Takedowns, DMCA protection and legal operations.",
  noxgpt: "Conversational AI in three tiers, from lightly filtered to fully uncensored for verified adults; launching summer 2025.",
  nexus: "The AI research lab behind our models and evaluations.",
  nexila: "Our proprietary enterprise language model; launching 2026.",
  vespergames: "Games for a game platform and a game engine, from prototype to live operations.",
  viad: "Business and project management for every engagement.",
  vesperlegal: "Contracts, IP filing and compliance.",
  vesperholdings: "The investment arm, backing the technology we believe in.",
  vcomm: "Community, PR and outreach.",
};

const divisionOrder: DivisionId[] = [
  "vesperguard",
  "noxgpt",
  "nexus",
  "nexila",
  "vespergames",
  "viad",
  "vesperlegal",
  "vesperholdings",
  "vcomm",
];

export const docsPages: Record<DocsSlug, DocsPage> = {
  "platform-overview": {
    slug: "platform-overview",
    category: "Getting Started",
    title: "Platform Overview",
    description:
      "What the Vesper platform is: nine specialised divisions behind one engagement model, one security standard and round-the-clock operations.",
    intro:
      "Vesper is not one product but a platform of nine specialised divisions behind a single engagement model. You bring one project and one point of contact; we assemble the right divisions behind it, on shared infrastructure, under one security standard.",
    cards: [
      {
        title: "Platform Architecture",
        icon: "layers",
        paragraphs: [
          "Every engagement runs through the same four layers, so a project that starts with a website and grows into AI, legal protection or a game never changes hands or standards.",
        ],
        points: [
          "Engagement layer: one lead and one channel for your whole project, whichever divisions work on it.",
          "Division layer: nine specialist teams, each with its own lead, roadmap and tools.",
          "Delivery layer: shared infrastructure, code review, AES-256 encryption and role-based access for every project.",
          "Operations layer: 24/7 monitoring and incident response, engineered for 99.99% uptime and sub-100ms responses.",
        ],
      },
      {
        title: "The Nine Divisions",
        icon: "network",
        paragraphs: [
          "Each division is a specialist team with its own lead and roadmap. Most projects draw on two or three of them, and you never have to coordinate them yourself.",
        ],
        links: divisionOrder.map((id) => ({
          label: divisionNames(divisionsDocument as DivisionsContent)[id],
          href: `/divisions/${id}`,
          description: divisionRoles[id],
        })),
      },
    ],
    closing: {
      title: "Map Your Project to the Platform",
      body: "Tell us what you are building and we will tell you which divisions it needs and how the engagement would run.",
      action: { label: "Talk to Our Team", href: contact },
    },
    related: [
      { label: "Next: Setup Guide", href: "/docs/setup" },
      { label: "All Documentation", href: "/docs" },
    ],
  },
  setup: {
    slug: "setup",
    category: "Getting Started",
    title: "Setup Guide",
    description:
      "How a Vesper engagement is set up: our integration team scopes your project, provisions access and hands over a working environment.",
    intro:
      "There is no installer to download. Every Vesper engagement is set up with you by our integration team, so your environment, access and security settings fit your project from the first day.",
    cards: [
      {
        title: "Contact the Integration Team",
        icon: "headphones",
        paragraphs: [
          "Send us a short description of your project and the systems it has to work with. An integration engineer replies, usually within 24 hours, to book a scoping call.",
        ],
        points: [
          "Scoping call: goals, timeline and which divisions your project needs.",
          "Written plan: deliverables, milestones and the people responsible for each.",
          "Provisioning: environments, role-based access for your team and encrypted channels.",
          "Handover: a working setup, its documentation and a first-steps session with your team.",
        ],
        action: { label: "Contact the Integration Team", href: contact },
      },
    ],
  },
  configuration: {
    slug: "configuration",
    category: "Getting Started",
    title: "Basic Configuration",
    description:
      "Basic configuration of a Vesper engagement: OAuth 2.0 and JWT authentication for your systems, and the security policies that protect them.",
    intro:
      "Two settings decide how safely your systems talk to ours: how they authenticate, and which security policies apply. We configure both with your team rather than leaving them to defaults.",
    cards: [
      {
        title: "Authentication Setup",
        icon: "key",
        paragraphs: [
          "Your applications connect to the services we build and run using OAuth 2.0, the industry standard for delegated access: no shared passwords, and every client can be revoked on its own.",
          "Sessions and service calls carry signed JWT tokens with short lifetimes and narrow scopes, so a leaked token is worth little and expires quickly.",
        ],
        points: [
          "OAuth 2.0 client registration for each of your applications",
          "JWT tokens signed, scoped and short-lived",
          "Single sign-on with your identity provider where you have one",
        ],
        action: { label: "Get Authentication Setup", href: contact },
      },
      {
        title: "Security Policies",
        icon: "shield-check",
        paragraphs: [
          "Policies set the rules around authentication: who may do what, from where, and what is logged. We start from our own baseline and tighten it to your risk profile and your regulators.",
        ],
        points: [
          "Password, session and multi-factor rules for every account",
          "Network allow-lists and encrypted connections only",
          "Audit logging of access and configuration changes",
        ],
        action: { label: "Configure Security", href: contact },
      },
    ],
  },
  tutorial: {
    slug: "tutorial",
    category: "Getting Started",
    title: "First Steps Tutorial",
    description:
      "The First Steps Tutorial: a live, guided session in which a Vesper engineer walks your team through its own environment and first tasks.",
    intro:
      "The fastest way to learn your Vesper setup is to use it with someone who built it. Instead of a generic walkthrough, we run the first steps live, on your own environment, with your own data.",
    cards: [
      {
        title: "Interactive Tutorial",
        icon: "graduation-cap",
        paragraphs: [
          "A Vesper engineer guides your team through the environment we set up together, answers questions as they come and leaves you with notes written for your project.",
        ],
        points: [
          "A tour of your environment, dashboards and access roles",
          "Your first real task done together, start to finish",
          "How to reach support, including 24/7 help for critical issues",
          "Written notes and next steps for your team",
        ],
        action: { label: "Schedule Tutorial Session", href: contact },
      },
    ],
  },
  encryption: {
    slug: "encryption",
    category: "Security Guidelines",
    title: "Encryption Standards",
    description:
      "How Vesper encrypts client data: AES-256 at rest and in transit, a zero-trust architecture, key rotation and keys held in hardware security modules.",
    intro:
      "Encryption is the floor, not a feature. Every project we run encrypts client data wherever it sits and wherever it moves, and trusts no connection by default.",
    cards: [
      {
        title: "AES-256 Encryption",
        icon: "lock",
        paragraphs: [
          "Your data is encrypted with AES-256 at rest, in databases, backups and file storage, and in transit, inside encrypted connections between every service. For you, that means a stolen disk or an intercepted connection reveals nothing readable.",
        ],
      },
      {
        title: "Zero-Trust Architecture",
        icon: "fingerprint",
        paragraphs: [
          "No user, device or service is trusted because of where it sits on the network. Every request proves who it is and what it may do, so one compromised machine cannot open the rest of your system.",
        ],
      },
      {
        title: "Key Management",
        icon: "key",
        paragraphs: [
          "Encryption is only as strong as its keys. Ours are rotated on a schedule and at once after any suspected exposure, and the most sensitive are held in hardware security modules (HSM), where they can be used but never copied out.",
        ],
      },
    ],
    closing: {
      title: "Questions About How Your Data Is Protected?",
      body: "Our security team walks you through the measures that apply to your project, in as much detail as your own reviewers need.",
      action: { label: "Learn More About Security", href: contact },
    },
  },
  "access-control": {
    slug: "access-control",
    category: "Security Guidelines",
    title: "Access Control Policies",
    description:
      "Vesper access control policies: role-based access control with least privilege, reviews and audit trails for every client project.",
    intro:
      "Most breaches start with access that was broader than it needed to be. Our policies give every person and service exactly the access its job requires, and nothing more.",
    cards: [
      {
        title: "Role-Based Access Control",
        icon: "user-check",
        paragraphs: [
          "Access is granted to roles, not individuals: developer, reviewer, administrator, auditor. People get roles, roles get permissions, and changing someone's job changes their access in one step.",
        ],
        points: [
          "Least privilege by default for people and services",
          "Separate roles for building, approving and auditing",
          "Access reviewed regularly and removed the day someone leaves",
          "Every grant and every use of elevated access logged",
        ],
        action: { label: "Configure Access Controls", href: contact },
      },
    ],
  },
  "incident-response": {
    slug: "incident-response",
    category: "Security Guidelines",
    title: "Incident Response Procedures",
    description:
      "How Vesper responds to security incidents around the clock: detection, containment, recovery and a written report for the client.",
    intro:
      "Incidents are a question of when, not if. What matters is how fast they are seen, how tightly they are contained and how honestly they are reported.",
    cards: [
      {
        title: "24/7 Incident Response",
        icon: "alert",
        paragraphs: [
          "Our operations are monitored around the clock, and critical incidents reach an engineer at any hour. Each one follows the same procedure, so nothing depends on who happens to be on shift.",
        ],
        points: [
          "Detect: monitoring and alerts on every production system",
          "Contain: isolate affected systems and revoke exposed credentials",
          "Recover: restore service from clean, encrypted backups",
          "Report: a written account of cause, impact and the fixes we made",
        ],
        action: { label: "Contact Security Team", href: contact },
      },
    ],
  },
  compliance: {
    slug: "compliance",
    category: "Security Guidelines",
    title: "Compliance Documentation",
    description:
      "Vesper compliance documentation: controls aligned with SOC 2 Type II, GDPR and CCPA, shared with clients and their auditors on request.",
    intro:
      "Your compliance obligations do not stop at your own walls. We document our controls so your auditors, legal team and customers can rely on them.",
    cards: [
      {
        title: "Enterprise Compliance",
        icon: "file-check",
        paragraphs: [
          "Our controls are designed around three frameworks. We share the documentation, data-processing terms and the current status of our audits with clients under a confidentiality agreement.",
        ],
        points: [
          "SOC 2 Type II: security, availability and confidentiality controls that are tested over time, not checked once.",
          "GDPR: a lawful basis for every use of personal data, data-processing agreements and support for data-subject requests.",
          "CCPA: transparency about the personal information we handle for you, and no sale of it.",
        ],
        action: { label: "Request Compliance Documentation", href: contact },
      },
    ],
  },
  "dev-getting-started": {
    slug: "dev-getting-started",
    category: "Development Resources",
    title: "Developer Getting Started",
    description:
      "Developer getting started at Vesper: how your engineers get access, environments and documentation for the systems we build with you.",
    intro:
      "Your developers work alongside ours. This is how they get from a signed engagement to their first merged change.",
    cards: [
      {
        title: "Developer Resources",
        icon: "terminal",
        paragraphs: [
          "Developer access is issued per project, not through a public portal. Once your engagement starts, your engineers receive what they need from our team.",
        ],
        points: [
          "Accounts with the roles your team needs, protected by OAuth 2.0",
          "Development and staging environments that mirror production",
          "API references and architecture notes for your project",
          "A direct channel to the engineers who built each system",
        ],
        action: { label: "Get Developer Access", href: contact },
      },
    ],
  },
  sdk: {
    slug: "sdk",
    category: "Development Resources",
    title: "SDK Documentation",
    description:
      "Custom SDK development at Vesper: client libraries in JavaScript, Python, Java, C# and more, built for the services your project uses.",
    intro:
      "We do not ship one generic SDK. When your project exposes services, we build client libraries for the languages your team already uses, documented and tested with your code.",
    cards: [
      {
        title: "Custom SDK Development",
        icon: "package",
        paragraphs: [
          "SDKs are built for JavaScript, Python, Java, C# and more, with typed interfaces, authentication built in and examples for your most common tasks. They are delivered with your project, privately, and versioned with it.",
        ],
        points: [
          "JavaScript and TypeScript for web and Node.js",
          "Python for data, AI and automation",
          "Java and C# for enterprise and game engine integrations",
          "Other languages on request",
        ],
        action: { label: "Request Custom SDK", href: contact },
      },
    ],
  },
  examples: {
    slug: "examples",
    category: "Development Resources",
    title: "Code Examples",
    description:
      "Interactive code examples for Vesper client projects: runnable samples in a private repository shared with your developers.",
    intro:
      "The quickest way to understand an API is working code. Each client project comes with examples that run against its own environments.",
    cards: [
      {
        title: "Interactive Examples",
        icon: "code",
        paragraphs: [
          "Examples live in a private code repository shared with your developers, next to the SDKs they use. They run against your staging environment, so your team can change them and see real results.",
        ],
        points: [
          "Authentication with OAuth 2.0 and JWT tokens",
          "Common calls for each service in your project",
          "Error handling and retries done properly",
          "Tests your team can copy into its own codebase",
        ],
        action: { label: "Access Code Repository", href: contact },
      },
    ],
  },
  integrations: {
    slug: "integrations",
    category: "Development Resources",
    title: "Integrations",
    description:
      "Custom integration support from Vesper: connecting the systems we build to your identity provider, data stores and business tools.",
    intro:
      "What we build has to work with what you already run. Our engineers design each integration with your team, then test it before it touches production.",
    cards: [
      {
        title: "Custom Integration Support",
        icon: "plug",
        paragraphs: [
          "Every integration starts with a consultation: which systems, which data, which direction, and what happens when one side is down. The answers become a design your team approves before we write code.",
        ],
        points: [
          "Identity providers and single sign-on",
          "Databases, data warehouses and file storage",
          "Payment, CRM and project-management tools",
          "Webhooks and event streams in both directions",
        ],
        action: { label: "Schedule Integration Consultation", href: contact },
      },
    ],
  },
};
