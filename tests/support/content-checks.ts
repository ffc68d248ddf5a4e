/**
 * Checks of content's structure, shared by the content tests: every field filled, every link going
 * somewhere real, every image shipped, text free of markup. They read the content and never restate its
 * words, so an editor can change any sentence, title or price in app/content/ without failing a test; the
 * figures docs/product.md fixes are checked in tests/unit/product-conformance.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { shippedDocuments } from "../../app/content/documents.ts";
import { mailto } from "../../app/content/site.ts";
import { allPagePaths } from "../../app/lib/pages/site-paths.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const { site } = shippedDocuments.site;

/** Addresses that are files of the site rather than pages. */
const machinePaths = ["/news/rss.xml", "/sitemap.xml", "/robots.txt"];

/** Every string anywhere inside a value, with where it sits (`.divisions[2].name`). */
export function stringsIn(value: unknown, at = ""): [where: string, text: string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${at}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${at}.${key}`));
  return [];
}

/** No empty or blank string anywhere inside a value. */
export function expectFilled(value: unknown, name = "content"): void {
  for (const [where, text] of stringsIn(value)) expect(text.trim(), `${name}${where} is empty`).not.toBe("");
}

/** A list of distinct values (ids, slugs, titles of one list). */
export function expectUnique(values: readonly unknown[], name: string): void {
  expect(new Set(values).size, `${name} repeats a value: ${JSON.stringify(values)}`).toBe(values.length);
}

/** No unfinished copy left in by mistake. */
export function expectNoFiller(value: unknown, name = "content"): void {
  for (const [where, text] of stringsIn(value)) {
    expect(text, `${name}${where}`).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i);
  }
}

/**
 * Text that is rendered as text: no markup, no script, no URL scheme that runs code. (React escapes it
 * anyway; markup here would show as visible tags.)
 */
export function expectPlainText(value: unknown, name = "content"): void {
  for (const [where, text] of stringsIn(value)) {
    expect(text, `${name}${where} holds markup`).not.toMatch(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i);
    expect(text, `${name}${where}`).not.toMatch(/\b(javascript|vbscript)\s*:|\bdata:[a-z]+\//i);
  }
}

/** The addresses content may send a visitor to: a page of this site, a contact address, a link of the site settings (site.json). */
export function expectLinkResolves(href: string, name = "link"): void {
  if (href.startsWith("mailto:")) {
    expect(Object.values(site.contacts).map(mailto), `${name}: ${href}`).toContain(href);
    return;
  }
  if (/^https?:/.test(href)) {
    const siteLinks = stringsIn(site)
      .map(([, text]) => text)
      .filter((text) => /^https?:/.test(text));
    expect(siteLinks, `${name}: ${href} is not a link of app/content/site.json`).toContain(href);
    return;
  }
  const [pathPart = "", anchor] = href.split("#");
  if (anchor !== undefined) expect(anchor, `${name}: ${href}`).toMatch(/^[a-z][a-z0-9-]*$/);
  if (pathPart === "" && anchor !== undefined) return;
  expect([...allPagePaths, ...machinePaths], `${name}: ${href} is not a page of the site`).toContain(pathPart.split("?")[0]);
}

/** An image of public/: the file exists, it has a text alternative and a size. */
export function expectShippedImage(image: { src: string; alt: string; width: number; height: number }, name = "image"): void {
  expect(image.src, name).toMatch(/^\/images\/[a-z0-9/-]+\.(webp|svg|png|jpe?g|avif)$/);
  expect(fs.existsSync(path.join(publicDir, image.src)), `${name}: public${image.src} exists (scripts/render-images.ts draws them)`).toBe(true);
  expect(image.alt.trim(), `${name}: alt text`).not.toBe("");
  expect(Number.isInteger(image.width) && image.width > 0, `${name}: width`).toBe(true);
  expect(Number.isInteger(image.height) && image.height > 0, `${name}: height`).toBe(true);
}

/** An ISO day (YYYY-MM-DD) or month (YYYY-MM) that is a real date, not after today, and not before `since` (a year). */
export function expectPastDate(date: string, name = "date", since = 2000): void {
  expect(date, name).toMatch(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/);
  const parsed = new Date(date.length === 7 ? `${date}-01T00:00:00Z` : `${date}T00:00:00Z`);
  expect(Number.isNaN(parsed.getTime()), `${name}: ${date} parses`).toBe(false);
  expect(parsed.toISOString().slice(0, date.length), `${name}: ${date} is a real day`).toBe(date);
  expect(parsed.getUTCFullYear(), `${name}: ${date} is before ${since}`).toBeGreaterThanOrEqual(since);
  expect(parsed.getTime(), `${name}: ${date} is in the future`).toBeLessThanOrEqual(Date.now());
}

/** A page's description for search results and link previews: one line, within what results show. */
export function expectMetaDescription(description: string, name = "description"): void {
  expect(description.trim(), name).not.toBe("");
  expect(description, name).not.toMatch(/\n/);
  expect(description.length, `${name} is longer than search results show`).toBeLessThanOrEqual(170);
}

export { allPagePaths };
