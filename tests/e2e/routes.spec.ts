import { allPagePaths, sitemapPages } from "../../app/lib/pages/site-paths";
import { expect, expectAccessible, test } from "./fixtures";

// Every page of the site: answers 200 with its own title and canonical URL, shows its <h1> in the
// server HTML, hydrates without console errors and passes axe-core (harness.spec.ts proves the check
// sees a violation).
for (const path of allPagePaths) {
  test(`${path} renders, is canonical and accessible`, async ({ sharedPage: page, request }) => {
    // axe-core alone takes 1-3 s per page on an idle 2-core machine, and ten times that on a busy one.
    test.setTimeout(90_000);
    const raw = await request.get(path);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toContain('<html lang="en"');

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Vesper/);
    await expect(page.locator("h1")).toHaveCount(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^https?:\/\/[^/]+(\/[a-z0-9/-]*)?$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBeTruthy();
    await expectAccessible(page);
  });
}

test("every page has a title of its own", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of allPagePaths.filter((p) => p !== "/leadership")) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});

test.describe("unknown addresses", () => {
  for (const path of ["/definitely-not-here", "/divisions/unknown", "/services/unknown", "/news/999", "/docs/unknown", "/about/extra/levels"]) {
    test(`${path} answers 404 with a not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toBeVisible();
      // The 404 status keeps it out of search results; it claims no canonical address.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test("the not-found page is accessible", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/nothing-here");
    await expectAccessible(page);
  });
});

test.describe("case-insensitive paths and trailing slashes", () => {
  for (const [path, canonical, heading] of [
    ["/ABOUT", "/about", null],
    ["/about/", "/about", null],
    ["/Divisions/NoxGPT", "/divisions/noxgpt", /NoxGPT/],
    ["/SERVICES/Web/", "/services/web", null],
    ["/Join/", "/join", /Join the Revolution/],
    ["/News/1", "/news/1", null],
  ] as const) {
    test(`${path} reaches ${canonical}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(canonical);
      if (heading) await expect(page.locator("h1")).toContainText(heading);
    });
  }

  test("the server redirects permanently and keeps the query", async ({ request }) => {
    const res = await request.get("/ABOUT/?ref=mail", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/about?ref=mail");
  });

  test("a link with another case or a trailing slash lands on the canonical page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/Divisions/NoxGPT/";
      link.textContent = "mixed case";
      document.body.append(link);
    });
    await page.getByRole("link", { name: "mixed case" }).click();
    await expect(page).toHaveURL(/\/divisions\/noxgpt$/);
    await expect(page.locator("h1")).toContainText("NoxGPT");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/divisions\/noxgpt$/);
  });
});

test.describe("feeds and metadata", () => {
  test("sitemap lists every page once with canonical URLs", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    const listed = new Set(sitemapPages.map((page) => page.path));
    for (const path of allPagePaths.filter((p) => listed.has(p))) {
      expect(xml).toContain(`${path === "/" ? "" : path}</loc>`);
    }
    // A second address of a page, and the newsletter's link pages (reached from an e-mail only), are not listed.
    for (const path of ["/leadership", "/newsletter/confirm", "/newsletter/unsubscribe"]) {
      expect(listed.has(path), path).toBe(false);
      expect(xml).not.toContain(`${path}</loc>`);
    }
    expect(listed.size).toBe(allPagePaths.length - 3);
  });

  test("robots.txt names the sitemap", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test("the home page carries Organization structured data", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    expect(JSON.parse(json ?? "{}")).toMatchObject({ "@type": "Organization", name: "Vesper" });
  });
});
