import { z } from "zod";
import { milestoneStatuses } from "../roadmap.ts";
import { text } from "./common.ts";

/** The vision roadmap shown on /mission (docs/product.md#roadmap). */

export const milestoneStatusSchema = z.enum(milestoneStatuses);

export const roadmapMilestoneSchema = z.object({
  year: z.string().regex(/^\d{4}(\+|-\d{4})?$/, "a year, a range or an open end: 2026, 2025-2026, 2027+"),
  milestone: text(80),
  description: text(300),
  status: milestoneStatusSchema,
});
export type RoadmapMilestone = z.infer<typeof roadmapMilestoneSchema>;

/** The roadmap's document (app/content/roadmap.json); the statuses a milestone can have are fixed in roadmap.ts. */
export const roadmapContentSchema = z.strictObject({
  roadmap: z.array(roadmapMilestoneSchema).min(1),
});
