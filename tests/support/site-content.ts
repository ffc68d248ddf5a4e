/**
 * The content the tests read to know what the site should show. A test names the items a page lists
 * (cards, links, labels, headings) by reading them here instead of restating the copy, so an editor's
 * change to a sentence, a title or a price fails no test; the figures docs/product.md fixes are checked
 * once, in tests/unit/product-conformance.test.ts. Every test import of app/content goes through this
 * file, so where content comes from can change in one place.
 */
import { mainMenu } from "../../app/content/navigation.ts";
import { site } from "../../app/content/site.ts";
import { pageHead } from "../../app/lib/site-paths.ts";

export { siteContent } from "../../app/lib/site-content.ts";
export { allPagePaths, pageHead } from "../../app/lib/site-paths.ts";
export { site } from "../../app/content/site.ts";
export { aboutActions, aboutHero, aboutQuote, aboutStats, aboutTiming, aboutValues } from "../../app/content/about.ts";
export { blogCategories, blogPage, blogPosts } from "../../app/content/blog.ts";
export { caseStudies, caseStudiesCta, caseStudiesSection } from "../../app/content/case-studies.ts";
export { contactChannels, contactChannelsSection, contactClosing, contactCommunity, contactInfoBlocks, contactInfoSection } from "../../app/content/contact.ts";
export { divisionNames, divisionPage, divisions, divisionsPage, divisionsRevealStaggerMs } from "../../app/content/divisions.ts";
export { docsAccessNote, docsBackLink, docsCategories, docsCategoriesSection, docsGettingStarted, docsNotFound, docsPages, docsSlugs } from "../../app/content/docs.ts";
export {
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
} from "../../app/content/founder.ts";
export { featuredDivisions, homeCta, homeHero, homeMission, homeNumbers, homeTestimonials, homeTiming, quickLinks } from "../../app/content/home.ts";
export { labProjects, labsCta, labsProjectsSection, labStats, labStatsSection, labsTiming } from "../../app/content/labs.ts";
export { missionActions, missionProblems, missionRoadmap, missionSolutions, missionTiming } from "../../app/content/mission.ts";
export { mainMenu } from "../../app/content/navigation.ts";
export { newsArticlePage, newsArticles, newsCategories, newsItems, newsPage } from "../../app/content/news.ts";
export { divisionShowcases, showcaseSection, workCta, workPrinciples, workStats } from "../../app/content/our-work.ts";
export { resourceCards, resourcesQuickAccess, resourcesSection } from "../../app/content/resources.ts";
export { roadmap } from "../../app/content/roadmap.ts";
export { serviceDetailPage, serviceDetails, serviceSlugs, serviceSummaries, servicesPage } from "../../app/content/services.ts";
export { storyActions, storyChapters, storyFacts, storyFounder } from "../../app/content/story.ts";
export { teamFounder, teamHiring, teamJoin, teamRoles } from "../../app/content/team.ts";
export { testimonials } from "../../app/content/testimonials.ts";
export { ipInventory, enforcementNotes } from "../../app/content/legal/copyright.ts";

/** The document title of a page of the registry, as the browser shows it: "Title | Vesper", the home page "Vesper | Title". */
export function documentTitle(path: string): string {
  const { title } = pageHead(path);
  return path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

/** The label of an item of the main menu, by its id ("company", "contact"…): a link, or a button that opens a submenu. */
export function menuLabel(id: string): string {
  const item = mainMenu.find((entry) => entry.id === id);
  if (!item) throw new Error(`no main menu item "${id}" in app/content/navigation.ts`);
  return item.label;
}

/** The label of a submenu link of the main menu, by where it leads. */
export function submenuLabel(href: string): string {
  const link = mainMenu.flatMap((entry) => entry.submenu ?? []).find((entry) => entry.href === href);
  if (!link) throw new Error(`no submenu link to "${href}" in app/content/navigation.ts`);
  return link.label;
}
