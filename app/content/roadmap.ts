import type { RoadmapMilestone } from "./schemas/roadmap.ts";

/** The vision roadmap shown on /mission (docs/product.md#roadmap). */

export type { RoadmapMilestone } from "./schemas/roadmap.ts";

/** The statuses a milestone can have ("Active" is styled too, though no milestone uses it today). */
export const milestoneStatuses = ["Active", "Complete", "In Progress", "Planned", "Vision"] as const;

export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const roadmap: RoadmapMilestone[] = [
  {
    year: "2025",
    milestone: "Company Foundation",
    description:
      "Vesper opens as one group of nine specialised divisions, from VesperGuard's takedown desk to Vesper Holdings, with a founding team of 8 and 24/7 operations from day one.",
    status: "Complete",
  },
  {
    year: "2025-2026",
    milestone: "AI Platform Launch",
    description:
      "NoxGPT opens to adults in summer 2025 with three tiers, from lightly filtered to fully uncensored. Nexila, our proprietary enterprise language model, follows in 2026 to become the enterprise standard for private, auditable AI.",
    status: "In Progress",
  },
  {
    year: "2026",
    milestone: "Market Leadership",
    description:
      "Every division leads its field: takedowns measured in hours, games with their own player communities, legal and business operations that clients run their companies on.",
    status: "Planned",
  },
  {
    year: "2027+",
    milestone: "Future Redefined",
    description:
      "The research at Nexus turns into products nobody has imagined yet, and the nine divisions work as one system that takes an idea from prototype to protected, profitable product.",
    status: "Vision",
  },
];
