import { canonicalUrl } from "~/lib/meta";
import { sitemapPages } from "~/lib/site-paths";

export function loader() {
  const urls = sitemapPages.map(({ path, lastModified }) => {
    return `  <url><loc>${canonicalUrl(path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
