import type { z } from "zod";
import aboutData from "./about.json" with { type: "json" };
import * as blog from "./blog.ts";
import caseStudies from "./case-studies.json" with { type: "json" };
import contactData from "./contact.json" with { type: "json" };
import divisions from "./divisions.json" with { type: "json" };
import * as docs from "./docs.ts";
import founderData from "./founder.json" with { type: "json" };
import homeData from "./home.json" with { type: "json" };
import joinData from "./join.json" with { type: "json" };
import labs from "./labs.json" with { type: "json" };
import * as cookiesPolicy from "./legal/cookies.ts";
import * as copyrightPolicy from "./legal/copyright.ts";
import * as disclaimerPolicy from "./legal/disclaimer.ts";
import * as dmcaPolicy from "./legal/dmca.ts";
import * as privacyPolicy from "./legal/privacy.ts";
import * as refundsPolicy from "./legal/refunds.ts";
import * as termsPolicy from "./legal/terms.ts";
import missionData from "./mission.json" with { type: "json" };
import * as navigation from "./navigation.ts";
import * as news from "./news.ts";
import notFoundData from "./not-found.json" with { type: "json" };
import ourWork from "./our-work.json" with { type: "json" };
import * as resources from "./resources.ts";
import roadmapData from "./roadmap.json" with { type: "json" };
import { aboutContentSchema } from "./schemas/about.ts";
import { blogContentSchema } from "./schemas/blog.ts";
import { caseStudiesContentSchema } from "./schemas/case-studies.ts";
import { contactContentSchema } from "./schemas/contact.ts";
import { divisionsContentSchema } from "./schemas/divisions.ts";
import { docsContentSchema } from "./schemas/docs.ts";
import { founderContentSchema } from "./schemas/founder.ts";
import { homeContentSchema } from "./schemas/home.ts";
import { joinContentSchema } from "./schemas/join.ts";
import { labsContentSchema } from "./schemas/labs.ts";
import { legalModuleSchemas } from "./schemas/legal.ts";
import { missionContentSchema } from "./schemas/mission.ts";
import { navigationContentSchema } from "./schemas/navigation.ts";
import { newsContentSchema } from "./schemas/news.ts";
import { notFoundContentSchema } from "./schemas/not-found.ts";
import { ourWorkContentSchema } from "./schemas/our-work.ts";
import { resourcesContentSchema } from "./schemas/resources.ts";
import { roadmapContentSchema } from "./schemas/roadmap.ts";
import { servicesContentSchema } from "./schemas/services.ts";
import { siteContentSchema } from "./schemas/site.ts";
import { storyContentSchema } from "./schemas/story.ts";
import { teamContentSchema } from "./schemas/team.ts";
import { testimonialsContentSchema } from "./schemas/testimonials.ts";
import services from "./services.json" with { type: "json" };
import * as site from "./site.ts";
import storyData from "./story.json" with { type: "json" };
import teamData from "./team.json" with { type: "json" };
import testimonialsData from "./testimonials.json" with { type: "json" };

/**
 * The site's content documents: what the site editor (/admin/content) lists and edits, what a
 * publish stores as a version, and what route loaders read through the content source
 * (app/lib/content-source.ts). Each is one schema (app/content/schemas/) and the data the repository
 * ships for it; the database's published version replaces the shipped data at run time.
 * Grouped as a visitor knows the site.
 */
export const documentGroups = [
  "Pages",
  "Divisions",
  "Services",
  "Labs",
  "Case studies",
  "Testimonials",
  "Blog",
  "News",
  "Docs",
  "Legal policies",
  "Navigation and footer",
  "Site settings",
] as const;

export type DocumentGroup = (typeof documentGroups)[number];

export interface ContentDocument<S extends z.ZodType = z.ZodType> {
  /** Stable id: the document's key in the database and its file name in `npm run content -- export`. */
  id: string;
  group: DocumentGroup;
  /** What the editor calls it. */
  title: string;
  /** Where the shipped data lives in the repository. */
  file: string;
  schema: S;
  /** The data the repository ships, as the schema reads it. */
  shipped: z.output<S>;
}

/** A module's data: its exports without the helper functions some modules carry (findDivision, mailto). */
export function dataOf(exports: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(exports).filter(([, value]) => typeof value !== "function"));
}

function document<const Id extends string, S extends z.ZodType>(
  id: Id,
  group: DocumentGroup,
  title: string,
  file: string,
  schema: S,
  shipped: object,
): ContentDocument<S> & { id: Id } {
  return { id, group, title, file, schema, shipped: dataOf(shipped) as z.output<S> };
}

export const contentDocuments = {
  home: document("home", "Pages", "Home page", "app/content/home.json", homeContentSchema, homeData),
  about: document("about", "Pages", "About", "app/content/about.json", aboutContentSchema, aboutData),
  mission: document("mission", "Pages", "Mission", "app/content/mission.json", missionContentSchema, missionData),
  roadmap: document("roadmap", "Pages", "Roadmap (on the mission page)", "app/content/roadmap.json", roadmapContentSchema, roadmapData),
  story: document("story", "Pages", "Our story", "app/content/story.json", storyContentSchema, storyData),
  founder: document("founder", "Pages", "Founder", "app/content/founder.json", founderContentSchema, founderData),
  team: document("team", "Pages", "Team", "app/content/team.json", teamContentSchema, teamData),
  join: document("join", "Pages", "Join us", "app/content/join.json", joinContentSchema, joinData),
  contact: document("contact", "Pages", "Contact", "app/content/contact.json", contactContentSchema, contactData),
  resources: document("resources", "Pages", "Resources", "app/content/resources.ts", resourcesContentSchema, resources),
  "our-work": document("our-work", "Pages", "Our work", "app/content/our-work.json", ourWorkContentSchema, ourWork),
  "not-found": document("not-found", "Pages", "Page not found", "app/content/not-found.json", notFoundContentSchema, notFoundData),
  divisions: document("divisions", "Divisions", "Divisions", "app/content/divisions.json", divisionsContentSchema, divisions),
  services: document("services", "Services", "Services and prices", "app/content/services.json", servicesContentSchema, services),
  labs: document("labs", "Labs", "Labs projects", "app/content/labs.json", labsContentSchema, labs),
  "case-studies": document("case-studies", "Case studies", "Case studies", "app/content/case-studies.json", caseStudiesContentSchema, caseStudies),
  testimonials: document("testimonials", "Testimonials", "Testimonials", "app/content/testimonials.json", testimonialsContentSchema, testimonialsData),
  blog: document("blog", "Blog", "Blog", "app/content/blog.ts", blogContentSchema, blog),
  news: document("news", "News", "News articles", "app/content/news.ts", newsContentSchema, news),
  docs: document("docs", "Docs", "Documentation", "app/content/docs.ts", docsContentSchema, docs),
  "legal/privacy": document("legal/privacy", "Legal policies", "Privacy policy", "app/content/legal/privacy.ts", legalModuleSchemas.privacy, privacyPolicy),
  "legal/terms": document("legal/terms", "Legal policies", "Terms of service", "app/content/legal/terms.ts", legalModuleSchemas.terms, termsPolicy),
  "legal/cookies": document("legal/cookies", "Legal policies", "Cookie policy", "app/content/legal/cookies.ts", legalModuleSchemas.cookies, cookiesPolicy),
  "legal/dmca": document("legal/dmca", "Legal policies", "DMCA policy", "app/content/legal/dmca.ts", legalModuleSchemas.dmca, dmcaPolicy),
  "legal/copyright": document("legal/copyright", "Legal policies", "Copyright policy", "app/content/legal/copyright.ts", legalModuleSchemas.copyright, copyrightPolicy),
  "legal/refunds": document("legal/refunds", "Legal policies", "Refund policy", "app/content/legal/refunds.ts", legalModuleSchemas.refunds, refundsPolicy),
  "legal/disclaimer": document("legal/disclaimer", "Legal policies", "Disclaimer", "app/content/legal/disclaimer.ts", legalModuleSchemas.disclaimer, disclaimerPolicy),
  navigation: document("navigation", "Navigation and footer", "Menus and footer", "app/content/navigation.ts", navigationContentSchema, navigation),
  site: document("site", "Site settings", "Company, addresses and social links", "app/content/site.ts", siteContentSchema, site),
};

export type DocumentId = keyof typeof contentDocuments;

/** Every document's data, by id: the content one render of the site reads. */
export type ContentDocuments = { [Id in DocumentId]: z.output<(typeof contentDocuments)[Id]["schema"]> };

export const documentIds = Object.keys(contentDocuments) as DocumentId[];

export function isDocumentId(value: string): value is DocumentId {
  return Object.hasOwn(contentDocuments, value);
}

/** The content the repository ships: what the build renders, and what a new database starts from. */
export const shippedDocuments = Object.fromEntries(documentIds.map((id) => [id, contentDocuments[id].shipped])) as ContentDocuments;
