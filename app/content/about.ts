import type { LinkItem } from "./link.ts";
import type { CompanyStat, CompanyValue } from "./schemas/about.ts";

/** Copy of the About page `/about` (docs/product.md#company-pages). */

export type { CompanyStat, CompanyValue } from "./schemas/about.ts";

export const aboutMeta = {
  title: "About Us",
  description:
    "Vesper is a technology group founded in 2025: nine specialised divisions, 50+ active projects and 24/7 operations, built on four values we refuse to bend.",
  path: "/about",
};

export const aboutHero = {
  eyebrow: "About Vesper",
  title: "Nine Divisions. One Standard.",
  lead:
    "Vesper is a technology group built as nine specialised divisions: security and takedowns, AI research and language models, games, legal, business management, investment and community. Each is a specialist team; together they take a project from first idea to protected, profitable product.",
};

/** The about stats are revealed 150 ms apart. */
export const aboutTiming = { statStaggerMs: 150 } as const;

export const aboutStats = {
  eyebrow: "At a glance",
  title: "Vesper in Four Figures",
  stats: [
    { value: "2025", label: "Founded" },
    { value: "9", label: "Specialised Divisions" },
    { value: "50+", label: "Active Projects" },
    { value: "24/7", label: "Global Operations" },
  ] satisfies CompanyStat[],
};

export const aboutIntro = {
  eyebrow: "Who we are",
  title: "Specialists Who Share One Team",
  paragraphs: [
    "Most companies hire one agency for the website, another for the AI, a law firm for the contracts and a monitoring service for the takedowns, then spend their time translating between them. Vesper puts all of those disciplines under one roof, one process and one point of contact.",
    "Every division has its own lead, its own roadmap and its own tools. Every division also shares the same engineers, the same security practices and the same promise: the work ships, it holds up in production, and it stays yours.",
  ],
};

export const aboutQuote = {
  /** Spoken by the founder; the loader adds his name and title from founder.ts. */
  text:
    "We exist to build the technology other companies say cannot be built yet, and to protect it once it exists. Nine divisions, one team, zero excuses.",
  /** Names the band the quote sits in, for assistive technology. */
  label: "Our mission",
};

export const aboutValues = {
  eyebrow: "What we stand for",
  title: "Our Values",
  intro: "Four rules every division works by, from the first call to the last commit.",
  values: [
    {
      title: "Innovation First",
      description:
        "We start from what should exist, not from what already does. Nexus turns research into features, and every division spends time each quarter on the next thing rather than the last one.",
      icon: "lightbulb",
    },
    {
      title: "Absolute Excellence",
      description:
        "Good enough is a bug. Code is reviewed, contracts are checked twice, takedowns are followed until the content stays down, and nothing reaches a client that we would not put our own name on.",
      icon: "award",
    },
    {
      title: "Technology Mastery",
      description:
        "We know our stacks down to the metal: language models, encryption, game engines, cloud infrastructure. Mastery is how we give honest estimates and deliver on them.",
      icon: "cpu",
    },
    {
      title: "Lightning Execution",
      description:
        "Speed is a feature. Emergency takedowns go out in 24-72 hours, web builds ship in 4-12 weeks, and every project has one team that answers around the clock.",
      icon: "zap",
    },
  ] satisfies CompanyValue[],
};

export const aboutActions = {
  title: "See the Divisions Behind the Work",
  body: "Explore what each of the nine divisions builds, or meet the team that runs them.",
  actions: [
    { label: "Explore Our Divisions", href: "/divisions" },
    { label: "Meet the Team", href: "/team" },
  ] satisfies LinkItem[],
};
