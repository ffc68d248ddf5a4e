/**
 * The case studies page /case-studies (docs/product.md#case-studies). The words live in
 * case-studies.json (the "case-studies" document, app/content/documents.ts); the shapes are the
 * schemas in schemas/case-studies.ts.
 */

export type { CaseStudiesContent, CaseStudy } from "./schemas/case-studies.ts";
