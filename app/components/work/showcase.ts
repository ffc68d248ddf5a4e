import type { BadgeTone } from "~/components/ui/badge";

/**
 * docs/product.md#our-work: a showcase card links to /divisions/{division name in lower case with spaces
 * removed}, e.g. "Vesper Holdings" → /divisions/vesperholdings.
 */
export function showcaseHref(divisionName: string): string {
  return `/divisions/${divisionName.toLowerCase().replace(/\s+/g, "")}`;
}

/** On showcase cards, status Active or Live is green, anything else (Summer 2025) yellow. */
export function showcaseStatusTone(status: string): Extract<BadgeTone, "green" | "yellow"> {
  return status === "Active" || status === "Live" ? "green" : "yellow";
}
