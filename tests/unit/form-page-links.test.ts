import { describe, expect, it } from "vitest";
import { canonicalPathIn, hrefFrom, isPagePath, linkFormPagesFrom, pageBeforeOf } from "../../app/lib/pages/form-page-links.ts";

// Issue 36's "the page before the form" (decision 049): every link to a form page carries the page it is on.

describe("hrefFrom: a link to a form page names the page it is on", () => {
  it("adds from= to /contact and /join, after the query they had and before the fragment", () => {
    expect(hrefFrom("/join", "/about")).toBe("/join?from=/about");
    expect(hrefFrom("/contact#start", "/")).toBe("/contact?from=/#start");
    expect(hrefFrom("/contact?service=web#start", "/services/web")).toBe("/contact?service=web&from=/services/web#start");
    expect(hrefFrom("/contact?division=vesperlegal#start", "/divisions/vesperlegal")).toBe("/contact?division=vesperlegal&from=/divisions/vesperlegal#start");
  });

  it("leaves every other link alone: other pages, other sites, a form page's link to itself, a link that names one already", () => {
    for (const href of [
      "/about",
      "/contacts",
      "/join/now",
      "/contact.txt",
      "https://vesper.example/join",
      "//evil.example/join",
      "#start",
      "mailto:hello@vesper.example",
    ]) {
      expect(hrefFrom(href, "/about")).toBe(href);
    }
    expect(hrefFrom("/contact#start", "/contact")).toBe("/contact#start");
    expect(hrefFrom("/join", "/join")).toBe("/join");
    expect(hrefFrom("/join?from=/team", "/about")).toBe("/join?from=/team");
  });

  it("names only a page path: a page that is not one changes nothing", () => {
    for (const page of ["", "about", "/About", "/about/", "/a?b", "/a#b", "/a b", `/${"a".repeat(200)}`]) expect(hrefFrom("/join", page)).toBe("/join");
  });
});

describe("linkFormPagesFrom: a rendered page's anchors", () => {
  it("rewrites the hrefs of <a> to form pages, written with &amp; as React writes them, and nothing else", () => {
    const html =
      '<link rel="canonical" href="https://vesper.example/services/web"><a href="/contact?service=web#start" class="button">Start</a>' +
      '<a class="x" href="/join">Join</a><a href="/about">About</a><form action="/contact"></form><p>href="/join"</p>';
    expect(linkFormPagesFrom(html, "/services/web")).toBe(
      '<link rel="canonical" href="https://vesper.example/services/web"><a href="/contact?service=web&amp;from=/services/web#start" class="button">Start</a>' +
        '<a class="x" href="/join?from=/services/web">Join</a><a href="/about">About</a><form action="/contact"></form><p>href="/join"</p>',
    );
  });

  it("reads a query already written with &amp;", () => {
    expect(linkFormPagesFrom('<a href="/contact?service=web&amp;x=1">', "/services/web")).toBe(
      '<a href="/contact?service=web&amp;x=1&amp;from=/services/web">',
    );
  });
});

describe("reading it back", () => {
  it("pageBeforeOf keeps a page path, never the form page itself, nothing hostile", () => {
    expect(pageBeforeOf(new URLSearchParams("service=web&from=/services/web"), "/contact")).toBe("/services/web");
    expect(pageBeforeOf(new URLSearchParams("from=/"), "/join")).toBe("/");
    expect(pageBeforeOf(new URLSearchParams("from=/contact"), "/contact")).toBeUndefined();
    for (const value of ["", "about", "https://evil.example/", "//evil.example", "/a/../b", "/<script>", "/a%20b", "/Upper", `/${"a".repeat(250)}`]) {
      expect(pageBeforeOf(new URLSearchParams({ from: value }), "/join"), value).toBeUndefined();
    }
    expect(pageBeforeOf(new URLSearchParams("service=web"), "/contact")).toBeUndefined();
  });

  it("isPagePath is the registry's shape", () => {
    expect(["/", "/about", "/services/web", "/blog/chasing-four-nines", "/news/1"].every(isPagePath)).toBe(true);
    expect(["", "/about/", "/-a", "/a-", "/a--b", "/a//b", "/A"].some(isPagePath)).toBe(false);
  });

  it("canonicalPathIn reads the page's canonical link", () => {
    expect(canonicalPathIn('<head><link rel="canonical" href="https://vesper.example/founder"></head>')).toBe("/founder");
    expect(canonicalPathIn('<link rel="canonical" href="https://vesper.example/">')).toBe("/");
    expect(canonicalPathIn("<head></head>")).toBeUndefined();
    expect(canonicalPathIn('<link rel="canonical" href="not a url">')).toBeUndefined();
  });
});
