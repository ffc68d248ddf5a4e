// The fixed figures of docs/product.md, in one place. These are the product's own numbers and lists
// (how many divisions, in which order, the timings, the figures a page displays, what a refund takes):
// changing one is a product decision, made in docs/product.md first and then here. Everything else in
// app/content/ is copy an editor may change freely: the other content tests check its structure only,
// and this suite compares figures (numbers, ids, paths), never the sentences around them.
import { withResponseTime } from "../../app/content/inquiry-promise.ts";
import { describe, expect, it } from "vitest";
import { contactChannelsOf } from "../../app/content/contact.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import { docsSlugsOf } from "../../app/content/docs.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { LegalTable } from "../../app/content/legal/types.ts";
import { newsArticlesOf } from "../../app/content/news.ts";
import { serviceSlugs } from "../../app/content/services.ts";
import { allPagePaths, stringsIn } from "../support/content-checks.ts";
import { cookiePolicy, copyrightPolicy, disclaimer, dmcaPolicy, privacyPolicy, refundPolicy, termsOfService } from "../support/site-content.ts";

const { site } = shippedDocuments.site;
const { aboutStats, aboutTiming } = shippedDocuments.about;
const contactChannels = contactChannelsOf(shippedDocuments.contact, site).map(({ channel }) => channel);
const { contactInfoBlocks } = shippedDocuments.contact;
const { founderAchievements, founderExpertise, founderFavoriteProject, founderStats } = shippedDocuments.founder;
const { homeNumbers, homeTiming } = shippedDocuments.home;
const { missionTiming } = shippedDocuments.mission;
const { roadmap } = shippedDocuments.roadmap;
const { storyFacts } = shippedDocuments.story;
const { teamRoles } = shippedDocuments.team;
const { testimonials } = shippedDocuments.testimonials;
const { caseStudies } = shippedDocuments["case-studies"];
const { divisions, divisionsRevealStaggerMs } = shippedDocuments.divisions;
const { labProjects, labStats, labsTiming } = shippedDocuments.labs;
const { divisionShowcases, workStats } = shippedDocuments["our-work"];
const { serviceDetails, servicesPage } = shippedDocuments.services;
const { docsCategories, docsPages } = shippedDocuments.docs;
const docsSlugs = docsSlugsOf(shippedDocuments.docs);
const articleIds = newsArticlesOf(shippedDocuments.news).map((article) => article.id);

const textOf = (value: unknown) =>
  stringsIn(value)
    .map(([, text]) => text)
    .join("\n");
const values = (stats: readonly { value: string }[]) => stats.map((stat) => stat.value);

describe("docs/product.md#routes: the collections and their ids", () => {
  it("nine divisions, in this order", () => {
    expect([...divisionIds]).toEqual(["vesperguard", "noxgpt", "nexus", "nexila", "vespergames", "viad", "vesperlegal", "vesperholdings", "vcomm"]);
    expect(divisions.map((division) => division.id)).toEqual([...divisionIds]);
  });

  it("six services: web, games, ai, dmca, legal, business", () => {
    expect([...serviceSlugs]).toEqual(["web", "games", "ai", "dmca", "legal", "business"]);
  });

  it("twelve documentation pages", () => {
    expect([...docsSlugs]).toEqual([
      "platform-overview",
      "setup",
      "configuration",
      "tutorial",
      "encryption",
      "access-control",
      "incident-response",
      "compliance",
      "dev-getting-started",
      "sdk",
      "examples",
      "integrations",
    ]);
  });

  it("news articles 1 and 2", () => {
    expect([...articleIds]).toEqual([1, 2]);
  });

  it("seven legal pages", () => {
    const legal = [privacyPolicy, termsOfService, cookiePolicy, dmcaPolicy, copyrightPolicy, refundPolicy, disclaimer];
    expect(legal.map((doc) => doc.path)).toEqual(["/privacy", "/terms", "/cookies", "/dmca", "/copyright", "/refunds", "/disclaimer"]);
  });

  it("every one of them is a page", () => {
    for (const path of [
      ...divisionIds.map((id) => `/divisions/${id}`),
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      ...docsSlugs.map((slug) => `/docs/${slug}`),
      ...articleIds.map((id) => `/news/${id}`),
    ]) {
      expect(allPagePaths).toContain(path);
    }
  });
});

describe("docs/product.md#timings", () => {
  it("home: 30 particles placed anew every 15 s, reviews every 5 s, reveal 200 ms apart", () => {
    expect(homeTiming).toEqual({ particleCount: 30, particleRegenerateMs: 15_000, testimonialAutoAdvanceMs: 5_000, revealStaggerMs: 200 });
  });

  it("reveal: service cards 200 ms, About figures and divisions 150 ms, mission solutions and Labs cards 250 ms", () => {
    expect(servicesPage.revealStaggerMs).toBe(200);
    expect(aboutTiming.statStaggerMs).toBe(150);
    expect(divisionsRevealStaggerMs).toBe(150);
    expect(missionTiming.solutionStaggerMs).toBe(250);
    expect(labsTiming.revealStaggerMs).toBe(250);
  });

  it("testimonials: 8 reviews, most rated 5, two rated 4", () => {
    expect(testimonials).toHaveLength(8);
    expect(testimonials.filter((review) => review.rating === 4)).toHaveLength(2);
    expect(testimonials.filter((review) => review.rating === 5)).toHaveLength(6);
  });
});

describe("docs/product.md#displayed-figures", () => {
  it("home: 9, 50+, 24/7, 100%", () => {
    expect(values(homeNumbers.stats)).toEqual(["9", "50+", "24/7", "100%"]);
  });

  it("about: founded 2025, 9, 50+, 24/7", () => {
    expect(values(aboutStats.stats)).toEqual(["2025", "9", "50+", "24/7"]);
    expect(site.foundedYear).toBe(2025);
  });

  it("story: founded 2025, 9 divisions, a team of 8", () => {
    expect(values(storyFacts.facts)).toEqual(expect.arrayContaining(["2025", "9", "8"]));
  });

  it("team: a team of 8, in eight roles", () => {
    expect(teamRoles.roles).toHaveLength(8);
  });

  it("founder: 5+ years, 25+ projects; achievements 2025 to 2022; expertise 5+, 20+, 30+, a team of 8", () => {
    expect(values(founderStats)).toEqual(["5+", "25+"]);
    expect(founderAchievements.map((achievement) => achievement.year)).toEqual(["2025", "2024", "2023", "2022"]);
    expect(founderExpertise.map((expertise) => expertise.projects.match(/\d+\+?/)?.[0])).toEqual(["5+", "20+", "30+", "8"]);
  });

  it("labs: six projects with progress 75, 100, 100, 90, 100, 85; 6, 9, 100%, ∞", () => {
    expect(labProjects.map((project) => project.progress)).toEqual([75, 100, 100, 90, 100, 85]);
    expect(labProjects.map((project) => project.status)).toEqual(["IN DEVELOPMENT", "ACTIVE", "ACTIVE", "LAUNCHING SOON", "ACTIVE", "EXPANDING"]);
    expect(labProjects.map((project) => project.link)).toEqual([
      "/divisions/noxgpt",
      "/divisions/vespergames",
      "/divisions/vesperguard",
      "/divisions/nexus",
      "/services/web",
      "/contact",
    ]);
    expect(values(labStats)).toEqual(["6", "9", "100%", "∞"]);
  });

  it("our work: 2M+, 99.8%, 300%, 10K+; six showcases", () => {
    expect(values(workStats.stats)).toEqual(["2M+", "99.8%", "300%", "10K+"]);
    expect(divisionShowcases).toHaveLength(6);
  });

  it("the marketing figures appear where they are earned, and no others", () => {
    const achievements = textOf(divisions.map((division) => division.achievements));
    const caseResults = textOf(caseStudies.map((study) => study.results));
    for (const figure of ["10K+", "99.8%", "2M+", "300%", "15", "40%", "99.99%", "100ms"]) {
      expect(achievements, figure).toContain(figure);
      expect(caseResults, figure).toContain(figure);
    }
    const fixedPercentages = ["100%", "99.8%", "300%", "40%", "99.99%"];
    const fixedPlusFigures = ["50+", "2M+", "10K+", "5+", "20+", "25+", "30+", "18+"];
    const copy = textOf([caseStudies, divisionShowcases, workStats]);
    for (const percentage of copy.match(/\d+(\.\d+)?%/g) ?? []) expect(fixedPercentages, percentage).toContain(percentage);
    for (const plus of copy.match(/\d+[KM]?\+/g) ?? []) expect(fixedPlusFigures, plus).toContain(plus);
  });

  it("security standards named in the docs: AES-256, OAuth 2.0, JWT, SOC 2 Type II, GDPR, CCPA", () => {
    const docs = textOf(docsPages);
    for (const name of ["AES-256", "OAuth 2.0", "JWT", "SOC 2 Type II", "GDPR", "CCPA"]) expect(docs, name).toContain(name);
  });

  it("the AI platform: for ages 18+, expected summer 2025", () => {
    const noxgpt = divisions.find((division) => division.id === "noxgpt");
    expect(noxgpt?.access?.minimumAge).toBe(18);
    expect(founderFavoriteProject.project.minimumAge).toBe(18);
    expect(founderFavoriteProject.project.launch).toMatch(/2025/);
  });

  it("status badges: NoxGPT and Nexus launching summer 2025, Nexila 2026, the others none", () => {
    const badges = Object.fromEntries(divisions.filter((division) => division.status).map((division) => [division.id, division.status?.match(/\d{4}/)?.[0]]));
    expect(badges).toEqual({ noxgpt: "2025", nexus: "2025", nexila: "2026" });
  });

  it("roadmap: 2025, 2025-2026, 2026, 2027+, with the statuses that pick their colours", () => {
    expect(roadmap.map((milestone) => [milestone.year, milestone.status])).toEqual([
      ["2025", "Complete"],
      ["2025-2026", "In Progress"],
      ["2026", "Planned"],
      ["2027+", "Vision"],
    ]);
  });

  it("contact: four desks, support 24/7, replies usually within 24 hours", () => {
    expect(contactChannels.map((channel) => channel.email)).toEqual([site.contacts.support, site.contacts.legal, site.contacts.investments, site.contacts.ceo]);
    expect(contactChannels[0]?.badge).toBe("24/7");
    expect(withResponseTime(contactInfoBlocks.map((block) => block.value).join("\n"))).toContain("24 hours");
  });
});

describe("docs/product.md#prices-and-timelines", () => {
  it("timelines of the six services", () => {
    expect(Object.fromEntries(serviceSlugs.map((slug) => [slug, serviceDetails[slug].timeline.match(/^\d+-\d+ (weeks|hours)/)?.[0]]))).toEqual({
      web: "4-12 weeks",
      games: "6-16 weeks",
      ai: "8-20 weeks",
      dmca: "24-72 hours",
      legal: "2-8 weeks",
      business: "4-12 weeks",
    });
  });

  // The amounts are copy (an editor changes a price in services.ts); which services show one is fixed.
  it("a price line for web and games only, each with an amount in dollars", () => {
    const priced = serviceSlugs.filter((slug) => "pricing" in serviceDetails[slug] && serviceDetails[slug].pricing);
    expect(priced).toEqual(["web", "games"]);
    for (const slug of priced) expect(serviceDetails[slug].pricing, slug).toMatch(/\$\d[\d,]*/);
  });

  it("no amount anywhere but the price lines", () => {
    const withoutPrices = serviceSlugs.map((slug) => {
      const { pricing: _pricing, ...rest } = serviceDetails[slug] as (typeof serviceDetails)[typeof slug] & { pricing?: string };
      return rest;
    });
    for (const [where, text] of stringsIn([withoutPrices, servicesPage])) expect(text, where).not.toMatch(/\$\s?\d/);
  });

  it("the docs' implementation guides quote the same timelines", () => {
    const guides = textOf(docsCategories);
    for (const slug of ["web", "ai", "dmca"] as const) {
      expect(guides, slug).toContain(serviceDetails[slug].timeline.match(/^\d+-\d+ (weeks|hours)/)?.[0]);
    }
  });
});

describe("docs/product.md#refund-figures", () => {
  const text = textOf(refundPolicy);
  const payouts = refundPolicy.sections
    .find((section) => section.id === "payout-times")
    ?.blocks.find((block): block is LegalTable => typeof block === "object" && !Array.isArray(block) && block.kind === "table");

  it("30 days in general; 14 days for security services, games and downloads; under 2 hours of play; review in 2-3 business days", () => {
    for (const figure of ["30 days", "14 days", "2 hours", "2-3 business days"]) expect(text, figure).toContain(figure);
  });

  it("payout: card 3-5 business days, PayPal 1-2, bank transfer 5-7, crypto 1-24 hours", () => {
    expect(payouts?.rows.map((row) => row[1]?.match(/^\d+-\d+ (business days|hours)/)?.[0])).toEqual([
      "3-5 business days",
      "1-2 business days",
      "5-7 business days",
      "1-24 hours",
    ]);
  });
});

describe("docs/product.md#legal-pages: last updated", () => {
  it("privacy December 2, 2026 (the rate limit's digest of an address said as it is); cookies November 27, 2026 (the newsletter and the insights added); terms June 15, 2025; the others no date", () => {
    expect(privacyPolicy.lastUpdated?.iso).toBe("2026-12-02");
    expect(termsOfService.lastUpdated?.iso).toBe("2025-06-15");
    expect(cookiePolicy.lastUpdated?.iso).toBe("2026-11-27");
    for (const doc of [dmcaPolicy, copyrightPolicy, refundPolicy, disclaimer]) expect(doc.lastUpdated, doc.path).toBeUndefined();
  });
});
