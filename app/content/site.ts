import shipped from "./site.json" with { type: "json" };

/**
 * The site's settings are the document "site" (app/content/site.json; schema: schemas/site.ts): brand,
 * public URL, addresses, social links. The values shipped are placeholders on reserved example domains.
 */

/**
 * The site's identity — name, public address, legal name, logo, founding year — is deployment
 * configuration, not editorial content (docs/decisions/014-content-documents.md): meta tags, social
 * cards and structured data read it from the shipped settings; the editor shows it without changing it.
 */
export const siteIdentity = {
  name: shipped.site.name,
  legalName: shipped.site.legalName,
  url: shipped.site.url,
  /** The logo search engines show for the company: the site's mark (public/favicon.svg) drawn at build time. */
  logo: shipped.site.logo,
  foundedYear: shipped.site.foundedYear,
};

export type { SocialLink } from "./schemas/site.ts";

export function mailto(address: string): string {
  return `mailto:${address}`;
}
