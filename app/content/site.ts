/**
 * The site's settings are the document "site" (app/content/site.json; schema: schemas/site.ts): brand,
 * public URL, addresses, social links. The values shipped are placeholders on reserved example domains.
 * Their identity part is read through app/lib/pages/site-identity.ts.
 */

export type { SiteSettings, SocialLink } from "./schemas/site.ts";

export function mailto(address: string): string {
  return `mailto:${address}`;
}
