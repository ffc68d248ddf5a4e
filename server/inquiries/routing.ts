import type { SiteSettings } from "../../app/content/schemas/site.ts";
import type { InquiryTopic } from "../../app/lib/contracts/inquiry-topics.ts";

/**
 * Who receives an inquiry: SALES_EMAIL's addresses when the operator set it (every inquiry, whatever it
 * is about); else the address the site settings give its service or division (site.inquiryTeams); else
 * the settings' default team. A version of the settings from before inquiries existed names no team:
 * then the CEO's desk, the one address the contact page offers for anything new.
 * Decided when the inquiry arrives and stored with it, so a later change of the settings does not
 * re-route an inquiry already sent (its reminder goes where its notification went).
 */
export function inquiryTeamAddresses(topic: InquiryTopic, site: Pick<SiteSettings, "inquiryTeams" | "contacts">, salesEmails?: readonly string[]): string[] {
  if (salesEmails && salesEmails.length > 0) return [...salesEmails];
  const teams = site.inquiryTeams;
  if (!teams) return [site.contacts.ceo];
  const [kind, slug] = topic.split(":") as [string, string | undefined];
  const own =
    kind === "service"
      ? teams.services[slug as keyof typeof teams.services]
      : kind === "division"
        ? teams.divisions[slug as keyof typeof teams.divisions]
        : undefined;
  return [own ?? teams.default];
}
