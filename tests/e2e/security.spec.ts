import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";

function scriptSrc(csp: string | undefined): string {
  return (
    (csp ?? "")
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src")) ?? ""
  );
}

test.describe("security headers", () => {
  for (const path of ["/", "/about", "/join", "/not-a-page", "/divisions/noxgpt"]) {
    test(`${path} sends a strict CSP and the security headers`, async ({ request }) => {
      const res = await request.get(path);
      const headers = res.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(scriptSrc(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(scriptSrc(csp)).toMatch(/'(nonce|sha256)-/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("the server-rendered answer to a form post carries a fresh nonce every time", async ({ request, baseURL }) => {
    const post = () => request.post("/join", { form: { name: "A", email: "nope", division: "", message: "short" }, headers: { Origin: baseURL ?? "" } });
    const first = await post();
    const second = await post();
    expect(first.status()).toBe(400);
    expect(scriptSrc(first.headers()["content-security-policy"])).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc(first.headers()["content-security-policy"])).not.toBe(scriptSrc(second.headers()["content-security-policy"]));
  });

  test("a prerendered page's CSP allows exactly its inline critical CSS and the speculation rules", async ({ page, request }) => {
    const res = await request.get("/about");
    const csp = res.headers()["content-security-policy"] ?? "";
    const html = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;
    expect(csp).toContain(`style-src 'self' ${hash}`);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);

    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/about", "/join", "/news/1", "/not-a-page"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toHaveAttribute("data-island-ready", "");
      await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    }
    expect(violations).toEqual([]);
  });

  test("hashed assets are cached for a year; pages revalidate; responses are compressed", async ({ page, request }) => {
    await page.goto("/");
    const asset = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src);
    expect(asset).toBeTruthy();
    const assetRes = await request.get(asset ?? "", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(assetRes.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetRes.headers()["content-encoding"]).toMatch(/br|gzip/);
    const html = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["cache-control"]).toBe("no-cache");
    expect(html.headers()["content-encoding"]).toBe("gzip");
    expect(html.headers().etag).toBeTruthy();
    const join = await request.get("/join");
    expect(join.headers()["cache-control"]).toBe("no-cache");
    const missing = await request.get("/assets/entry.client-from-an-old-deploy.js");
    expect(missing.status()).toBe(404);
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

  test("the health check reports the database, the mail outbox and the inquiries' promise, as figures only", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { outbox: { oldestPendingSeconds: number | null } };
    expect(body).toEqual({
      status: "ok",
      database: expect.stringMatching(/^(pglite|postgres)$/),
      outbox: { pending: expect.any(Number), failed: expect.any(Number), oldestPendingSeconds: body.outbox.oldestPendingSeconds },
      team: { unansweredInquiries: expect.any(Number), overdueInquiries: expect.any(Number) },
    });
    expect(body.outbox.oldestPendingSeconds === null || typeof body.outbox.oldestPendingSeconds === "number").toBe(true);
  });
});
