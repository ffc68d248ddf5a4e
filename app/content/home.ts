import siteSettings from "./site.json" with { type: "json" };
import type { LinkItem } from "./link.ts";
import type { FeaturedDivision, QuickLink } from "./schemas/home.ts";

const { site } = siteSettings;

/** Copy and behaviour constants of the home page `/` (docs/product.md#home). */

export type { FeaturedDivision, QuickLink } from "./schemas/home.ts";

/** Particles, carousel and reveal timings (docs/product.md#timings). */
export const homeTiming = {
  particleCount: 30,
  particleRegenerateMs: 15_000,
  testimonialAutoAdvanceMs: 5_000,
  revealStaggerMs: 200,
} as const;

export const homeHero = {
  eyebrow: "Nine divisions · One vision",
  title: site.tagline,
  lead:
    "Vesper is a technology group built as nine specialised divisions: cybersecurity and takedowns, AI research and language models, games, legal operations, business management, investment and community. One team, one standard, every discipline your next launch needs.",
  actions: [
    { label: "Explore Divisions", href: "/divisions" },
    { label: "Get Started", href: "/contact" },
  ] satisfies LinkItem[],
};

export const quickLinks: QuickLink[] = [
  {
    title: "About",
    description: "Who we are, how the nine divisions work together, and what we stand for.",
    href: "/about",
    icon: "users",
  },
  {
    title: "Services",
    description: "Web, AI, game development, legal, DMCA and business services, scoped to your goals.",
    href: "/services",
    icon: "layers",
  },
  {
    title: "Labs",
    description: "The projects our divisions are building right now, with live progress for each.",
    href: "/projects",
    icon: "flask",
  },
  {
    title: "Team",
    description: "Meet the people behind every division and the work they lead.",
    href: "/team",
    icon: "heart",
  },
];

export const homeNumbers = {
  eyebrow: "Vesper at a glance",
  title: "By the Numbers",
  intro: "Founded in 2025 and already operating around the clock across every division.",
  stats: [
    { value: "9", label: "Specialised Divisions" },
    { value: "50+", label: "Active Projects" },
    { value: "24/7", label: "Global Operations" },
    { value: "100%", label: "Success Rate" },
  ],
};

export const featuredDivisions = {
  eyebrow: "Featured divisions",
  title: "Where the Work Happens",
  intro: "Three of our nine divisions, each a specialist team with its own lead, its own roadmap and the whole group behind it.",
  learnMoreLabel: "Learn More",
  learnMoreHref: "/divisions",
  divisions: [
    {
      id: "vesperguard",
      tagline: "Takedowns, DMCA protection and legal operations",
      description:
        "VesperGuard finds stolen and infringing copies of your work, files the notices and follows through until the content stays down.",
      icon: "shield",
      highlights: ["DMCA takedown filing", "Continuous infringement monitoring", "Emergency takedowns in 24–72 hours"],
    },
    {
      id: "nexus",
      tagline: "The AI research lab",
      description:
        "Nexus runs the research behind our AI products: model evaluation, retrieval, safety and the experiments that become tomorrow's features.",
      icon: "flask",
      highlights: ["Applied AI research", "Model evaluation and safety testing", "Research partnerships with clients"],
    },
    {
      id: "vespergames",
      tagline: "Games for a game platform and a game engine",
      description:
        "VesperGames designs, builds and runs multiplayer experiences, from the first prototype to live operations after launch.",
      icon: "gamepad",
      highlights: ["Game design and development", "Multiplayer systems and economies", "Launch and live operations"],
    },
  ] satisfies FeaturedDivision[],
};

export const homeMission = {
  eyebrow: "Why we exist",
  title: "Technology Should Work for the People Who Build It",
  paragraphs: [
    "Creators lose their work to copycats, founders drown in contracts, and great ideas stall between agencies that never talk to each other. We started Vesper in 2025 to fix that.",
    "Every division is a specialist, and every division shares one team, one standard and one goal: your project shipped, protected and growing.",
  ],
  link: { label: "Read Our Mission", href: "/mission" } satisfies LinkItem,
};

export const homeTestimonials = {
  eyebrow: "Client stories",
  title: "What Our Clients Say",
  intro: "Reviews from the teams our divisions have worked with, in their own words.",
  label: "Client testimonials",
};

export const homeCta = {
  title: "Ready to Build What Comes Next?",
  body: "Bring us a project and we will match it with the right division, or bring us your talent and help build the next one.",
  actions: [
    { label: "Explore Services", href: "/services" },
    { label: "Join the Team", href: "/join" },
  ] satisfies LinkItem[],
};

export const homeMeta = {
  title: "Building the Future of Tech",
  description:
    "Vesper is a technology group of nine specialised divisions in security, AI, games, legal, business and investment. Explore our divisions, services and labs.",
  path: "/",
};
