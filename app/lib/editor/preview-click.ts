/**
 * Click-to-edit in the live preview (decision 044): which field of the form holds what was clicked in the
 * page beside it. The page carries no marks of its own (it is rendered exactly as it will be published), so
 * the answer comes from the values: a text is matched to the field whose value it is, an image to the image
 * field that names its upload. Pure (no DOM): the editor's island hands it what it read.
 */

/** One field of the form as the island reads it. */
export interface FormValue {
  /** The id of its input (what is focused). */
  id: string;
  value: string;
  /** A multi-line text (a Markdown body, a summary): a clicked paragraph may be one part of it. */
  long: boolean;
  /** The image chooser of an image field (its value is the image's address). */
  image: boolean;
}

/** What was clicked: the texts of the element and of its ancestors, innermost first, and any image's addresses. */
export interface PreviewClick {
  texts: string[];
  imageSources: string[];
}

/** The shortest text worth matching inside a longer one: a two-letter word would find itself anywhere. */
const minPartLength = 12;

/** Texts compare as a reader sees them: spaces of any kind and line breaks are one space. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A Markdown source as its rendered text reads: links as their words, no emphasis, heading, quote or list
 * marks. Close enough to find a paragraph in it, which is all it is for.
 */
export function markdownAsText(source: string): string {
  return normaliseText(
    source
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
      .replace(/(\*\*|__|\*|_|`)/g, ""),
  );
}

/** The upload an image address names: its content hash (`/media/<hash>-<width>.webp`), else the address itself. */
export function imageKey(source: string): string {
  let path = source;
  try {
    path = new URL(source, "http://preview.invalid").pathname;
  } catch {
    // Not an address: compared as it is.
  }
  return /^\/media\/([0-9a-f]{32})-/.exec(path)?.[1] ?? path;
}

/**
 * The id of the field that holds what was clicked, or undefined. An image: the image field naming the same
 * upload (or file). A text: from the clicked element outwards, the first whose whole text is a field's value
 * (a title, a price), else one paragraph or line of a long text (a heading of an article's body), else a part
 * of one (a sentence of a paragraph) at least a few words long. A value found in
 * more than one field answers the first in the form's order.
 */
export function fieldForPreviewClick(click: PreviewClick, fields: readonly FormValue[]): string | undefined {
  for (const source of click.imageSources) {
    const key = imageKey(source);
    const field = fields.find((candidate) => candidate.image && candidate.value !== "" && imageKey(candidate.value) === key);
    if (field) return field.id;
  }
  const texts = fields.filter((field) => !field.image && field.value.trim() !== "");
  const longTexts = texts
    .filter((field) => field.long)
    .map((field) => ({
      id: field.id,
      text: markdownAsText(field.value),
      // Its paragraphs and lines (a heading, a list item) as rendered: one of these is matched whatever its length.
      blocks: new Set([...field.value.split(/\n\s*\n/), ...field.value.split("\n")].map(markdownAsText).filter(Boolean)),
    }));
  for (const raw of click.texts) {
    const text = normaliseText(raw);
    if (text === "") continue;
    const exact = texts.find((field) => normaliseText(field.value) === text || (field.long && markdownAsText(field.value) === text));
    if (exact) return exact.id;
    const block = longTexts.find((field) => field.blocks.has(text));
    if (block) return block.id;
    if (text.length >= minPartLength) {
      const within = longTexts.find((field) => field.text.includes(text));
      if (within) return within.id;
    }
  }
  return undefined;
}
