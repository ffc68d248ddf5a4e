import type { LinkItem } from "./link.ts";
import type { Achievement, AchievementColor, AiTier, Expertise, FavoriteProject, FounderProfile, FounderStat, Principle, StorySection } from "./schemas/founder.ts";

/** The founder and CEO (docs/product.md#founder). Shown on /founder (canonical) and /leadership, and on /team. */

export type { Achievement, AchievementColor, AiTier, Expertise, FavoriteProject, FounderProfile, FounderStat, Principle, StorySection } from "./schemas/founder.ts";

export const founder: FounderProfile = {
  name: "Elias Vance",
  title: "Founder & Chief Executive Officer",
  summary:
    "Elias Vance founded Vesper in 2025 after years of shipping AI systems, security tooling and full-stack products for clients who needed them to work the first time.",
  portrait: {
    src: "/images/founder-portrait.svg",
    alt: "Illustrated portrait of Elias Vance, founder and CEO of Vesper",
    width: 480,
    height: 560,
  },
};

/* ---------- The founder page (/founder, also served at /leadership) ---------- */

export const founderMeta = {
  title: "Meet the Founder",
  description:
    "Meet Elias Vance, founder and CEO of Vesper: his vision for a nine-division tech group, the NoxGPT project he is proudest of, and how he leads.",
  path: "/founder",
};

export const founderHero = {
  eyebrow: "Leadership",
  title: "MEET THE CEO",
  lead: "Engineer first, founder second. Elias builds the way he expects every Vesper division to build: hands on the code, eyes on the client's outcome.",
};

export const founderStats: FounderStat[] = [
  { value: "5+", label: "Years Experience" },
  { value: "25+", label: "Successful Projects" },
];

export const founderVision: StorySection = {
  id: "vision",
  title: "THE VISION",
  paragraphs: [
    "Most technology companies pick one lane and stay in it. Their clients end up stitching together an agency for the website, a consultant for security, a law firm for contracts and another vendor for AI, and then spend months getting them to talk to each other.",
    "I started Vesper in 2025 to be the alternative: nine specialised divisions under one roof, each led by people who do the work, all held to the same standard. A client who comes to us for a game can leave with its IP filed, its launch protected from pirates and its community already growing.",
  ],
};

export const founderWhy: StorySection = {
  id: "why-this-matters",
  title: "WHY THIS MATTERS",
  paragraphs: [
    "I have watched creators lose months of work to copycats in a weekend, and small teams sign contracts they did not understand because a lawyer was out of budget. The tools to prevent that exist; they are just scattered, slow and priced for enterprises.",
    "Vesper exists to put those tools in the hands of the people building things: fast takedowns, clear contracts, honest AI and software that holds up under real traffic. When our clients are protected, they ship more, and that is the whole point.",
  ],
};

export const founderFavoriteProject: FavoriteProject = {
  id: "favorite-project",
  title: "FAVORITE PROJECT",
  paragraphs: [
    "If I had to pick one project, it is NoxGPT, the conversational language model our NoxGPT division is building. Most assistants decide for you what you are allowed to ask. NoxGPT lets adults choose how much filtering they want, and is honest about what each choice means.",
    "We expect to launch in summer 2025 with three tiers, from safe to unfiltered, so the same model can serve a classroom-style assistant and a researcher who needs straight answers.",
  ],
  project: {
    name: "NoxGPT",
    division: "noxgpt",
    launch: "Expected Summer 2025",
    minimumAge: 18,
    tiers: [
      {
        name: "Regular",
        level: "Safe",
        description: "Light filtering for everyday writing, research and coding help.",
      },
      {
        name: "Unfiltered",
        level: "Open",
        description: "Minimal restrictions for adults who want direct answers on difficult subjects.",
      },
      {
        name: "Fully Uncensored",
        level: "Unrestricted",
        description: "No content filter. Requires age verification and acceptance of a responsible-use agreement.",
      },
    ],
    ageNote:
      "NoxGPT is for adults 18+ only. The unfiltered modes require additional age verification before they unlock.",
    link: { label: "Explore NoxGPT", href: "/divisions/noxgpt" },
  },
};

export const founderJourney: StorySection = {
  id: "journey",
  title: "THE JOURNEY CONTINUES",
  paragraphs: [
    "Vesper is young, and I like it that way. We are a team of 8 today, every one of us hired for depth in a discipline and curiosity about the others, and we are growing division by division, never faster than we can keep our standard.",
    "The next chapter is the AI platform launch and the research behind it in Nexus. If you have a project that deserves better than the usual patchwork, or you want to help build what comes next, I want to hear from you.",
  ],
};

export const founderAchievementsSection = {
  title: "Key Achievements",
  intro: "The turning points on the road to Vesper, newest first.",
};

/** Newest first: 2025, 2024, 2023, 2022. */
export const founderAchievements: Achievement[] = [
  {
    year: "2025",
    title: "Founded Vesper",
    description:
      "Launched Vesper as a group of nine specialised divisions, from VesperGuard takedowns to the NoxGPT language model, with one team and one standard.",
    icon: "rocket",
    color: "cyan",
  },
  {
    year: "2024",
    title: "AI Research",
    description:
      "Moved deep into applied AI: model evaluation, retrieval systems and safety testing, the groundwork that became Nexus and NoxGPT.",
    icon: "brain",
    color: "violet",
  },
  {
    year: "2023",
    title: "Cybersecurity Specialization",
    description:
      "Specialised in security hardening, incident response and content protection for creators and studios, filing takedowns that stuck.",
    icon: "shield",
    color: "pulse",
  },
  {
    year: "2022",
    title: "Full-Stack Development",
    description:
      "Took client products from database to interface as a full-stack developer, learning what it takes to ship on time and keep systems running.",
    icon: "code",
    color: "green",
  },
];

export const founderExpertiseSection = {
  title: "Areas of Expertise",
  intro: "The disciplines Elias still practises every week, and the track record behind each.",
};

export const founderExpertise: Expertise[] = [
  {
    area: "Artificial Intelligence",
    description: "Language model integration, retrieval pipelines and evaluation, deployed for real users rather than demos.",
    icon: "bot",
    projects: "5+ implementations",
  },
  {
    area: "Cybersecurity",
    description: "Security audits, hardening, incident response and DMCA enforcement for creators and businesses.",
    icon: "shield-check",
    projects: "20+ projects",
  },
  {
    area: "Full-Stack Development",
    description: "Web applications built end to end: APIs, databases, interfaces and the infrastructure they run on.",
    icon: "code",
    projects: "30+ applications",
  },
  {
    area: "Leadership",
    description: "Building a multidisciplinary company where every division lead still ships work of their own.",
    icon: "users",
    projects: "Growing team of 8",
  },
];

export const founderPhilosophySection = {
  title: "Leadership Philosophy",
  intro: "Three rules every Vesper division works by, whatever it builds.",
};

export const founderPrinciples: Principle[] = [
  {
    principle: "Innovation Over Imitation",
    description:
      "We do not clone what already exists. Every project starts with the question of what would make it genuinely better, then we build that.",
    icon: "lightbulb",
  },
  {
    principle: "Excellence as Standard",
    description:
      "Quality is not a premium tier. Reviews, tests and security checks are part of every engagement, large or small.",
    icon: "trophy",
  },
  {
    principle: "Client Success First",
    description:
      "We measure ourselves by what our clients achieve after launch: the content that stays protected, the game that keeps its players, the product that scales.",
    icon: "handshake",
  },
];

export const founderCta = {
  title: "Start Your Project",
  body: "Tell Elias and the team what you are building. We will match it with the right division and usually reply within 24 hours.",
  actions: [
    { label: "Start Your Project", href: "/contact" },
    { label: "Join the Team", href: "/join" },
  ] satisfies LinkItem[],
};
