/** The resources hub /resources (docs/product.md#resources): its words are the document "resources" (resources.json). */

export type { ResourceCard, ResourceColor, ResourceQuickLink } from "./schemas/resources.ts";
