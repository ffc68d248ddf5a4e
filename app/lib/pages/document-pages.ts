import type { ContentDocuments, DocumentId } from "../../content/documents.ts";
import { diffDocuments } from "../editor/content-diff.ts";
import type { SiteIndex } from "./site-paths.ts";

/**
 * The pages a document shows on, for the editor's preview: by the page registry's kinds
 * (app/lib/pages/page-registry.ts), so a new division, article or blog post is previewable without a change here.
 * A publish re-renders every page anyway; this only picks what to show first.
 */
const kindsOf: Record<DocumentId, string[]> = {
  home: ["home"],
  about: ["about"],
  mission: ["mission"],
  roadmap: ["mission"],
  story: ["story"],
  founder: ["founder", "about"],
  team: ["team"],
  join: ["join"],
  contact: ["contact"],
  resources: ["resources"],
  "our-work": ["our-work"],
  "not-found": [],
  divisions: ["divisions", "division"],
  services: ["services", "service"],
  labs: ["projects"],
  "case-studies": ["case-studies"],
  testimonials: ["home"],
  blog: ["blog", "blog-post"],
  news: ["news", "news-article"],
  docs: ["docs", "docs-page"],
  "legal/privacy": [],
  "legal/terms": [],
  "legal/cookies": [],
  "legal/dmca": [],
  "legal/copyright": [],
  "legal/refunds": [],
  "legal/disclaimer": [],
  navigation: ["home", "about"],
  site: ["home", "contact"],
  redirects: [],
};

const legalPaths: Partial<Record<DocumentId, string>> = {
  "legal/privacy": "/privacy",
  "legal/terms": "/terms",
  "legal/cookies": "/cookies",
  "legal/dmca": "/dmca",
  "legal/copyright": "/copyright",
  "legal/refunds": "/refunds",
  "legal/disclaimer": "/disclaimer",
};

/** The documents whose content a page shows (the menus and site settings aside, which every page shows). */
export function documentsOnPage(page: { kind: string; path: string }): DocumentId[] {
  return (Object.keys(kindsOf) as DocumentId[]).filter((id) =>
    legalPaths[id] ? legalPaths[id] === page.path : id !== "navigation" && id !== "site" && id !== "redirects" && kindsOf[id].includes(page.kind),
  );
}

export function documentPages(id: DocumentId, index: SiteIndex): string[] {
  if (id === "not-found") return ["/this-page-does-not-exist"];
  const legal = legalPaths[id];
  if (legal) return [legal];
  const kinds = kindsOf[id];
  return index.pages.filter((page) => page.canonical && kinds.includes(page.kind)).map((page) => page.path);
}

/**
 * Where a document keeps the items that have a page of their own (the registry's collections), and which
 * page an item has: `items`, the list or the group keyed by slug; `pageOf`, an item's address (by its key in
 * the group, or its own id or slug); `shared`, the words every item's page shows (labels, back link).
 * An item whose address is not a page of the draft (a news brief, an item taken away) has none.
 */
type ItemPages = {
  [Id in DocumentId]?: {
    items: keyof ContentDocuments[Id] & string;
    pageOf: (key: string | number, item: Record<string, unknown>) => string;
    shared?: keyof ContentDocuments[Id] & string;
  };
};

const itemPages: ItemPages = {
  divisions: { items: "divisions", pageOf: (_, item) => `/divisions/${String(item.id)}`, shared: "divisionPage" },
  services: { items: "serviceDetails", pageOf: (slug) => `/services/${slug}`, shared: "serviceDetailPage" },
  docs: { items: "docsPages", pageOf: (slug) => `/docs/${slug}`, shared: "docsBackLink" },
  blog: { items: "blogPosts", pageOf: (_, item) => `/blog/${String(item.slug)}`, shared: "blogPostPage" },
  news: { items: "newsItems", pageOf: (_, item) => `/news/${String(item.id)}`, shared: "newsArticlePage" },
};

function child(value: unknown, key: string | number | undefined): unknown {
  return key !== undefined && value !== null && typeof value === "object" && Object.hasOwn(value, key)
    ? (value as Record<string | number, unknown>)[key]
    : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * The pages of a draft on which its change from the published document shows, the most particular first:
 * the preview opens on the first. `pages`: the draft's pages (`documentPages` on the draft's site). A change
 * inside an item with a page of its own (a service's price, a new article) shows on that item's page; one to
 * the words every item's page shares, on the first item's page; any other (a list's heading, a news brief,
 * an item taken away), on the document's first page that is no item's. Empty when nothing changed.
 * By the fields that changed, not by rendering: a price shown on the list page too is still its service's.
 */
export function pagesShowingChange(id: DocumentId, published: unknown, draft: unknown, pages: readonly string[]): string[] {
  const rule = itemPages[id] as { items: string; pageOf: (key: string | number, item: Record<string, unknown>) => string; shared?: string } | undefined;
  const listed = new Set(pages);
  const items = rule ? child(draft, rule.items) : undefined;
  const itemPagePaths = new Set<string>();
  if (rule && items !== null && typeof items === "object") {
    for (const [key, item] of Object.entries(items)) if (isRecord(item)) itemPagePaths.add(rule.pageOf(Array.isArray(items) ? Number(key) : key, item));
  }
  const ownPage = pages.find((path) => !itemPagePaths.has(path)) ?? pages[0];
  const firstItemPage = pages.find((path) => itemPagePaths.has(path));
  const particular: string[] = [];
  const general: string[] = [];
  for (const { path } of diffDocuments(published, draft)) {
    const [top, key] = path;
    if (rule && top === rule.items && key !== undefined) {
      const item = [child(child(draft, top), key), child(child(published, top), key)].find(isRecord);
      const page = item ? rule.pageOf(key, item) : undefined;
      if (page && listed.has(page) && itemPagePaths.has(page)) {
        particular.push(page);
        continue;
      }
    }
    const page = rule && top === rule.shared ? (firstItemPage ?? ownPage) : ownPage;
    if (page) general.push(page);
  }
  return [...new Set([...particular, ...general])];
}
