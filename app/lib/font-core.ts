/**
 * The core font files: the two web fonts cut down to the characters the site's copy uses (printable
 * ASCII and the typography below) and to the weights its classes use (400–700). They are what every
 * page preloads — about 38 KB instead of 63 KB for the full latin files — while the latin and
 * latin-ext files stay declared behind them for any other character (a name an applicant typed, a
 * future post), which the browser then fetches only if a page needs it.
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

/** `unicode-range` for a set of characters: sorted code points, runs joined (`U+20-7E,U+A0,...`). */
export function unicodeRangeOf(text: string): string {
  const points = [...new Set(Array.from(text, (char) => char.codePointAt(0) as number))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
}
