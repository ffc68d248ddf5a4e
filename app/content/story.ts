import type { CompanyStat } from "./about.ts";
import type { LinkItem } from "./link.ts";
import { founder } from "./founder.ts";
import type { StoryChapter } from "./schemas/story.ts";

/** Copy of the Our Story page `/story` (docs/product.md#company-pages). */

export type { StoryChapter } from "./schemas/story.ts";

export const storyMeta = {
  title: "Our Story",
  description:
    "How Vesper began in 2025: why it was founded, how nine specialised divisions grew from one idea, how the team of 8 works today, and what we are building next.",
  path: "/story",
};

export const storyHero = {
  eyebrow: "Founded 2025",
  title: "Our Story",
  lead:
    "Vesper started with a simple frustration: the technology existed, the talent existed, but nobody put them together properly. This is how one founder's idea became a group of nine divisions.",
};

export const storyFacts = {
  label: "Vesper in brief",
  facts: [
    { value: "2025", label: "Founded" },
    { value: "9", label: "Divisions" },
    { value: "8", label: "Team Members" },
    { value: "24/7", label: "Operations" },
  ] satisfies CompanyStat[],
};

export const storyChapters: StoryChapter[] = [
  {
    id: "why-it-started",
    eyebrow: "Chapter 1",
    title: "Why It Started",
    paragraphs: [
      `Before Vesper, ${founder.name} spent years on the build side of technology: full-stack products from 2022, a specialisation in cybersecurity in 2023, applied AI research in 2024. The work changed; the pattern did not.`,
      "Clients arrived with good ideas and left with half of them built. A game studio saw its assets ripped and resold within a week of launch. A startup had an AI feature nobody could ship safely. A founder paid a web agency, an AI contractor, a law firm and a monitoring service, and spent more time relaying messages between them than running the company.",
      "The problem was never a lack of skill. It was that the skills lived in separate companies with separate incentives. In 2025 that became the founding idea of Vesper: put every discipline a modern technology project needs into one group, held to one standard.",
    ],
  },
  {
    id: "nine-divisions",
    eyebrow: "Chapter 2",
    title: "How Nine Divisions Came to Be",
    paragraphs: [
      "Vesper did not start with an org chart. Each division exists because clients kept asking for the same kind of help. VesperGuard came first: takedowns, DMCA protection and the legal operations behind them, because creators needed their work to stay theirs.",
      "The AI work grew fast enough to split three ways. Nexus became the research lab, NoxGPT the conversational AI platform with its three tiers, and Nexila the proprietary enterprise language model for companies that need AI they can audit.",
      "VesperGames grew from the game developers we were already protecting, building for a game platform and a game engine. VesperLegal took on contracts, IP filing and compliance. VIAD took over business and project management so every engagement runs on one plan. Vesper Holdings became the investment arm that backs the projects we believe in, and VComm handles community, PR and outreach so the work gets seen.",
    ],
    link: { label: "Explore the Divisions", href: "/divisions" },
  },
  {
    id: "how-we-work",
    eyebrow: "Chapter 3",
    title: "How We Work Today",
    paragraphs: [
      "Today Vesper is a growing team of 8 running 50+ active projects across the nine divisions, with operations around the clock. Every project gets a lead division, one point of contact and the rest of the group on call when it needs a lawyer, a security review or a model evaluation.",
      "The standards are shared: the same code review, the same encryption and access rules, the same habit of writing down what we promised and checking it before delivery. That is how a small team keeps a 100% success rate across very different kinds of work.",
    ],
    link: { label: "Meet the Team", href: "/team" },
  },
  {
    id: "what-is-next",
    eyebrow: "Chapter 4",
    title: "What Comes Next",
    paragraphs: [
      "The next chapter is the AI platform. NoxGPT is set to launch in summer 2025 for adults 18 and over, with three tiers from lightly filtered to fully uncensored, the last behind age verification and a responsible-use agreement. Nexila follows in 2026 to become the enterprise standard.",
      "After that comes market leadership in every field we work in, and then the products Nexus is only starting to prototype. The roadmap is public, and so is the invitation: the team of 8 is growing, and the next chapter will be written by the people who join it.",
    ],
    link: { label: "Read Our Mission and Roadmap", href: "/mission" },
  },
];

export const storyFounder = {
  eyebrow: "The founder",
  title: "The Person Behind the Idea",
  link: { label: "Meet the Founder", href: "/founder" } satisfies LinkItem,
};

export const storyActions = {
  title: "Write the Next Chapter With Us",
  body: "We are hiring across all nine divisions. Bring your skills, or bring us a project worth building.",
  actions: [
    { label: "Join the Team", href: "/join" },
    { label: "Start a Project", href: "/contact" },
  ] satisfies LinkItem[],
};
