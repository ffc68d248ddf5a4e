/**
 * What changed between two versions of a content document, as people read it: the versions list's
 * summary ("Service details › Web › Pricing: “From $5,000” → “From $6,500”") and the compare view.
 * Compares field by field; a list item added or removed is one change.
 */

export type FieldPath = readonly (string | number)[];

export interface FieldChange {
  path: FieldPath;
  before: unknown;
  after: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function diffDocuments(before: unknown, after: unknown, path: FieldPath = []): FieldChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: FieldChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      if (index >= before.length) changes.push({ path: [...path, index], before: undefined, after: after[index] });
      else if (index >= after.length) changes.push({ path: [...path, index], before: before[index], after: undefined });
      else changes.push(...diffDocuments(before[index], after[index], [...path, index]));
    }
    return changes;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffDocuments(before[key], after[key], [...path, key]));
  }
  return Object.is(before, after) || JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** "heroDescription" → "Hero description"; a list index → "item 3". */
export function fieldLabel(key: string | number): string {
  if (typeof key === "number") return `item ${key + 1}`;
  const words = key
    .replace(/[-_]/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function pathLabel(path: FieldPath): string {
  return path.length === 0 ? "The whole document" : path.map(fieldLabel).join(" › ");
}

/** A value in one short line: text quoted and cut at 60 characters, a list or group by its size. */
export function valueLabel(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "string") {
    const line = value.replace(/\s+/g, " ").trim();
    return `“${line.length > 60 ? `${line.slice(0, 59)}…` : line}”`;
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

export function describeChange({ path, before, after }: FieldChange): string {
  if (before === undefined) return `${pathLabel(path)}: added ${valueLabel(after)}`;
  if (after === undefined) return `${pathLabel(path)}: removed ${valueLabel(before)}`;
  return `${pathLabel(path)}: ${valueLabel(before)} → ${valueLabel(after)}`;
}

/** The versions list's one-line summary: the first few changes, and how many more. */
export function changeSummary(before: unknown, after: unknown, shown = 3): string {
  const changes = diffDocuments(before, after);
  if (changes.length === 0) return "No change to the content";
  const listed = changes.slice(0, shown).map(describeChange).join("; ");
  return changes.length > shown ? `${listed}; and ${changes.length - shown} more change${changes.length - shown === 1 ? "" : "s"}` : listed;
}
