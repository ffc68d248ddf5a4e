/**
 * The /join page (docs/product.md#join): its words, and the form's labels, hints and notices, are the
 * join document, app/content/join.json. The validation rules and messages live in app/lib/contracts/application.ts.
 */

export type { JoinFormCopy, JoinFormField } from "./schemas/join.ts";
