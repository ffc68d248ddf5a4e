/**
 * The Our Work page /our-work (docs/product.md#our-work). The words live in our-work.json (the
 * "our-work" document, app/content/documents.ts); the shapes are the schemas in schemas/our-work.ts.
 */

export type { DivisionShowcase, OurWorkContent, ShowcaseStatus, WorkPrinciple, WorkStat } from "./schemas/our-work.ts";
