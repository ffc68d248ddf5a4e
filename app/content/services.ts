import type { ServicesContent, ServiceSummary } from "./schemas/services.ts";

/**
 * Services (docs/product.md#services): summary cards on /services, detail pages on /services/{slug}.
 * Their words live in services.json (the "services" document, app/content/documents.ts); the shapes
 * are the schemas in schemas/services.ts. A service's name, icon, accent, price and timeline are
 * stored once, in its `serviceDetails` entry: change a figure there and every page that shows it
 * follows. This module keeps the slugs and the helpers that read the document.
 */

export type { ProcessStep, ServiceDetail, ServicesContent, ServiceSummary } from "./schemas/services.ts";

/** The code's, not the editor's: each is a page's address (/services/{slug}), in the registry's order. */
export const serviceSlugs = ["web", "games", "ai", "dmca", "legal", "business"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

/** The cards of /services, in the order they are shown, each with its service's name, icon and accent. */
export function serviceSummaries(content: Pick<ServicesContent, "serviceSummaries" | "serviceDetails">): ServiceSummary[] {
  return content.serviceSummaries.map((card) => {
    const { title, icon, accent } = content.serviceDetails[card.slug];
    return { slug: card.slug, title, icon, accent, subtitle: card.subtitle, description: card.description, features: card.features };
  });
}
