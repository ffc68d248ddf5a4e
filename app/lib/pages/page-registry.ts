import { divisionIds } from "../../content/divisions.ts";
import type { SectionId } from "../../content/navigation.ts";
import { serviceSlugs } from "../../content/services.ts";
import { newsletterBoxPages, newsletterBoxStates, newsletterLinkStates } from "../contracts/newsletter.ts";
import { breadcrumbTrail, type Crumb } from "./breadcrumbs.ts";
import { accentStops, card, sectionLabel, siteCard, type CardText, type PageCard } from "./page-cards.ts";
import type { SiteContent } from "./site-content.ts";

/**
 * The one description of the site's public pages (docs/product.md#routes). Each kind of page — a
 * fixed page, or a collection such as the divisions, services, docs pages, blog posts, news articles and legal
 * documents — is one entry: its path or path pattern, route module, navigation section, breadcrumb
 * parent, whether unknown ids have a not-found state, and, read from the content, each page's title,
 * description, social card and last-modified date. Everything else is derived from it: the route list
 * (app/routes.ts), the prerender list, the sitemap, the social cards, breadcrumbs, the special pages,
 * and the static server's view of which paths are pages. A new page of an existing kind is a content
 * change; a new kind is one entry here and one route module.
 *
 * This module holds no content itself (the content comes in as `SiteContent`), so the header can
 * import it for the active section without pulling the site's copy into the browser's JavaScript.
 */

/** A page's head, in one shape for every page: what `pageMeta()` (app/lib/pages/meta.ts) turns into tags. */
export interface PageHead {
  /** Canonical path: lower case, no trailing slash. */
  path: string;
  title: string;
  description: string;
  type: "website" | "article";
  card: PageCard;
  breadcrumb: Crumb[];
}

/** What a kind says about one of its pages, read from the content. */
export interface PageText {
  path: string;
  title: string;
  description: string;
  type?: "website" | "article";
  /** The card's words; the section defaults to the kind's navigation section. "site": the brand's own card. */
  card: (CardText & { section?: string }) | "site";
  /** ISO date (YYYY-MM-DD) of the content's last change, where the content has one. */
  lastModified?: string;
}

interface KindBase {
  /** The kind's name, and its route id (a kind whose pages each have a route: `${id}/${slug}`). */
  id: string;
  /** The route module, relative to app/. */
  module: string;
  /** The top-menu item the header highlights on these pages. */
  section?: SectionId;
  /** The page a breadcrumb trail passes through between Home and these pages. */
  parent?: string;
  /** The parent's name in the trail where the menus do not link it (they name the others). */
  parentName?: (content: SiteContent) => string;
}

/** One page at a fixed path. `sameAs`: another address of a page whose head and card it shows (not in the sitemap). */
export interface FixedPage extends KindBase {
  kind: "page";
  path: string;
  sameAs?: string;
  /** The page's words; its path is the entry's own. */
  page?: (content: SiteContent) => Omit<PageText, "path"> & { path?: string };
  /** A page reached only from a link in an e-mail (the newsletter's confirm and unsubscribe pages): not in the sitemap. */
  unlisted?: true;
}

/** Pages under one path pattern ("/divisions/:id"); an unknown id answers 404 with the collection's not-found state. */
export interface Collection extends KindBase {
  kind: "collection";
  path: `/${string}/:${string}`;
  pages: (content: SiteContent) => PageText[];
}

/** Pages at paths of their own ("/privacy", "/terms"), one route each, all rendered by one module. */
export interface Documents extends KindBase {
  kind: "documents";
  pages: (content: SiteContent) => PageText[];
}

/** A file that a resource route writes at build time (feeds, sitemap, robots.txt). */
export interface BuiltFile {
  kind: "file";
  id: string;
  path: string;
  module: string;
}

export type PageKind = FixedPage | Collection | Documents | BuiltFile;

/** "/divisions/:id" → "/divisions". */
function collectionPrefix(pattern: string): string {
  return pattern.slice(0, pattern.lastIndexOf("/"));
}

/** The first sentence of a text: a division's summary. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function newest(dates: readonly string[]): string | undefined {
  return [...dates].sort().at(-1);
}

/** Every kind of page, in the order of the route list; the sitemap lists pages at fixed paths first, then the collections. */
export const pageKinds: readonly PageKind[] = [
  { kind: "page", id: "home", path: "/", module: "routes/home.tsx", section: "home", page: ({ home }) => ({ ...home, card: "site" }) },
  {
    kind: "page",
    id: "about",
    path: "/about",
    module: "routes/about.tsx",
    section: "company",
    page: ({ about }) => ({ ...about, card: { title: about.title } }),
  },
  {
    kind: "page",
    id: "mission",
    path: "/mission",
    module: "routes/mission.tsx",
    section: "company",
    page: ({ mission }) => ({ ...mission, card: { title: mission.title } }),
  },
  {
    kind: "page",
    id: "story",
    path: "/story",
    module: "routes/story.tsx",
    section: "company",
    page: ({ story }) => ({ ...story, type: "article", card: { title: story.title } }),
  },
  {
    kind: "page",
    id: "founder",
    path: "/founder",
    module: "routes/founder.tsx",
    section: "company",
    page: ({ founder }) => ({
      path: founder.path,
      title: founder.title,
      description: founder.description,
      card: { title: founder.title, subtitle: `${founder.person.name}, ${founder.person.title}` },
    }),
  },
  { kind: "page", id: "leadership", path: "/leadership", module: "routes/founder.tsx", section: "company", sameAs: "/founder" },
  { kind: "page", id: "team", path: "/team", module: "routes/team.tsx", section: "company", page: ({ team }) => ({ ...team, card: { title: team.title } }) },
  {
    kind: "page",
    id: "divisions",
    path: "/divisions",
    module: "routes/divisions.tsx",
    section: "divisions",
    page: ({ divisions: { page } }) => ({ ...page.meta, card: { title: page.meta.title, subtitle: page.eyebrow } }),
  },
  {
    kind: "collection",
    id: "division",
    path: "/divisions/:id",
    module: "routes/division.tsx",
    section: "divisions",
    parent: "/divisions",
    pages: ({ divisions }) =>
      divisions.items.map((division) => ({
        path: `/divisions/${division.id}`,
        title: `${division.name}: ${division.subtitle}`,
        description: firstSentence(division.description),
        card: { title: division.name, subtitle: division.subtitle, accent: accentStops.gradient[division.accent] },
      })),
  },
  {
    kind: "page",
    id: "services",
    path: "/services",
    module: "routes/services.tsx",
    section: "services",
    page: ({ services: { page } }) => ({ ...page.meta, path: "/services", card: { title: page.meta.title } }),
  },
  {
    kind: "collection",
    id: "service",
    path: "/services/:serviceId",
    module: "routes/service.tsx",
    section: "services",
    parent: "/services",
    pages: ({ services }) =>
      services.slugs.map((slug) => {
        const service = services.details[slug];
        return {
          path: `/services/${slug}`,
          title: service.title,
          description: service.description,
          card: { title: service.title, subtitle: service.subtitle, accent: accentStops.hue[service.accent] },
        };
      }),
  },
  {
    kind: "page",
    id: "projects",
    path: "/projects",
    module: "routes/projects.tsx",
    section: "labs",
    page: ({ labs }) => ({ ...labs, card: { title: labs.title } }),
  },
  { kind: "page", id: "join", path: "/join", module: "routes/join.tsx", section: "join", page: ({ join }) => ({ ...join, card: { title: join.title } }) },
  {
    kind: "page",
    id: "contact",
    path: "/contact",
    module: "routes/contact.tsx",
    section: "contact",
    page: ({ contact }) => ({ ...contact, card: { title: contact.title } }),
  },
  {
    kind: "page",
    id: "resources",
    path: "/resources",
    module: "routes/resources.tsx",
    section: "resources",
    page: ({ resources }) => ({ ...resources, card: { title: resources.title } }),
  },
  {
    kind: "page",
    id: "docs",
    path: "/docs",
    module: "routes/docs.tsx",
    section: "resources",
    page: ({ docs }) => ({ ...docs.page, card: { title: docs.page.title } }),
  },
  {
    kind: "collection",
    id: "docs-page",
    path: "/docs/:slug",
    module: "routes/docs-page.tsx",
    section: "resources",
    parent: "/docs",
    pages: ({ docs }) =>
      docs.slugs.map((slug) => {
        const page = docs.pages[slug];
        if (!page) throw new Error(`no docs page "${slug}" in the document "docs"`);
        return {
          path: `/docs/${slug}`,
          title: `${page.title} · Docs`,
          description: page.description,
          card: { section: docs.page.title, title: page.title, subtitle: page.category },
        };
      }),
  },
  {
    kind: "page",
    id: "case-studies",
    path: "/case-studies",
    module: "routes/case-studies.tsx",
    section: "resources",
    page: ({ caseStudies }) => ({ ...caseStudies, card: { title: caseStudies.title } }),
  },
  {
    kind: "page",
    id: "blog",
    path: "/blog",
    module: "routes/blog.tsx",
    section: "resources",
    page: ({ blog }) => ({
      ...blog.page.meta,
      card: { title: blog.page.meta.title, subtitle: blog.page.hero.title },
      lastModified: newest(blog.posts.map((post) => post.date)),
    }),
  },
  {
    kind: "collection",
    id: "blog-post",
    path: "/blog/:slug",
    module: "routes/blog-post.tsx",
    section: "resources",
    parent: "/blog",
    parentName: ({ blog }) => blog.page.meta.title,
    pages: ({ blog }) =>
      blog.posts.map((post) => ({
        path: `/blog/${post.slug}`,
        title: post.title,
        description: post.excerpt,
        type: "article" as const,
        card: {
          section: `${blog.page.meta.title} · ${post.category}`,
          title: post.title,
          subtitle: `${blog.formatDate(post.date)} · ${post.author}`,
        },
        lastModified: post.date,
      })),
  },
  {
    kind: "page",
    id: "our-work",
    path: "/our-work",
    module: "routes/our-work.tsx",
    section: "resources",
    page: ({ work }) => ({ ...work, card: { title: work.title } }),
  },
  {
    kind: "page",
    id: "news",
    path: "/news",
    module: "routes/news.tsx",
    section: "resources",
    page: ({ news }) => ({
      ...news.page.meta,
      card: { title: news.page.meta.title, subtitle: news.page.hero.lead },
      lastModified: newest(news.items.map((item) => item.date)),
    }),
  },
  { kind: "file", id: "news-rss", path: "/news/rss.xml", module: "routes/news-rss.ts" },
  {
    kind: "collection",
    id: "news-article",
    path: "/news/:id",
    module: "routes/news-article.tsx",
    section: "resources",
    parent: "/news",
    pages: ({ news }) =>
      news.articles.map((article) => ({
        path: `/news/${article.id}`,
        title: article.title,
        description: article.excerpt,
        type: "article" as const,
        card: {
          section: `${news.page.meta.title} · ${article.category}`,
          title: article.title,
          subtitle: `${news.formatDate(article.date)} · ${article.author}`,
        },
        lastModified: article.date,
      })),
  },
  {
    kind: "documents",
    id: "legal",
    module: "routes/legal.tsx",
    section: "legal",
    pages: ({ legal }) =>
      legal.map((document) => ({
        path: document.path,
        title: document.title,
        description: document.description,
        card: { title: document.title, subtitle: document.lastUpdated ? `Last updated ${document.lastUpdated.label}` : undefined },
        lastModified: document.lastUpdated?.iso,
      })),
  },
  {
    kind: "page",
    id: "newsletter-confirm",
    path: "/newsletter/confirm",
    module: "routes/newsletter-link.tsx",
    section: "resources",
    unlisted: true,
    page: ({ newsletter }) => ({ title: newsletter.confirm.title, description: newsletter.confirm.description, card: "site" }),
  },
  {
    kind: "page",
    id: "newsletter-unsubscribe",
    path: "/newsletter/unsubscribe",
    module: "routes/newsletter-link.tsx",
    section: "resources",
    unlisted: true,
    page: ({ newsletter }) => ({ title: newsletter.unsubscribe.title, description: newsletter.unsubscribe.description, card: "site" }),
  },
  { kind: "file", id: "sitemap", path: "/sitemap.xml", module: "routes/sitemap.ts" },
  { kind: "file", id: "robots", path: "/robots.txt", module: "routes/robots.ts" },
  // Not a public file: the static server reads it to answer moved (301) and removed (410) addresses.
  { kind: "file", id: "moved-pages", path: "/_status/moved-pages.json", module: "routes/moved-pages.ts" },
];

/** One public page with everything the site derives for it. */
export interface RegisteredPage {
  path: string;
  /** The page's kind in `pageKinds`. */
  kind: string;
  head: PageHead;
  card: PageCard;
  lastModified?: string;
  /** False for a second address of another page (/leadership shows /founder): left out of the sitemap and the cards. */
  canonical: boolean /** Left out of the sitemap: a page reached only from an e-mail's link. */;
  unlisted?: true;
}

function register(content: SiteContent, kind: FixedPage | Collection | Documents, text: PageText): RegisteredPage {
  const { navigation } = content;
  const pageCard =
    text.card === "site"
      ? siteCard
      : card(text.path, { ...text.card, section: text.card.section ?? (kind.section ? sectionLabel(navigation, kind.section) : undefined) });
  const head: PageHead = {
    path: text.path,
    title: text.title,
    description: text.description,
    type: text.type ?? "website",
    card: pageCard,
    breadcrumb: breadcrumbTrail(navigation, text.path, pageCard.title, kind.parent, kind.parentName?.(content)),
  };
  return { path: text.path, kind: kind.id, head, card: pageCard, ...(text.lastModified ? { lastModified: text.lastModified } : {}), canonical: true };
}

/**
 * Every public page, derived from the registry and a copy of the content: pages at fixed paths in
 * registry order, then each collection's pages in the content's order (the sitemap's order).
 */
export function registeredPages(content: SiteContent, kinds: readonly PageKind[] = pageKinds): RegisteredPage[] {
  const fixed: RegisteredPage[] = [];
  const collected: RegisteredPage[] = [];
  for (const kind of kinds) {
    if (kind.kind === "page" && kind.page) {
      const page = register(content, kind, { ...kind.page(content), path: kind.path });
      fixed.push(kind.unlisted ? { ...page, unlisted: true } : page);
    }
    if (kind.kind === "documents") fixed.push(...kind.pages(content).map((text) => register(content, kind, text)));
    if (kind.kind === "collection") collected.push(...kind.pages(content).map((text) => register(content, kind, text)));
  }
  // Second addresses show their page's head and card, in their own place in the list.
  const byPath = new Map([...fixed, ...collected].map((page) => [page.path, page]));
  const withAliases: RegisteredPage[] = [];
  for (const kind of kinds) {
    if (kind.kind === "page" && kind.sameAs) {
      const original = byPath.get(kind.sameAs);
      if (!original) throw new Error(`${kind.path} is the same page as ${kind.sameAs}, which is not registered`);
      withAliases.push({ ...original, path: kind.path, kind: kind.id, canonical: false });
    } else if (kind.kind !== "file") {
      withAliases.push(...fixed.filter((page) => page.kind === kind.id));
    }
  }
  return [...withAliases, ...collected];
}

/** One entry of the route list, in the terms of @react-router/dev/routes: app/routes.ts maps these to `route()` and `index()`. */
export interface PageRoute {
  /** Without the leading slash; "" for the index route. */
  path: string;
  module: string;
  id: string;
  index?: true;
}

/** The public part of the route list. Documents read their paths from the content, one route each. */
export function pageRoutes(content: SiteContent, kinds: readonly PageKind[] = pageKinds): PageRoute[] {
  return kinds.flatMap((kind): PageRoute[] => {
    if (kind.kind === "documents") {
      return kind.pages(content).map((page) => ({ path: page.path.slice(1), module: kind.module, id: `${kind.id}${page.path}` }));
    }
    if (kind.path === "/") return [{ path: "", module: kind.module, id: kind.id, index: true }];
    return [{ path: kind.path.slice(1), module: kind.module, id: kind.id }];
  });
}

/** The files the build writes besides pages (feeds, sitemap, robots.txt). */
export const builtFilePaths: string[] = pageKinds.filter((kind) => kind.kind === "file").map((kind) => kind.path);

/** The kind a route of the route list belongs to (its id is the kind's, or `${kind}/…` for documents); undefined for any other route. */
export function kindOfRoute(routeId: string): PageKind | undefined {
  const name = routeId.split("/")[0];
  return pageKinds.find((kind) => kind.id === name);
}

/** The navigation section of the page a route renders (the header highlights it). */
export function sectionOfRoute(routeId: string): SectionId | undefined {
  const kind = kindOfRoute(routeId);
  return kind && kind.kind !== "file" ? kind.section : undefined;
}

/** A state rendered at build time and served with its status: the not-found states and /join's "received" state. */
export interface SpecialPage {
  /** The file under build/client/_status/. */
  file: string;
  /** What is rendered for it. */
  url: string;
  status: number;
  /** For a collection's not-found state: the path its unknown ids start with ("/divisions"). */
  collection?: string;
  /**
   * For a state of a page chosen by its query: the page's path and the query parameter that selects it
   * (served by server/static-site.ts when the request's query has that parameter with that value).
   */
  variantOf?: { path: string; param: string; value: string };
}

/**
 * The contact page's states, each prerendered: after the no-JavaScript inquiry post (post/redirect/get),
 * and one per service and division with that topic chosen in the inquiry form — so a "Start Your Project"
 * link (`/contact?service=web#start`) preselects it with JavaScript off too, and the page needs no
 * script to read its query (decision 026).
 */
const contactVariants: SpecialPage[] = [
  { file: "contact-received.html", url: "/contact?status=received", status: 200, variantOf: { path: "/contact", param: "status", value: "received" } },
  ...serviceSlugs.map((slug) => ({
    file: `contact-service-${slug}.html`,
    url: `/contact?service=${slug}`,
    status: 200,
    variantOf: { path: "/contact", param: "service", value: slug },
  })),
  ...divisionIds.map((id) => ({
    file: `contact-division-${id}.html`,
    url: `/contact?division=${id}`,
    status: 200,
    variantOf: { path: "/contact", param: "division", value: id },
  })),
];

/**
 * The newsletter box's states on /blog and /news after its post without JavaScript (server/subscriptions/doors.ts
 * redirects there, or answers with one), and the confirm and unsubscribe pages' states after their button:
 * prerendered like the contact page's, so the answers are static pages under the same CSP (decision 038).
 */
const newsletterVariants: SpecialPage[] = [
  ...newsletterBoxPages.flatMap((path) =>
    newsletterBoxStates.map((state) => ({
      file: `${path.slice(1)}-newsletter-${state}.html`,
      url: `${path}?newsletter=${state}`,
      status: 200,
      variantOf: { path, param: "newsletter", value: state },
    })),
  ),
  ...(
    [
      ["/newsletter/confirm", newsletterLinkStates.confirmed],
      ["/newsletter/confirm", newsletterLinkStates.invalid],
      ["/newsletter/unsubscribe", newsletterLinkStates.unsubscribed],
      ["/newsletter/unsubscribe", newsletterLinkStates.invalid],
    ] as const
  ).map(([path, state]) => ({
    file: `${path.slice(1).replace("/", "-")}-${state}.html`,
    url: `${path}?status=${state}`,
    status: 200,
    variantOf: { path, param: "status", value: state },
  })),
];

/** The search results page's shell under build/client/_status/. */
export const searchPageFile = "search.html";

/** The site's not-found page, each collection's own, /join after the no-JavaScript post (post/redirect/get), and the contact page's states. */
export const specialPages: SpecialPage[] = [
  { file: "not-found.html", url: "/__not-found", status: 404 },
  ...pageKinds.flatMap((kind) => {
    if (kind.kind !== "collection") return [];
    const prefix = collectionPrefix(kind.path);
    return [{ file: `${prefix.slice(1)}-not-found.html`, url: `${prefix}/__not-found`, status: 404, collection: prefix }];
  }),
  { file: "join-received.html", url: "/join?status=received", status: 200 },
  // The search's results page without results: server/search/search-page.ts fills it per request.
  { file: searchPageFile, url: "/search", status: 200 },
  ...contactVariants,
  ...newsletterVariants,
];
