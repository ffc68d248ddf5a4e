import type { NewsArticle, NewsBrief, NewsCategory, NewsItem } from "./schemas/news.ts";

/**
 * News (docs/product.md#news). Every item is listed on /news; only the two articles (ids 1 and 2)
 * have a page of their own at /news/{id}, so the other items are short briefs shown in full on the list,
 * without a link. `content` of an article is Markdown, turned into HTML by app/lib/markdown.server.ts
 * (raw HTML in it shows as text). Headings start at `##`: the page's h1 is the article's title.
 * Cover images are local WebP files drawn by scripts/render-images.ts.
 */

export type { NewsArticle, NewsBrief, NewsCategory, NewsItem } from "./schemas/news.ts";

export const newsCategories = ["Product Launch", "Technology", "Security", "Gaming", "Investment"] as const;

export const newsItems: NewsItem[] = [
  {
    kind: "article",
    id: 1,
    title: "NoxGPT Launches This Summer with Three Tiers of Access",
    excerpt:
      "Our conversational AI platform opens in summer 2025 with three tiers, from a lightly filtered regular tier to a fully uncensored tier behind age verification, and one rule for everyone: 18+ only.",
    date: "2025-06-16",
    category: "Product Launch",
    featured: true,
    image: {
      src: "/images/news/noxgpt-launch.webp",
      alt: "Abstract neon artwork: a bright core ringed by three circles of linked magenta, violet and cyan nodes",
      width: 1200,
      height: 630,
    },
    tags: ["NoxGPT", "AI Platform", "Launch", "Responsible Use"],
    author: "Elias Vance",
    authorType: "Person",
    authorRole: "Founder & CEO",
    readTime: "5 min read",
    content: `NoxGPT, the conversational AI platform built by our NoxGPT division on research from the Nexus lab, opens in **summer 2025**. It is the product Vesper was founded to build: a capable assistant that treats adults as adults, with the guard rails set by the person using it rather than hidden from them.

## Three tiers, chosen by you

Every NoxGPT account runs on the same model. What changes between tiers is how much filtering sits between you and its answers:

- **Regular** — light filtering. The default for everyday writing, research, coding and study.
- **Unfiltered** — minimal restrictions, for researchers, writers and professionals who need straight answers on difficult subjects.
- **Uncensored** — fully uncensored. Available only after age verification and acceptance of our responsible-use agreement.

You can move between tiers you are verified for at any time, and the tier in use is always shown in the conversation. Nobody is moved to a less filtered tier without asking for it.

## 18+ from day one

The whole platform is for adults aged 18 and over. Both unfiltered modes add an extra age-verification step on top of that, and the uncensored tier also requires the responsible-use agreement to be accepted before the first message. We would rather lose a sign-up than serve the wrong audience.

## What happens before launch

Each tier is going through evaluation at Nexus, our AI research lab: red-team prompts, consistency checks between tiers and load tests against the targets we publish, **99.99% uptime and sub-100ms responses**. When a tier does not behave the way this article describes, it does not ship.

NoxGPT is the first half of our AI platform. The second, Nexila, is our proprietary language model for enterprises and is scheduled for 2026, when it becomes the enterprise standard of the platform.

## How to get involved

Teams that want NoxGPT inside their own product can plan an integration through our [AI Solutions service](/services/ai). Everything we have announced about the division is on the [NoxGPT page](/divisions/noxgpt), and for anything else, [talk to us](/contact).`,
  },
  {
    kind: "article",
    id: 2,
    title: "VesperGuard Passes 10,000 Protected Assets",
    excerpt:
      "Our takedown and DMCA division now watches over more than 10,000 creative assets for its clients, with emergency takedowns filed within 24 to 72 hours and a 99.8% success rate on the notices it sends.",
    date: "2025-06-05",
    category: "Security",
    featured: true,
    image: {
      src: "/images/news/vesperguard-10k.webp",
      alt: "Abstract neon artwork: a cyan honeycomb grid with a bright cluster of hexagons at its centre",
      width: 1200,
      height: 630,
    },
    tags: ["VesperGuard", "DMCA", "Takedowns", "Milestone"],
    author: "VesperGuard Team",
    authorType: "Organization",
    authorRole: "Takedowns & DMCA Protection",
    readTime: "4 min read",
    content: `VesperGuard, the Vesper division for takedowns, DMCA protection and legal operations, now monitors **more than 10,000 assets** for its clients: illustrations, game builds, music, courses, software and the brand assets that hold them together.

## What a protected asset means

An asset counts once it has been fingerprinted and added to continuous monitoring across marketplaces, file hosts, social platforms and search results. From that point, new copies are flagged for review within hours of going live, and every confirmed infringement is filed, tracked and checked again until it stays down.

## Emergency takedowns in 24 to 72 hours

Leaks before a launch cannot wait for a weekly report. For emergencies, VesperGuard works to a window of **24 to 72 hours** from the first report to the notices being filed with every host involved, with updates to the client throughout.

1. Verify the leak and the client's rights in the material.
2. Capture evidence: URLs, copies, timestamps and hosting details.
3. File DMCA notices with hosts, platforms and registrars.
4. Escalate repeat infringers and handle counter-notices with VesperLegal.
5. Re-check every removed copy so it does not come back under a new address.

## Notices that stick

Across the notices VesperGuard has filed, **99.8%** have led to the content being removed. The rest are where counter-notices begin, and where our legal division takes over the case file.

> Every number here is a creator who got their work back. The next ten thousand start with a single report.

## Protect your work

See what the division offers on the [VesperGuard page](/divisions/vesperguard), read how we handle notices in our [DMCA policy](/dmca), or request an emergency takedown through our [DMCA service](/services/dmca). If something of yours is being copied right now, [contact us](/contact).`,
  },
  {
    kind: "brief",
    id: 3,
    title: "Nexus AI Research Lab Opens Alongside NoxGPT",
    excerpt:
      "Nexus, the research lab behind our AI platform, launches in summer 2025 with model evaluation, safety testing and research partnerships open to clients.",
    date: "2025-06-02",
    category: "Product Launch",
    featured: false,
    image: {
      src: "/images/news/nexus-lab.webp",
      alt: "Abstract neon artwork: a constellation of sky-blue nodes linked by fine lines around a glowing centre",
      width: 800,
      height: 450,
    },
    tags: ["Nexus", "AI Research"],
  },
  {
    kind: "brief",
    id: 4,
    title: "Security Audits Now Open to Every Client",
    excerpt:
      "Our security engineers now audit web, AI and game projects: access control, encryption at rest and in transit, and incident readiness, delivered as a written report with a fix list.",
    date: "2025-05-12",
    category: "Security",
    featured: false,
    image: {
      src: "/images/news/security-audits.webp",
      alt: "Abstract neon artwork: nested teal hexagon outlines around a glowing core on a dark field",
      width: 800,
      height: 450,
    },
    tags: ["Security", "Audits"],
  },
  {
    kind: "brief",
    id: 5,
    title: "Nexila, Our Enterprise Language Model, Set for 2026",
    excerpt:
      "Nexila, the proprietary language model for enterprises, is in development for a 2026 launch as the enterprise standard of the Vesper AI platform.",
    date: "2025-04-28",
    category: "Technology",
    featured: false,
    image: {
      src: "/images/news/nexila-2026.webp",
      alt: "Abstract neon artwork: right-angled violet and cyan circuit traces around a glowing chip",
      width: 800,
      height: 450,
    },
    tags: ["Nexila", "Enterprise AI"],
  },
  {
    kind: "brief",
    id: 6,
    title: "VesperGames Opens Its Studio to Client Projects",
    excerpt:
      "Multiplayer experiences for the game platform and builds on the game engine, from prototype to live operations: platform projects start at $3,000 and run 6-16 weeks.",
    date: "2025-04-02",
    category: "Gaming",
    featured: false,
    image: {
      src: "/images/news/vespergames-studio.webp",
      alt: "Abstract neon artwork: a glowing perspective grid running to a mountain horizon under a striped sunset sun",
      width: 800,
      height: 450,
    },
    tags: ["VesperGames", "Game Development"],
  },
  {
    kind: "brief",
    id: 7,
    title: "Vesper Holdings Begins Backing Technical Founders",
    excerpt:
      "Our investment arm backs early-stage companies in security, AI and games, with technical, legal and operational diligence from the divisions that will support them after the deal.",
    date: "2025-03-04",
    category: "Investment",
    featured: false,
    image: {
      src: "/images/news/vesper-holdings.webp",
      alt: "Abstract neon artwork: amber bars rising left to right beneath a glowing trend line",
      width: 800,
      height: 450,
    },
    tags: ["Vesper Holdings", "Investment"],
  },
  {
    kind: "brief",
    id: 8,
    title: "Vesper Launches with Nine Specialised Divisions",
    excerpt:
      "VesperGuard, NoxGPT, Nexus, Nexila, VesperGames, VIAD, VesperLegal, Vesper Holdings and VComm: one technology group, founded in 2025, with one team and one standard.",
    date: "2025-01-20",
    category: "Technology",
    featured: false,
    image: {
      src: "/images/news/vesper-founded.webp",
      alt: "Abstract neon artwork: nine glowing circuit paths in cyan and magenta converging on a single point",
      width: 800,
      height: 450,
    },
    tags: ["Company", "Divisions"],
  },
];

export const newsArticles: NewsArticle[] = newsItems.filter((item): item is NewsArticle => item.kind === "article");

/** The ids that have a page at /news/{id}; prerendering and the sitemap read this. */
export const articleIds: readonly number[] = newsArticles.map((article) => article.id);

export function findArticle(id: string): NewsArticle | undefined {
  // Only the canonical spelling of an id matches: /news/01 and /news/1.0 are not articles.
  return /^[1-9]\d*$/.test(id) ? newsArticles.find((article) => article.id === Number(id)) : undefined;
}

/** "June 16, 2025" for an ISO date, the same on the server and in every browser. */
export function formatNewsDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}

export const newsPage = {
  meta: {
    title: "News",
    description:
      "Vesper news: the NoxGPT launch this summer, VesperGuard's takedown milestones, new studio and investment openings, and updates from all nine divisions.",
    path: "/news",
  },
  hero: {
    eyebrow: "Newsroom",
    title: "Vesper News",
    lead: "Launches, milestones and announcements from all nine divisions, as they happen.",
  },
  filters: {
    label: "Filter news by category",
    allLabel: "All",
    /** Spoken after each count: "Security, 2 stories". */
    countNoun: "stories",
    countNounOne: "story",
    showingAll: "Showing all {count} stories",
    showingCategory: "Showing {count} {noun} in {category}",
    noScriptNote: "All stories are shown. Category filters work once JavaScript is enabled.",
    emptyTitle: "No stories in this category yet",
    emptyMessage: "Nothing has been published under this category. Choose All to see every story.",
  },
  featured: {
    title: "Featured Stories",
    readMore: "Read the full story",
  },
  recent: {
    title: "Recent News",
    intro: "Shorter updates, shown here in full.",
  },
  cta: {
    title: "See the Work Behind the Headlines",
    body: "The projects, figures and divisions these stories come from, or a direct line to the team.",
    actions: [
      { label: "View Our Work", href: "/our-work" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  feed: { title: "Vesper News", description: "Launches, milestones and announcements from Vesper's nine divisions.", path: "/news/rss.xml" },
};

export const newsArticlePage = {
  labels: {
    by: "By",
    share: "Share",
    tags: "Tags",
    linkCopiedTitle: "Link copied",
    linkCopiedBody: "The link to this article is on your clipboard.",
    copyFailedTitle: "Copy this link",
  },
  links: [
    { label: "Back to News", href: "/news" },
    { label: "View Our Work", href: "/our-work" },
  ],
  notFound: {
    title: "Article Not Found",
    message: "The requested news article could not be found.",
    backLabel: "Back to News",
    backHref: "/news",
  },
};
