/**
 * The three e-mails a project inquiry sends: the notification to the team it was routed to, the
 * client's short confirmation and, if the first answer is late, one reminder to that team.
 * `{placeholders}` are filled by server/mail/inquiry-compose.ts, which escapes every value; the field
 * labels are the contact form's own (contact.json), so the mail reads like the page.
 */

export const inquiryTeamNotificationMail = {
  subject: "Inquiry #{id}: {name} ({topic})",
  intro: "A new project inquiry arrived through the form on the Contact page.",
  dueLine: "We promised a first answer within {hours} hours: by {due}.",
  replyHint: "Reply to this email to answer {name} directly, then record it in the inbox: {inboxUrl}",
  idLabel: "Inquiry",
  receivedLabel: "Received",
  notGiven: "(not given)",
} as const;

/**
 * The confirmation goes to whatever address was typed, so, like an applicant's, it repeats nothing the
 * client typed (no name, no description, no link): only what the site itself knows.
 */
export const inquiryClientConfirmationMail = {
  subject: "We received your project inquiry",
  greeting: "Hello,",
  thanks: "Thank you for telling us about your project. Your inquiry has reached the team that handles it:",
  referenceLabel: "Reference",
  receivedLabel: "Received",
  topicLabel: "About",
  next: "A person on that team will answer within {hours} hours, by email. If you want to add something, reply to this email and quote your reference.",
  privacy: "We use your details only to answer your inquiry. Our privacy policy explains what we keep, for how long, and how to use your rights: {privacyUrl}",
  notYou:
    "Did not write to us? Someone may have entered your address by mistake. You can ignore this email. To have the inquiry deleted, write to {legalEmail}.",
  signOff: "The Vesper team",
} as const;

export const inquiryAnswerReminderMail = {
  subject: "Unanswered: inquiry #{id} from {name} ({topic})",
  body: "Inquiry #{id} arrived at {received} and is still marked New: its first answer was due by {due} ({hours} hours, as the Contact page promises).",
  action: "Answer it, then move it out of New in the inbox: {inboxUrl}",
  once: "This is the only reminder for this inquiry.",
} as const;
