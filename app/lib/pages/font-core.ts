/**
 * The core font files: the two web fonts cut down to the characters the site's copy uses (printable
 * ASCII and the typography below) and to the weights its classes use (400–700). They are what every
 * page preloads — 40 KB instead of 62 KB for the full latin files — while the latin and latin-ext
 * files stay declared, without the core characters, for any other character (a name an applicant
 * typed, a future post), which the browser then fetches only if a page shows one.
 *
 * Add a character here when the copy starts using one (tests/unit/build/font-core.test.ts says which),
 * then run `node_modules/.bin/node scripts/subset-fonts.ts` to cut the files again.
 */
const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)).join("");

/** Typography beyond ASCII: the copy's dashes, quotes and marks, and a few common accented letters. */
const typography = "\u00a0©®§·°×€£–—‘’“”…•→←™áàâäçéèêëíïñóôöúüß";

export const fontCoreCharacters = printableAscii + typography;

/** The weight axis kept in the core files: Tailwind's font-normal to font-bold, all the site uses. */
export const fontCoreWeights = { min: 400, max: 700 } as const;

/** The ranges fontsource gives its latin and latin-ext files (the files the core is cut from, and kept behind it). */
export const fontsourceRanges = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  latinExt:
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;

/** The code points a `unicode-range` value names (`U+20-7E,U+A0` → 0x20…0x7E, 0xA0). */
export function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    const start = Number.parseInt(from, 16);
    const end = Number.parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  });
}

/** `unicode-range` for a set of characters or code points: sorted, runs joined (`U+20-7E,U+A0,...`). */
export function unicodeRangeOf(characters: string | number[]): string {
  const all = typeof characters === "string" ? Array.from(characters, (char) => char.codePointAt(0) as number) : characters;
  const points = [...new Set(all)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
}

/**
 * A face's range with the core characters taken out. The faces of a family must not overlap the core:
 * when a core file misses the first paint (`font-display: optional`), Chromium moves on to the next
 * face that covers the character and would fetch a whole latin file that the page will not use either.
 */
export function withoutCore(range: string): string {
  const core = new Set(Array.from(fontCoreCharacters, (char) => char.codePointAt(0) as number));
  return unicodeRangeOf(codePointsOf(range).filter((point) => !core.has(point)));
}
