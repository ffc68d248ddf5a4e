import { divisionIds, type DivisionsContent } from "../../content/divisions.ts";
import { serviceSlugs, type ServicesContent } from "../../content/services.ts";

/**
 * What a project inquiry is about (its `topic`): one of the six services ("service:web"), one of the nine
 * divisions ("division:nexus"), or "unsure" when the client leaves it to the team. The ids are the code's
 * (the services' and divisions' slugs), so the browser and the server check a topic without reading
 * content and a stored topic always names something the code knows; the labels are the content's names.
 * Pure: the contact form's bundle carries this; the team's labels from the shipped content are in
 * inquiry-topic-label.ts.
 */

export const unsureTopic = "unsure";

export type InquiryTopic = `service:${(typeof serviceSlugs)[number]}` | `division:${(typeof divisionIds)[number]}` | typeof unsureTopic;

export const inquiryTopics: readonly InquiryTopic[] = [
  ...serviceSlugs.map((slug) => `service:${slug}` as const),
  ...divisionIds.map((id) => `division:${id}` as const),
  unsureTopic,
];

export function isInquiryTopic(value: unknown): value is InquiryTopic {
  return typeof value === "string" && (inquiryTopics as readonly string[]).includes(value);
}

export function serviceTopic(slug: (typeof serviceSlugs)[number]): InquiryTopic {
  return `service:${slug}`;
}

export function divisionTopic(id: (typeof divisionIds)[number]): InquiryTopic {
  return `division:${id}`;
}

/** One choice of the form's topic field. */
export interface InquiryTopicOption {
  value: InquiryTopic;
  label: string;
  /** The option group the form shows it in. */
  group: "Services" | "Divisions" | "Other";
}

export const unsureTopicLabel = "Not sure yet";

/** The form's choices: the services and the divisions under the names their documents give them, in the order shown, then "Not sure yet". */
export function inquiryTopicOptionsOf(
  services: Pick<ServicesContent, "serviceSummaries" | "serviceDetails">,
  divisions: Pick<DivisionsContent, "divisions">,
): InquiryTopicOption[] {
  return [
    ...services.serviceSummaries.map((card) => ({
      value: serviceTopic(card.slug),
      label: services.serviceDetails[card.slug].title,
      group: "Services" as const,
    })),
    ...divisions.divisions.map((division) => ({ value: divisionTopic(division.id), label: division.name, group: "Divisions" as const })),
    { value: unsureTopic, label: unsureTopicLabel, group: "Other" as const },
  ];
}

/** The inquiry form's section on the contact page, where every "Start Your Project" link lands. */
export const inquiryFormHref = "/contact#start";

/**
 * A link of a service's or division's page, pointed at the inquiry form with that topic chosen when it
 * goes to the contact page (`/contact` → `/contact?service=web#start`); any other link as it is. The
 * page's words stay the editor's: only where "/contact" leads is the code's.
 */
export function toInquiryForm(href: string, topic: { service: (typeof serviceSlugs)[number] } | { division: (typeof divisionIds)[number] }): string {
  if (href !== "/contact" && !href.startsWith("/contact#")) return href;
  const [param, value] = "service" in topic ? ["service", topic.service] : ["division", topic.division];
  return `/contact?${param}=${value}#start`;
}
