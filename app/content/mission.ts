import type { LinkItem } from "./link.ts";
import type { ProblemCard, SolutionCard } from "./schemas/mission.ts";

/** Copy of the Why We Exist page `/mission` (docs/product.md#company-pages). */

export type { ProblemCard, SolutionCard } from "./schemas/mission.ts";

export const missionMeta = {
  title: "Why We Exist",
  description:
    "Why Vesper exists: four problems holding technology back, the divisions that solve them, and our roadmap from the 2025 founding to the AI platform and beyond.",
  path: "/mission",
};

export const missionHero = {
  eyebrow: "Our purpose",
  title: "Why We Exist",
  lead:
    "Technology moves fast, but most of the industry does not. Ideas stall in research decks, products ship with holes in them, and clients pay five vendors who never talk to each other. Vesper exists to close that gap: nine divisions that build, protect and grow what matters, as one team.",
};

/** The solution cards are revealed 250 ms apart. */
export const missionTiming = { solutionStaggerMs: 250 } as const;

export const missionProblems = {
  eyebrow: "The problem",
  title: "What Is Broken",
  intro: "Four problems we kept running into, at every company we worked with before Vesper.",
  problems: [
    {
      title: "Stagnant Innovation",
      description:
        "Research stays in papers and pilots stay pilots. Teams copy what already works instead of building what comes next, and the breakthroughs never reach a customer.",
      icon: "trending-up",
    },
    {
      title: "Security Vulnerabilities",
      description:
        "Products launch with open doors, creators watch their work get copied within days, and takedown requests vanish into inboxes that nobody answers.",
      icon: "alert",
    },
    {
      title: "Technical Mediocrity",
      description:
        "Rushed code, rented models and thin wrappers around someone else's platform. It demos well, then breaks the first time real users or real data arrive.",
      icon: "wrench",
    },
    {
      title: "Disconnected Solutions",
      description:
        "One vendor for the app, another for the AI, a law firm for the contracts. Every hand-off loses context, time and money, and nobody owns the whole result.",
      icon: "puzzle",
    },
  ] satisfies ProblemCard[],
};

export const missionSolutions = {
  eyebrow: "Our answer",
  title: "How We Fix It",
  intro: "Each problem has a division built to solve it, with the rest of the group behind it.",
  solutions: [
    {
      title: "Research That Ships",
      description:
        "Nexus, our AI research lab, works on model evaluation, retrieval and safety with one rule: every experiment has a path to a product a client can use.",
      impact: "Research findings reach our products and our clients' products in months, not years.",
      division: "nexus",
      icon: "flask",
    },
    {
      title: "Protection by Default",
      description:
        "VesperGuard monitors for stolen and infringing copies, files DMCA notices and follows every takedown until the content stays down.",
      impact: "Emergency takedowns filed within 24-72 hours, with every case tracked to resolution.",
      division: "vesperguard",
      icon: "shield",
    },
    {
      title: "Engineering Without Shortcuts",
      description:
        "Nexila is our proprietary enterprise language model: built, trained and evaluated in-house, so clients get AI they can audit instead of a wrapper around someone else's API.",
      impact: "Enterprise AI that keeps client data private and answers for its output, launching in 2026.",
      division: "nexila",
      icon: "cpu",
    },
    {
      title: "One Team, End to End",
      description:
        "VIAD runs business and project management across the group: one plan, one point of contact and one schedule for every division a project needs.",
      impact: "No hand-offs between vendors: one accountable team from kickoff to launch and beyond.",
      division: "viad",
      icon: "workflow",
    },
  ] satisfies SolutionCard[],
};

export const missionRoadmap = {
  eyebrow: "Where we are going",
  title: "The Vision Roadmap",
  intro: "From the founding in 2025 to the future we are building toward. Each milestone shows where it stands today.",
};

export const missionActions = {
  title: "Be Part of What Comes Next",
  body: "See the nine divisions turning this mission into products, or meet the team doing the work.",
  actions: [
    { label: "Explore Our Divisions", href: "/divisions" },
    { label: "Meet the Team", href: "/team" },
  ] satisfies LinkItem[],
};
