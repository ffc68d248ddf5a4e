import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Canonical path: lower case, no trailing slash. */
  path: string;
  type?: "website" | "article";
}

/** The one metadata helper: title, description, canonical URL, Open Graph and Twitter tags. */
export function pageMeta({ title, description, path, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const url = canonicalUrl(path);
  const image = `${site.url}/og-image.png`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

export function canonicalUrl(path: string): string {
  const clean = path.toLowerCase().replace(/\/+$/, "");
  return `${site.url}${clean || "/"}`;
}
