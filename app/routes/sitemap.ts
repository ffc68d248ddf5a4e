import { canonicalUrl } from "~/lib/pages/meta";
import { siteOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/sitemap";

/** Every canonical page of this render's content, with the date its content last changed. */
export function loader({ context }: Route.LoaderArgs) {
  const urls = siteOf(context).sitemapPages.map(({ path, lastModified }) => {
    return `  <url><loc>${canonicalUrl(path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
