import { z } from "zod";
import { callToActionSchema, iconKeySchema, linkSchema, pageMetaSchema, text } from "./common.ts";
import { divisionIdSchema } from "./divisions.ts";

/** Team page /team (docs/product.md#team). */

export const teamRoleSchema = z.object({
  role: text(80),
  divisions: z.array(divisionIdSchema).min(1).max(40),
  description: text(300),
  icon: iconKeySchema,
});
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const divisionHiringSchema = z.object({ division: divisionIdSchema, lookingFor: text(200), skills: z.array(text(60)).min(1).max(40) });
export type DivisionHiring = z.infer<typeof divisionHiringSchema>;

/** The team document (app/content/team.json), as the build checks it (content-modules.ts). */
export const teamContentSchema = z.strictObject({
  teamFounder: z.object({
    eyebrow: text(60),
    title: text(60),
    link: linkSchema,
  }),
  teamHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  teamHiring: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
    divisions: z.array(divisionHiringSchema).min(1).max(40),
  }),
  teamJoin: callToActionSchema,
  teamMeta: pageMetaSchema,
  teamRoles: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
    roles: z.array(teamRoleSchema).min(1).max(40),
  }),
});
