// The application form's rules as data and plain functions, without zod: the browser checks a field with
// these (components/join/application-form.island.ts), and the server's schema (application.ts) is built
// from the same limits, lists and messages; tests/unit/form-rules.test.ts shows they agree.
import { divisionIds } from "../../content/divisions.ts";
import { checkFields, emailPattern, isHttpUrl, isPlainLine, isPlainText, trimmed, trimmedText, type FieldRule } from "./form-rules.ts";

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

/** The length caps keep one submission well under the 16 KB body limit. */
export const limits = { name: 100, email: 254, discord: 64, portfolio: 2048, message: 5000 } as const;

/** The least a message must say. */
export const messageMinLength = 10;

export const messages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${limits.name} characters`,
  email: "Please enter a valid email address",
  emailTooLong: `Email must be at most ${limits.email} characters`,
  discordTooLong: `Discord username must be at most ${limits.discord} characters`,
  division: "Please select a division",
  portfolio: "Please enter a valid URL",
  portfolioTooLong: `Portfolio URL must be at most ${limits.portfolio} characters`,
  message: `Message must be at least ${messageMinLength} characters`,
  messageTooLong: `Message must be at most ${limits.message} characters`,
  nameCharacters: "Name must not contain control characters",
  discordCharacters: "Discord username must not contain control characters",
  messageCharacters: "Message must not contain control characters (line breaks and tabs are fine)",
} as const;

export const applicationFields = ["name", "email", "discord", "division", "portfolio", "message"] as const;
export type ApplicationField = (typeof applicationFields)[number];
export type FieldErrors = Partial<Record<ApplicationField, string>>;

export const isDivisionValue = (value: string) => divisionValues.includes(value);
export const isPortfolio = (value: string) => value === "" || (isPlainLine(value) && isHttpUrl(value));

const maxLength = (max: number) => (value: string) => value.length <= max;

/** Each field's checks in the schema's order (application.ts): the first that fails is the field's message. */
export const applicationRules: Record<ApplicationField, FieldRule> = {
  name: {
    prepare: trimmed,
    checks: [
      [(value) => value.length >= 2, messages.name],
      [maxLength(limits.name), messages.nameTooLong],
      [isPlainLine, messages.nameCharacters],
    ],
  },
  email: {
    prepare: trimmed,
    checks: [
      [maxLength(limits.email), messages.emailTooLong],
      [isPlainLine, messages.email],
      [(value) => emailPattern.test(value), messages.email],
    ],
  },
  discord: {
    prepare: trimmed,
    checks: [
      [maxLength(limits.discord), messages.discordTooLong],
      [isPlainLine, messages.discordCharacters],
    ],
  },
  division: {
    prepare: trimmed,
    checks: [
      [(value) => value.length >= 1, messages.division],
      [isDivisionValue, messages.division],
    ],
  },
  portfolio: {
    prepare: trimmed,
    checks: [
      [maxLength(limits.portfolio), messages.portfolioTooLong],
      [isPortfolio, messages.portfolio],
    ],
  },
  message: {
    prepare: trimmedText,
    checks: [
      [(value) => value.length >= messageMinLength, messages.message],
      [maxLength(limits.message), messages.messageTooLong],
      [isPlainText, messages.messageCharacters],
    ],
  },
};

/** The browser's check of a whole fill (every field a string, as FormData gives it); the server's schema stays the authority. */
export function checkApplication(values: Partial<Record<ApplicationField, string>>): FieldErrors {
  return checkFields(applicationRules, values);
}
