import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCard, type PageCard } from "../../../app/lib/pages/page-cards.ts";
import { specialPages } from "../../../app/lib/pages/page-registry.ts";
import { finishCompression, renderSite, rerenderInto, type RenderedSite } from "../../../server/render/render-site.ts";
import { sha256Source } from "../../../server/security.ts";
import { createSiteHolder } from "../../../server/static-site.ts";
import { fixtureServerBuild, stylesheetPath, wordsContext, writeFixtureClientDir } from "./server-build-fixture.tsx";

let clientDir: string;
const build = fixtureServerBuild();
const paths = ["/page", "/join", "/feed.xml"];
const card = (title: string): PageCard => ({ ...siteCard, path: "/page", title, image: { ...siteCard.image, src: "/social/page.png" } });

function contextWith(words: string) {
  return () => {
    const context = new RouterContextProvider();
    context.set(wordsContext, words);
    return context;
  };
}

const render = (words: string, cardTitle: string, previous?: RenderedSite) =>
  renderSite({ build, clientDir, paths, cards: [card(cardTitle)], context: contextWith(words), previous, concurrency: 1 });

const inline = (html: string, tag: "script" | "style") =>
  [...html.matchAll(tag === "script" ? /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g : /<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => match[1] ?? "",
  );

let first: RenderedSite;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "render-site-"));
  writeFixtureClientDir(clientDir);
  first = await render("Alpha words", "First title");
});

afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe("the render pipeline", () => {
  it("renders every page, built file and special page in memory, with critical CSS and the files the build writes", () => {
    const names = first.files.map((file) => file.path);
    expect(names).toEqual(
      expect.arrayContaining([
        "page/index.html",
        "join/index.html",
        "feed.xml",
        "_status/not-found.html",
        "_status/join-received.html",
        "social/page.png",
        "social/logo.png",
        stylesheetPath.slice(1),
      ]),
    );
    const html = first.site.pages.get("/page")?.identity.body.toString() ?? "";
    expect(html).toContain("<p>Alpha words</p>");
    // Critical CSS inline, the full stylesheet moved to the end of <body>; an unused rule left out.
    expect(html).toMatch(/<style>[^<]*p\{color:red\}[^<]*<\/style>/);
    expect(html).not.toContain(".unused");
    expect(html).toContain(`<link rel="stylesheet" href="${stylesheetPath}"></body>`);
    expect(first.site.files.get("/feed.xml")?.identity.body.toString()).toBe("<rss>Alpha words</rss>");
    expect(first.site.notFound.identity.body.toString()).toContain("Not found");
    // A page's links to the form pages name it (the page before a form, decision 049); a form page's link
    // to itself and a special page's links do not.
    expect(html).toContain('<a href="/contact?service=web&amp;from=/page#start">Start</a><a href="/join?from=/page">Join</a>');
    expect(first.site.pages.get("/join")?.identity.body.toString()).toContain('<a href="/join">again</a>');
    expect(first.site.notFound.identity.body.toString()).toContain('<a href="/join">Join</a>');
    expect(first.timings.map((timing) => timing.step)).toEqual([
      "social cards",
      "pages",
      "search index",
      "critical CSS",
      "precompress (brotli 11, gzip 9)",
      "CSP hashes",
    ]);
  });

  it("a context with other content gives other HTML, whose CSP names exactly its inline scripts and styles", async () => {
    const second = await render("Beta words", "First title", first);
    const before = first.site.pages.get("/page");
    const after = second.site.pages.get("/page");
    const html = after?.identity.body.toString() ?? "";
    expect(html).toContain("<p>Beta words</p>");
    expect(html).not.toEqual(before?.identity.body.toString());
    for (const [page, text] of [
      [before, before?.identity.body.toString() ?? ""],
      [after, html],
    ] as const) {
      const scripts = inline(text, "script");
      const styles = inline(text, "style");
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      expect(styles.length).toBeGreaterThanOrEqual(2);
      for (const script of scripts) expect(page?.csp).toContain(sha256Source(script));
      for (const style of styles) expect(page?.csp).toContain(sha256Source(style));
    }
    expect(before?.csp).not.toEqual(after?.csp);
    // The compressed versions are of the new page, not reused from the old one.
    expect(zlib.brotliDecompressSync(after?.br?.body ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(zlib.gunzipSync(after?.gzip?.body ?? Buffer.alloc(0)).toString()).toBe(html);
  });

  it("redraws only the cards whose text changed, and reuses what did not change", async () => {
    expect(first.timings.find((timing) => timing.step === "social cards")?.summary).toBe("2 drawn, 0 reused");
    const same = await render("Alpha words", "First title", first);
    expect(same.timings.find((timing) => timing.step === "social cards")?.summary).toBe("0 drawn, 2 reused");
    // Pages React Router rendered the same keep their critical CSS and compression.
    // (the two HTML pages of `paths`, and every special page of the registry)
    expect(same.timings.find((timing) => timing.step === "critical CSS")?.summary).toBe(`0 pages, ${2 + specialPages.length} unchanged`);
    expect(same.timings.find((timing) => timing.step.startsWith("precompress"))?.summary).toMatch(/^0 compressed .*, \d+ unchanged$/);
    const changed = await render("Alpha words", "Another title", same);
    expect(changed.timings.find((timing) => timing.step === "social cards")?.summary).toBe("1 drawn, 1 reused");
    const png = (site: RenderedSite) => site.site.files.get("/social/page.png")?.identity.body;
    expect(
      png(changed)
        ?.subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe(true);
    expect(png(changed)?.equals(png(same) ?? Buffer.alloc(0))).toBe(false);
    expect(changed.site.files.get("/social/logo.png")?.identity.body.equals(same.site.files.get("/social/logo.png")?.identity.body ?? Buffer.alloc(0))).toBe(
      true,
    );
  });

  it("can compress quickly first and finish at brotli 11, the same page in every encoding", async () => {
    const quick = await renderSite({
      build,
      clientDir,
      paths,
      cards: [card("First title")],
      context: contextWith("Delta words"),
      previous: first,
      brotliQuality: 4,
      concurrency: 1,
    });
    const page = (site: RenderedSite) => site.files.find((file) => file.path === "page/index.html");
    expect(page(quick)?.brotliQuality).toBe(4);
    const finished = await finishCompression(quick, 1);
    expect(page(finished)?.brotliQuality).toBeUndefined();
    expect(
      page(finished)?.br?.equals(
        zlib.brotliCompressSync(page(quick)?.body ?? Buffer.alloc(0), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page(quick)?.body.length ?? 0 },
        }),
      ),
    ).toBe(true);
    for (const site of [quick, finished]) {
      const served = site.site.pages.get("/page");
      expect(zlib.brotliDecompressSync(served?.br?.body ?? Buffer.alloc(0)).toString()).toBe(served?.identity.body.toString());
    }
    // A later render does not take the quick version as final.
    const later = await renderSite({
      build,
      clientDir,
      paths,
      cards: [card("First title")],
      context: contextWith("Delta words"),
      previous: quick,
      concurrency: 1,
    });
    expect(page(later)?.brotliQuality).toBeUndefined();
  });

  it("a render that fails leaves the site being served unchanged", async () => {
    const holder = createSiteHolder(first.site);
    const failing = () => {
      throw new Error("the content could not be read");
    };
    await expect(rerenderInto(holder, { build, clientDir, paths, cards: [card("x")], context: failing, previous: first })).rejects.toThrow();
    expect(holder.current()).toBe(first.site);
    // A page that does not render with status 200 (here an unknown path, 404) fails the whole render too.
    await expect(
      rerenderInto(holder, { build, clientDir, paths: [...paths, "/missing/deeper"], cards: [], context: contextWith("x"), previous: first }),
    ).rejects.toThrow(/answered 404/);
    expect(holder.current()).toBe(first.site);

    const next = await rerenderInto(holder, { build, clientDir, paths, cards: [card("First title")], context: contextWith("Gamma words"), previous: first });
    expect(holder.current().pages.get("/page")).toBe(next.site.pages.get("/page"));
    expect(holder.current().pages.get("/page")?.identity.body.toString()).toContain("Gamma words");
  });
});
