import { expect, islandReady, test } from "./fixtures";

// HTML-first delivery: no page loads a client router or hydrates the document, and no public page loads
// React (the forms' islands are DOM code, decision 032); an island's code comes only when it is due.
test.describe("HTML first", () => {
  async function scriptsLoadedBy(page: import("@playwright/test").Page, path: string) {
    const bodies: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") bodies.push(await response.text());
    });
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    return bodies;
  }

  for (const path of ["/", "/about", "/news", "/blog", "/blog/zero-trust-habit", "/services/web", "/news/1", "/this-page-does-not-exist"]) {
    test(`${path} loads neither React nor React Router in the browser`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, path);
      expect(scripts.length).toBeGreaterThan(0);
      for (const source of scripts) {
        expect(source).not.toContain("__reactContainer$");
        expect(source).not.toContain("__reactRouterContext");
      }
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  // The forms' islands are plain DOM code over the server's HTML (decision 032): no page ships React.
  for (const [path, island] of [
    ["/join", "application-form"],
    ["/contact", "inquiry-form"],
  ] as const) {
    test(`${path} enhances its form once the form is near, without React`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, path);
      await islandReady(page, island);
      expect(scripts.length).toBeGreaterThan(0);
      for (const source of scripts) expect(source).not.toContain("__reactContainer$");
      expect(await page.locator(`form[data-island="${island}"]`).evaluate((form) => Object.keys(form).some((key) => key.startsWith("__react")))).toBe(false);
    });
  }

  test("same-origin pages are fetched on hover and prerendered on press (speculation rules); reduced motion turns them off", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/about");
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
    expect(rules.prefetch[0].eagerness).toBe("moderate");
    expect(rules.prerender[0].eagerness).toBe("conservative");
    expect(JSON.stringify(rules)).toContain("/api/*");

    // Chromium's own parser accepts the rule set (its Preload domain reports errors per rule set).
    const cdp = await page.context().newCDPSession(page);
    const ruleSet = new Promise<{ sourceText: string; errorType?: string; errorMessage?: string }>((resolve) => {
      cdp.on("Preload.ruleSetUpdated", (event: { ruleSet: { sourceText: string; errorType?: string; errorMessage?: string } }) => resolve(event.ruleSet));
    });
    await cdp.send("Preload.enable");
    const parsed = await ruleSet;
    expect(JSON.parse(parsed.sourceText)).toEqual(rules);
    expect(parsed.errorType, parsed.errorMessage).toBeUndefined();

    // A pointer resting on a link fetches its page ahead: a page of the site, and a form page with the page it is on.
    const fetchedAhead: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["sec-purpose"]?.startsWith("prefetch")) fetchedAhead.push(`${new URL(request.url()).pathname}${new URL(request.url()).search}`);
    });
    for (const [name, path] of [
      ["Our Team", "/team"],
      ["Careers", "/join?from=/about"],
    ]) {
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).hover();
      await expect.poll(() => fetchedAhead).toContain(path);
    }

    const calm = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const calmPage = await calm.newPage();
    await calmPage.goto("/about");
    await expect(calmPage.getByRole("banner")).toHaveAttribute("data-island-ready", "");
    await expect(calmPage.locator('script[type="speculationrules"]')).toHaveCount(0);
    await calm.close();
  });

  test("pages opt in to cross-document view transitions only without a reduced-motion preference", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
    const css = await (await request.get(stylesheet)).text();
    expect(css).toMatch(/@media \(prefers-reduced-motion:\s*no-preference\)\s*\{\s*@view-transition\s*\{\s*navigation:\s*auto/);
  });

  test("the first screen is painted from the page itself: critical CSS inline, the stylesheet at the end, fonts preloaded", async ({ request }) => {
    const html = await (await request.get("/divisions")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style>@font-face\{font-family:"Space Grotesk Variable";font-style:normal;font-display:optional/);
    expect(head).toMatch(/<style>@layer/);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/body>/);
    const fontPreloads = head.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
    expect(fontPreloads).toHaveLength(2);
    for (const preload of fontPreloads) expect(preload).toMatch(/href="\/assets\/(space-grotesk|jetbrains-mono)-core-[^"]+\.woff2"/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  // The copy's characters are all in the small core cuts (app/lib/pages/font-core.ts): a page never needs the full latin files.
  for (const path of ["/", "/docs/sdk", "/blog"]) {
    test(`${path} fetches only the two preloaded core font files, and loads both faces from them`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(fonts.sort()).toEqual([expect.stringMatching(/^\/assets\/jetbrains-mono-core-/), expect.stringMatching(/^\/assets\/space-grotesk-core-/)]);
      // Which web-font faces loaded (the metric fallbacks load too when a slow font misses the first paint).
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded" && face.family.endsWith("Variable")).map((face) => face.family),
      );
      expect(loaded.sort()).toEqual(["JetBrains Mono Variable", "Space Grotesk Variable"]);
    });
  }
});
