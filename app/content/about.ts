/** The About page `/about` (docs/product.md#company-pages): its words are the about document, app/content/about.json. */

export type { CompanyStat, CompanyValue } from "./schemas/about.ts";
