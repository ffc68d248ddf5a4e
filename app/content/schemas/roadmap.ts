import { z } from "zod";
import { text } from "./common.ts";

/** The vision roadmap shown on /mission (docs/product.md#roadmap). */

/**
 * The statuses a milestone can have ("Active" is styled too, though no milestone uses it today). A
 * fixed list, not content: each has its own style (components/company/milestone-tone.ts).
 */
export const milestoneStatuses = ["Active", "Complete", "In Progress", "Planned", "Vision"] as const;

export const milestoneStatusSchema = z.enum(milestoneStatuses);
export type MilestoneStatus = z.infer<typeof milestoneStatusSchema>;

export const roadmapMilestoneSchema = z.object({
  year: z.string().regex(/^\d{4}(\+|-\d{4})?$/, "a year, a range or an open end: 2026, 2025-2026, 2027+"),
  milestone: text(80),
  description: text(300),
  status: milestoneStatusSchema,
});
export type RoadmapMilestone = z.infer<typeof roadmapMilestoneSchema>;

/** The roadmap's document (app/content/roadmap.json); its statuses are the fixed list above. */
export const roadmapContentSchema = z.strictObject({
  roadmap: z.array(roadmapMilestoneSchema).min(1).max(40),
});
