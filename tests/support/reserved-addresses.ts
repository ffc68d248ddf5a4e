/** The site's own addresses as an attacker would spell them: what the schema and the server tests try (issue 32). */

/** Addresses the site owns: the ones an editor took over in the attack (issue 32), and one of every other kind. */
export const reservedExamples = [
  "/admin",
  "/admin/login",
  "/admin/team",
  "/admin/reset-password",
  "/admin/invite",
  "/admin/content",
  "/admin/content/redirects",
  "/api/contact",
  "/healthz",
  "/assets/entry.client-abc.js",
  "/media/photo.webp",
  "/social/site.png",
  "/images/blog/zero-trust.webp",
  "/news/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
  "/_status/moved-pages.json",
  "/",
  "/about",
  "/news",
  "/leadership",
];

/** The spellings routing reads as `address` (app/content/schemas/request-path.ts): case, trailing slash, dot segments, encodings, double slashes. */
export function spellingsOf(address: string): string[] {
  const rest = address.slice(1);
  const spellings = [
    address,
    address.toUpperCase(),
    `${address}/`,
    `/${address}`,
    `/./${rest}`,
    `/news/../${rest}`,
    `/news/%2e%2e/${rest}`,
    `/%2E/${rest}`,
    `/news%2F..%2F${rest}`,
    address.replaceAll("/", "\\"),
    address.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    rest.includes("/") ? `/${rest.replaceAll("/", "%2F")}` : `/x/..%2F${rest}`,
    `${address === "/" ? "" : address}.data`,
  ];
  return [...new Set(spellings)];
}
