import type { z } from "zod";
import * as applicationMail from "../application-mail.ts";
import * as divisions from "../divisions.ts";
import { contentDocuments, dataOf, documentIds } from "../documents.ts";
import * as icons from "../icons.ts";
import * as inquiryMail from "../inquiry-mail.ts";
import * as inquiryPromise from "../inquiry-promise.ts";
import * as labs from "../labs.ts";
import * as newsletterMail from "../newsletter-mail.ts";
import * as newsletterPages from "../newsletter-pages.ts";
import * as retention from "../retention.ts";
import * as services from "../services.ts";
import { applicationMailContentSchema } from "./application-mail.ts";
import { divisionIdsModuleSchema } from "./divisions.ts";
import { iconsContentSchema } from "./icons.ts";
import { inquiryMailContentSchema } from "./inquiry-mail.ts";
import { inquiryPromiseContentSchema } from "./inquiry-promise.ts";
import { labStatusesModuleSchema } from "./labs.ts";
import { newsletterMailContentSchema } from "./newsletter-mail.ts";
import { newsletterPagesContentSchema } from "./newsletter-pages.ts";
import { retentionContentSchema } from "./retention.ts";
import { serviceSlugsModuleSchema } from "./services.ts";

/**
 * Everything under app/content with its schema: the site's documents (app/content/documents.ts: what
 * the editor edits and the pages read) and the few modules that are not the site's copy (the icon
 * names, the retention periods, the application, inquiry and newsletter mail's words, the newsletter's link pages, the response-time promise, the division ids, service slugs and Labs
 * statuses the code owns). The build refuses content that does
 * not match (scripts/check-content.ts) and so does the unit test (tests/unit/content-schemas.test.ts).
 */
export const contentModules: readonly { file: string; exports: object; schema: z.ZodType }[] = [
  ...documentIds.map((id) => ({ file: contentDocuments[id].file, exports: contentDocuments[id].shipped as object, schema: contentDocuments[id].schema })),
  { file: "app/content/application-mail.ts", exports: dataOf(applicationMail), schema: applicationMailContentSchema },
  { file: "app/content/inquiry-mail.ts", exports: dataOf(inquiryMail), schema: inquiryMailContentSchema },
  { file: "app/content/inquiry-promise.ts", exports: dataOf(inquiryPromise), schema: inquiryPromiseContentSchema },
  { file: "app/content/newsletter-mail.ts", exports: dataOf(newsletterMail), schema: newsletterMailContentSchema },
  { file: "app/content/newsletter-pages.ts", exports: dataOf(newsletterPages), schema: newsletterPagesContentSchema },
  { file: "app/content/icons.ts", exports: dataOf(icons), schema: iconsContentSchema },
  { file: "app/content/retention.ts", exports: dataOf(retention), schema: retentionContentSchema },
  // The ids the code owns (pages and stored values follow them); the documents' schemas check against them.
  { file: "app/content/divisions.ts", exports: dataOf(divisions), schema: divisionIdsModuleSchema },
  { file: "app/content/services.ts", exports: dataOf(services), schema: serviceSlugsModuleSchema },
  { file: "app/content/labs.ts", exports: dataOf(labs), schema: labStatusesModuleSchema },
];

/** "app/content/divisions.ts: divisions.2.accent: Invalid option…", one line per problem; empty when all content is valid. */
export function contentProblems(modules = contentModules): string[] {
  return modules.flatMap(({ file, exports, schema }) => {
    const result = schema.safeParse(exports);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "(module)"}: ${issue.message}`);
  });
}
