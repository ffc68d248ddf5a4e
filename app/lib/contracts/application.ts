// zod/mini: the same validation as classic zod at a fraction of the bytes shipped to the browser.
import * as z from "zod/mini";
import { divisionIds, type DivisionsContent } from "../../content/divisions.ts";

/**
 * The application form's one schema (docs/product.md#application-fields), shared by the browser and the
 * server. The length caps keep one submission well under the 16 KB body limit.
 */

/** One choice of the form's division field: the value an application stores, and what the visitor reads. */
export interface DivisionOption {
  value: string;
  label: string;
}

/** For the applicant who leaves the division to the team. */
export const generalApplicationOption: DivisionOption = { value: "general", label: "General Application - Let Us Decide" };

/**
 * The division an application may name: one of the code's division ids (app/content/divisions.ts), or
 * "general". Checked against the code's list, not the published names, so the browser and the server
 * agree without reading content, and a stored value always names a division the code knows.
 */
const divisionValues: readonly string[] = [...divisionIds, generalApplicationOption.value];

/** The form's choices: each division under the name its document gives it, in the order shown, then "general". */
export function divisionOptionsOf(content: Pick<DivisionsContent, "divisions">): DivisionOption[] {
  return [...content.divisions.map((division) => ({ value: division.id, label: division.name })), generalApplicationOption];
}

export const limits = { name: 100, email: 254, discord: 64, portfolio: 2048, message: 5000 } as const;

export const messages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${limits.name} characters`,
  email: "Please enter a valid email address",
  emailTooLong: `Email must be at most ${limits.email} characters`,
  discordTooLong: `Discord username must be at most ${limits.discord} characters`,
  division: "Please select a division",
  portfolio: "Please enter a valid URL",
  portfolioTooLong: `Portfolio URL must be at most ${limits.portfolio} characters`,
  message: "Message must be at least 10 characters",
  messageTooLong: `Message must be at most ${limits.message} characters`,
  nameCharacters: "Name must not contain control characters",
  discordCharacters: "Discord username must not contain control characters",
  messageCharacters: "Message must not contain control characters (line breaks and tabs are fine)",
} as const;

// Character classes only (no quantifiers), so they run in linear time on any input.
/** C0 and C1 control characters and DEL: invisible, terminal escapes, and NUL, which PostgreSQL refuses. */
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, except tab and newline, which a long text may hold. */
const controlCharacterExceptLayout = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Half of a surrogate pair without its other half: not text, and not storable as UTF-8. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One line of plain text: no control character, no lone surrogate. */
export function isPlainLine(value: string): boolean {
  return !controlCharacter.test(value) && !loneSurrogate.test(value);
}

/** Plain text that may hold line breaks and tabs. */
export function isPlainText(value: string): boolean {
  return !controlCharacterExceptLayout.test(value) && !loneSurrogate.test(value);
}

/** Browsers send a textarea's line breaks as CRLF: store them as one newline each. */
export function unifyLineBreaks(value: string): string {
  return value.replaceAll("\r\n", "\n").replaceAll("\r", "\n");
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const applicationSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, messages.name),
      z.maxLength(limits.name, messages.nameTooLong),
      z.refine(isPlainLine, messages.nameCharacters),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(limits.email, messages.emailTooLong), z.refine(isPlainLine, messages.email)),
    z.email(messages.email),
  ),
  discord: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(limits.discord, messages.discordTooLong), z.refine(isPlainLine, messages.discordCharacters)),
    "",
  ),
  division: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.division),
      z.refine((value: string) => divisionValues.includes(value), messages.division),
    ),
  portfolio: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(limits.portfolio, messages.portfolioTooLong),
        z.refine((value: string) => value === "" || (isPlainLine(value) && isHttpUrl(value)), messages.portfolio),
      ),
    "",
  ),
  message: z
    .string()
    .check(
      z.overwrite(unifyLineBreaks),
      z.trim(),
      z.minLength(10, messages.message),
      z.maxLength(limits.message, messages.messageTooLong),
      z.refine(isPlainText, messages.messageCharacters),
    ),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
export const applicationFields = ["name", "email", "discord", "division", "portfolio", "message"] as const;
export type ApplicationField = (typeof applicationFields)[number];
export type FieldErrors = Partial<Record<ApplicationField, string>>;

/** An Idempotency-Key names one form fill, so a retried request never stores a second row. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/;

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The name of the hidden field bots fill and people never see. */
export const honeypotField = "website";

export type ValidationResult =
  | { ok: true; data: Application }
  | { ok: false; errors: FieldErrors };

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
