import { describe, expect, it } from "vitest";
import { formatInZone, instantToZoned, isTimeZone, offsetAt, zonedToInstant } from "../../app/lib/contracts/zoned-time.ts";

const utc = (value: ReturnType<typeof zonedToInstant>) => (value.ok ? value.instant.toISOString() : value.message);

describe("scheduled times in the company's time zone", () => {
  it("reads a wall-clock time in winter and in summer with the zone's offset of that day", () => {
    expect(utc(zonedToInstant("2026-01-15T09:00", "Europe/Berlin"))).toBe("2026-01-15T08:00:00.000Z");
    expect(utc(zonedToInstant("2026-07-15T09:00", "Europe/Berlin"))).toBe("2026-07-15T07:00:00.000Z");
    expect(utc(zonedToInstant("2026-07-15T09:00", "America/New_York"))).toBe("2026-07-15T13:00:00.000Z");
    expect(utc(zonedToInstant("2026-07-15T09:00", "Asia/Kolkata"))).toBe("2026-07-15T03:30:00.000Z");
    expect(utc(zonedToInstant("2026-07-15T09:00", "UTC"))).toBe("2026-07-15T09:00:00.000Z");
    // Across the date line: 9:00 on the 15th in Auckland is the 14th in UTC.
    expect(utc(zonedToInstant("2026-07-15T09:00", "Pacific/Auckland"))).toBe("2026-07-14T21:00:00.000Z");
  });

  it("a time the spring change skips (02:30 on 29 March 2026 in Berlin) is moved on by the jump, to 03:30 CEST", () => {
    const gap = zonedToInstant("2026-03-29T02:30", "Europe/Berlin");
    expect(gap).toMatchObject({ ok: true, adjusted: "gap" });
    expect(utc(gap)).toBe("2026-03-29T01:30:00.000Z");
    expect(instantToZoned(new Date("2026-03-29T01:30:00Z"), "Europe/Berlin")).toBe("2026-03-29T03:30");
    // New York's spring change (8 March 2026, 02:00 → 03:00).
    expect(utc(zonedToInstant("2026-03-08T02:15", "America/New_York"))).toBe("2026-03-08T07:15:00.000Z");
    // Just either side of the gap is exact.
    expect(zonedToInstant("2026-03-29T01:59", "Europe/Berlin")).toEqual({ ok: true, instant: new Date("2026-03-29T00:59:00Z") });
    expect(zonedToInstant("2026-03-29T03:00", "Europe/Berlin")).toEqual({ ok: true, instant: new Date("2026-03-29T01:00:00Z") });
  });

  it("a time the autumn change repeats (02:30 on 25 October 2026 in Berlin) is its first occurrence, in summer time", () => {
    const overlap = zonedToInstant("2026-10-25T02:30", "Europe/Berlin");
    expect(overlap).toMatchObject({ ok: true, adjusted: "overlap" });
    expect(utc(overlap)).toBe("2026-10-25T00:30:00.000Z");
    expect(utc(zonedToInstant("2026-10-25T03:30", "Europe/Berlin"))).toBe("2026-10-25T02:30:00.000Z");
    expect(utc(zonedToInstant("2026-11-01T01:30", "America/New_York"))).toBe("2026-11-01T05:30:00.000Z");
  });

  it("round-trips every quarter hour of a year's change days", () => {
    for (const day of ["2026-03-29", "2026-10-25"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const local = `${day}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const result = zonedToInstant(local, "Europe/Berlin");
        if (!result.ok) throw new Error(result.message);
        if (result.adjusted !== "gap") expect(instantToZoned(result.instant, "Europe/Berlin")).toBe(local);
      }
    }
  });

  it("offsets, zone names and refusals", () => {
    expect(offsetAt(Date.parse("2026-07-01T00:00:00Z"), "Europe/Berlin")).toBe(2 * 3600_000);
    expect(offsetAt(Date.parse("2026-01-01T00:00:00Z"), "Europe/Berlin")).toBe(3600_000);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(zonedToInstant("2026-02-30T09:00", "Europe/Berlin")).toMatchObject({ ok: false });
    expect(zonedToInstant("tomorrow", "Europe/Berlin")).toMatchObject({ ok: false });
    expect(zonedToInstant("2026-02-10T24:00", "Europe/Berlin")).toMatchObject({ ok: false });
    expect(zonedToInstant("2026-02-10T09:00", "Mars/Olympus")).toMatchObject({ ok: false });
    expect(formatInZone(new Date("2026-07-15T07:00:00Z"), "Europe/Berlin")).toBe("15 Jul 2026, 09:00 (Europe/Berlin)");
  });
});
