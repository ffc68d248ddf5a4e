// Rules every content module keeps, whatever its words: links go to real pages, images are shipped,
// text is text, icons exist, nothing is left empty or unfinished. The modules are read as data, all of
// them, so a new module or field is checked without a new test.
import { describe, expect, it } from "vitest";
import { iconKeys } from "../../app/content/icons.ts";
import { contentModules } from "../../app/content/schemas/content-modules.ts";
import {
  expectFilled,
  expectLinkResolves,
  expectMetaDescription,
  expectNoFiller,
  expectPlainText,
  expectShippedImage,
  stringsIn,
} from "../support/content-checks.ts";

/** Every top-level value of every document and content module, by "file:export" (app/content/schemas/content-modules.ts lists them all). */
const exported: [string, unknown][] = contentModules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value !== "function")
    .map(([name, value]): [string, unknown] => [`${file.replace(/^app\/content\//, "")}:${name}`, value]),
);

/** Fields that hold Markdown by design (the news articles' and blog posts' bodies); checked in content-blog-news and markdown. */
const htmlFields = new Set(["content", "body"]);

/** Every object anywhere inside a value, with where it sits. */
function objectsIn(value: unknown, at = ""): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsIn(item, `${at}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  return [[at, object], ...Object.entries(object).flatMap(([key, item]) => objectsIn(item, `${at}.${key}`))];
}

const isLink = (text: string) => /^(\/(?!images\/)|mailto:|https?:)/.test(text) && !/\s/.test(text);

describe("every content module", () => {
  it("is found (every document and module of app/content)", () => {
    expect(contentModules.length).toBeGreaterThan(20);
  });

  it("links only to pages of the site, its contact addresses and the links of site.ts", () => {
    let links = 0;
    for (const [name, value] of exported) {
      if (name.startsWith("site.")) continue; // site.ts is where the outside links are defined
      for (const [where, text] of stringsIn(value)) {
        if (htmlFields.has(where.split(".").pop() ?? "")) continue;
        if (!isLink(text)) continue;
        expectLinkResolves(text, `${name}${where}`);
        links += 1;
      }
    }
    expect(links).toBeGreaterThan(100);
  });

  it("shows only images that are in public/, each with a text alternative and a size", () => {
    let images = 0;
    for (const [name, value] of exported) {
      for (const [where, object] of objectsIn(value)) {
        if (typeof object.src !== "string" || !("alt" in object)) continue;
        expectShippedImage(object as { src: string; alt: string; width: number; height: number }, `${name}${where}`);
        images += 1;
      }
    }
    expect(images).toBeGreaterThan(10);
  });

  it("holds text, not markup, outside the article bodies", () => {
    for (const [name, value] of exported) {
      for (const [where, object] of objectsIn(value)) {
        for (const [key, field] of Object.entries(object)) {
          if (htmlFields.has(key) || typeof field === "object") continue;
          expectPlainText(field, `${name}${where}.${key}`);
        }
      }
      if (typeof value === "string") expectPlainText(value, name);
    }
  });

  it("names only icons that exist", () => {
    for (const [name, value] of exported) {
      for (const [where, object] of objectsIn(value)) {
        if (typeof object.icon === "string") expect(iconKeys, `${name}${where}.icon`).toContain(object.icon);
      }
    }
  });

  it("leaves no string empty and no filler in", () => {
    for (const [name, value] of exported) {
      expectFilled(value, name);
      expectNoFiller(value, name);
    }
  });

  it("gives every page's meta a real path and a description search results can show", () => {
    let metas = 0;
    for (const [name, value] of exported) {
      for (const [where, object] of objectsIn(value)) {
        if (typeof object.description !== "string" || typeof object.path !== "string" || typeof object.title !== "string") continue;
        expectLinkResolves(object.path, `${name}${where}.path`);
        expectMetaDescription(object.description, `${name}${where}.description`);
        metas += 1;
      }
    }
    expect(metas).toBeGreaterThan(15);
  });
});
