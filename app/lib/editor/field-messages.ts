import { unwrap, type JsonSchema } from "./document-form.ts";

/**
 * What the site editor says when a field breaks a rule of its schema (decision 034): what to do, in the
 * words of the people who run the site ("Add at least one tag"), instead of the validator's ("Too small:
 * expected array to have >=1 items"). Used as zod's per-parse error map (server/content/documents.ts), so
 * a message a schema words itself (a refine's, a regex's) wins; every other rule kind has a message here.
 * `field` is the broken field's form schema (app/lib/editor/field-labels.ts gave it its words), when known.
 */

/** The parts of a zod issue a message is made from (zod's raw issue has these, by its `code`). */
export interface RuleIssue {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number | bigint;
}

function itemWord(field: JsonSchema | undefined): string {
  return field ? (unwrap(field).item ?? "item") : "item";
}

/** "tag" → "tags", "entry" → "entries", "news item" → "news items" (the words file holds singular nouns). */
function plural(word: string, count: number): string {
  if (count === 1) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const counted = (count: number, word: string) => `${count === 1 ? "one" : count} ${plural(word, count)}`;

/** "from 1 to 5", "of 1 or more", "above 0": a number field's range as its schema states it. */
function numberRange(field: JsonSchema | undefined, issue: RuleIssue): string {
  const node = field ? unwrap(field) : {};
  const min = node.minimum ?? (issue.code === "too_small" && issue.inclusive !== false ? Number(issue.minimum) : undefined);
  const above = node.exclusiveMinimum ?? (issue.code === "too_small" && issue.inclusive === false ? Number(issue.minimum) : undefined);
  const max = node.maximum ?? (issue.code === "too_big" ? Number(issue.maximum) : undefined);
  // A bound no person would type (the largest safe integer) is no help.
  const shownMax = max !== undefined && max < 1e9 ? max : undefined;
  if (min !== undefined && shownMax !== undefined) return `from ${min} to ${shownMax}`;
  if (above !== undefined && shownMax !== undefined) return `above ${above} and at most ${shownMax}`;
  if (min !== undefined) return `of ${min} or more`;
  if (above !== undefined) return `above ${above}`;
  if (shownMax !== undefined) return `of ${shownMax} or less`;
  return "in the range this field takes";
}

function lengthOf(input: unknown): number | undefined {
  if (typeof input === "string" || Array.isArray(input)) return input.length;
  return undefined;
}

function tooSmall(issue: RuleIssue, field: JsonSchema | undefined): string {
  const minimum = Number(issue.minimum);
  const length = lengthOf(issue.input) ?? 0;
  switch (issue.origin) {
    case "array":
    case "set": {
      const item = itemWord(field);
      if (issue.exact) return `Add ${counted(minimum - length, item)}: this list takes exactly ${counted(minimum, item)}`;
      return minimum - length === minimum
        ? `Add at least ${counted(minimum, item)}`
        : `Add ${counted(minimum - length, item)}: this list takes at least ${minimum}`;
    }
    case "string":
      if (minimum <= 1) return "Fill this in: it cannot be left empty";
      return `Write at least ${minimum} characters (now ${length})`;
    case "number":
    case "int":
    case "bigint":
      return `Give a number ${numberRange(field, issue)}`;
    case "date":
      return "Give a later date";
    default:
      return "Add to this: it holds too little";
  }
}

function tooBig(issue: RuleIssue, field: JsonSchema | undefined): string {
  const maximum = Number(issue.maximum);
  const length = lengthOf(issue.input) ?? 0;
  switch (issue.origin) {
    case "array":
    case "set": {
      const item = itemWord(field);
      if (issue.exact) return `Remove ${counted(length - maximum, item)}: this list takes exactly ${counted(maximum, item)}`;
      return `Remove ${counted(length - maximum, item)}: this list takes at most ${maximum}`;
    }
    case "string":
      return `Shorten this to ${maximum} characters or fewer (now ${length})`;
    case "number":
    case "int":
    case "bigint":
      return `Give a number ${numberRange(field, issue)}`;
    case "date":
      return "Give an earlier date";
    default:
      return "Shorten this: it holds too much";
  }
}

function invalidType(issue: RuleIssue, field: JsonSchema | undefined): string {
  if (issue.input === undefined || issue.input === null) {
    const kind = field ? unwrap(field).type : undefined;
    if (kind === "array") return `Add at least one ${itemWord(field)}`;
    if (kind === "object") return "Fill in this group: it is required";
    return "Fill this in: it is required";
  }
  switch (issue.expected) {
    case "int":
      return "Give a whole number, such as 12";
    case "number":
    case "bigint":
      return "Give a number, such as 12";
    case "string":
      return "Write text here";
    case "boolean":
      return "Tick or untick this box";
    case "array":
      return "Give a list here";
    case "object":
      return "Give a group of fields here";
    default:
      return "Fill this in again: it does not hold what this field takes";
  }
}

const formats: Record<string, string> = {
  url: "Give a full address starting with https://, such as https://example.com",
  email: "Give an email address, such as team@example.com",
  date: "Give a date written as YYYY-MM-DD, such as 2026-03-01",
  datetime: "Give a date and time written as YYYY-MM-DDTHH:MM, such as 2026-03-01T09:30",
  time: "Give a time written as HH:MM, such as 09:30",
};

function invalidFormat(issue: RuleIssue): string {
  return formats[issue.format ?? ""] ?? "Write this the way the help under the field shows";
}

function invalidValue(issue: RuleIssue): string {
  const values = (issue.values ?? []).map((value) => `“${String(value)}”`);
  if (values.length === 1) return `Use ${values[0]} here`;
  if (values.length > 0 && values.length <= 12) return `Choose one of ${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
  return "Choose one of the values the list offers";
}

/** The message for a broken rule, or undefined for a rule that words its own (a refine, a `custom` issue). */
export function ruleMessage(issue: RuleIssue, field?: JsonSchema): string | undefined {
  switch (issue.code) {
    case "too_small":
      return tooSmall(issue, field);
    case "too_big":
      return tooBig(issue, field);
    case "invalid_type":
      return invalidType(issue, field);
    case "invalid_format":
      return invalidFormat(issue);
    case "invalid_value":
      return invalidValue(issue);
    case "not_multiple_of":
      return `Give a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `Remove what this group does not use: ${(issue.keys ?? []).join(", ")}`;
    case "invalid_union":
      return "Choose what kind of item this is, then fill in its fields";
    case "invalid_key":
      return "Rename this entry: use lower-case letters, digits and hyphens, such as setup-guide";
    case "invalid_element":
      return "Correct the entries of this list: one of them is not valid";
    default:
      return undefined;
  }
}
