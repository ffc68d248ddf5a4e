// The server's zod schema of an application, built from the form's rules (application-rules.ts): zod/mini,
// and only on the server; the browser checks with the rules' plain functions (decision 032).
import * as z from "zod/mini";
import type { DivisionsContent } from "../../content/divisions.ts";
import {
  applicationFields,
  generalApplicationOption,
  isDivisionValue,
  isPortfolio,
  limits,
  messageMinLength,
  messages,
  type ApplicationField,
  type DivisionOption,
  type FieldErrors,
} from "./application-rules.ts";
import { emailPattern, isPlainLine, isPlainText, unifyLineBreaks } from "./form-rules.ts";

/**
 * The application's one schema (docs/product.md#application-fields), the authority on what is stored
 * (server/applications/receive.ts, the /join action).
 */

/** The form's choices: each division under the name its document gives it, in the order shown, then "general". */
export function divisionOptionsOf(content: Pick<DivisionsContent, "divisions">): DivisionOption[] {
  return [...content.divisions.map((division) => ({ value: division.id, label: division.name })), generalApplicationOption];
}

export const applicationSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, messages.name), z.maxLength(limits.name, messages.nameTooLong), z.refine(isPlainLine, messages.nameCharacters)),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(limits.email, messages.emailTooLong), z.refine(isPlainLine, messages.email)),
    z.email({ pattern: emailPattern, error: messages.email }),
  ),
  discord: z._default(z.string().check(z.trim(), z.maxLength(limits.discord, messages.discordTooLong), z.refine(isPlainLine, messages.discordCharacters)), ""),
  division: z.string().check(z.trim(), z.minLength(1, messages.division), z.refine(isDivisionValue, messages.division)),
  portfolio: z._default(z.string().check(z.trim(), z.maxLength(limits.portfolio, messages.portfolioTooLong), z.refine(isPortfolio, messages.portfolio)), ""),
  message: z
    .string()
    .check(
      z.overwrite(unifyLineBreaks),
      z.trim(),
      z.minLength(messageMinLength, messages.message),
      z.maxLength(limits.message, messages.messageTooLong),
      z.refine(isPlainText, messages.messageCharacters),
    ),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
export type ValidationResult = { ok: true; data: Application } | { ok: false; errors: FieldErrors };

/** Validates any input; the first message per field wins, in field order. */
export function validateApplication(input: unknown): ValidationResult {
  const result = applicationSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (applicationFields as readonly string[]).includes(field)) {
      const key = field as ApplicationField;
      errors[key] ??= issue.code === "invalid_type" ? fallbackMessage(key) : issue.message;
    }
  }
  return { ok: false, errors };
}

function fallbackMessage(field: ApplicationField): string {
  const byField: Record<ApplicationField, string> = {
    name: messages.name,
    email: messages.email,
    discord: messages.discordTooLong,
    division: messages.division,
    portfolio: messages.portfolio,
    message: messages.message,
  };
  return byField[field];
}
