import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hookSignature, verifyHookSignature } from "../../../server/content/publish-hook.ts";
import { changedPaths, publicPathOf } from "../../../server/render/changed-paths.ts";
import { publishWebhook } from "../../../server/config.ts";

const file = (path: string, body: string) => ({ path, body: Buffer.from(body) });

describe("the publish hook's signature", () => {
  const secret = "a-long-enough-secret";
  const body = JSON.stringify({ event: "publish", paths: ["/services/web"] });
  it("is HMAC-SHA256 of timestamp, dot and raw body, as any receiver computes it", () => {
    expect(hookSignature(secret, "1790000000", body)).toBe(createHmac("sha256", secret).update(`1790000000.${body}`).digest("hex"));
  });
  it("verifies; refuses another body, another secret, another timestamp, an old timestamp and a missing header", () => {
    const now = 1_790_000_000_000;
    const timestamp = String(now / 1000);
    const signature = `sha256=${hookSignature(secret, timestamp, body)}`;
    expect(verifyHookSignature({ secret, body, timestamp, signature, now })).toBe(true);
    expect(verifyHookSignature({ secret, body: body.replace("web", "games"), timestamp, signature, now })).toBe(false);
    expect(verifyHookSignature({ secret: `${secret}!`, body, timestamp, signature, now })).toBe(false);
    expect(verifyHookSignature({ secret, body, timestamp: String(now / 1000 + 1), signature, now })).toBe(false);
    // A recorded call replayed ten minutes later.
    expect(verifyHookSignature({ secret, body, timestamp, signature, now: now + 600_000 })).toBe(false);
    expect(verifyHookSignature({ secret, body, timestamp: null, signature, now })).toBe(false);
    expect(verifyHookSignature({ secret, body, timestamp, signature: null, now })).toBe(false);
  });
});

describe("the changed paths of a publish", () => {
  it("lists the pages, feeds and sitemap whose bytes changed, that are new or gone; a page by its directory", () => {
    const before = [
      file("index.html", "home"),
      file("services/index.html", "list A"),
      file("services/web/index.html", "web A"),
      file("services/ai/index.html", "ai"),
      file("sitemap.xml", "s1"),
      file("news/rss.xml", "r"),
      file("news/old/index.html", "old"),
      file("_status/404.html", "nf"),
      file("assets/app.js", "js"),
    ];
    const after = [
      file("index.html", "home"),
      file("services/index.html", "list B"),
      file("services/web/index.html", "web B"),
      file("services/ai/index.html", "ai"),
      file("sitemap.xml", "s2"),
      file("news/rss.xml", "r"),
      file("news/new/index.html", "new"),
      file("_status/404.html", "nf2"),
      file("assets/app.js", "js"),
    ];
    expect(changedPaths(before, after)).toEqual(["/news/new", "/news/old", "/services", "/services/web", "/sitemap.xml"]);
    expect(changedPaths(after, after)).toEqual([]);
  });
  it("maps files to public paths", () => {
    expect(publicPathOf("index.html")).toBe("/");
    expect(publicPathOf("services/web/index.html")).toBe("/services/web");
    expect(publicPathOf("og/services.png")).toBe("/og/services.png");
  });
});

describe("PUBLISH_WEBHOOK_URL and PUBLISH_WEBHOOK_SECRET", () => {
  it("unset: no hook; http(s) with a secret of 16 or more characters: the hook; anything else refused at start", () => {
    expect(publishWebhook({})).toBeUndefined();
    expect(publishWebhook({ PUBLISH_WEBHOOK_URL: "https://purge.example.com/vesper", PUBLISH_WEBHOOK_SECRET: "0123456789abcdef" })).toEqual({
      url: "https://purge.example.com/vesper",
      secret: "0123456789abcdef",
    });
    expect(() => publishWebhook({ PUBLISH_WEBHOOK_URL: "ftp://purge.example.com/", PUBLISH_WEBHOOK_SECRET: "0123456789abcdef" })).toThrow(/http/);
    expect(() => publishWebhook({ PUBLISH_WEBHOOK_URL: "file:///etc/passwd", PUBLISH_WEBHOOK_SECRET: "0123456789abcdef" })).toThrow(/http/);
    expect(() => publishWebhook({ PUBLISH_WEBHOOK_URL: "not a url", PUBLISH_WEBHOOK_SECRET: "0123456789abcdef" })).toThrow(/http/);
    expect(() => publishWebhook({ PUBLISH_WEBHOOK_URL: "https://purge.example.com/" })).toThrow(/SECRET/);
    expect(() => publishWebhook({ PUBLISH_WEBHOOK_URL: "https://purge.example.com/", PUBLISH_WEBHOOK_SECRET: "short" })).toThrow(/SECRET/);
  });
});
