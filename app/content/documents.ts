import type { z } from "zod";
import about from "./about.json" with { type: "json" };
import blog from "./blog.json" with { type: "json" };
import caseStudies from "./case-studies.json" with { type: "json" };
import contact from "./contact.json" with { type: "json" };
import divisions from "./divisions.json" with { type: "json" };
import docs from "./docs.json" with { type: "json" };
import founder from "./founder.json" with { type: "json" };
import home from "./home.json" with { type: "json" };
import join from "./join.json" with { type: "json" };
import labs from "./labs.json" with { type: "json" };
import cookiesPolicy from "./legal/cookies.json" with { type: "json" };
import copyrightPolicy from "./legal/copyright.json" with { type: "json" };
import disclaimerPolicy from "./legal/disclaimer.json" with { type: "json" };
import dmcaPolicy from "./legal/dmca.json" with { type: "json" };
import privacyPolicy from "./legal/privacy.json" with { type: "json" };
import refundsPolicy from "./legal/refunds.json" with { type: "json" };
import termsPolicy from "./legal/terms.json" with { type: "json" };
import mission from "./mission.json" with { type: "json" };
import navigation from "./navigation.json" with { type: "json" };
import news from "./news.json" with { type: "json" };
import notFound from "./not-found.json" with { type: "json" };
import ourWork from "./our-work.json" with { type: "json" };
import redirects from "./redirects.json" with { type: "json" };
import resources from "./resources.json" with { type: "json" };
import roadmap from "./roadmap.json" with { type: "json" };
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
import { redirectsContentSchema } from "./schemas/redirects.ts";
import { resourcesContentSchema } from "./schemas/resources.ts";
import { roadmapContentSchema } from "./schemas/roadmap.ts";
import { servicesContentSchema } from "./schemas/services.ts";
import { siteContentSchema } from "./schemas/site.ts";
import { storyContentSchema } from "./schemas/story.ts";
import { teamContentSchema } from "./schemas/team.ts";
import { testimonialsContentSchema } from "./schemas/testimonials.ts";
import services from "./services.json" with { type: "json" };
import site from "./site.json" with { type: "json" };
import story from "./story.json" with { type: "json" };
import team from "./team.json" with { type: "json" };
import testimonials from "./testimonials.json" with { type: "json" };

/**
 * The site's content documents: what the site editor (/admin/content) lists and edits, what a
 * publish stores as a version, and what route loaders read through the content source
 * (app/lib/pages/content-source.ts). Each is one schema (app/content/schemas/) and the data the repository
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
  home: document("home", "Pages", "Home page", "app/content/home.json", homeContentSchema, home),
  about: document("about", "Pages", "About", "app/content/about.json", aboutContentSchema, about),
  mission: document("mission", "Pages", "Mission", "app/content/mission.json", missionContentSchema, mission),
  roadmap: document("roadmap", "Pages", "Roadmap (on the mission page)", "app/content/roadmap.json", roadmapContentSchema, roadmap),
  story: document("story", "Pages", "Our story", "app/content/story.json", storyContentSchema, story),
  founder: document("founder", "Pages", "Founder", "app/content/founder.json", founderContentSchema, founder),
  team: document("team", "Pages", "Team", "app/content/team.json", teamContentSchema, team),
  join: document("join", "Pages", "Join us", "app/content/join.json", joinContentSchema, join),
  contact: document("contact", "Pages", "Contact", "app/content/contact.json", contactContentSchema, contact),
  resources: document("resources", "Pages", "Resources", "app/content/resources.json", resourcesContentSchema, resources),
  "our-work": document("our-work", "Pages", "Our work", "app/content/our-work.json", ourWorkContentSchema, ourWork),
  "not-found": document("not-found", "Pages", "Page not found", "app/content/not-found.json", notFoundContentSchema, notFound),
  divisions: document("divisions", "Divisions", "Divisions", "app/content/divisions.json", divisionsContentSchema, divisions),
  services: document("services", "Services", "Services and prices", "app/content/services.json", servicesContentSchema, services),
  labs: document("labs", "Labs", "Labs projects", "app/content/labs.json", labsContentSchema, labs),
  "case-studies": document("case-studies", "Case studies", "Case studies", "app/content/case-studies.json", caseStudiesContentSchema, caseStudies),
  testimonials: document("testimonials", "Testimonials", "Testimonials", "app/content/testimonials.json", testimonialsContentSchema, testimonials),
  blog: document("blog", "Blog", "Blog", "app/content/blog.json", blogContentSchema, blog),
  news: document("news", "News", "News articles", "app/content/news.json", newsContentSchema, news),
  docs: document("docs", "Docs", "Documentation", "app/content/docs.json", docsContentSchema, docs),
  "legal/privacy": document("legal/privacy", "Legal policies", "Privacy policy", "app/content/legal/privacy.json", legalModuleSchemas.privacy, privacyPolicy),
  "legal/terms": document("legal/terms", "Legal policies", "Terms of service", "app/content/legal/terms.json", legalModuleSchemas.terms, termsPolicy),
  "legal/cookies": document("legal/cookies", "Legal policies", "Cookie policy", "app/content/legal/cookies.json", legalModuleSchemas.cookies, cookiesPolicy),
  "legal/dmca": document("legal/dmca", "Legal policies", "DMCA policy", "app/content/legal/dmca.json", legalModuleSchemas.dmca, dmcaPolicy),
  "legal/copyright": document(
    "legal/copyright",
    "Legal policies",
    "Copyright policy",
    "app/content/legal/copyright.json",
    legalModuleSchemas.copyright,
    copyrightPolicy,
  ),
  "legal/refunds": document("legal/refunds", "Legal policies", "Refund policy", "app/content/legal/refunds.json", legalModuleSchemas.refunds, refundsPolicy),
  "legal/disclaimer": document(
    "legal/disclaimer",
    "Legal policies",
    "Disclaimer",
    "app/content/legal/disclaimer.json",
    legalModuleSchemas.disclaimer,
    disclaimerPolicy,
  ),
  navigation: document("navigation", "Navigation and footer", "Menus and footer", "app/content/navigation.json", navigationContentSchema, navigation),
  site: document("site", "Site settings", "Company, addresses and social links", "app/content/site.json", siteContentSchema, site),
  redirects: document("redirects", "Site settings", "Moved and removed pages", "app/content/redirects.json", redirectsContentSchema, redirects),
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
