import { describe, expect, it } from "vitest";
import { speculationRules } from "../../app/lib/pages/speculation-rules.ts";

// Which links the speculation rules let Chromium fetch ahead, evaluated as the browser does: each
// href_matches is a URL pattern against the page's base URL (Node's URLPattern, as Chromium's). The
// selector conditions are the page's business and are left out here (html-first.spec.ts hovers real links).

type Predicate = { and?: Predicate[]; or?: Predicate[]; not?: Predicate; href_matches?: string | string[]; selector_matches?: string };

const base = "https://vesper.example/about";

function matches(predicate: Predicate, href: string): boolean {
  const url = new URL(href, base).href;
  if (predicate.and) return predicate.and.every((one) => matches(one, href));
  if (predicate.or) return predicate.or.some((one) => matches(one, href));
  if (predicate.not) return !matches(predicate.not, href);
  if (predicate.href_matches) {
    const patterns = Array.isArray(predicate.href_matches) ? predicate.href_matches : [predicate.href_matches];
    return patterns.some((pattern) => new URLPattern(pattern, base).test(url));
  }
  // A selector condition ([download], [target], …): the plain links below match none.
  return false;
}

const where = speculationRules.prefetch[0]!.where as Predicate;

describe("the speculation rules", () => {
  it("fetch ahead the site's pages, and the form pages with the query their links carry", () => {
    for (const href of ["/", "/team", "/services/web", "/news/1", "/join?from=/about", "/contact?service=web&from=/services/web#start", "/contact#start"]) {
      expect(matches(where, href), href).toBe(true);
    }
  });

  it("never the API, the team's side, files, feeds, a search or another query, or another site", () => {
    for (const href of [
      "/api/contact",
      "/admin",
      "/admin/insights",
      "/news/rss.xml",
      "/sitemap.xml",
      "/search?q=refund",
      "/team?x=1",
      "https://elsewhere.example/team",
    ]) {
      expect(matches(where, href), href).toBe(false);
    }
  });

  it("prerender on press the same links as they prefetch on hover", () => {
    expect(speculationRules.prerender[0]!.where).toEqual(where);
  });
});
