import { shippedDocuments, type ContentDocuments } from "../../content/documents.ts";
import { docsSlugsOf } from "../../content/docs.ts";
import { formatNewsDate, newsArticlesOf } from "../../content/news.ts";
import { newsletterPages } from "../../content/newsletter-pages.ts";
import { serviceSlugs } from "../../content/services.ts";

/**
 * The content the page registry (app/lib/pages/page-registry.ts) reads to know which pages exist and what
 * they are called: each page's title and description, the items of every collection, and the site's
 * name and navigation its cards and breadcrumbs use. Derived from one set of content documents, so the
 * registry's derivations run on whatever a render reads: the shipped files, a published version, a
 * draft (tests/unit/page-registry.test.ts runs them on a copy). Loader, build and server only.
 */
export function siteContentOf(documents: ContentDocuments) {
  const { site, navigation } = documents;
  return {
    site: site.site,
    navigation,
    home: documents.home.homeMeta,
    about: documents.about.aboutMeta,
    mission: documents.mission.missionMeta,
    story: documents.story.storyMeta,
    founder: { ...documents.founder.founderMeta, person: documents.founder.founder },
    team: documents.team.teamMeta,
    divisions: { page: documents.divisions.divisionsPage, items: documents.divisions.divisions },
    services: { page: documents.services.servicesPage, slugs: serviceSlugs, details: documents.services.serviceDetails },
    labs: documents.labs.labsMeta,
    join: documents.join.joinMeta,
    contact: documents.contact.contactMeta,
    resources: documents.resources.resourcesMeta,
    docs: { page: documents.docs.docsMeta, slugs: docsSlugsOf(documents.docs), pages: documents.docs.docsPages },
    caseStudies: documents["case-studies"].caseStudiesMeta,
    blog: { page: documents.blog.blogPage, posts: documents.blog.blogPosts, formatDate: formatNewsDate },
    work: documents["our-work"].workMeta,
    news: { page: documents.news.newsPage, items: documents.news.newsItems, articles: newsArticlesOf(documents.news), formatDate: formatNewsDate },
    /** The newsletter's link pages (their words ship with the code, like the e-mails'). */
    newsletter: newsletterPages,
    /** In the footer's order of the route list: /privacy, /terms, /cookies, /dmca, /copyright, /refunds, /disclaimer. */
    legal: [
      documents["legal/privacy"].privacyPolicy,
      documents["legal/terms"].termsOfService,
      documents["legal/cookies"].cookiePolicy,
      documents["legal/dmca"].dmcaPolicy,
      documents["legal/copyright"].copyrightPolicy,
      documents["legal/refunds"].refundPolicy,
      documents["legal/disclaimer"].disclaimer,
    ],
  };
}

export type SiteContent = ReturnType<typeof siteContentOf>;

/** The shipped content: what the build's route list and prerender list are made from. */
export const siteContent: SiteContent = siteContentOf(shippedDocuments);

/**
 * A division's name by its id, from the divisions of this content (the home, mission and team pages
 * name divisions they link to). A page naming a division the content no longer has fails to render.
 */
export function divisionNameOf(content: SiteContent): (id: string) => string {
  const names = new Map<string, string>(content.divisions.items.map((division) => [division.id, division.name]));
  return (id) => {
    const name = names.get(id);
    if (name === undefined) throw new Error(`no division "${id}" in the divisions document`);
    return name;
  };
}
