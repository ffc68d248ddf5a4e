import type { IconKey } from "./icons.ts";
import type { LinkItem } from "./link.ts";
import type { HueAccent } from "./schemas/accent.ts";
import type { ProcessStep, ServiceDetail, ServiceSummary } from "./schemas/services.ts";

/**
 * Services (docs/product.md#services). Summary cards on /services, detail pages on /services/{slug}.
 * Prices and timelines live only in `serviceDetails` (the `pricing` and `timeline` fields): change
 * a figure there and every page that shows it follows. The shapes are the schemas in schemas/services.ts.
 */

export type { ProcessStep, ServiceDetail, ServiceSummary } from "./schemas/services.ts";

export const serviceSlugs = ["web", "games", "ai", "dmca", "legal", "business"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

/** Name, icon and accent of each service, shared by its card and its page. */
const identity = {
  web: { title: "Web Development", icon: "code", accent: "sky" },
  games: { title: "Game Development", icon: "gamepad", accent: "fuchsia" },
  ai: { title: "AI Solutions", icon: "brain", accent: "violet" },
  dmca: { title: "DMCA Protection", icon: "shield", accent: "rose" },
  legal: { title: "Legal Services", icon: "scale", accent: "amber" },
  business: { title: "Business Solutions", icon: "briefcase", accent: "emerald" },
} as const satisfies Record<ServiceSlug, { title: string; icon: IconKey; accent: HueAccent }>;

export const serviceDetails: Record<ServiceSlug, ServiceDetail> = {
  web: {
    title: identity.web.title,
    subtitle: "Full-stack engineering for products that have to perform",
    description:
      "Custom web applications, e-commerce platforms and APIs, designed, built, secured and launched by one senior Vesper team.",
    heroDescription:
      "We build the web products a growing company runs on: customer-facing applications, storefronts, dashboards and the APIs behind them. One senior team owns the work from the first workshop to launch day, writes it in typed and tested code, and hardens it before a single user signs in.",
    features: [
      "Custom web applications in React and TypeScript",
      "Server-rendered pages that load fast and rank well",
      "REST and GraphQL APIs with documented, typed contracts",
      "E-commerce storefronts, checkout and payment integration",
      "Admin dashboards and internal tools for your team",
      "Security review against the OWASP Top 10 before launch",
      "Accessibility built to WCAG 2.2 AA",
      "Deployment pipeline, monitoring and a documented handover",
    ],
    technologies: ["React", "TypeScript", "Node.js", "React Router", "PostgreSQL", "Tailwind CSS", "GraphQL", "Redis", "Docker", "Playwright"],
    process: [
      {
        title: "Discovery",
        description: "A working session on your users, goals and constraints. You leave with a written scope, a fixed quote and a delivery plan.",
      },
      {
        title: "Architecture & Design",
        description: "Data model, stack, wireframes and visual design, agreed with you before a line of production code is written.",
      },
      {
        title: "Build",
        description: "Two-week sprints, each ending with a working preview you can click through and comment on.",
      },
      {
        title: "Test & Harden",
        description: "Automated tests, a security review, performance budgets and an accessibility audit on every critical path.",
      },
      {
        title: "Launch & Support",
        description: "A zero-downtime release, monitoring from day one, and a handover your team can run with, or ongoing care from us.",
      },
    ],
    pricing: "Starting at $5,000",
    timeline: "4-12 weeks",
    accent: identity.web.accent,
    divisions: [],
  },
  games: {
    title: identity.games.title,
    subtitle: "Worlds players come back to",
    description:
      "Multiplayer experiences for a major game platform and complete titles on a professional game engine, built by VesperGames from prototype to live operations.",
    heroDescription:
      "VesperGames designs and ships games people keep playing. We build social, multiplayer experiences on a major game platform and complete titles on a professional game engine, together with the systems that keep a game alive after launch: progression, economies, live events and player analytics.",
    features: [
      "Original concepts and a game design document",
      "A playable prototype before full production",
      "Multiplayer networking with server-authoritative logic",
      "Progression, economy and monetisation design",
      "3D environments, characters and UI art direction",
      "Performance tuning for mobile, console and PC",
      "Anti-exploit checks and moderation tooling",
      "Live operations: events, updates and player analytics",
    ],
    technologies: ["Lua scripting", "C#", "C++", "Blender", "Multiplayer netcode", "Physics and animation systems", "Shader programming", "Player analytics"],
    process: [
      {
        title: "Concept",
        description: "We shape the core loop, the audience and the scope with you, and write them into a short game design document.",
      },
      {
        title: "Prototype",
        description: "A playable build of the core loop in the first weeks, so the fun is proven before the budget is spent.",
      },
      {
        title: "Production",
        description: "Content, systems and art built in milestones, every one of them playable and reviewed with you.",
      },
      {
        title: "Playtest & Polish",
        description: "Structured playtests, balancing, performance passes and bug fixing until every session feels right.",
      },
      {
        title: "Launch & Live Ops",
        description: "Release, store presence, analytics and a live-events calendar that keeps players returning.",
      },
    ],
    pricing: "Starting at $3,000 for experiences on the game platform",
    timeline: "6-16 weeks",
    accent: identity.games.accent,
    divisions: ["vespergames"],
  },
  ai: {
    title: identity.ai.title,
    subtitle: "Models that work on your data, under your rules",
    description:
      "Custom AI from Vesper's research lab: fine-tuned language models, retrieval over your own documents, assistants and automation, deployed privately and evaluated before launch.",
    heroDescription:
      "Our AI work comes from Nexus, our research lab, and the teams building Nexila, our enterprise language model, and NoxGPT, our conversational AI platform launching summer 2025. We build AI that does real work inside your business: language models tuned to your domain, assistants that answer from your own documents, and automation that takes repetitive work off your people. Every system is measured against your data before launch and can run in your own cloud, so sensitive information stays under your control.",
    features: [
      "A use-case workshop and feasibility assessment",
      "Language models fine-tuned to your domain",
      "Retrieval-augmented generation over your documents",
      "Assistants and agents wired into your tools",
      "Document processing and workflow automation",
      "Evaluation suites and red-team testing before launch",
      "Private deployment in your cloud or on-premises",
      "Monitoring of quality, cost and drift in production",
    ],
    technologies: ["Python", "PyTorch", "Transformers", "CUDA", "Vector search", "ONNX Runtime", "FastAPI", "Kubernetes"],
    process: [
      {
        title: "Discovery & Data Audit",
        description: "We map the decisions you want to automate and audit the data behind them, so the project starts from what is actually possible.",
      },
      {
        title: "Proof of Concept",
        description: "A narrow working model on a sample of your data, with measured results you can judge before committing further.",
      },
      {
        title: "Model Development",
        description: "Fine-tuning, retrieval pipelines and integrations built out to production quality around the approach that won.",
      },
      {
        title: "Evaluation & Safety",
        description: "Accuracy benchmarks, adversarial red-teaming and guardrails, checked against the risks that matter to your business.",
      },
      {
        title: "Deployment & Monitoring",
        description: "Private deployment, dashboards for quality and cost, and retraining when your data or your needs change.",
      },
    ],
    timeline: "8-20 weeks",
    accent: identity.ai.accent,
    divisions: ["nexus", "nexila", "noxgpt"],
  },
  dmca: {
    title: identity.dmca.title,
    subtitle: "Your work, off the sites that took it",
    description:
      "Copyright takedowns handled by VesperGuard: we find infringing copies of your work, file DMCA notices with hosts, platforms and search engines, and follow up until they come down.",
    heroDescription:
      "Leaked builds, re-uploaded videos, cloned stores, pirated assets: VesperGuard finds where your work is used without permission and gets it removed. We document every infringement, file notices that meet the requirements of the DMCA, escalate to hosts and registrars when a site ignores us, and keep watching so removed content stays down. Leaks around a launch are worked as emergencies.",
    features: [
      "Infringement search across sites, marketplaces and social platforms",
      "Evidence capture with timestamps and archived copies",
      "DMCA notices drafted and filed on your behalf",
      "Search engine delisting requests",
      "Escalation to hosting providers and domain registrars",
      "Counter-notice review and response",
      "Ongoing monitoring for re-uploads",
      "Reports of every notice filed and its outcome",
    ],
    technologies: [
      "Automated web crawling",
      "Content fingerprinting",
      "Perceptual image hashing",
      "Video and audio matching",
      "WHOIS and hosting lookups",
      "Platform reporting channels",
      "Evidence archiving",
      "Case tracking",
    ],
    process: [
      {
        title: "Intake",
        description: "You tell us what was taken and where you have seen it. We confirm ownership and the scope of protection.",
      },
      {
        title: "Verification",
        description: "Each copy is checked, captured with timestamps and archived, so every notice rests on solid evidence.",
      },
      {
        title: "Notice Filing",
        description: "DMCA notices go to the platforms, hosts and search engines that can remove or delist the content.",
      },
      {
        title: "Escalation",
        description: "Unanswered notices are escalated to upstream hosts and registrars, and counter-notices are answered on your behalf.",
      },
      {
        title: "Monitoring & Reporting",
        description: "We keep searching for re-uploads and report every notice filed, removal won and case still open.",
      },
    ],
    timeline: "24-72 hours for emergency takedowns",
    accent: identity.dmca.accent,
    divisions: ["vesperguard"],
  },
  legal: {
    title: identity.legal.title,
    subtitle: "Paperwork that protects what you build",
    description:
      "Contracts, intellectual property filings and compliance programmes from VesperLegal, written for technology companies that move fast and cannot afford gaps.",
    heroDescription:
      "VesperLegal handles the legal operations a technology company meets every week: the contracts you sign with clients and contractors, the trademarks and copyrights that protect your brand and your code, and the policies that keep you compliant with privacy law. We write in plain language, work to your launch dates, and bring in licensed counsel in the relevant jurisdiction whenever a matter calls for one.",
    features: [
      "Client, contractor and partnership agreements",
      "Non-disclosure and IP assignment agreements",
      "Software and content licensing terms",
      "Trademark search and filing",
      "Copyright registration for code, art and media",
      "Terms of service, privacy and cookie policies",
      "GDPR and CCPA compliance reviews",
      "Contract review with a plain-language risk summary",
    ],
    technologies: [
      "Contract lifecycle management",
      "E-signature workflows",
      "Trademark search databases",
      "Clause libraries",
      "GDPR and CCPA frameworks",
      "SOC 2 readiness",
      "Data mapping",
      "Policy version control",
    ],
    process: [
      {
        title: "Consultation",
        description: "A call to understand your business, the deal or filing in front of you, and the deadline that matters.",
      },
      {
        title: "Review & Assessment",
        description: "We read what you already have and set out the risks, the gaps and the options in plain language.",
      },
      {
        title: "Drafting",
        description: "Contracts, policies and filings drafted to your terms and reviewed with you line by line.",
      },
      {
        title: "Negotiation & Filing",
        description: "We handle the redlines with the other side and submit registrations to the relevant offices.",
      },
      {
        title: "Ongoing Compliance",
        description: "Renewal dates, policy updates and regulatory changes tracked so your protection does not lapse.",
      },
    ],
    timeline: "2-8 weeks",
    accent: identity.legal.accent,
    divisions: ["vesperlegal"],
  },
  business: {
    title: identity.business.title,
    subtitle: "Plans that survive contact with reality",
    description:
      "Strategy, project management and operations from VIAD, turning a plan into shipped work with owners, milestones and numbers you can act on.",
    heroDescription:
      "VIAD runs the business side of building technology. We turn goals into roadmaps, roadmaps into managed projects, and repetitive operations into automated workflows, then report progress in numbers you can act on. Bring us a launch, a reorganisation or a stalled project, and we will give it structure, owners and a date.",
    features: [
      "Business strategy and market analysis",
      "Roadmaps with milestones and named owners",
      "Project and programme management",
      "Process mapping and workflow automation",
      "Financial models and budget tracking",
      "Vendor and contractor coordination",
      "KPI dashboards and progress reporting",
      "Launch plans across product, marketing and support",
    ],
    technologies: [
      "Agile and Scrum",
      "Kanban",
      "OKR frameworks",
      "Workflow automation",
      "Business intelligence dashboards",
      "CRM integration",
      "Financial modelling",
      "Risk registers",
    ],
    process: [
      {
        title: "Assessment",
        description: "Interviews, numbers and a look at how work really flows today, to find what is holding you back.",
      },
      {
        title: "Strategy",
        description: "Clear goals, the trade-offs between them, and the measures that will tell you they are being met.",
      },
      {
        title: "Planning",
        description: "A roadmap with milestones, owners, budget and risks, agreed with everyone who has to deliver it.",
      },
      {
        title: "Execution",
        description: "We run the project week by week: stand-ups, unblocking, vendor coordination and honest status reports.",
      },
      {
        title: "Review & Optimisation",
        description: "Results measured against the plan, lessons written down, and the next round of improvements lined up.",
      },
    ],
    timeline: "4-12 weeks",
    accent: identity.business.accent,
    divisions: ["viad"],
  },
};

/** The six cards of /services, in the order they are shown. */
export const serviceSummaries: ServiceSummary[] = [
  {
    slug: "web",
    ...identity.web,
    subtitle: "Full-Stack Engineering",
    description: "Web applications, storefronts and APIs engineered for speed, security and scale, from the first commit to launch day and beyond.",
    features: ["Custom web applications", "E-commerce platforms", "APIs and integrations", "Performance and security hardening"],
  },
  {
    slug: "games",
    ...identity.games,
    subtitle: "Platform Experiences & Engine Titles",
    description: "Multiplayer experiences for a major game platform and complete titles on a professional game engine, from prototype to live operations.",
    features: ["Game platform experiences", "Engine-built titles", "Multiplayer systems", "Live operations"],
  },
  {
    slug: "ai",
    ...identity.ai,
    subtitle: "Applied Machine Intelligence",
    description: "Language models, assistants and automation built by our research lab, trained on your data and deployed where you control it.",
    features: ["Fine-tuned language models", "Retrieval over your documents", "Assistants and automation", "Private deployment"],
  },
  {
    slug: "dmca",
    ...identity.dmca,
    subtitle: "Takedowns & Content Protection",
    description: "We find stolen copies of your work, file the notices that take them down, and keep watching so they stay down.",
    features: ["Emergency takedowns", "Leak and piracy monitoring", "Search engine delisting", "Counter-notice handling"],
  },
  {
    slug: "legal",
    ...identity.legal,
    subtitle: "Contracts, IP & Compliance",
    description: "Contracts, trademark and copyright filings, and privacy compliance, written in plain language for technology companies.",
    features: ["Contract drafting and review", "Trademark and copyright filing", "Privacy compliance", "Policies and terms"],
  },
  {
    slug: "business",
    ...identity.business,
    subtitle: "Strategy & Project Management",
    description: "Strategy, roadmaps and hands-on project management that turn plans into shipped work, on time and measured.",
    features: ["Business strategy", "Project management", "Workflow automation", "KPI reporting"],
  },
];

/** Copy of the list page /services. */
export const servicesPage = {
  meta: {
    title: "Our Services",
    description:
      "Web and game development, AI solutions, DMCA protection, legal services and business solutions, each delivered by a specialised Vesper division with a clear process and timeline.",
  },
  hero: {
    eyebrow: "Services",
    title: "Our Services",
    lead: "Six services, each delivered by the division that lives and breathes it. Tell us what you need built, protected or run, and the right specialists pick it up with a clear scope, a fixed process and a timeline you can plan around.",
  },
  shortcutsLabel: "Services shortcuts",
  shortcuts: [
    { label: "Divisions", href: "/divisions" },
    { label: "Services", href: "/services" },
    { label: "Labs", href: "/projects" },
    { label: "Join Us", href: "/join" },
    { label: "Contact", href: "/contact" },
  ] satisfies LinkItem[],
  list: {
    eyebrow: "What we deliver",
    title: "Six ways to work with Vesper",
    intro: "From the first line of code to the last takedown notice: pick a service to see what is included, the technologies behind it, how we work and how long it takes.",
    learnMoreLabel: "Learn More",
  },
  /** Service cards reveal 200 ms apart. */
  revealStaggerMs: 200,
  cta: {
    title: "Have a project in mind?",
    body: "Join the team that builds it, or tell us what you need and get a quote. We reply usually within 24 hours.",
    actions: [
      { label: "Work With Us", href: "/join" },
      { label: "Get a Quote", href: "/contact" },
    ] satisfies LinkItem[],
  },
};

/** Labels and links shared by every service detail page /services/{slug}. */
export const serviceDetailPage = {
  eyebrow: "Service",
  start: { label: "Start Your Project", href: "/contact" },
  back: { label: "Back", fallbackLabel: "Back to Services", fallbackHref: "/services" },
  facts: { timeline: "Timeline", pricing: "Pricing", divisions: "Delivered by" },
  sections: { features: "What You Get", technologies: "Technologies We Master", process: "Our Process" },
  cta: {
    title: "Ready to build it?",
    body: "Tell us where you are and where you need to be. A specialist replies, usually within 24 hours, with the next steps and a scope you can plan around.",
    actions: [
      { label: "Talk to Our Team", href: "/contact" },
      { label: "Explore All Services", href: "/services" },
    ] satisfies LinkItem[],
  },
  notFound: {
    title: "Service Not Found",
    message: "The requested service doesn't exist.",
    backHref: "/services",
    backLabel: "Back to Services",
  },
};
