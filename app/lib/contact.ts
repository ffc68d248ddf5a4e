// zod/mini: the same validation as classic zod at a fraction of the bytes shipped to the browser.
import * as z from "zod/mini";
import { divisionIds, divisionNames } from "../content/divisions.ts";

/**
 * The application form's one schema (spec §3, §5), shared by the browser and the server.
 * Messages are the spec's; the length caps keep one submission well under the 16 KB body limit.
 */

export const divisionOptions: { value: string; label: string }[] = [
  ...divisionIds.map((id) => ({ value: id, label: divisionNames[id] })),
  { value: "general", label: "General Application - Let Us Decide" },
];

const divisionValues = divisionOptions.map((option) => option.value);

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
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const applicationSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, messages.name), z.maxLength(limits.name, messages.nameTooLong)),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(limits.email, messages.emailTooLong)),
    z.email(messages.email),
  ),
  discord: z._default(z.string().check(z.trim(), z.maxLength(limits.discord, messages.discordTooLong)), ""),
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
        z.refine((value: string) => value === "" || isHttpUrl(value), messages.portfolio),
      ),
    "",
  ),
  message: z.string().check(z.trim(), z.minLength(10, messages.message), z.maxLength(limits.message, messages.messageTooLong)),
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
