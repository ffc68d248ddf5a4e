import { applicantConfirmationMail, memberInvitationMail, passwordResetMail, teamNotificationMail } from "../content/application-mail.ts";
import { joinFormFields } from "../content/join.ts";
import { privacyPolicy } from "../content/legal/privacy.ts";
import { site } from "../content/site.ts";
import { divisionOptions, type ApplicationField } from "./application.ts";

/**
 * What the application e-mails say, resolved from the content for the server (which may import
 * app/lib only): the site's words, the form's labels, the privacy page's address.
 */
export const applicationMailCopy = {
  siteName: site.name,
  /** The domain of the site's own Message-IDs. */
  siteHost: new URL(site.url).hostname,
  /**
   * The site's public address (app/content/site.ts): the origin of every link in account mail, never
   * the Host header of the request that asked for it, which a client can set to anything.
   */
  siteUrl: site.url,
  /** The default hiring team address (HIRING_EMAIL) and sender (MAIL_FROM). */
  careersAddress: site.contacts.careers,
  legalAddress: site.contacts.legal,
  privacyUrl: new URL(privacyPolicy.path, site.url).href,
  fieldLabels: Object.fromEntries(joinFormFields.map((field) => [field.name, field.label])) as Record<ApplicationField, string>,
  team: teamNotificationMail,
  confirmation: applicantConfirmationMail,
  invitation: memberInvitationMail,
  passwordReset: passwordResetMail,
};

/** The form's label for a stored division value ("nexus" → "Nexus"), or undefined for a value not on the site's list. */
export function knownDivisionLabel(value: string): string | undefined {
  return divisionOptions.find((option) => option.value === value)?.label;
}

/** The same for the team, who see an unknown value as it is. */
export function divisionLabel(value: string): string {
  return knownDivisionLabel(value) ?? value;
}
