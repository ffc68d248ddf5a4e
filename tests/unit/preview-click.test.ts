// @vitest-environment jsdom
// Click-to-edit's mapping (app/lib/editor/preview-click.ts): what was clicked in the live preview → the field that holds it.
import { describe, expect, it } from "vitest";
import news from "../../app/content/news.json";
import { fieldForPreviewClick, imageKey, markdownAsText, type FormValue } from "../../app/lib/editor/preview-click.ts";
import { renderMarkdown } from "../../app/lib/pages/markdown.server.ts";

const hash = "0123456789abcdef0123456789abcdef";
const fields: FormValue[] = [
  { id: "f-title", value: "Web applications", long: false, image: false },
  { id: "f-pricing", value: "From $5,000", long: false, image: false },
  { id: "f-other-pricing", value: "From $5,000", long: false, image: false },
  { id: "f-summary", value: "Fast sites that stay fast.", long: true, image: false },
  {
    id: "f-body",
    value: "## How we work\n\nWe ship **small** changes, every week, to [your site](/contact).\n\n- one careful release at a time\n- tests before each one",
    long: true,
    image: false,
  },
  { id: "f-cover-src", value: `/media/${hash}-1200.webp`, long: false, image: true },
  { id: "f-logo-src", value: "/images/logo.webp", long: false, image: true },
  { id: "f-cover-alt", value: "A team at work", long: false, image: false },
];
const click = (texts: string[], imageSources: string[] = []) => fieldForPreviewClick({ texts, imageSources }, fields);

describe("the field a click in the preview lands on", () => {
  it("is the text field whose value the clicked text is (a title, a price), spaces as a reader sees them", () => {
    expect(click(["Web applications"])).toBe("f-title");
    expect(click(["\n  From   $5,000 "])).toBe("f-pricing");
  });

  it("is the first in the form's order when two fields hold the same words", () => {
    expect(click(["From $5,000"])).toBe("f-pricing");
  });

  it("is the Markdown body that holds a clicked paragraph, heading or list item, as rendered (emphasis and links gone)", () => {
    expect(click(["We ship small changes, every week, to your site."])).toBe("f-body");
    expect(click(["How we work"])).toBe("f-body");
    expect(click(["tests before each one"])).toBe("f-body");
  });

  it("looks outwards from the clicked element: a bold word inside a paragraph finds the paragraph's field", () => {
    expect(click(["small", "We ship small changes, every week, to your site.", "How we work We ship small changes…"])).toBe("f-body");
  });

  it("does not find a short word inside a long text (it would be found anywhere)", () => {
    expect(click(["work"])).toBeUndefined();
  });

  it("is the image field naming the same upload, whichever size variant the page shows", () => {
    expect(click([""], [`http://localhost/media/${hash}-640.avif`])).toBe("f-cover-src");
    expect(click(["A team at work"], ["/images/logo.webp"])).toBe("f-logo-src");
  });

  it("is nothing for a part of the page no field holds", () => {
    expect(click(["Vesper · Contact us"], ["/images/unknown.webp"])).toBeUndefined();
  });

  it("finds every paragraph, heading and list item of the real news articles in their body field", () => {
    const articles = news.newsItems.filter((item): item is typeof item & { content: string } => typeof (item as { content?: unknown }).content === "string");
    expect(articles.length).toBeGreaterThan(0);
    const misses: string[] = [];
    for (const [index, article] of articles.entries()) {
      const form: FormValue[] = [
        { id: "f-title", value: article.title, long: false, image: false },
        { id: `f-content-${index}`, value: article.content, long: true, image: false },
      ];
      const body = new DOMParser().parseFromString(`<body>${renderMarkdown(article.content)}</body>`, "text/html").body;
      for (const block of body.querySelectorAll("p, li, h2, h3, h4, blockquote")) {
        const text = block.textContent ?? "";
        if (text.trim().length < 12) continue;
        if (fieldForPreviewClick({ texts: [text], imageSources: [] }, form) !== `f-content-${index}`) misses.push(text.slice(0, 60));
      }
    }
    expect(misses).toEqual([]);
  });
});

describe("the pieces it compares with", () => {
  it("reads Markdown as its rendered text", () => {
    expect(markdownAsText("## Title\n\n> A *quote* with [a link](/x) and `code`\n\n1. First")).toBe("Title A quote with a link and code First");
  });

  it("knows an upload by its content hash and any other image by its path", () => {
    expect(imageKey(`/media/${hash}-320.webp`)).toBe(hash);
    expect(imageKey("http://localhost:4108/images/news/cover.webp")).toBe("/images/news/cover.webp");
  });
});
