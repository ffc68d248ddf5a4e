import { shippedDocuments } from "../../content/documents.ts";

/**
 * The team's words for an inquiry's stored budget range and wished start (the inquiries inbox, its filter
 * and export): the labels the shipped contact page gave them. A range the editor has since removed shows
 * its id, so an old inquiry still says what was chosen.
 */

const form = shippedDocuments.contact.contactInquiry;

/** The budget ranges as the form offers them, in its order: the inbox's filter lists these. */
export const budgetOptions: readonly { id: string; label: string }[] = form.budgetRanges;

/** The filter's choice for the inquiries whose client gave no budget. */
export const noBudget = "none";

export function budgetLabel(id: string | null): string {
  if (id === null) return "Not given";
  return budgetOptions.find((range) => range.id === id)?.label ?? id;
}

export function wishedStartLabel(id: string | null): string {
  if (id === null) return "Not given";
  return (form.wishedStarts as Record<string, string>)[id] ?? id;
}
