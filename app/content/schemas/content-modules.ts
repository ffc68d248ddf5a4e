import type { z } from "zod";
import * as about from "../about.ts";
import * as applicationMail from "../application-mail.ts";
import * as blog from "../blog.ts";
import * as caseStudies from "../case-studies.ts";
import * as contact from "../contact.ts";
import * as divisions from "../divisions.ts";
import * as docs from "../docs.ts";
import * as founder from "../founder.ts";
import * as home from "../home.ts";
import * as icons from "../icons.ts";
import * as join from "../join.ts";
import * as labs from "../labs.ts";
import * as cookiesPolicy from "../legal/cookies.ts";
import * as copyrightPolicy from "../legal/copyright.ts";
import * as disclaimerPolicy from "../legal/disclaimer.ts";
import * as dmcaPolicy from "../legal/dmca.ts";
import * as privacyPolicy from "../legal/privacy.ts";
import * as refundsPolicy from "../legal/refunds.ts";
import * as termsPolicy from "../legal/terms.ts";
import * as mission from "../mission.ts";
import * as navigation from "../navigation.ts";
import * as news from "../news.ts";
import * as notFound from "../not-found.ts";
import * as ourWork from "../our-work.ts";
import * as resources from "../resources.ts";
import * as retention from "../retention.ts";
import * as roadmap from "../roadmap.ts";
import * as services from "../services.ts";
import * as site from "../site.ts";
import * as story from "../story.ts";
import * as team from "../team.ts";
import * as testimonials from "../testimonials.ts";
import { aboutContentSchema } from "./about.ts";
import { applicationMailContentSchema } from "./application-mail.ts";
import { blogContentSchema } from "./blog.ts";
import { caseStudiesContentSchema } from "./case-studies.ts";
import { contactContentSchema } from "./contact.ts";
import { divisionsContentSchema } from "./divisions.ts";
import { docsContentSchema } from "./docs.ts";
import { founderContentSchema } from "./founder.ts";
import { homeContentSchema } from "./home.ts";
import { iconsContentSchema } from "./icons.ts";
import { joinContentSchema } from "./join.ts";
import { labsContentSchema } from "./labs.ts";
import { legalModuleSchemas } from "./legal.ts";
import { missionContentSchema } from "./mission.ts";
import { navigationContentSchema } from "./navigation.ts";
import { newsContentSchema } from "./news.ts";
import { notFoundContentSchema } from "./not-found.ts";
import { ourWorkContentSchema } from "./our-work.ts";
import { resourcesContentSchema } from "./resources.ts";
import { retentionContentSchema } from "./retention.ts";
import { roadmapContentSchema } from "./roadmap.ts";
import { servicesContentSchema } from "./services.ts";
import { siteContentSchema } from "./site.ts";
import { storyContentSchema } from "./story.ts";
import { teamContentSchema } from "./team.ts";
import { testimonialsContentSchema } from "./testimonials.ts";

/**
 * Every content module with the schema of what it exports. The build refuses content that does not
 * match (scripts/check-content.ts) and so does the unit test (tests/unit/content-schemas.test.ts).
 * A new content module gets its schema in this folder and a line here.
 */
export const contentModules: readonly { file: string; exports: object; schema: z.ZodType }[] = [
  { file: "app/content/about.ts", exports: about, schema: aboutContentSchema },
  { file: "app/content/application-mail.ts", exports: applicationMail, schema: applicationMailContentSchema },
  { file: "app/content/blog.ts", exports: blog, schema: blogContentSchema },
  { file: "app/content/case-studies.ts", exports: caseStudies, schema: caseStudiesContentSchema },
  { file: "app/content/contact.ts", exports: contact, schema: contactContentSchema },
  { file: "app/content/divisions.ts", exports: divisions, schema: divisionsContentSchema },
  { file: "app/content/docs.ts", exports: docs, schema: docsContentSchema },
  { file: "app/content/founder.ts", exports: founder, schema: founderContentSchema },
  { file: "app/content/home.ts", exports: home, schema: homeContentSchema },
  { file: "app/content/icons.ts", exports: icons, schema: iconsContentSchema },
  { file: "app/content/join.ts", exports: join, schema: joinContentSchema },
  { file: "app/content/labs.ts", exports: labs, schema: labsContentSchema },
  { file: "app/content/mission.ts", exports: mission, schema: missionContentSchema },
  { file: "app/content/navigation.ts", exports: navigation, schema: navigationContentSchema },
  { file: "app/content/news.ts", exports: news, schema: newsContentSchema },
  { file: "app/content/not-found.ts", exports: notFound, schema: notFoundContentSchema },
  { file: "app/content/our-work.ts", exports: ourWork, schema: ourWorkContentSchema },
  { file: "app/content/resources.ts", exports: resources, schema: resourcesContentSchema },
  { file: "app/content/retention.ts", exports: retention, schema: retentionContentSchema },
  { file: "app/content/roadmap.ts", exports: roadmap, schema: roadmapContentSchema },
  { file: "app/content/services.ts", exports: services, schema: servicesContentSchema },
  { file: "app/content/site.ts", exports: site, schema: siteContentSchema },
  { file: "app/content/story.ts", exports: story, schema: storyContentSchema },
  { file: "app/content/team.ts", exports: team, schema: teamContentSchema },
  { file: "app/content/testimonials.ts", exports: testimonials, schema: testimonialsContentSchema },
  { file: "app/content/legal/cookies.ts", exports: cookiesPolicy, schema: legalModuleSchemas.cookies },
  { file: "app/content/legal/copyright.ts", exports: copyrightPolicy, schema: legalModuleSchemas.copyright },
  { file: "app/content/legal/disclaimer.ts", exports: disclaimerPolicy, schema: legalModuleSchemas.disclaimer },
  { file: "app/content/legal/dmca.ts", exports: dmcaPolicy, schema: legalModuleSchemas.dmca },
  { file: "app/content/legal/privacy.ts", exports: privacyPolicy, schema: legalModuleSchemas.privacy },
  { file: "app/content/legal/refunds.ts", exports: refundsPolicy, schema: legalModuleSchemas.refunds },
  { file: "app/content/legal/terms.ts", exports: termsPolicy, schema: legalModuleSchemas.terms },
];

/** A module's data: its exports without the helper functions some modules carry (findDivision, mailto). */
function dataOf(exports: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(exports).filter(([, value]) => typeof value !== "function"));
}

/** "app/content/divisions.ts: divisions.2.accent: Invalid option…", one line per problem; empty when all content is valid. */
export function contentProblems(modules = contentModules): string[] {
  return modules.flatMap(({ file, exports, schema }) => {
    const result = schema.safeParse(dataOf(exports));
    if (result.success) return [];
    return result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "(module)"}: ${issue.message}`);
  });
}
