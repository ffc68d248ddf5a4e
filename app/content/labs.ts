import type { LabProject, LabStat } from "./schemas/labs.ts";

/** Labs /projects ("THE LABS", docs/product.md#labs). */

export type { LabProject, LabStat } from "./schemas/labs.ts";

/** The status labels a Labs project can have. */
export const labStatuses = ["IN DEVELOPMENT", "ACTIVE", "LAUNCHING SOON", "EXPANDING"] as const;
export type LabStatus = (typeof labStatuses)[number];

export const labsMeta = {
  title: "The Labs",
  description:
    "Inside the Vesper Labs: six projects across AI, games, security, research and web, each with its status, timeline and live progress toward launch.",
  path: "/projects",
};

export const labsHero = {
  eyebrow: "Vesper Labs",
  title: "THE LABS",
  lead: "Where the divisions build in the open. Six flagship projects, from a language model in development to platforms already serving clients, with the progress of each as it stands today.",
};

/** Lab cards reveal 250 ms apart. */
export const labsTiming = { revealStaggerMs: 250 } as const;

export const labsProjectsSection = {
  title: "Current Projects",
  intro: "Every card shows where a project stands: its status, its timeline and how far along it is.",
  learnMoreLabel: "Learn More",
  progressLabel: "Progress",
  timelineLabel: "Timeline",
  categoryLabel: "Category",
};

/** Order, progress values and links are fixed (docs/product.md#labs). */
export const labProjects: LabProject[] = [
  {
    title: "NoxGPT Language Model",
    description:
      "A conversational AI that lets adults choose their level of filtering across three tiers, from a safe everyday assistant to a fully uncensored mode behind age verification.",
    category: "Artificial Intelligence",
    status: "IN DEVELOPMENT",
    timeline: "Summer 2025",
    progress: 75,
    features: [
      "Three tiers from safe to unfiltered",
      "Age verification for unfiltered modes",
      "Responsible-use agreement for the top tier",
      "18+ access only",
    ],
    link: "/divisions/noxgpt",
    icon: "bot",
  },
  {
    title: "VesperGames Studio",
    description:
      "Multiplayer experiences for a major game platform and a modern game engine, designed, built and run by one team from the first prototype to live operations.",
    category: "Game Development",
    status: "ACTIVE",
    timeline: "Live",
    progress: 100,
    features: [
      "Multiplayer systems and matchmaking",
      "In-game economies and progression",
      "Cross-platform builds",
      "Live operations after launch",
    ],
    link: "/divisions/vespergames",
    icon: "gamepad",
  },
  {
    title: "VesperGuard Protection",
    description:
      "Round-the-clock monitoring that finds stolen and infringing copies of a client's work, files DMCA notices and follows through until the content stays down.",
    category: "Cybersecurity",
    status: "ACTIVE",
    timeline: "24/7 Operations",
    progress: 100,
    features: [
      "Automated infringement monitoring",
      "DMCA takedown filing",
      "Emergency takedowns in 24-72 hours",
      "Repeat-offender tracking",
    ],
    link: "/divisions/vesperguard",
    icon: "shield",
  },
  {
    title: "Nexus Research Lab",
    description:
      "The applied AI research behind every Vesper model: evaluation suites, retrieval systems and safety testing, opening to research partners with the platform launch.",
    category: "AI Research",
    status: "LAUNCHING SOON",
    timeline: "Summer 2025",
    progress: 90,
    features: [
      "Model evaluation and benchmarking",
      "Retrieval-augmented generation",
      "Safety and red-team testing",
      "Research partnerships with clients",
    ],
    link: "/divisions/nexus",
    icon: "flask",
  },
  {
    title: "Web Platforms",
    description:
      "Fast, secure web applications and sites built end to end, from architecture and interface to hosting, monitoring and the first year of improvements.",
    category: "Web Development",
    status: "ACTIVE",
    timeline: "4-12 week builds",
    progress: 100,
    features: [
      "Custom web applications",
      "Performance and accessibility built in",
      "Security hardening before launch",
      "Hosting and monitoring",
    ],
    link: "/services/web",
    icon: "code",
  },
  {
    title: "Custom Solutions",
    description:
      "Bespoke builds that combine several divisions for one client, such as an AI assistant with its legal review and its launch campaign, scoped together from the first call.",
    category: "Client Solutions",
    status: "EXPANDING",
    timeline: "Taking new clients",
    progress: 85,
    features: [
      "Cross-division project teams",
      "One point of contact",
      "Milestone-based delivery",
      "Replies usually within 24 hours",
    ],
    link: "/contact",
    icon: "puzzle",
  },
];

export const labStatsSection = {
  title: "Lab Statistics",
  intro: "The Labs at a glance, across every division.",
};

/** Fixed figures (docs/product.md#displayed-figures). */
export const labStats: LabStat[] = [
  { value: "6", label: "Active Projects" },
  { value: "9", label: "Divisions" },
  { value: "100%", label: "Success Rate" },
  { value: "∞", label: "Possibilities", spokenValue: "Infinite" },
];

export const labsCta = {
  title: "Build the Next Lab Project",
  body: "The Labs grow with the people who join them. Bring your skills to a project already in motion, or pitch the one we have not started yet.",
  actions: [{ label: "Join the Labs", href: "/join" }],
};
