import type { AccountMailCopy, ApplicantConfirmationMailCopy, TeamNotificationMailCopy } from "./schemas/application-mail.ts";

/**
 * The two e-mails an application sends (docs/product.md#application-mail): the notification to the hiring team and the
 * confirmation to the applicant. `{placeholders}` are filled by server/mail/compose.ts, which escapes
 * every value; the field labels are the form's own (join.json), so the mail reads like the page.
 */

export type { AccountMailCopy, ApplicantConfirmationMailCopy, TeamNotificationMailCopy } from "./schemas/application-mail.ts";

export const teamNotificationMail: TeamNotificationMailCopy = {
  subject: "Application #{id}: {name} ({division})",
  intro: "A new application arrived through the form on the Join page.",
  replyHint: "Reply to this email to answer {name} directly.",
  idLabel: "Application",
  receivedLabel: "Received",
  notGiven: "(not given)",
};

export const applicantConfirmationMail: ApplicantConfirmationMailCopy = {
  subject: "We received your application to Vesper",
  greeting: "Hello,",
  thanks: "Thank you for applying to join Vesper. Your application has reached us:",
  referenceLabel: "Reference",
  receivedLabel: "Received",
  divisionLabel: "Division",
  nextTitle: "What happens next",
  next: [
    "Every application is read by a person on our hiring team, not by a machine.",
    "We usually reply within 24 hours, by email, or on Discord if you gave us your handle.",
    "There is nothing else you need to do. If you want to add something, reply to this email and quote your reference.",
  ],
  privacy:
    "We use your details only to assess your application. Our privacy policy explains what we keep, for how long, and how to use your rights: {privacyUrl}",
  notYou:
    "Did not apply? Someone may have entered your address by mistake. You can ignore this email: we will not write to you again about this application. To have it deleted, write to {legalEmail}.",
  signOff: "The Vesper hiring team",
};

export const memberInvitationMail: AccountMailCopy = {
  subject: "You are invited to the {siteName} team area",
  intro: "{requestedBy} invited you to join the {siteName} hiring team's inbox, where applications are read and answered.",
  action: "Choose your password (12 characters or more) here:",
  expiry: "The link works once, for {hours} hours (until {expiresAt}). If it has expired, ask a member of the team for a new one.",
  notExpected: "Not expecting this? You can ignore this email: without the link no account is made.",
};

export const passwordResetMail: AccountMailCopy = {
  subject: "Reset your password for the {siteName} team area",
  intro: "{requestedBy} asked for a new password for your account on the {siteName} team area.",
  action: "Choose a new password (12 characters or more) here; it signs you out everywhere else:",
  expiry: "The link works once, for {hours} hours (until {expiresAt}). Until you use it, your current password still works.",
  notExpected: "Not expecting this? You can ignore this email, and tell the team: your password stays as it is.",
};
