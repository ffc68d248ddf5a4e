/**
 * What an applicant, a team member or an editor typed (a name, an address, an uploaded file's name, an
 * alt text, a note, a publish summary), made safe to show the team: on the admin pages, in the mail, in
 * a CSV cell or on a terminal. The admin pages call these where they show such text, and keep the
 * stored value as it is (a hidden field posts it back unchanged). Unicode format characters (bidi overrides, embeddings and isolates that make a name read
 * backwards or reorder its neighbours, zero-width characters, the BOM, soft hyphens, tag characters) and
 * control characters (C0, DEL, C1: terminal escape sequences) are removed, so what is shown is what is
 * stored, in its stored order. The one place these rules live: every other module calls these functions.
 */

/** Controls (Cc), format characters (Cf) and the line and paragraph separators. */
const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Calls `replace` for every control, format or separator character and puts its answer in its place. */
export function replaceInvisible(text: string, replace: (char: string) => string): string {
  return text.replace(invisible, replace);
}

/** Text whose lines are kept (a message): line breaks become `\n`, tabs stay, every other invisible character goes. */
export function neutralText(text: string): string {
  return replaceInvisible(text.replace(/\r\n?/g, "\n"), (char) => {
    if (char === "\n" || char === "\t") return char;
    return char === "\u2028" || char === "\u2029" ? "\n" : "";
  });
}

/** The invisible characters that separate words or lines: a space where they stood keeps the words apart. */
const layout = /[\t\n\v\f\r\u2028\u2029]/;

/** One line (a name, a table cell, a header): invisible characters go, every run of white space becomes one space. */
export function neutralLine(text: string): string {
  return replaceInvisible(text, (char) => (layout.test(char) ? " " : "")).replace(/\s+/g, " ");
}
