import shipped from "../../content/site.json" with { type: "json" };

/**
 * The site's identity — name, public address, legal name, logo, founding year — from the shipped site
 * settings (app/content/site.json). It is deployment configuration, not editorial content
 * (docs/decisions/014-content-documents.md): meta tags, social cards, structured data, mails and the
 * build read it here; the editor shows it without changing it.
 */
export const siteIdentity = {
  name: shipped.site.name,
  legalName: shipped.site.legalName,
  url: shipped.site.url,
  /** The logo search engines show for the company: the site's mark (public/favicon.svg) drawn at build time. */
  logo: shipped.site.logo,
  foundedYear: shipped.site.foundedYear,
};

/** A page's title as its <title> and link previews show it: the site's name after it, before it on the home page. */
export function fullPageTitle(title: string, path: string): string {
  return path === "/" ? `${siteIdentity.name} | ${title}` : `${title} | ${siteIdentity.name}`;
}
