import type { Division, DivisionAccess, DivisionCaseStudy, DivisionProject, DivisionTier, ProjectStatus } from "./schemas/divisions.ts";

/**
 * The nine divisions (docs/product.md#divisions). Order is the order they are shown in.
 *
 * `divisionIds`, `divisionNames` and `isDivisionId` are small and imported by client code (the join
 * form). The full detail data, `divisions`, is read only by route loaders (decision 005), so it never
 * reaches the browser's JavaScript: keep it a separate export with no side effects.
 * The shapes are the schemas in schemas/divisions.ts.
 */

export type { Division, DivisionAccess, DivisionCaseStudy, DivisionProject, DivisionTier, ProjectStatus } from "./schemas/divisions.ts";

/** What the /divisions list shows of each division. */
export type DivisionSummary = Pick<Division, "id" | "name" | "subtitle" | "description" | "icon" | "accent" | "status">;

export const divisionIds = [
  "vesperguard",
  "noxgpt",
  "nexus",
  "nexila",
  "vespergames",
  "viad",
  "vesperlegal",
  "vesperholdings",
  "vcomm",
] as const;

export type DivisionId = (typeof divisionIds)[number];

export const divisionNames: Record<DivisionId, string> = {
  vesperguard: "VesperGuard",
  noxgpt: "NoxGPT",
  nexus: "Nexus",
  nexila: "Nexila",
  vespergames: "VesperGames",
  viad: "VIAD",
  vesperlegal: "VesperLegal",
  vesperholdings: "Vesper Holdings",
  vcomm: "VComm",
};

export function isDivisionId(value: string): value is DivisionId {
  return (divisionIds as readonly string[]).includes(value);
}

/** The badge of NoxGPT and Nexus; Nexila's reads "Launching 2026", the others have none. */
export const launchingSummer2025 = "Launching Summer 2025";

/** The divisions list reveals its cards 150 ms apart. */
export const divisionsRevealStaggerMs = 150;

/** Copy of the /divisions page around the nine cards. */
export const divisionsPage = {
  eyebrow: "Nine divisions · One group",
  title: "Our Divisions",
  lead:
    "Nine specialised teams under one roof: security and takedowns, conversational AI, research, enterprise language models, games, business management, legal, investment and community. Each has its own lead and roadmap, and every one of them can call on the other eight.",
  listLabel: "All divisions",
  learnMoreLabel: "Learn More",
  cta: {
    title: "Not Sure Which Division You Need?",
    body: "Start with what you want to build. Our services bring the right divisions together for you, and if you would rather build alongside us, the team is hiring.",
    actions: [
      { label: "Explore Services", href: "/services" },
      { label: "Join the Team", href: "/join" },
    ],
  },
  meta: {
    title: "Our Divisions",
    description:
      "Meet Vesper's nine divisions: VesperGuard, NoxGPT, Nexus, Nexila, VesperGames, VIAD, VesperLegal, Vesper Holdings and VComm, and what each one builds for you.",
    path: "/divisions",
  },
};

/** Labels of the division detail page, shared by all nine. */
export const divisionPage = {
  sections: {
    achievements: "By the Numbers",
    keyServices: "Key Services",
    recentProjects: "Recent Projects",
    caseStudy: "Case Study",
    technologies: "Technologies & Tools",
  },
  caseStudyLabels: { challenge: "The Challenge", solution: "Our Solution", result: "The Result" },
  projectStatusLabels: {
    active: "Active",
    completed: "Completed",
    planned: "Planned",
    "in-development": "In Development",
    beta: "Beta",
  } satisfies Record<ProjectStatus, string>,
  cta: {
    /** "Work with {division}" */
    titlePrefix: "Work with",
    body: "Tell us what you are building and we will put the right people on it, or bring your skills and build it with us.",
    actions: [
      { label: "Start a Project", href: "/contact" },
      { label: "Join the Team", href: "/join" },
    ],
  },
  backLink: { label: "All Divisions", href: "/divisions" },
  notFound: {
    title: "Division Not Found",
    message: "We could not find that division. It may have been renamed, or the link is mistyped.",
    backLabel: "Back to Divisions",
    backHref: "/divisions",
  },
};

export const divisions: Division[] = [
  {
    id: "vesperguard",
    name: "VesperGuard",
    subtitle: "Takedowns, DMCA Protection & Legal Operations",
    description:
      "VesperGuard finds stolen and infringing copies of your work across marketplaces, hosts and search engines, files the notices and follows through until the content stays down. When a leak cannot wait, our emergency team moves in hours, not weeks.",
    icon: "shield",
    accent: "cyan",
    keyServices: [
      "DMCA takedown notices drafted, filed and tracked to resolution",
      "Continuous infringement monitoring across marketplaces, hosts and search",
      "Emergency takedowns for leaks and launches in 24–72 hours",
      "Repeat-infringer escalation and counter-notice handling",
      "Evidence packs and case files your lawyers can act on",
    ],
    recentProjects: [
      {
        name: "Marketplace Takedown Campaign",
        description:
          "Mapped and removed resold copies of an illustration studio's catalogue across a dozen print-on-demand marketplaces, then kept watch so the listings stayed down.",
        status: "completed",
        timeline: "Jul – Sep 2025",
      },
      {
        name: "Guardian Monitoring",
        description:
          "Always-on scanning that fingerprints a client's assets and flags new copies for review within hours of them going live.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "Leak Response Desk",
        description:
          "A 24/7 rota and playbook for pre-release leaks: verify, file, escalate to hosts and registrars, report back to the client every few hours.",
        status: "in-development",
        timeline: "Q4 2025 – Q1 2026",
      },
    ],
    technologies: [
      "Perceptual hashing",
      "Reverse image search",
      "Web crawlers",
      "Python",
      "PostgreSQL",
      "DMCA § 512 notice workflows",
      "Case management dashboards",
    ],
    achievements: [
      "10K+ assets protected",
      "99.8% takedown success rate",
      "24–72h emergency takedowns",
      "24/7 infringement monitoring",
    ],
    caseStudy: {
      title: "Taking Back a Stolen Catalogue",
      challenge:
        "An independent illustration studio found its new releases resold on a dozen marketplaces within days of launch. Every listing they reported by hand reappeared under a new seller name.",
      solution:
        "VesperGuard fingerprinted the full catalogue, mapped every copy, filed notices in batches with evidence attached and escalated repeat sellers to the platforms' repeat-infringer programmes. Monitoring stayed on after the sweep.",
      result:
        "Within three weeks the catalogue was the studio's own again: the listings came down and stayed down, and the team stopped spending its evenings chasing copies.",
    },
  },
  {
    id: "noxgpt",
    name: "NoxGPT",
    subtitle: "Uncensored Conversational AI",
    description:
      "NoxGPT is conversational AI for adults who want straight answers. Three tiers let you choose how much filtering you want, from a lightly filtered assistant to a fully uncensored model, with age verification and a responsible-use agreement guarding the unfiltered end.",
    icon: "bot",
    accent: "fuchsia",
    status: launchingSummer2025,
    keyServices: [
      "Three access tiers, from lightly filtered to fully uncensored",
      "Long-context conversations with memory you control",
      "Private by default: conversations are never sold or used for advertising",
      "Age verification and responsible-use controls built into the platform",
      "API access for developers building on NoxGPT",
    ],
    recentProjects: [
      {
        name: "Regular Tier Private Beta",
        description:
          "Invite-only testing of the lightly filtered tier with early users, tuning answer quality, speed and the handful of filters the tier keeps.",
        status: "beta",
        timeline: "Spring – Summer 2025",
      },
      {
        name: "Age Verification Gateway",
        description:
          "The verification step that unlocks the Unfiltered and Uncensored tiers, built so documents are checked and then discarded rather than stored.",
        status: "in-development",
        timeline: "Launching Summer 2025",
      },
      {
        name: "Responsible-Use Agreement",
        description:
          "The plain-language agreement every Uncensored user accepts, written with VesperLegal and shown before the tier unlocks.",
        status: "completed",
        timeline: "Q2 2025",
      },
    ],
    technologies: [
      "Transformer language models",
      "PyTorch",
      "vLLM inference serving",
      "Streaming responses",
      "Kubernetes",
      "Age verification",
      "End-to-end TLS",
    ],
    achievements: ["3 access tiers", "18+ minimum age on every tier", "Sub-100ms streaming response target"],
    access: {
      title: "Three Tiers, One Rule",
      intro:
        "You choose how much filtering NoxGPT applies. Every tier runs on the same model; what changes is how much it holds back and what you agree to before it stops holding back.",
      tiers: [
        {
          name: "Regular",
          filtering: "Light filtering",
          description:
            "A capable everyday assistant with light filtering: it answers frankly and declines only a narrow set of clearly harmful requests.",
          requirements: ["18+ account"],
        },
        {
          name: "Unfiltered",
          filtering: "Minimal restrictions",
          description:
            "Unfiltered answers with minimal restrictions, for research, fiction and frank conversation that a mainstream assistant refuses.",
          requirements: ["18+ account", "Additional age verification"],
        },
        {
          name: "Uncensored",
          filtering: "Fully uncensored",
          description:
            "The model with its filters off. Unlocked only after age verification and acceptance of our responsible-use agreement.",
          requirements: ["18+ account", "Additional age verification", "Signed responsible-use agreement"],
        },
      ],
      minimumAge: 18,
      ageRule:
        "NoxGPT is for adults only: every tier requires users to be 18 or older, and the unfiltered modes (Unfiltered and Uncensored) require additional age verification.",
    },
  },
  {
    id: "nexus",
    name: "Nexus",
    subtitle: "AI Research Lab",
    description:
      "Nexus is the research lab behind every Vesper AI product. We evaluate models, push retrieval and reasoning further and test safety before anything ships, then run the same rigorous research sprints for clients who need answers rather than hype.",
    icon: "flask",
    accent: "violet",
    status: launchingSummer2025,
    keyServices: [
      "Applied research sprints on your data and your questions",
      "Model evaluation and benchmarking against your real tasks",
      "Retrieval-augmented generation design and testing",
      "Safety, red-teaming and bias testing before release",
      "Research reports that include the negative results",
    ],
    recentProjects: [
      {
        name: "Retrieval Research Sprint",
        description:
          "A six-week sprint for an analytics company: tested retrieval strategies for its assistant and handed over a prototype that answered questions over its data more accurately than its own build.",
        status: "completed",
        timeline: "6 weeks · 2025",
      },
      {
        name: "Open Evaluation Suite",
        description:
          "A shared harness for testing language models on real client tasks, used to qualify every model NoxGPT and Nexila run on.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "Research Partner Programme",
        description:
          "Structured research partnerships with client teams, opening alongside our AI platform launch.",
        status: "planned",
        timeline: "Launching Summer 2025",
      },
    ],
    technologies: ["PyTorch", "JAX", "Hugging Face Transformers", "Vector databases", "Weights & Biases", "Python", "CUDA"],
    achievements: [
      "6-week research sprints",
      "100% of results reported, failures included",
      "2 AI products built on Nexus research",
    ],
    caseStudy: {
      title: "Making an Analytics Assistant Tell the Truth",
      challenge:
        "A data analytics company's in-house assistant answered questions over customer data fluently and often wrongly. The team could not tell which retrieval changes actually helped.",
      solution:
        "Nexus built an evaluation set from the client's real questions, tested chunking, ranking and prompting strategies against it in a six-week sprint, and reported every result, including the ideas that failed.",
      result:
        "The client received a working prototype that answered questions over its data more accurately than anything it had built before, plus the evaluation harness to keep measuring it.",
    },
  },
  {
    id: "nexila",
    name: "Nexila",
    subtitle: "Proprietary Enterprise Language Model",
    description:
      "Nexila is our own language model built for the enterprise: deployed in your cloud or ours, tuned on your documents, governed by your access rules and never trained on your data without your say. It is set to become the enterprise standard of the Vesper AI platform.",
    icon: "brain",
    accent: "sky",
    status: "Launching 2026",
    keyServices: [
      "Private deployment in your cloud or a dedicated Vesper environment",
      "Fine-tuning on your documents, tone and terminology",
      "Role-based access control and audit logs for every query",
      "Integration with your knowledge bases, tickets and chat tools",
      "Service levels built for business-critical workloads",
    ],
    recentProjects: [
      {
        name: "Nexila Foundation Model",
        description:
          "Training and evaluating the base model on licensed and curated data, with Nexus running every benchmark before a checkpoint moves on.",
        status: "in-development",
        timeline: "2025 – 2026",
      },
      {
        name: "Enterprise Pilot Programme",
        description:
          "Early deployments with design partners, testing private hosting, access control and audit trails on real internal workloads.",
        status: "planned",
        timeline: "Early 2026",
      },
      {
        name: "Secure Inference Platform",
        description:
          "Isolated, encrypted inference infrastructure so each customer's prompts and outputs never share a boundary with anyone else's.",
        status: "in-development",
        timeline: "Q4 2025 – 2026",
      },
    ],
    technologies: [
      "Transformer architecture",
      "PyTorch",
      "Kubernetes",
      "AES-256 encryption",
      "OAuth 2.0 & JWT",
      "Role-based access control",
      "OpenTelemetry",
    ],
    achievements: [
      "99.99% uptime target",
      "Sub-100ms response target",
      "Zero customer data used for training without consent",
      "2026 general availability",
    ],
  },
  {
    id: "vespergames",
    name: "VesperGames",
    subtitle: "Games for Platforms and Engines",
    description:
      "VesperGames designs, builds and runs games, both experiences for a major online game platform and standalone titles on a full game engine. We handle design, multiplayer systems, economies and live operations, from the first prototype to the patch after launch week.",
    icon: "gamepad",
    accent: "emerald",
    keyServices: [
      "Game design, prototyping and playtesting",
      "Experiences built for a major online game platform",
      "Standalone titles on Unity and Unreal Engine",
      "Multiplayer systems, matchmaking and in-game economies",
      "Launch support and live operations",
    ],
    recentProjects: [
      {
        name: "Co-op Adventure Launch",
        description:
          "Co-developed an indie studio's first co-op adventure: multiplayer systems, an economy tuned with playtest data and on-call support through launch week.",
        status: "completed",
        timeline: "Jun – Nov 2025",
      },
      {
        name: "Platform Experience Portfolio",
        description:
          "A growing set of experiences on a major online game platform, updated on a live-ops calendar with seasonal events.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "Vesper Engine Toolkit",
        description:
          "Reusable networking, save and analytics modules that shorten every new project's first month.",
        status: "in-development",
        timeline: "Q4 2025 – Q2 2026",
      },
    ],
    technologies: ["Unity", "Unreal Engine", "Godot", "C#", "C++", "Lua", "Blender", "Dedicated game servers"],
    achievements: ["2M+ players reached", "6–16 weeks from prototype to launch", "24/7 live-ops coverage"],
    caseStudy: {
      title: "An Indie Studio's First Co-op Launch",
      challenge:
        "A five-person studio had a strong single-player prototype and a publisher date, but no one on the team had shipped multiplayer or balanced an in-game economy.",
      solution:
        "VesperGames joined as co-development partner: we built the networking and matchmaking, instrumented playtests, tuned the economy with what players actually did and stayed on call through launch week.",
      result:
        "The game launched on schedule with stable co-op sessions, and its polish earned the attention of the platform's featured-games team.",
    },
  },
  {
    id: "viad",
    name: "VIAD",
    subtitle: "Business & Project Management",
    description:
      "VIAD brings order to growth. We plan and run projects, build the operating playbooks that keep teams aligned, and set up the tracking that shows leadership what is on time and what is not, whether the project is ours, yours or both.",
    icon: "briefcase",
    accent: "amber",
    keyServices: [
      "Project and programme management from kickoff to handover",
      "Operations playbooks and process design",
      "Project tracking, dashboards and reporting",
      "Vendor and budget management",
      "Change management and team onboarding",
    ],
    recentProjects: [
      {
        name: "Multi-Site Operations Playbook",
        description:
          "One playbook and one tracking system for a healthcare group opening three clinics in a single year.",
        status: "completed",
        timeline: "2025",
      },
      {
        name: "Cross-Division Delivery Office",
        description:
          "The shared planning rhythm that keeps multi-division client projects on one timeline and one budget.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "Client Portfolio Dashboards",
        description: "Live views of milestones, budgets and risks for every client engagement, shared with the client.",
        status: "beta",
        timeline: "Q4 2025",
      },
    ],
    technologies: ["Jira", "Linear", "Notion", "Airtable", "Looker Studio", "Scrum & Kanban", "OKRs"],
    achievements: ["40% average efficiency gain", "4–12 week engagements", "100% of milestones tracked live"],
    caseStudy: {
      title: "Three Clinics in One Year",
      challenge:
        "A growing healthcare group planned to open three clinics in twelve months. Each site ran its own processes, and leadership learned about delays only when they were already costly.",
      solution:
        "VIAD sat with every team, wrote a single operations playbook for opening and running a site, and set up the project tracking the whole business now runs on.",
      result: "The group opened its third clinic two weeks early, with one way of working across every site.",
    },
  },
  {
    id: "vesperlegal",
    name: "VesperLegal",
    subtitle: "Contracts, IP Filing & Compliance",
    description:
      "VesperLegal drafts the contracts, files the patents and trademarks and builds the compliance programmes that let technology companies move fast without tripping. Sharp drafting, plain-English explanations and deadlines that are met.",
    icon: "scale",
    accent: "slate",
    keyServices: [
      "Contract drafting and review: supplier, client, employment, licensing",
      "Patent, trademark and copyright filings",
      "Compliance programmes for GDPR, CCPA and SOC 2 Type II",
      "Terms of service, privacy policies and acceptable-use policies",
      "IP portfolio management and renewals",
    ],
    recentProjects: [
      {
        name: "Patent Filings & Supplier Contracts",
        description:
          "Rewrote a robotics company's supplier contracts and filed four patent applications in a single quarter.",
        status: "completed",
        timeline: "Q4 2025",
      },
      {
        name: "Compliance Readiness Programme",
        description:
          "Gap analysis, policies and evidence collection that prepare clients for GDPR, CCPA and SOC 2 Type II reviews.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "NoxGPT Responsible-Use Framework",
        description:
          "The terms, age rules and responsible-use agreement behind NoxGPT's unfiltered tiers, drafted with the NoxGPT team.",
        status: "completed",
        timeline: "Q2 2025",
      },
    ],
    technologies: ["Contract lifecycle management", "E-signature", "Patent office e-filing", "Trademark search databases", "GDPR", "CCPA", "SOC 2 Type II"],
    achievements: ["4 patent applications filed in one quarter", "2–8 week engagements", "100% of filing deadlines met"],
    caseStudy: {
      title: "Four Patents and a Supply Chain in One Quarter",
      challenge:
        "A robotics company was scaling production on supplier contracts written for prototypes, with inventions still unprotected and a funding round approaching.",
      solution:
        "VesperLegal rewrote the supplier contracts around volume, liability and IP ownership, and worked with the engineers to draft and file four patent applications, explaining every trade-off in plain English.",
      result:
        "Four patent applications were on file and the new supplier contracts signed within a single quarter, ready for investor due diligence.",
    },
  },
  {
    id: "vesperholdings",
    name: "Vesper Holdings",
    subtitle: "Investment Arm",
    description:
      "Vesper Holdings invests in early-stage technology companies and backs them with more than capital: technical due diligence from our engineers and, after the deal, the support of every Vesper division, from legal and security to go-to-market.",
    icon: "trending-up",
    accent: "yellow",
    keyServices: [
      "Early-stage investment in technology companies",
      "Technical due diligence for co-investors",
      "Post-investment support from every Vesper division",
      "Strategic partnerships and joint ventures",
      "Exit planning and preparation",
    ],
    recentProjects: [
      {
        name: "Co-Investment Due Diligence",
        description:
          "Technical due diligence for a venture partner on two early-stage companies, followed by a joint investment in both.",
        status: "completed",
        timeline: "2025",
      },
      {
        name: "Portfolio Support Programme",
        description:
          "Portfolio companies get hours from VesperGuard, VesperLegal and VComm as part of every investment.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "AI Infrastructure Thesis",
        description: "A focused fund strategy for companies building on and around the Vesper AI platform.",
        status: "planned",
        timeline: "2026",
      },
    ],
    technologies: ["Financial modelling", "Cap table management", "Technical due diligence", "Code and architecture audits", "Market analysis"],
    achievements: ["300% portfolio returns", "15 successful exits", "9 divisions supporting every investment"],
    caseStudy: {
      title: "Due Diligence a Venture Partner Called the Most Thorough It Had Seen",
      challenge:
        "A venture firm wanted to co-invest in two early-stage technology companies but had no in-house way to judge their code, architecture and security.",
      solution:
        "Our engineers audited both codebases and architectures, and VesperLegal and VesperGuard reviewed IP ownership and exposure. Vesper Holdings then invested alongside the firm and put division support into both companies.",
      result:
        "Both deals closed, and the founders named the follow-up support from the other Vesper divisions as what set the partnership apart.",
    },
  },
  {
    id: "vcomm",
    name: "VComm",
    subtitle: "Community, PR & Outreach",
    description:
      "VComm builds the audience around what you make. We plan launches from the first teaser to the community events after, run the channels where your people gather and place stories with the press your customers actually read.",
    icon: "megaphone",
    accent: "pink",
    keyServices: [
      "Launch campaigns from teaser to post-launch events",
      "Community building and moderation on chat and social platforms",
      "Press relations and media outreach",
      "Creator and partner outreach programmes",
      "Campaign reporting with weekly results",
    ],
    recentProjects: [
      {
        name: "Product Launch Campaign",
        description:
          "A music technology company's product launch, from the first teaser to community events after release.",
        status: "completed",
        timeline: "2025 – 2026",
      },
      {
        name: "Vesper Community Hub",
        description: "The group's own community server, with division channels, office hours and events for members.",
        status: "active",
        timeline: "Since 2025 · Ongoing",
      },
      {
        name: "NoxGPT Launch Outreach",
        description: "Waitlist, community and press plan for the NoxGPT launch.",
        status: "in-development",
        timeline: "Launching Summer 2025",
      },
    ],
    technologies: ["Discord", "Social media scheduling", "Press release distribution", "Community analytics", "CRM", "Email campaigns"],
    achievements: ["3x waitlist growth for a launch client", "24/7 community moderation", "9 divisions, one voice"],
    caseStudy: {
      title: "Tripling a Waitlist Before Launch Day",
      challenge:
        "A music technology start-up had a product its listeners loved in private tests, and almost no one else knew it existed three months before launch.",
      solution:
        "VComm planned the launch end to end: a teaser sequence, a community space for early listeners, targeted press outreach and community events after release, with weekly reporting once the campaign was under way.",
      result:
        "The waitlist tripled before launch day, and the press coverage landed in the publications its listeners actually read.",
    },
  },
];

/** The full data of one division, or undefined. Used by loaders only. */
export function findDivision(id: string): Division | undefined {
  return divisions.find((division) => division.id === id);
}

/** The /divisions list's slice of each division. Used by the loader only. */
export function divisionSummaries(): DivisionSummary[] {
  return divisions.map(({ id, name, subtitle, description, icon, accent, status }) => ({
    id,
    name,
    subtitle,
    description,
    icon,
    accent,
    ...(status ? { status } : {}),
  }));
}

