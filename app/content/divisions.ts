import type { Division, DivisionsContent } from "./schemas/divisions.ts";

/**
 * The nine divisions (docs/product.md#divisions). Their words live in divisions.json (the "divisions"
 * document, app/content/documents.ts), in the order they are shown; the shapes are the schemas in
 * schemas/divisions.ts. This module keeps the ids and the helpers that read the document.
 *
 * The ids are the code's, not the editor's: each is a page's address (/divisions/{id}) and the value
 * an application stores, so the form checks a division against this list (app/lib/contracts/application.ts)
 * and the schema refuses a document that adds, drops or renames one.
 */

export type { Division, DivisionAccess, DivisionCaseStudy, DivisionProject, DivisionsContent, DivisionTier, ProjectStatus } from "./schemas/divisions.ts";

/** What the /divisions list shows of each division. */
export type DivisionSummary = Pick<Division, "id" | "name" | "subtitle" | "description" | "icon" | "accent" | "status">;

export const divisionIds = ["vesperguard", "noxgpt", "nexus", "nexila", "vespergames", "viad", "vesperlegal", "vesperholdings", "vcomm"] as const;

export type DivisionId = (typeof divisionIds)[number];

export function isDivisionId(value: string): value is DivisionId {
  return (divisionIds as readonly string[]).includes(value);
}

/** Each division's name by id, as the document names it (the form's options, the cards that credit a division). */
export function divisionNames(content: Pick<DivisionsContent, "divisions">): Record<DivisionId, string> {
  return Object.fromEntries(content.divisions.map((division) => [division.id, division.name])) as Record<DivisionId, string>;
}

/** The full data of one division, or undefined. Used by loaders only. */
export function findDivision(content: Pick<DivisionsContent, "divisions">, id: string): Division | undefined {
  return content.divisions.find((division) => division.id === id);
}

/** The /divisions list's slice of each division. Used by the loader only. */
export function divisionSummaries(content: Pick<DivisionsContent, "divisions">): DivisionSummary[] {
  return content.divisions.map(({ id, name, subtitle, description, icon, accent, status }) => ({
    id,
    name,
    subtitle,
    description,
    icon,
    accent,
    ...(status ? { status } : {}),
  }));
}
