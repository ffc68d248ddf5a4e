import type { MetaDescriptor } from "react-router";
import { fullPageTitle, siteIdentity as site } from "./site-identity.ts";
import type { PageHead } from "./page-registry.ts";
import { siteCardImage, type SocialCardImage } from "./social-card.ts";
import { breadcrumbData, jsonLd } from "./structured-data.ts";

/**
 * The one metadata helper: title, description, canonical URL, Open Graph and Twitter tags with the
 * page's social card, and the page's breadcrumb trail as structured data. Every page's head comes from
 * the page registry (app/lib/pages/page-registry.ts) in this one shape.
 */
export function pageMeta({ title, description, path, type, card, breadcrumb }: PageHead): MetaDescriptor[] {
  const fullTitle = fullPageTitle(title, path);
  const url = canonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...socialImageMeta(card.image),
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(path === "/" ? [] : [jsonLd(breadcrumbData(breadcrumb))]),
  ];
}

/** A page that does not exist: its title, no indexing, and the site card for anyone who shares the link anyway. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  // No robots "noindex": the 404 status already keeps these pages out of search results.
  return [{ title: `${title} | ${site.name}` }, ...socialImageMeta(siteCardImage)];
}

/** Open Graph and Twitter image tags of one card; absolute URLs, as the crawlers of link previews require. */
function socialImageMeta(image: SocialCardImage): MetaDescriptor[] {
  const src = `${site.url}${image.src}`;
  return [
    { property: "og:image", content: src },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: src },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

export function canonicalUrl(path: string): string {
  const clean = path.toLowerCase().replace(/\/+$/, "");
  return `${site.url}${clean || "/"}`;
}
