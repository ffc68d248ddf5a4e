import { z } from "zod";
import { text } from "./common.ts";

/** The words of the mails a project inquiry sends (app/content/inquiry-mail.ts). Placeholders in {braces}. */
export const inquiryMailContentSchema = z.strictObject({
  inquiryTeamNotificationMail: z.object({
    subject: text(120).describe("Subject; placeholders {id}, {name}, {topic}"),
    intro: text(300),
    dueLine: text(300).describe("Placeholders {hours}, {due}"),
    replyHint: text(300).describe("Placeholders {name}, {inboxUrl}"),
    idLabel: text(60),
    receivedLabel: text(60),
    notGiven: text(60),
  }),
  inquiryClientConfirmationMail: z.object({
    subject: text(120),
    greeting: text(120),
    thanks: text(600),
    referenceLabel: text(60),
    receivedLabel: text(60),
    topicLabel: text(60),
    next: text(600).describe("Placeholder {hours}"),
    privacy: text(600).describe("Placeholder {privacyUrl}"),
    notYou: text(600).describe("Placeholder {legalEmail}"),
    signOff: text(120),
  }),
  inquiryAnswerReminderMail: z.object({
    subject: text(120).describe("Placeholders {id}, {name}, {topic}"),
    body: text(600).describe("Placeholders {id}, {received}, {due}, {hours}"),
    action: text(300).describe("Placeholder {inboxUrl}"),
    once: text(300),
  }),
});
