import type { LinkItem } from "./link.ts";
import type { DivisionShowcase, ShowcaseStatus, WorkPrinciple, WorkStat } from "./schemas/our-work.ts";

/** Copy of the Our Work page `/our-work` (docs/product.md#our-work). */

export type { DivisionShowcase, ShowcaseStatus, WorkPrinciple, WorkStat } from "./schemas/our-work.ts";

export const workHero = {
  eyebrow: "Our work · Shipped, protected, growing",
  title: "Our Work",
  lead:
    "Nine divisions, one record. From takedowns that stick to multiplayer launches that hold under load, this is what Vesper builds, protects and grows — and the numbers it has to show for it.",
  action: { label: "Read the Case Studies", href: "/case-studies" } satisfies LinkItem,
};

export const workStats = {
  eyebrow: "Impact at a glance",
  title: "Results That Compound",
  intro: "Four figures from across the group, counted the same way every quarter.",
  label: "Headline results",
  stats: [
    { value: "2M+", label: "Combined Users" },
    { value: "99.8%", label: "Success Rate" },
    { value: "300%", label: "Portfolio Returns" },
    { value: "10K+", label: "Assets Protected" },
  ] satisfies WorkStat[],
};

export const showcaseSection = {
  eyebrow: "Division showcase",
  title: "What Each Division Delivers",
  intro: "Six divisions, six flagship bodies of work. Each card links to the division behind it.",
  labels: {
    impact: "Impact",
    status: "Status",
    achievements: "Achievements",
    link: "Explore",
  },
};

export const divisionShowcases: DivisionShowcase[] = [
  {
    division: "VesperGuard",
    title: "Takedowns That Stay Down",
    description:
      "Continuous monitoring, DMCA notice filing and follow-through for creators and studios whose work is copied faster than they can report it.",
    impact: "10K+ assets protected",
    status: "Active",
    accent: "cyan",
    icon: "shield",
    achievements: [
      "99.8% success rate on filed takedown notices",
      "Emergency takedowns within 24–72 hours",
      "Repeat infringers escalated to hosts and payment providers",
    ],
  },
  {
    division: "NoxGPT",
    title: "Conversational AI in Three Tiers",
    description:
      "Our AI platform for adults: a regular tier with light filtering, an unfiltered tier with minimal restrictions, and a fully uncensored tier behind age verification and a responsible-use agreement.",
    impact: "Built for 99.99% uptime and sub-100ms responses",
    status: "Summer 2025",
    accent: "purple",
    icon: "bot",
    achievements: [
      "Three tiers, from safe to fully uncensored",
      "18+ platform with extra age verification for unfiltered modes",
      "Responsible-use agreement required for the top tier",
    ],
  },
  {
    division: "VesperGames",
    title: "Multiplayer Worlds at Scale",
    description:
      "Games for a leading game platform and a modern game engine, designed, built and run by one team from the first prototype to live operations.",
    impact: "2M+ players reached",
    status: "Live",
    accent: "emerald",
    icon: "gamepad",
    achievements: [
      "99.99% server uptime through launch week",
      "Sub-100ms matchmaking in every region served",
      "Server-authoritative economies that shut out duplication exploits",
    ],
  },
  {
    division: "Vesper Holdings",
    title: "Capital With Engineers Behind It",
    description:
      "The investment arm backs technology companies after our engineering, legal and operations divisions have examined the product behind the pitch.",
    impact: "300% portfolio returns",
    status: "Active",
    accent: "amber",
    icon: "trending-up",
    achievements: [
      "15 successful exits",
      "Technical, legal and operational diligence on every deal",
      "Hands-on support from the divisions that reviewed each company",
    ],
  },
  {
    division: "Nexus",
    title: "The Research Behind Our AI",
    description:
      "Our AI research lab evaluates models, hardens them for safety and turns experiments into the features that ship in NoxGPT and Nexila.",
    impact: "Research powering the summer 2025 AI launch",
    status: "Summer 2025",
    accent: "indigo",
    icon: "flask",
    achievements: [
      "Evaluation and safety testing for every NoxGPT tier",
      "Groundwork for Nexila, our enterprise language model",
      "Research partnerships open to clients",
    ],
  },
  {
    division: "VIAD",
    title: "Operations That Keep Pace With Growth",
    description:
      "Business and project management for teams outgrowing their process: one workflow, live reporting and delivery that stays on schedule.",
    impact: "40% efficiency gains",
    status: "Active",
    accent: "pink",
    icon: "briefcase",
    achievements: [
      "Delivery workflows consolidated onto one system",
      "Live margin and capacity reporting for every engagement",
      "Team leads trained to run the process on their own",
    ],
  },
];

export const workPrinciples = {
  eyebrow: "How we work",
  title: "Three Principles, Every Engagement",
  intro: "Whichever division leads your project, these rules do not change.",
  items: [
    {
      title: "Specialists, One Team",
      description:
        "The division that owns the discipline leads, and the rest of the group is one message away: your game launch gets security from VesperGuard and contracts from VesperLegal without a second agency.",
      icon: "users",
    },
    {
      title: "Secure by Default",
      description:
        "Security is designed in from the first sprint, not bolted on before launch: encryption, access control and incident response are part of every plan we write.",
      icon: "shield-check",
    },
    {
      title: "Results You Can Measure",
      description:
        "Every engagement starts with the figures that define success and ends with a report against them. If a number on this page is ours, we can show how it was counted.",
      icon: "chart",
    },
  ] satisfies WorkPrinciple[],
};

export const workCta = {
  title: "Let's Put Your Project on This Page",
  body: "Bring us the problem; we will bring the division that solves it. Or browse all nine divisions and find your fit.",
  actions: [
    { label: "Start Your Project", href: "/contact" },
    { label: "Explore Divisions", href: "/divisions" },
  ] satisfies LinkItem[],
};

export const workMeta = {
  title: "Our Work",
  description:
    "What Vesper's divisions deliver: 2M+ combined users, a 99.8% success rate, 300% portfolio returns and 10K+ assets protected, with six division showcases.",
  path: "/our-work",
};
