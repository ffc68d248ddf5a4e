// Critical CSS in a process of its own for each render (server/render/critical-css-process.ts): the same
// page as inlined in the server's process, one page at a time; a page the process cannot hold, or the
// process dying, fails the render with the page's name while the server goes on; closed, it has exited.
import { afterEach, describe, expect, it, vi } from "vitest";
import { started } from "./forks.ts";
import { criticalCssInliner } from "../../../server/render/critical-css.ts";
import { startCriticalCssProcess } from "../../../server/render/critical-css-process.ts";

vi.mock("node:child_process", async (original) => (await import("./forks.ts")).trackedChildProcess(original));

afterEach(() => {
  started.length = 0;
});

const stylesheets = { "/assets/app.css": ".used{color:red}.unused{color:blue}@media (min-width:40rem){.used{color:green}}" };
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"></head><body>${body}</body></html>`;

describe("the critical CSS process", () => {
  it("inlines a page exactly as the server's own process would, page after page, in one child that has exited once closed", async () => {
    const child = startCriticalCssProcess(stylesheets);
    try {
      const inline = criticalCssInliner((urlPath) => stylesheets[urlPath as keyof typeof stylesheets]);
      for (const body of ['<p class="used">a</p>', '<p class="unused">b</p>']) {
        const html = page(body);
        const inlined = await child.inline(html, "index.html");
        expect(inlined).toBe(await inline(html, "index.html"));
        expect(inlined).toMatch(/<link rel="stylesheet" href="\/assets\/app\.css"><\/body>/);
      }
    } finally {
      await child.close();
    }
    expect(started).toHaveLength(1);
    expect(started[0]!.child.pid).not.toBe(process.pid);
    expect(started[0]!.exited).toBe(true);
  });

  it("takes one page at a time, and says which page failed", async () => {
    const child = startCriticalCssProcess({});
    try {
      const first = child.inline(page("<p>a</p>"), "about/index.html");
      expect(() => child.inline(page("<p>b</p>"), "news/index.html")).toThrow(/one page at a time/);
      await expect(first).rejects.toThrow(/^about\/index\.html: the stylesheet did not move to the end of <body>/);
    } finally {
      await child.close();
    }
    await expect(child.inline(page("<p>c</p>"), "news/index.html")).rejects.toThrow(
      /news\/index\.html: critical CSS failed \(the critical CSS process was closed\)/,
    );
  });

  it("a page larger than the process's bounded heap fails with its name, and the process goes on", { timeout: 120_000 }, async () => {
    const child = startCriticalCssProcess(stylesheets);
    try {
      // About two million elements: several hundred megabytes as a document, far past the process's old space.
      const huge = page('<p class="used">x</p>'.repeat(2_000_000));
      await expect(child.inline(huge, "news/index.html")).rejects.toThrow(/news\/index\.html: critical CSS failed/);
      await expect(child.inline(page("<p>a</p>"), "about/index.html")).rejects.toThrow(/about\/index\.html: critical CSS failed/);
    } finally {
      await child.close();
    }
  });

  it("a process that dies (killed, out of memory) fails the page with its name, and the server goes on", async () => {
    const child = startCriticalCssProcess(stylesheets);
    try {
      await child.inline(page('<p class="used">a</p>'), "index.html");
      const pending = child.inline(page('<p class="used">b</p>'), "news/index.html");
      started[0]!.child.kill("SIGKILL");
      await expect(pending).rejects.toThrow(/^news\/index\.html: critical CSS failed \(the critical CSS process ended \(SIGKILL\)\)$/);
    } finally {
      await child.close();
    }
    expect(started[0]!.exited).toBe(true);
  });
});
