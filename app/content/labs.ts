/**
 * Labs /projects ("THE LABS", docs/product.md#labs). The words live in labs.json (the "labs" document,
 * app/content/documents.ts); the shapes are the schemas in schemas/labs.ts.
 */

export type { LabProject, LabsContent, LabStat } from "./schemas/labs.ts";

/** The status labels a Labs project can have: the code's list, each with its badge colour. */
export const labStatuses = ["IN DEVELOPMENT", "ACTIVE", "LAUNCHING SOON", "EXPANDING"] as const;
export type LabStatus = (typeof labStatuses)[number];
