// What both public forms' rules are made of, without zod: the browser's checks (application-rules.ts,
// inquiry-rules.ts) and the server's zod schemas (application.ts, inquiry.ts) share these, so the form
// islands stay small and the two sides cannot drift apart (decision 032).

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

/**
 * An e-mail address as both forms accept it: zod's own pattern (zod/v4/core regexes.email), written out
 * so the browser can check it without zod; the schemas pass it to z.email, so both sides test the same one.
 */
export const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An Idempotency-Key names one form fill, so a retried request never stores a second row. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/;

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The name of the hidden field bots fill and people never see. */
export const honeypotField = "website";

/**
 * One field's checks in the order the schema runs them: the first that fails gives the message (the
 * zod schemas also report the first issue per field). `value` is the field as typed, already trimmed
 * (and for a long text, its line breaks unified) by `prepare`.
 */
export interface FieldRule {
  prepare: (value: string) => string;
  checks: readonly (readonly [passes: (value: string) => boolean, message: string])[];
}

export const trimmed = (value: string) => value.trim();
export const trimmedText = (value: string) => unifyLineBreaks(value).trim();

/** The message of the first check a value fails, or undefined when it passes them all. */
export function checkField(rule: FieldRule, value: string): string | undefined {
  const prepared = rule.prepare(value);
  return rule.checks.find(([passes]) => !passes(prepared))?.[1];
}

/** Every field's first failing message, for a form's values as the browser reads them (strings). */
export function checkFields<F extends string>(rules: Record<F, FieldRule>, values: Partial<Record<F, string>>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = checkField(rules[field], values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}
