import { expect, test } from "./fixtures";

function scriptSrc(csp: string | undefined): string {
  return (csp ?? "").split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src")) ?? "";
}

test.describe("security headers", () => {
  for (const path of ["/", "/about", "/join", "/not-a-page", "/divisions/noxgpt"]) {
    test(`${path} sends a strict CSP and the security headers`, async ({ request }) => {
      const res = await request.get(path);
      const headers = res.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(scriptSrc(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(scriptSrc(csp)).toMatch(/'(nonce|sha256)-/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("server-rendered pages carry a fresh nonce on every response", async ({ request }) => {
    const first = scriptSrc((await request.get("/join")).headers()["content-security-policy"]);
    const second = scriptSrc((await request.get("/join")).headers()["content-security-policy"]);
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toBe(second);
  });

  test("the CSP lets the app hydrate: links navigate without a full reload", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const start of ["/about", "/join"]) {
      await page.goto(start);
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = "still here";
      });
      await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
    }
    expect(violations).toEqual([]);
  });

  test("hashed assets are cached for a year; pages revalidate; responses are compressed", async ({ page, request }) => {
    await page.goto("/");
    const asset = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.href);
    expect(asset).toBeTruthy();
    const assetRes = await request.get(asset ?? "", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(assetRes.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetRes.headers()["content-encoding"]).toMatch(/br|gzip/);
    const html = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["cache-control"]).toBe("no-cache");
    expect(html.headers()["content-encoding"]).toBe("gzip");
    expect(html.headers().etag).toBeTruthy();
    const join = await request.get("/join");
    expect(join.headers()["cache-control"]).toBe("private, no-store");
  });

  test("prerendered pages: brotli or gzip as asked, the same page in every encoding, 304 on revalidation", async ({ request }) => {
    const identity = await request.get("/privacy", { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers()["content-encoding"]).toBeUndefined();
    const text = await identity.text();
    expect(text).toContain("<h1");
    for (const encoding of ["br", "gzip"]) {
      const res = await request.get("/privacy", { headers: { "Accept-Encoding": encoding } });
      expect(res.headers()["content-encoding"]).toBe(encoding);
      expect(res.headers().vary).toMatch(/Accept-Encoding/i);
      expect(await res.text()).toBe(text);
      const etag = res.headers().etag ?? "";
      expect(etag).not.toBe(identity.headers().etag);
      const again = await request.get("/privacy", { headers: { "Accept-Encoding": encoding, "If-None-Match": etag } });
      expect(again.status()).toBe(304);
    }
  });

  test("the health check reports the database", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: expect.stringMatching(/^(pglite|postgres)$/) });
  });
});
