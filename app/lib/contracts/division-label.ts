import { shippedDocuments } from "../../content/documents.ts";
import { divisionOptionsOf } from "./application.ts";
import type { DivisionOption } from "./application-rules.ts";

/**
 * The one source of a stored division's label: the form's options (app/lib/contracts/application.ts), made from
 * the divisions' content. Its own module, so the form's bundle does not carry what only the team's
 * pages, the export and the mail use.
 */

/** The divisions as the team's views (inbox filter and order, export, mail) name them: the shipped divisions document. */
export const divisionOptions: DivisionOption[] = divisionOptionsOf(shippedDocuments.divisions);

/** The form's label for a stored division value ("nexus" → "Nexus"), or undefined for a value no longer listed. */
export function knownDivisionLabel(value: string): string | undefined {
  return divisionOptions.find((option) => option.value === value)?.label;
}

/** The label the team sees for a division (admin pages, export, mail); the value itself if no longer listed. */
export function divisionLabel(value: string): string {
  return knownDivisionLabel(value) ?? value;
}
