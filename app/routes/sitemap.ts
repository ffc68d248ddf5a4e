import { pageLastModified } from "~/lib/last-modified";
import { canonicalUrl } from "~/lib/meta";
import { allPagePaths } from "~/lib/site-paths";

// /leadership shows the founder page whose canonical URL is /founder, so it is not listed twice.
const listed = allPagePaths.filter((path) => path !== "/leadership");

export function loader() {
  const urls = listed.map((path) => {
    const lastModified = pageLastModified(path);
    return `  <url><loc>${canonicalUrl(path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
