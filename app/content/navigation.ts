/**
 * Top navigation and footer columns (docs/product.md#header, docs/product.md#footer): the document
 * "navigation" (navigation.json), read by the header, footer, breadcrumbs and cards as data.
 */

export type { MenuItem, SectionId } from "./schemas/navigation.ts";
