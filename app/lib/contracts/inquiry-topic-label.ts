import { shippedDocuments } from "../../content/documents.ts";
import { inquiryTopicOptionsOf, type InquiryTopicOption } from "./inquiry-topics.ts";

/**
 * The one source of a stored topic's label for the team's views (inbox, filter, export, mail): the form's
 * options made from the shipped services and divisions documents. Its own module, so the contact form's
 * bundle does not carry the documents.
 */

export const inquiryTopicOptions: InquiryTopicOption[] = inquiryTopicOptionsOf(shippedDocuments.services, shippedDocuments.divisions);

/** The label the team sees for a topic ("service:web" → "Web Development"); the value itself if no longer listed. */
export function inquiryTopicLabel(value: string): string {
  return inquiryTopicOptions.find((option) => option.value === value)?.label ?? value;
}
