import { allPagePaths } from "../../app/lib/pages/site-paths";
import { expect, test } from "./fixtures";

// Follows every internal link of every page in the production build. A link must reach its page
// directly: no 404, no not-found state, and no redirect (links use the canonical lower-case path).
test("no page links to a missing or non-canonical page", async ({ request }) => {
  test.setTimeout(180_000);
  const linkedFrom = new Map<string, string>(allPagePaths.map((path) => [path, "(page list)"]));
  const checked = new Set<string>();
  const broken: string[] = [];
  const queue = [...allPagePaths];
  const linksOf = (html: string) =>
    [...html.matchAll(/<a\s[^>]*href="([^"#?]*)[^"]*"/g)]
      .map((match) => (match[1] as string).replaceAll("&amp;", "&"))
      .filter((href) => href.startsWith("/") && !href.startsWith("//"));

  while (queue.length) {
    const path = queue.shift() as string;
    if (checked.has(path)) continue;
    checked.add(path);
    const res = await request.get(path, { maxRedirects: 0 });
    const html = await res.text();
    if (res.status() !== 200 || /PAGE_NOT_FOUND|Not Found<\/h1>/.test(html)) {
      broken.push(`${linkedFrom.get(path)} links ${path} → ${res.status()}`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const href of linksOf(html)) {
      if (!linkedFrom.has(href)) linkedFrom.set(href, path);
      if (!checked.has(href)) queue.push(href);
    }
  }
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThanOrEqual(allPagePaths.length);
});
