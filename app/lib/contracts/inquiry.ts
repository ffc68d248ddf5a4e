// zod/mini, as the application form's schema: the same validation at a fraction of the bytes shipped to the browser.
import * as z from "zod/mini";
import { isHttpUrl, isPlainLine, isPlainText, unifyLineBreaks } from "./application.ts";
import { isInquiryTopic } from "./inquiry-topics.ts";

/**
 * The project inquiry form's one schema (the form on /contact), shared by the browser and the server
 * (server/inquiries/receive.ts). The length caps keep one inquiry well under the 16 KB body limit.
 */

export const inquiryLimits = { name: 100, email: 254, company: 120, description: 5000, link: 2048 } as const;

/** The least a description must say: a line about what is to be built. */
export const descriptionMinLength = 20;

/** When the client would like to start: the code's ids; their labels are the contact page's content. */
export const wishedStarts = ["asap", "within-3-months", "later"] as const;
export type WishedStart = (typeof wishedStarts)[number];

/**
 * A budget range's id as the contact page's content names it (the ranges are the editor's, so the
 * schema checks the id's shape, not a list): stored as chosen, shown to the team with its label.
 */
const budgetIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const inquiryMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${inquiryLimits.name} characters`,
  nameCharacters: "Name must not contain control characters",
  email: "Please enter a valid work email address",
  emailTooLong: `Email must be at most ${inquiryLimits.email} characters`,
  companyTooLong: `Company must be at most ${inquiryLimits.company} characters`,
  companyCharacters: "Company must not contain control characters",
  topic: "Please choose what your project is about",
  budget: "Please choose one of the budget ranges",
  wishedStart: "Please choose one of the start dates",
  description: `Please describe your project in at least ${descriptionMinLength} characters`,
  descriptionTooLong: `Description must be at most ${inquiryLimits.description} characters`,
  descriptionCharacters: "Description must not contain control characters (line breaks and tabs are fine)",
  link: "Please enter a valid URL starting with http:// or https://",
  linkTooLong: `Link must be at most ${inquiryLimits.link} characters`,
} as const;

/** An optional one-line field: absent and empty are the same. */
const optionalLine = (max: number, tooLong: string, characters: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong), z.refine(isPlainLine, characters)), "");

export const inquirySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, inquiryMessages.name),
      z.maxLength(inquiryLimits.name, inquiryMessages.nameTooLong),
      z.refine(isPlainLine, inquiryMessages.nameCharacters),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(inquiryLimits.email, inquiryMessages.emailTooLong), z.refine(isPlainLine, inquiryMessages.email)),
    z.email(inquiryMessages.email),
  ),
  company: optionalLine(inquiryLimits.company, inquiryMessages.companyTooLong, inquiryMessages.companyCharacters),
  topic: z.string().check(z.trim(), z.refine(isInquiryTopic, inquiryMessages.topic)),
  budget: z._default(z.string().check(z.trim(), z.refine((value: string) => value === "" || budgetIdPattern.test(value), inquiryMessages.budget)), ""),
  wishedStart: z._default(
    z.string().check(z.trim(), z.refine((value: string) => value === "" || (wishedStarts as readonly string[]).includes(value), inquiryMessages.wishedStart)),
    "",
  ),
  description: z
    .string()
    .check(
      z.overwrite(unifyLineBreaks),
      z.trim(),
      z.minLength(descriptionMinLength, inquiryMessages.description),
      z.maxLength(inquiryLimits.description, inquiryMessages.descriptionTooLong),
      z.refine(isPlainText, inquiryMessages.descriptionCharacters),
    ),
  link: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(inquiryLimits.link, inquiryMessages.linkTooLong),
        z.refine((value: string) => value === "" || (isPlainLine(value) && isHttpUrl(value)), inquiryMessages.link),
      ),
    "",
  ),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryData = z.output<typeof inquirySchema>;
export const inquiryFields = ["name", "email", "company", "topic", "budget", "wishedStart", "description", "link"] as const;
export type InquiryField = (typeof inquiryFields)[number];
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

export type InquiryValidation = { ok: true; data: InquiryData } | { ok: false; errors: InquiryFieldErrors };

/** A field's message when its value is not even a string (a number, a list, null). */
const wrongTypeMessages: Record<InquiryField, string> = {
  name: inquiryMessages.name,
  email: inquiryMessages.email,
  company: inquiryMessages.companyTooLong,
  topic: inquiryMessages.topic,
  budget: inquiryMessages.budget,
  wishedStart: inquiryMessages.wishedStart,
  description: inquiryMessages.description,
  link: inquiryMessages.link,
};

/** Validates any input; the first message per field wins, in field order. */
export function validateInquiry(input: unknown): InquiryValidation {
  const result = inquirySchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: InquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (inquiryFields as readonly string[]).includes(field)) {
      const key = field as InquiryField;
      errors[key] ??= issue.code === "invalid_type" ? wrongTypeMessages[key] : issue.message;
    }
  }
  return { ok: false, errors };
}
