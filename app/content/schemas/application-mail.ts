import { z } from "zod";
import { text } from "./common.ts";

/** The words of the mails the application form sends (docs/product.md#application-mail). Placeholders in {braces}. */

export const teamNotificationMailSchema = z.object({
  subject: text(120).describe("Subject; placeholders {id}, {name}, {division}"),
  intro: text(300),
  replyHint: text(300).describe("Placeholder {name}"),
  idLabel: text(60),
  receivedLabel: text(60),
  notGiven: text(60),
});
export type TeamNotificationMailCopy = z.infer<typeof teamNotificationMailSchema>;

export const applicantConfirmationMailSchema = z.object({
  subject: text(120),
  greeting: text(120),
  thanks: text(600),
  referenceLabel: text(60),
  receivedLabel: text(60),
  divisionLabel: text(60),
  nextTitle: text(80),
  next: z.array(text(300)).min(1).max(40),
  privacy: text(600).describe("Placeholder {privacyUrl}"),
  notYou: text(600).describe("Placeholder {legalEmail}"),
  signOff: text(120),
});
export type ApplicantConfirmationMailCopy = z.infer<typeof applicantConfirmationMailSchema>;

export const accountMailSchema = z.object({ subject: text(120), intro: text(600), action: text(120), expiry: text(300), notExpected: text(600) });
export type AccountMailCopy = z.infer<typeof accountMailSchema>;

/** Everything application-mail.ts exports, as the build checks it (content-modules.ts). */
export const applicationMailContentSchema = z.strictObject({
  applicantConfirmationMail: applicantConfirmationMailSchema,
  memberInvitationMail: accountMailSchema,
  passwordResetMail: accountMailSchema,
  teamNotificationMail: teamNotificationMailSchema,
});
