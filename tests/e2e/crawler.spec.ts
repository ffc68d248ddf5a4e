import { allPagePaths } from "../../app/lib/site-paths";
import { expect, test } from "./fixtures";

// Follows every internal link of every page in the production build: none may 404 or land on a
// not-found state.
test("no page links to a missing page", async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  const brokenFrom: string[] = [];
  const queue = [...allPagePaths];
  const linksOf = (html: string) =>
    [...html.matchAll(/<a\s[^>]*href="([^"#?]*)[^"]*"/g)].map((m) => m[1] as string).filter((href) => href.startsWith("/") && !href.startsWith("//"));

  while (queue.length) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    const res = await request.get(path);
    seen.set(path, res.status());
    const html = await res.text();
    if (res.status() !== 200 || /PAGE_NOT_FOUND|Not Found<\/h1>/.test(html)) {
      brokenFrom.push(`${path} → ${res.status()}`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const href of linksOf(html)) if (!seen.has(href)) queue.push(href);
  }
  expect(brokenFrom).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(allPagePaths.length);
});
