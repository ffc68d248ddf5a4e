import { describe, expect, it } from "vitest";
import { newsArticlesOf } from "~/content/news";
import { serviceSlugs } from "~/content/services";
import { breadcrumbTrail } from "~/lib/pages/breadcrumbs";
import { shippedDocuments } from "~/content/documents";
import { accentClasses } from "~/components/ui/accent";
import type { GradientAccent, HueAccent } from "~/content/schemas/accent";
import { accentStops, brandAccent, siteCard } from "~/lib/pages/page-cards";
import { siteCardImage } from "~/lib/pages/social-card";
import { allPagePaths, pageCard, pageHead, pageLastModified } from "~/lib/pages/site-paths";
import { oklchToHex, paletteHex } from "../../server/render/palette";
import { cardsToDraw } from "../../server/render/social-cards";

import { siteContent } from "../support/site-content";

const { divisions } = shippedDocuments.divisions;
const { serviceDetails } = shippedDocuments.services;

/** The pages that show the site's own card rather than one of their own (page-registry.ts `card: "site"`). */
const siteCardPages = ["/", "/newsletter/confirm", "/newsletter/unsubscribe"];

describe("page cards", () => {
  it("every page has a card of 1200×630 at its own path; the home page and the newsletter's link pages (reached from an e-mail, never shared) show the site card", () => {
    for (const path of allPagePaths) {
      const card = pageCard(path);
      expect(card.image).toMatchObject({ width: 1200, height: 630 });
      expect(card.title.length, path).toBeGreaterThan(0);
      if (siteCardPages.includes(path)) expect(card.image).toEqual(siteCardImage);
      else if (path === "/leadership") expect(card).toEqual(pageCard("/founder"));
      else expect(card.image.src).toBe(`/social${path}.png`);
    }
  });

  it("the alt text says what the card shows", () => {
    const card = pageCard("/divisions/noxgpt");
    expect(card.image.alt).toBe("Vesper — Divisions: NoxGPT — Uncensored Conversational AI");
    expect(siteCard.image.alt).toBe(`Vesper — ${shippedDocuments.site.site.tagline}`);
    for (const path of allPagePaths) {
      const { image, section, title, subtitle } = pageCard(path);
      for (const text of [section, title, subtitle]) if (text) expect(image.alt, path).toContain(text);
    }
  });

  it("division cards carry the division's colours; service cards the service's hue; other pages the brand's", () => {
    for (const division of divisions) {
      expect(pageCard(`/divisions/${division.id}`).accent).toEqual(accentStops.gradient[division.accent]);
    }
    for (const slug of serviceSlugs) expect(pageCard(`/services/${slug}`).accent).toEqual(accentStops.hue[serviceDetails[slug].accent]);
    expect(pageCard("/privacy").accent).toEqual(brandAccent);
  });

  it("a card's colours are the ones its page draws for the same accent", () => {
    for (const [accent, [from, to]] of Object.entries(accentStops.gradient)) {
      expect(accentClasses.gradient[accent as GradientAccent], accent).toBe(`from-${from} to-${to}`);
    }
    for (const [accent, [light]] of Object.entries(accentStops.hue)) {
      expect(accentClasses.hue[accent as HueAccent].text, accent).toBe(`text-${light}`);
    }
  });

  it("news cards name the article's category, date and author; legal cards the date of the policy", () => {
    const article = newsArticlesOf(shippedDocuments.news)[0]!;
    expect(pageCard(`/news/${article.id}`)).toMatchObject({ title: article.title, section: `News · ${article.category}` });
    expect(pageCard(`/news/${article.id}`).subtitle).toContain(article.author);
    const privacy = siteContent.legal.find((doc) => doc.path === "/privacy");
    expect(pageCard("/privacy").subtitle).toBe(`Last updated ${privacy?.lastUpdated?.label}`);
    expect(pageCard("/dmca").subtitle).toBeUndefined();
  });

  it("refuses a path that is not a page", () => {
    expect(() => pageCard("/divisions/unknown")).toThrow(/no social card/);
    expect(() => pageCard("/news/3")).toThrow(/no social card/);
  });

  it("the build draws each distinct card once", () => {
    const sources = cardsToDraw().map((card) => card.image.src);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources).toContain("/social/site.png");
    expect(sources).not.toContain("/social/leadership.png");
    // The site card pages and /leadership draw none of their own; the site card is drawn once.
    expect(sources).toHaveLength(allPagePaths.length - siteCardPages.length - 1 + 1);
  });
});

describe("palette", () => {
  it("converts Tailwind's OKLCH colours to the hex values Tailwind documents", () => {
    expect(oklchToHex("oklch(78.9% 0.154 211.53)")).toBe("#00d3f2"); // cyan-400
    expect(paletteHex("blue-500")).toBe("#2b7fff");
    expect(oklchToHex("oklch(100% 0 0)")).toBe("#ffffff");
    expect(oklchToHex("oklch(0% 0 0)")).toBe("#000000");
    expect(() => paletteHex("not-a-colour")).toThrow();
  });
});

describe("breadcrumbs", () => {
  it("pass through the page's registry parent, named as the navigation names it, to the page's own title", () => {
    expect(pageHead("/divisions/noxgpt").breadcrumb).toEqual([
      { name: "Home", path: "/" },
      { name: "Divisions", path: "/divisions" },
      { name: "NoxGPT", path: "/divisions/noxgpt" },
    ]);
    expect(pageHead("/docs/sdk").breadcrumb.map((crumb) => crumb.name)).toEqual(["Home", "Documentation", pageCard("/docs/sdk").title]);
    expect(pageHead("/news/1").breadcrumb.map((crumb) => crumb.name)).toEqual(["Home", "News", pageCard("/news/1").title]);
    expect(pageHead("/services/web").breadcrumb.map((crumb) => crumb.path)).toEqual(["/", "/services", "/services/web"]);
    expect(pageHead("/privacy").breadcrumb).toHaveLength(2);
    expect(pageHead("/").breadcrumb).toEqual([{ name: "Home", path: "/" }]);
    expect(breadcrumbTrail(shippedDocuments.navigation, "/", "ignored")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("refuse a parent the navigation does not name", () => {
    expect(() => breadcrumbTrail(shippedDocuments.navigation, "/x/y", "Y", "/x")).toThrow(/no navigation label/);
  });
});

describe("last modified", () => {
  it("comes from the content's own dates, and only where a page has one", () => {
    expect(pageLastModified("/privacy")).toBe("2026-12-02");
    expect(pageLastModified("/terms")).toBe("2025-06-15");
    expect(pageLastModified("/news/2")).toBe("2025-06-05");
    expect(pageLastModified("/news")).toBe("2025-06-16");
    expect(pageLastModified("/blog")).toBe("2025-06-09");
    expect(pageLastModified("/dmca")).toBeUndefined();
    expect(pageLastModified("/about")).toBeUndefined();
    expect(pageLastModified("/news/9")).toBeUndefined();
  });
});
