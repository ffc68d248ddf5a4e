import type { LinkItem } from "./link.ts";
import type { CaseStudy } from "./schemas/case-studies.ts";

/** Copy of the case studies page `/case-studies` (docs/product.md#case-studies). */

export type { CaseStudy } from "./schemas/case-studies.ts";

export const caseStudiesHero = {
  eyebrow: "Case studies · Proof over promises",
  title: "Case Studies",
  lead:
    "Four engagements, four divisions, one standard. Here is what our clients were up against, what we built, and what changed once the work was live — told without their names, because discretion is part of the job.",
  action: { label: "See Our Work", href: "/our-work" } satisfies LinkItem,
};

export const caseStudiesSection = {
  eyebrow: "Selected engagements",
  title: "From Problem to Proof",
  intro:
    "Every engagement is led by the division that owns the discipline, with the rest of the group on call. Client identities are withheld; the figures are not.",
  labels: {
    caseStudy: "Case study",
    client: "Client",
    industry: "Industry",
    timeline: "Timeline",
    challenge: "The Challenge",
    solution: "Our Solution",
    results: "Key Results",
    deliveredBy: "Delivered by",
  },
};

export const caseStudies: CaseStudy[] = [
  {
    id: "piracy-takedown-marketplace",
    title: "Shutting Down a Piracy Wave Across 10K+ Creator Assets",
    client: "An independent digital art and asset marketplace",
    industry: "Digital Content & Creator Economy",
    timeline: "Emergency takedowns in 24–72 hours, then 12 weeks of monitoring",
    division: "vesperguard",
    challenge:
      "Mirror sites were re-uploading the marketplace's paid brushes, 3D models and texture packs within hours of release. Creators were losing sales, refund requests were climbing, and the marketplace's two-person support team was filing takedown notices by hand, one host at a time.",
    solution:
      "VesperGuard fingerprinted the catalogue, set up continuous monitoring across file lockers, forums and storefront clones, and took over notice filing end to end. Emergency takedowns went out within 24–72 hours of detection, repeat infringers were escalated to their hosts and payment providers, and VesperLegal drafted a clear DMCA policy and creator agreement so every future notice starts from solid ground.",
    results: [
      "10K+ creator assets registered and protected under continuous monitoring",
      "99.8% takedown success rate on filed notices",
      "Emergency takedowns completed within 24–72 hours of detection",
      "Takedown filing moved off the support team's desk entirely",
    ],
  },
  {
    id: "multiplayer-launch-2m-players",
    title: "Scaling a Multiplayer Launch to 2M+ Players",
    client: "A mid-size mobile game studio",
    industry: "Gaming & Interactive Entertainment",
    timeline: "14 weeks from prototype review to launch",
    division: "vespergames",
    challenge:
      "The studio had a hit prototype and a launch date, but its matchmaking and session servers buckled past a few thousand concurrent players in load tests. Players on the far side of the world saw lag spikes, and the in-game economy had no safeguards against duplication exploits.",
    solution:
      "VesperGames rebuilt the multiplayer backend around regional session servers and a matchmaking service that scales out under load, moved the in-game economy to server-authoritative transactions, and ran staged load tests against every release candidate. VesperGuard hardened the launch against cheats and leaked builds, and our team stayed on live operations through the first weeks after release.",
    results: [
      "2M+ players through launch and the first live season",
      "99.99% server uptime across launch week",
      "Sub-100ms matchmaking and session responses in every region served",
      "No economy duplication exploit reached live servers",
    ],
  },
  {
    id: "family-office-tech-portfolio",
    title: "Turning a Cautious Allocation into 300% Portfolio Returns",
    client: "A founder-led family office entering technology",
    industry: "Investment & Private Capital",
    timeline: "6-week diligence sprint, then an ongoing co-investment mandate",
    division: "vesperholdings",
    challenge:
      "The family office wanted exposure to early-stage technology but had no way to judge the products behind the pitch decks. Its first two direct investments had stalled, and it lacked the technical due diligence to tell durable companies from well-presented ones.",
    solution:
      "Vesper Holdings rebuilt the allocation around a co-investment model: every opportunity now passes through technical diligence from our engineering and AI divisions, contract and IP review from VesperLegal, and an operating plan from VIAD before capital moves. Portfolio companies get hands-on support from the divisions that reviewed them.",
    results: [
      "300% returns on the restructured technology portfolio",
      "Co-investing alongside a Vesper Holdings portfolio with 15 exits",
      "Every deal screened by engineering, legal and operations before capital moved",
      "Stalled holdings reviewed, with clear continue-or-exit plans for each",
    ],
  },
  {
    id: "agency-operations-overhaul",
    title: "Rebuilding Delivery Operations for 40% Efficiency Gains",
    client: "A fast-growing digital services agency",
    industry: "Professional Services",
    timeline: "10 weeks",
    division: "viad",
    challenge:
      "The agency had tripled its client list in under a year, and its delivery process had not kept up. Projects lived across spreadsheets, chat threads and three different task tools; deadlines slipped, and leadership could not see which engagements were profitable until invoices went out.",
    solution:
      "VIAD mapped every step from signed contract to final invoice, consolidated the agency onto one project management workflow with standard templates per service line, and built a live dashboard of capacity, margins and risk. We trained the team lead by lead and ran the new process alongside the old one until the switch-over was clean.",
    results: [
      "40% efficiency gain in project delivery",
      "One workflow replacing three task tools and a spreadsheet tracker",
      "Live margin and capacity reporting for every engagement",
      "Every team lead trained and running the new process on their own",
    ],
  },
];

export const caseStudiesCta = {
  title: "Your Project Could Be the Next Case Study",
  body: "Tell us what you are up against. We reply usually within 24 hours with the division that fits and a clear first step.",
  actions: [
    { label: "Contact Our Team", href: "/contact" },
    { label: "See Our Work", href: "/our-work" },
  ] satisfies LinkItem[],
};

export const caseStudiesMeta = {
  title: "Case Studies",
  description:
    "Four Vesper case studies: piracy takedowns, a 2M+ player launch, 300% portfolio returns and 40% efficiency gains, each with challenge, solution and results.",
  path: "/case-studies",
};
