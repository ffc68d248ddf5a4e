// Where a content problem's field is in the site editor's form, and what a list of problems calls it: one rule
// for the form's field ids, its problem list and the preview's "fix these first" page (server/content/preview.ts).
import type { DataPath } from "./document-form.ts";

/** The element id of a field of the editor's form (app/components/admin/content/document-fields.tsx): `f-` and its path. */
export function fieldAnchor(path: DataPath): string {
  return `f-${path.join("-") || "document"}`;
}

/** A field as a problem list names it: its path ("newsItems › 8 › tags"), or the document itself. */
export function problemFieldName(path: DataPath): string {
  return path.join(" › ") || "The document";
}

/** The link to a field of a document's form, from another page (the preview): `/admin/content/news#f-newsItems-8-tags`. */
export function fieldHref(slug: string, path: DataPath): string {
  return `/admin/content/${slug}#${fieldAnchor(path)}`;
}
