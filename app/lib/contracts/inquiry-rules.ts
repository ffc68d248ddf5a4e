// The project inquiry form's rules as data and plain functions, without zod: the browser checks a field
// with these (components/contact/inquiry-form.island.ts), and the server's schema (inquiry.ts) is built
// from the same limits, patterns and messages; tests/unit/form-rules.test.ts shows they agree.
import { checkFields, emailPattern, isHttpUrl, isPlainLine, isPlainText, trimmed, trimmedText, type FieldRule } from "./form-rules.ts";
import { isInquiryTopic } from "./inquiry-topics.ts";

/** The length caps keep one inquiry well under the 16 KB body limit. */
export const inquiryLimits = { name: 100, email: 254, company: 120, description: 5000, link: 2048 } as const;

/** The least a description must say: a line about what is to be built. */
export const descriptionMinLength = 20;

/** When the client would like to start: the code's ids; their labels are the contact page's content. */
export const wishedStarts = ["asap", "within-3-months", "later"] as const;
export type WishedStart = (typeof wishedStarts)[number];

/**
 * A budget range's id as the contact page's content names it (the ranges are the editor's, so the
 * rules check the id's shape, not a list): stored as chosen, shown to the team with its label.
 */
export const budgetIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

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

export const inquiryFields = ["name", "email", "company", "topic", "budget", "wishedStart", "description", "link"] as const;
export type InquiryField = (typeof inquiryFields)[number];
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

export const isBudgetId = (value: string) => value === "" || budgetIdPattern.test(value);
export const isWishedStart = (value: string) => value === "" || (wishedStarts as readonly string[]).includes(value);
export const isLink = (value: string) => value === "" || (isPlainLine(value) && isHttpUrl(value));

const m = inquiryMessages;
const maxLength = (max: number) => (value: string) => value.length <= max;

/** Each field's checks in the schema's order (inquiry.ts): the first that fails is the field's message. */
export const inquiryRules: Record<InquiryField, FieldRule> = {
  name: {
    prepare: trimmed,
    checks: [
      [(value) => value.length >= 2, m.name],
      [maxLength(inquiryLimits.name), m.nameTooLong],
      [isPlainLine, m.nameCharacters],
    ],
  },
  email: {
    prepare: trimmed,
    checks: [
      [maxLength(inquiryLimits.email), m.emailTooLong],
      [isPlainLine, m.email],
      [(value) => emailPattern.test(value), m.email],
    ],
  },
  company: {
    prepare: trimmed,
    checks: [
      [maxLength(inquiryLimits.company), m.companyTooLong],
      [isPlainLine, m.companyCharacters],
    ],
  },
  topic: { prepare: trimmed, checks: [[isInquiryTopic, m.topic]] },
  budget: { prepare: trimmed, checks: [[isBudgetId, m.budget]] },
  wishedStart: { prepare: trimmed, checks: [[isWishedStart, m.wishedStart]] },
  description: {
    prepare: trimmedText,
    checks: [
      [(value) => value.length >= descriptionMinLength, m.description],
      [maxLength(inquiryLimits.description), m.descriptionTooLong],
      [isPlainText, m.descriptionCharacters],
    ],
  },
  link: {
    prepare: trimmed,
    checks: [
      [maxLength(inquiryLimits.link), m.linkTooLong],
      [isLink, m.link],
    ],
  },
};

/** The browser's check of a whole fill (every field a string, as FormData gives it); the server's schema stays the authority. */
export function checkInquiry(values: Partial<Record<InquiryField, string>>): InquiryFieldErrors {
  return checkFields(inquiryRules, values);
}
