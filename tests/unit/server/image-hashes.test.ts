// The media page reads every draft to say which images are in use: any draft must be readable, however deep.
import { describe, expect, it } from "vitest";
import { imageHashesIn } from "../../../server/media/media-store.ts";

const hash = "0123456789abcdef0123456789abcdef";

describe("imageHashesIn", () => {
  it("finds the images named anywhere in documents: strings, lists, objects, Markdown", () => {
    const found = imageHashesIn([
      { cover: { src: `/media/${hash}-800.avif` }, body: `![x](/media/${"f".repeat(32)}-400.webp) and /media/nothing-1.avif` },
      ["/images/a.png"],
    ]);
    expect([...found].sort()).toEqual([hash, "f".repeat(32)]);
  });

  it("reads a draft nested 20,000 levels deep, as one written to the database some other way may be", () => {
    let deep: unknown = [`/media/${hash}-800.webp`];
    for (let level = 0; level < 20_000; level++) deep = level % 2 ? [deep] : { nested: deep };
    expect([...imageHashesIn([deep])]).toEqual([hash]);
  });

  it("reads a list of 200,000 items", () => {
    const wide = Array.from({ length: 200_000 }, (_, index) => (index === 199_999 ? `/media/${hash}-1.avif` : index));
    expect([...imageHashesIn([wide])]).toEqual([hash]);
  });
});
