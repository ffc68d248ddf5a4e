// Critical CSS on a thread of its own for each render (server/render/critical-css-thread.ts): the same
// page as inlined on the server's thread, one page at a time, and a page the thread cannot hold fails
// the render with the page's name while the process goes on.
import { describe, expect, it } from "vitest";
import { criticalCssInliner } from "../../../server/render/critical-css.ts";
import { startCriticalCssThread } from "../../../server/render/critical-css-thread.ts";

const stylesheets = { "/assets/app.css": ".used{color:red}.unused{color:blue}@media (min-width:40rem){.used{color:green}}" };
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"></head><body>${body}</body></html>`;

describe("the critical CSS thread", () => {
  it("inlines a page exactly as the server's own thread would, page after page", async () => {
    const thread = startCriticalCssThread(stylesheets);
    try {
      const inline = criticalCssInliner((urlPath) => stylesheets[urlPath as keyof typeof stylesheets]);
      for (const body of ['<p class="used">a</p>', '<p class="unused">b</p>']) {
        const html = page(body);
        const threaded = await thread.inline(html, "index.html");
        expect(threaded).toBe(await inline(html, "index.html"));
        expect(threaded).toMatch(/<link rel="stylesheet" href="\/assets\/app\.css"><\/body>/);
      }
    } finally {
      await thread.close();
    }
  });

  it("takes one page at a time, and says which page failed", async () => {
    const thread = startCriticalCssThread({});
    try {
      const first = thread.inline(page("<p>a</p>"), "about/index.html");
      expect(() => thread.inline(page("<p>b</p>"), "news/index.html")).toThrow(/one page at a time/);
      await expect(first).rejects.toThrow(/^about\/index\.html: the stylesheet did not move to the end of <body>/);
    } finally {
      await thread.close();
    }
    await expect(thread.inline(page("<p>c</p>"), "news/index.html")).rejects.toThrow(
      /news\/index\.html: critical CSS failed \(the critical CSS thread was closed\)/,
    );
  });

  it("a page larger than the thread's bounded heap fails with its name, and the process goes on", { timeout: 120_000 }, async () => {
    const thread = startCriticalCssThread(stylesheets);
    try {
      // About two million elements: several hundred megabytes as a document, far past the thread's old space.
      const huge = page('<p class="used">x</p>'.repeat(2_000_000));
      await expect(thread.inline(huge, "news/index.html")).rejects.toThrow(/news\/index\.html: critical CSS failed/);
      await expect(thread.inline(page("<p>a</p>"), "about/index.html")).rejects.toThrow(/about\/index\.html: critical CSS failed/);
    } finally {
      await thread.close();
    }
  });
});
