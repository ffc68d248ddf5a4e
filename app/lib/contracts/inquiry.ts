// The server's zod schema of a project inquiry, built from the form's rules (inquiry-rules.ts): zod/mini,
// and only on the server; the browser checks with the rules' plain functions (decision 032).
import * as z from "zod/mini";
import { emailPattern, isPlainLine, isPlainText, unifyLineBreaks } from "./form-rules.ts";
import { isInquiryTopic } from "./inquiry-topics.ts";
import {
  descriptionMinLength,
  inquiryFields,
  inquiryLimits,
  inquiryMessages,
  isBudgetId,
  isLink,
  isWishedStart,
  type InquiryField,
  type InquiryFieldErrors,
} from "./inquiry-rules.ts";

/**
 * The project inquiry's one schema (the form on /contact), the authority on what is stored
 * (server/inquiries/receive.ts, the /contact action).
 */

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
    z.email({ pattern: emailPattern, error: inquiryMessages.email }),
  ),
  company: optionalLine(inquiryLimits.company, inquiryMessages.companyTooLong, inquiryMessages.companyCharacters),
  topic: z.string().check(z.trim(), z.refine(isInquiryTopic, inquiryMessages.topic)),
  budget: z._default(z.string().check(z.trim(), z.refine(isBudgetId, inquiryMessages.budget)), ""),
  wishedStart: z._default(z.string().check(z.trim(), z.refine(isWishedStart, inquiryMessages.wishedStart)), ""),
  description: z
    .string()
    .check(
      z.overwrite(unifyLineBreaks),
      z.trim(),
      z.minLength(descriptionMinLength, inquiryMessages.description),
      z.maxLength(inquiryLimits.description, inquiryMessages.descriptionTooLong),
      z.refine(isPlainText, inquiryMessages.descriptionCharacters),
    ),
  link: z._default(z.string().check(z.trim(), z.maxLength(inquiryLimits.link, inquiryMessages.linkTooLong), z.refine(isLink, inquiryMessages.link)), ""),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryData = z.output<typeof inquirySchema>;

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
