import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { hrefSchema, markdownSchema, text } from "../../app/content/schemas/common.ts";
import { legalTextSchema } from "../../app/content/schemas/legal.ts";
import { unshowableCharacterProblem, withoutUnshowableCharacters } from "../../app/content/schemas/text-characters.ts";
import { buildRssFeed } from "../../app/lib/pages/rss.ts";

/** What neither a page, the feed nor the database may hold, by kind. */
const refused = {
  "NUL (jsonb cannot store it)": "\u0000",
  "other C0 controls (BEL, backspace, vertical tab, form feed, ESC, unit separator)": "\u0007\u0008\u000B\u000C\u001B\u001F",
  "DEL and C1 controls (NEL, CSI)": "\u007F\u0085\u009B",
  "noncharacters U+FFFE and U+FFFF": "\uFFFE\uFFFF",
  "a noncharacter outside the first plane": "\u{1FFFF}",
  "a lone high surrogate": "\uD800",
  "a lone low surrogate": "\uDC00",
};

/** The message a schema gives for `value`, or undefined when it accepts it. */
const messageOf = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error!.issues.map((issue) => issue.message).join(" ");
};

describe("the text primitives refuse what a page, the feed or the database cannot hold", () => {
  it.each(Object.entries(refused))("refuses %s, in one-line and multi-line text, saying where", (_, chars) => {
    for (const char of chars) {
      expect(messageOf(text(60), `Launch${char} day`)).toMatch(/^Remove the .* at character 7/);
      expect(messageOf(text(1000), `Launch${char} day`)).toMatch(/^Remove the .* at character 7/);
      expect(messageOf(markdownSchema, `## Launch\n\nday${char}`)).toMatch(/^Remove the .* at character 15/);
      expect(messageOf(hrefSchema, `/news${char}`)).toMatch(/Remove the .* at character 6/);
      expect(messageOf(legalTextSchema, [`piece ${char}`, { label: "link", href: "/about" }] as never)).toMatch(/Remove the .* at character 7/);
    }
  });

  it("names a control character by its code point, as people are told to remove it", () => {
    expect(messageOf(text(60), "a\u0000b")).toBe(
      "Remove the invisible control character (U+0000) at character 2: a page, the news feed and the database cannot hold it.",
    );
    expect(messageOf(text(60), "a\uFFFFb")).toBe("Remove the character U+FFFF at character 2: it is not a character a page or the news feed can show.");
    // Positions count characters as people see them: an emoji before it is one.
    expect(unshowableCharacterProblem("😀\u0001", "one")).toMatch(/at character 2:/);
  });

  it("keeps line breaks and tabs in text areas, refuses them on one line", () => {
    expect(messageOf(text(1000), "one\ntwo\r\nthree\tfour")).toBeUndefined();
    expect(messageOf(markdownSchema, "one\n\n\ttwo")).toBeUndefined();
    expect(messageOf(text(60), "one\ntwo")).toBe("This field is one line: remove the line break at character 4.");
    expect(messageOf(text(60), "one\ttwo")).toBe("This field is one line: remove the tab at character 4.");
  });

  it("accepts every other character: letters of every script, emoji, typographic marks", () => {
    for (const value of ["Café — “quoted” ‘x’ … ½", "日本語のテキスト", "Ελληνικά", "עברית", "😀👩‍💻", "non\u00A0breaking", "zero\u200Bwidth"]) {
      expect(messageOf(text(120), value), value).toBeUndefined();
    }
  });

  it("takes the refused characters out of stored text, keeping line layout", () => {
    // Joined with spaces: a lone high and a lone low surrogate side by side would make one character.
    expect(withoutUnshowableCharacters(`a ${Object.values(refused).join(" ")} b\n\tc\r`)).toBe(`a ${" ".repeat(Object.keys(refused).length - 1)} b\n\tc\r`);
  });
});

describe("the news feed", () => {
  it("is well-formed XML with every character XML cannot hold in every field", () => {
    const every = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join("") + "\u007F\u0085\uFFFE\uFFFF\uDFFF\uD800";
    const xml = buildRssFeed({
      title: `Title ${every}`,
      description: `About ${every}`,
      link: "https://vesper.example/news",
      selfUrl: "https://vesper.example/news/rss.xml",
      language: "en",
      items: [
        {
          title: `Item ${every}`,
          description: `Excerpt ${every}`,
          link: "https://vesper.example/news/1",
          guid: `guid ${every}`,
          isPermaLink: false,
          date: "2025-06-16",
          category: `Cat ${every}`,
        },
      ],
    });
    const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    expect(document.querySelector("item > title")?.textContent).toMatch(/^Item \t\n\n? *\u007F\u0085$/);
  });
});
