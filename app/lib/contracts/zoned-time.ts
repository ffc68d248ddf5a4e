/**
 * Wall-clock times in the company's time zone (the site settings' `timeZone`) and the instants they
 * name, for scheduled publishing: an editor types "2026-03-29T09:00" in a `datetime-local` field and
 * means 9:00 in that zone, whatever the server's or the browser's zone. Pure functions over Intl, so
 * daylight-saving changes come from the platform's time-zone data.
 */

/** Whether `name` is a time zone Intl knows (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeAt(instantMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in summer: +2 h). */
export function offsetAt(instantMs: number, timeZone: string): number {
  const at = Math.floor(instantMs / 1000) * 1000;
  const wall = wallTimeAt(at, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - at;
}

export type ZonedInstant =
  | {
      ok: true;
      instant: Date;
      /**
       * "gap": the time does not exist that day (clocks jumped forward over it): the instant is as many
       * minutes later as the jump (02:30 → 03:30). "overlap": it happened twice (clocks went back): the
       * first one is taken. What Temporal calls "compatible".
       */
      adjusted?: "gap" | "overlap";
    }
  | { ok: false; message: string };

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value ("2026-03-29T09:00") read as a wall-clock time in `timeZone`. */
export function zonedToInstant(local: string, timeZone: string): ZonedInstant {
  const match = localPattern.exec(local.trim());
  if (!match) return { ok: false, message: "Enter a date and a time, such as 2026-03-29 09:00." };
  if (!isTimeZone(timeZone)) return { ok: false, message: `“${timeZone}” is not a time zone.` };
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return { ok: false, message: "That date does not exist." };
  }
  // The offsets a day either side: every offset change of a real zone is far less often than that.
  const oneDay = 24 * 60 * 60_000;
  const before = offsetAt(wall - oneDay, timeZone);
  const after = offsetAt(wall + oneDay, timeZone);
  const candidates = [...new Set([before, after])].map((offset) => wall - offset).filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  if (candidates.length === 0) return { ok: true, instant: new Date(wall - before), adjusted: "gap" };
  candidates.sort((a, b) => a - b);
  return candidates.length > 1 ? { ok: true, instant: new Date(candidates[0]!), adjusted: "overlap" } : { ok: true, instant: new Date(candidates[0]!) };
}

/** An instant as the `datetime-local` value of its wall-clock time in `timeZone` ("2026-03-29T09:00"). */
export function instantToZoned(instant: Date, timeZone: string): string {
  const wall = wallTimeAt(instant.getTime(), timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** An instant for people, in the company's zone: "24 Nov 2026, 14:05 (Europe/Berlin)". */
export function formatInZone(instant: Date | string, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
  return `${text} (${timeZone})`;
}
