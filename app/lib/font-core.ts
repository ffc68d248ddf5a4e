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
