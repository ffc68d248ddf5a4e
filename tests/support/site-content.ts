/**
 * The content the tests read to know what the site should show. A test names the items a page lists
 * (cards, links, labels, headings) by reading them here instead of restating the copy, so an editor's
 * change to a sentence, a title or a price fails no test; the figures docs/product.md fixes are checked
 * once, in tests/unit/product-conformance.test.ts. The e2e specs run against a build of the shipped
 * content (app/content/*.json, through app/content/documents.ts), so that is what this file reads.
 */
import { contactChannelsOf, contactCommunityOf } from "../../app/content/contact.ts";
import { divisionNames as divisionNamesOf } from "../../app/content/divisions.ts";
import { docsSlugsOf } from "../../app/content/docs.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { homeHeroOf } from "../../app/content/home.ts";
import { newsArticlesOf } from "../../app/content/news.ts";
import { serviceSummaries as serviceSummariesOf } from "../../app/content/services.ts";
import { pageHead } from "../../app/lib/pages/site-paths.ts";

const documents = shippedDocuments;

/** Every document as the repository ships it: what a test publishes a changed copy of. */
export { shippedDocuments };

export { siteContent } from "../../app/lib/pages/site-content.ts";
/** A link's address as a page carries it: links to the form pages name the page they are on (decision 049). */
export { hrefFrom } from "../../app/lib/pages/form-page-links.ts";
export { allPagePaths, pageHead } from "../../app/lib/pages/site-paths.ts";
export { blogCategories } from "../../app/content/schemas/blog.ts";
export { newsCategories } from "../../app/content/schemas/news.ts";
export { serviceSlugs } from "../../app/content/services.ts";

export const { site } = documents.site;
export const { aboutActions, aboutHero, aboutQuote, aboutStats, aboutTiming, aboutValues } = documents.about;
export const { blogPage, blogPostPage, blogPosts } = documents.blog;
export const { caseStudies, caseStudiesCta, caseStudiesSection } = documents["case-studies"];
export const { contactChannelsSection, contactClosing, contactInfoBlocks, contactInfoSection } = documents.contact;
/** The contact desks as the page shows them: each with its address from the site settings. */
export const contactChannels = contactChannelsOf(documents.contact, site).map(({ channel }) => channel);
export const contactCommunity = contactCommunityOf(documents.contact, site);
export const { divisionPage, divisions, divisionsPage, divisionsRevealStaggerMs } = documents.divisions;
export const divisionNames = divisionNamesOf(documents.divisions);
export const { docsAccessNote, docsBackLink, docsCategories, docsCategoriesSection, docsGettingStarted, docsNotFound, docsPages } = documents.docs;
export const docsSlugs = docsSlugsOf(documents.docs);
export const {
  founder,
  founderAchievements,
  founderAchievementsSection,
  founderCta,
  founderExpertise,
  founderExpertiseSection,
  founderFavoriteProject,
  founderHero,
  founderJourney,
  founderPhilosophySection,
  founderPrinciples,
  founderStats,
  founderVision,
  founderWhy,
} = documents.founder;
export const { featuredDivisions, homeCta, homeMission, homeNumbers, homeTestimonials, homeTiming, quickLinks } = documents.home;
export const homeHero = homeHeroOf(documents.home, site.tagline);
export const { labProjects, labsCta, labsProjectsSection, labStats, labStatsSection, labsTiming } = documents.labs;
export const { missionActions, missionProblems, missionRoadmap, missionSolutions, missionTiming } = documents.mission;
export const { mainMenu } = documents.navigation;
export const { newsArticlePage, newsItems, newsPage } = documents.news;
export const newsArticles = newsArticlesOf(documents.news);
export const { divisionShowcases, showcaseSection, workCta, workPrinciples, workStats } = documents["our-work"];
export const { resourceCards, resourcesQuickAccess, resourcesSection } = documents.resources;
export const { roadmap } = documents.roadmap;
export const { serviceDetailPage, serviceDetails, servicesPage } = documents.services;
export const serviceSummaries = serviceSummariesOf(documents.services);
export const { storyActions, storyChapters, storyFacts, storyFounder } = documents.story;
export const { teamFounder, teamHiring, teamJoin, teamRoles } = documents.team;
export const { testimonials } = documents.testimonials;
export const { cookiePolicy } = documents["legal/cookies"];
export const { copyrightPolicy } = documents["legal/copyright"];
export const { disclaimer } = documents["legal/disclaimer"];
export const { dmcaPolicy } = documents["legal/dmca"];
export const { privacyPolicy } = documents["legal/privacy"];
export const { refundPolicy } = documents["legal/refunds"];
export const { termsOfService } = documents["legal/terms"];

/** The document title of a page of the registry, as the browser shows it: "Title | Vesper", the home page "Vesper | Title". */
export function documentTitle(path: string): string {
  const { title } = pageHead(path);
  return path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

/** The label of an item of the main menu, by its id ("company", "contact"…): a link, or a button that opens a submenu. */
export function menuLabel(id: string): string {
  const item = mainMenu.find((entry) => entry.id === id);
  if (!item) throw new Error(`no main menu item "${id}" in app/content/navigation.json`);
  return item.label;
}

/** The label of a submenu link of the main menu, by where it leads. */
export function submenuLabel(href: string): string {
  const link = mainMenu.flatMap((entry) => entry.submenu ?? []).find((entry) => entry.href === href);
  if (!link) throw new Error(`no submenu link to "${href}" in app/content/navigation.json`);
  return link.label;
}
