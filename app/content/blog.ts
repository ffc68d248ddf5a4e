/**
 * The blog page `/blog` (docs/product.md#blog): six posts (one featured), the category filters and
 * the newsletter box. Filters and the newsletter send nothing: the newsletter has not
 * launched, and the copy below says so. Cover images are local WebP files drawn by
 * scripts/render-images.ts (run it again after adding a post).
 */

import type { BlogPost } from "./schemas/blog.ts";

export type { BlogPost } from "./schemas/blog.ts";

export const blogCategories = ["Cybersecurity", "AI Research", "Game Development", "Legal Tech", "DevOps"] as const;

export type BlogCategory = (typeof blogCategories)[number];

export const blogPosts: BlogPost[] = [
  {
    slug: "noxgpt-three-tiers",
    title: "Three Tiers, One Model: How We Are Building NoxGPT's Access Levels",
    excerpt:
      "NoxGPT opens this summer with a regular tier with light filtering, an unfiltered tier with minimal restrictions and a fully uncensored tier behind age verification and a responsible-use agreement. This is how Nexus tests each level against the behaviour we promise before a single account is opened, and why the 18+ rule applies to all three.",
    author: "Elias Vance",
    authorRole: "Founder & CEO",
    date: "2025-06-09",
    category: "AI Research",
    readTime: "9 min read",
    image: {
      src: "/images/blog/noxgpt-three-tiers.webp",
      alt: "Abstract neon artwork: three concentric rings of glowing violet and cyan nodes linked by fine lines on a dark field",
      width: 1200,
      height: 630,
    },
    featured: true,
  },
  {
    slug: "emergency-takedown-playbook",
    title: "Hour by Hour: How a 72-Hour Emergency Takedown Runs",
    excerpt:
      "A leak does not wait for office hours. VesperGuard's emergency playbook, step by step: fingerprinting the asset, capturing evidence, notifying hosts and registrars, and the follow-up checks that stop copies from quietly coming back.",
    author: "VesperGuard Team",
    authorRole: "Takedowns & DMCA Protection",
    date: "2025-05-27",
    category: "Cybersecurity",
    readTime: "7 min read",
    image: {
      src: "/images/blog/emergency-takedown-playbook.webp",
      alt: "Abstract neon artwork: a honeycomb of cyan hexagons with one bright cluster and a horizontal scan line",
      width: 800,
      height: 450,
    },
    featured: false,
  },
  {
    slug: "live-economies-launch-week",
    title: "Building Game Economies That Survive Launch Week",
    excerpt:
      "Item sinks, drop rates and trading limits decide whether an in-game economy lasts a month or a year. The rules of thumb VesperGames applies before the first player logs in, and the telemetry we watch once thousands do.",
    author: "VesperGames Studio",
    authorRole: "Game Development",
    date: "2025-05-08",
    category: "Game Development",
    readTime: "8 min read",
    image: {
      src: "/images/blog/live-economies-launch-week.webp",
      alt: "Abstract neon artwork: a striped amber sun sinking behind violet ridges above a glowing perspective grid",
      width: 800,
      height: 450,
    },
    featured: false,
  },
  {
    slug: "zero-trust-habit",
    title: "Zero Trust Is a Habit, Not a Product",
    excerpt:
      "AES-256 at rest and in transit, short-lived JWTs, scheduled key rotation and hardware security modules: what each control actually stops, what it does not, and the order we roll them out for a client starting from scratch.",
    author: "Elias Vance",
    authorRole: "Founder & CEO",
    date: "2025-04-22",
    category: "Cybersecurity",
    readTime: "6 min read",
    image: {
      src: "/images/blog/zero-trust-habit.webp",
      alt: "Abstract neon artwork: nested cyan hexagon outlines around a glowing core, crossed by a scan line",
      width: 800,
      height: 450,
    },
    featured: false,
  },
  {
    slug: "contracts-as-code",
    title: "Contracts as Code: Where Automation Helps VesperLegal, and Where It Stops",
    excerpt:
      "Clause libraries and automated checks turn NDAs and service agreements around in hours instead of days. IP filings and compliance calls still get a specialist's full review. Where we draw that line, and why we will not move it.",
    author: "VesperLegal Team",
    authorRole: "Contracts, IP & Compliance",
    date: "2025-04-10",
    category: "Legal Tech",
    readTime: "5 min read",
    image: {
      src: "/images/blog/contracts-as-code.webp",
      alt: "Abstract neon artwork: a row of tall amber columns beneath a balance beam with two rose arcs",
      width: 800,
      height: 450,
    },
    featured: false,
  },
  {
    slug: "chasing-four-nines",
    title: "Chasing 99.99%: The Deployment Pipeline Behind Our Platforms",
    excerpt:
      "Blue-green releases, health checks that gate every rollout and alerts tuned to sub-100ms response targets. How we ship several times a week across nine divisions without waking anyone up at 3 a.m.",
    author: "Vesper Platform Team",
    authorRole: "Infrastructure & Delivery",
    date: "2025-03-18",
    category: "DevOps",
    readTime: "7 min read",
    image: {
      src: "/images/blog/chasing-four-nines.webp",
      alt: "Abstract neon artwork: green and cyan pipelines flowing left to right through glowing junction nodes",
      width: 800,
      height: 450,
    },
    featured: false,
  },
];

export const blogPage = {
  meta: {
    title: "Blog",
    description:
      "Field notes from Vesper's nine divisions: cybersecurity playbooks, AI research behind NoxGPT, game development, legal tech and the DevOps that keeps it all up.",
    path: "/blog",
  },
  hero: {
    eyebrow: "The Vesper Blog",
    title: "Field Notes from Nine Divisions",
    lead:
      "What we learn building AI, protecting creators, shipping games and running the contracts behind them, written by the people doing the work.",
  },
  posts: {
    eyebrow: "Latest posts",
    title: "From the Team",
    filterLabel: "Filter posts by category",
    allLabel: "All",
    featuredLabel: "Featured",
    byLabel: "By",
    /** "{count} posts" / "{count} post" in {category} — announced politely when a filter changes. */
    countNoun: "posts",
    countNounOne: "post",
    showingAll: "Showing all {count} posts",
    showingCategory: "Showing {count} {noun} in {category}",
    emptyTitle: "Nothing here yet",
    emptyMessage:
      "We have not published a post in this category yet. Pick another topic, or choose All to see every post.",
    /** Without JavaScript the filters cannot run: every post is shown, and this says so. */
    noScriptNote: "All posts are shown. Category filters work once JavaScript is enabled.",
  },
  newsletter: {
    eyebrow: "Newsletter",
    title: "Get the Field Notes by Email",
    intro:
      "One email when a new post goes up, from all nine divisions. No tracking pixels, no selling your address.",
    label: "Email address",
    placeholder: "you@company.com",
    button: "Subscribe",
    /** Always visible: the honest state of the newsletter, with or without JavaScript. */
    note: "The newsletter has not launched yet, so this form does not send or store your address anywhere.",
    /** "Until it launches, follow the {News page} or its {RSS feed}." */
    follow: { before: "Until it launches, follow the", between: "or its", after: "." },
    newsLink: { label: "News page", href: "/news" },
    feedLink: { label: "RSS feed", href: "/news/rss.xml" },
    invalidMessage: "Please enter a valid email address",
    invalidNoticeTitle: "Check your email address",
    notLaunchedTitle: "The newsletter has not launched yet",
    notLaunchedBody:
      "Nothing was sent and your address was not stored. Follow the News page or its RSS feed until the newsletter launches.",
  },
};

export type BlogPageCopy = typeof blogPage;
