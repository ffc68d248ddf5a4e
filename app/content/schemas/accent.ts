import { z } from "zod";

/**
 * A colour identity, as meaning: content names an accent, components turn it into classes
 * (app/components/ui/accent.ts) and the social-card renderer into colours (app/lib/pages/page-cards.ts).
 */

/** A card's accent bar and icon tile, drawn as a gradient: divisions and the Our Work showcases. */
export const gradientAccentSchema = z
  .enum(["cyan", "indigo", "sky", "violet", "purple", "fuchsia", "pink", "amber", "yellow", "emerald", "slate"])
  .describe("Accent colour");

export type GradientAccent = z.infer<typeof gradientAccentSchema>;

/** A service's hue: its icon tile and subtitle. */
export const hueAccentSchema = z.enum(["sky", "violet", "fuchsia", "rose", "amber", "emerald"]).describe("Accent colour");

export type HueAccent = z.infer<typeof hueAccentSchema>;
