/** The vision roadmap shown on /mission (docs/product.md#roadmap): its milestones are the roadmap document, app/content/roadmap.json. */

export type { RoadmapMilestone } from "./schemas/roadmap.ts";

/**
 * The statuses a milestone can have ("Active" is styled too, though no milestone uses it today). Fixed
 * here rather than in the document: each has its own style (components/company/milestone-tone.ts).
 */
export const milestoneStatuses = ["Active", "Complete", "In Progress", "Planned", "Vision"] as const;

export type MilestoneStatus = (typeof milestoneStatuses)[number];
