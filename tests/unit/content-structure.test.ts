// Rules every content module keeps, whatever its words: links go to real pages, images are shipped,
// text is text, icons exist, nothing is left empty or unfinished. The modules are read as data, all of
// them, so a new module or field is checked without a new test.
import { describe, expect, it } from "vitest";
import { iconKeys } from "../../app/content/icons.ts";
import {
  expectFilled,
  expectLinkResolves,
  expectMetaDescription,
  expectNoFiller,
  expectPlainText,
  expectShippedImage,
  stringsIn,
} from "../support/content-checks.ts";

// The content itself, not its schemas (app/content/schemas/ describes the modules and re-exports them)
// nor the list of documents (documents.ts, the same content again).
const modules = import.meta.glob<Record<string, unknown>>(["../../app/content/**/*.ts", "!../../app/content/schemas/**", "!../../app/content/documents.ts"], {
  eager: true,
});
/** Every exported value of every content module, by "module.export". */
const exported: [string, unknown][] = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => typeof value !== "function")
    .map(([name, value]): [string, unknown] => [`${file.replace(/^.*app\/content\//, "")}:${name}`, value]),
);

/** Fields that hold Markdown by design (the news articles' bodies); checked in content-blog-news and markdown. */
const htmlFields = new Set(["content"]);

/** Every object anywhere inside a value, with where it sits. */
function objectsIn(value: unknown, at = ""): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsIn(item, `${at}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  return [[at, object], ...Object.entries(object).flatMap(([key, item]) => objectsIn(item, `${at}.${key}`))];
}

const isLink = (text: string) => /^(\/(?!images\/)|mailto:|https?:)/.test(text) && !/\s/.test(text);

describe("every content module", () => {
  it("is found (the glob reads app/content/)", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
  });

  it("links only to pages of the site, its contact addresses and the links of site.ts", () => {
    let links = 0;
    for (const [name, value] of exported) {
      if (name.startsWith("site.ts:")) continue; // site.ts is where the outside links are defined
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
