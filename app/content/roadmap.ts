/** The vision roadmap shown on /mission (docs/product.md#roadmap): its milestones are the roadmap document, app/content/roadmap.json. */

export type { MilestoneStatus, RoadmapMilestone } from "./schemas/roadmap.ts";
