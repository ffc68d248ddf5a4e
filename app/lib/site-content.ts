import { aboutMeta } from "../content/about.ts";
import { blogPage, blogPosts } from "../content/blog.ts";
import { caseStudiesMeta } from "../content/case-studies.ts";
import { contactMeta } from "../content/contact.ts";
import { divisions, divisionsPage } from "../content/divisions.ts";
import { docsMeta, docsPages, docsSlugs } from "../content/docs.ts";
import { founder, founderMeta } from "../content/founder.ts";
import { homeMeta } from "../content/home.ts";
import { joinMeta } from "../content/join.ts";
import { labsMeta } from "../content/labs.ts";
import { cookiePolicy } from "../content/legal/cookies.ts";
import { copyrightPolicy } from "../content/legal/copyright.ts";
import { disclaimer } from "../content/legal/disclaimer.ts";
import { dmcaPolicy } from "../content/legal/dmca.ts";
import { privacyPolicy } from "../content/legal/privacy.ts";
import { refundPolicy } from "../content/legal/refunds.ts";
import { termsOfService } from "../content/legal/terms.ts";
import { missionMeta } from "../content/mission.ts";
import { formatNewsDate, newsArticles, newsItems, newsPage } from "../content/news.ts";
import { workMeta } from "../content/our-work.ts";
import { resourcesMeta } from "../content/resources.ts";
import { serviceDetails, serviceSlugs, servicesPage } from "../content/services.ts";
import { storyMeta } from "../content/story.ts";
import { teamMeta } from "../content/team.ts";

/**
 * The content the page registry (app/lib/page-registry.ts) reads to know which pages exist and what
 * they are called: each page's title and description, and the items of every collection. One object,
 * so the registry's derivations can be run on a copy of it (tests/unit/page-registry.test.ts).
 * Loader and build only: it holds the whole content (decision 005).
 */
export const siteContent = {
  home: homeMeta,
  about: aboutMeta,
  mission: missionMeta,
  story: storyMeta,
  founder: { ...founderMeta, person: founder },
  team: teamMeta,
  divisions: { page: divisionsPage, items: divisions },
  services: { page: servicesPage, slugs: serviceSlugs, details: serviceDetails },
  labs: labsMeta,
  join: joinMeta,
  contact: contactMeta,
  resources: resourcesMeta,
  docs: { page: docsMeta, slugs: docsSlugs, pages: docsPages },
  caseStudies: caseStudiesMeta,
  blog: { page: blogPage, posts: blogPosts },
  work: workMeta,
  news: { page: newsPage, items: newsItems, articles: newsArticles, formatDate: formatNewsDate },
  /** In the footer's order of the route list: /privacy, /terms, /cookies, /dmca, /copyright, /refunds, /disclaimer. */
  legal: [privacyPolicy, termsOfService, cookiePolicy, dmcaPolicy, copyrightPolicy, refundPolicy, disclaimer],
};

export type SiteContent = typeof siteContent;
