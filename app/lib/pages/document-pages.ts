import type { DocumentId } from "../../content/documents.ts";
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
