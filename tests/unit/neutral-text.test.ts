import { describe, expect, it } from "vitest";
import { neutralLine, neutralText, replaceInvisible } from "../../app/lib/contracts/neutral-text.ts";

/** Characters that reorder, hide or act instead of showing: none may survive. */
const corpus = {
  "RLO (right-to-left override)": "\u202E",
  "LRO / RLE / LRE / PDF": "\u202D\u202B\u202A\u202C",
  "LRI / RLI / FSI / PDI (isolates)": "\u2066\u2067\u2068\u2069",
  "LRM / RLM / ALM (marks)": "\u200E\u200F\u061C",
  "ZWSP / ZWNJ / ZWJ / word joiner": "\u200B\u200C\u200D\u2060",
  "BOM / zero-width no-break space": "\uFEFF",
  "soft hyphen": "\u00AD",
  "tag characters": "\u{E0001}\u{E0041}",
  "line / paragraph separators": "\u2028\u2029",
  "C0 controls (NUL, BEL, ESC, DEL)": "\u0000\u0007\u001B\u007F",
  "C1 controls (NEL, CSI)": "\u0085\u009B",
};
const shown = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

describe("neutral text", () => {
  it.each(Object.entries(corpus))("removes %s from a line", (_, chars) => {
    const line = neutralLine(`Ada${chars}Lovelace`);
    expect(line).not.toMatch(shown);
    expect(line.replace(" ", "")).toBe("AdaLovelace");
  });

  it.each(Object.entries(corpus))("removes %s from text with lines, keeping newlines and tabs", (_, chars) => {
    const text = neutralText(`one${chars}\ttwo\r\nthree`);
    expect(text.replaceAll("\n", "").replaceAll("\t", "")).not.toMatch(shown);
    expect(text).toMatch(/^one\n*\ttwo\nthree$/);
  });

  it("shows a reversed name in its stored order", () => {
    expect(neutralLine("\u202Eexe.txt\u202C Mallory")).toBe("exe.txt Mallory");
    expect(neutralLine("Eve\u2066\u2067cba\u2069")).toBe("Evecba");
  });

  it("keeps the words apart where a line break or tab stood, and keeps ordinary text whole", () => {
    expect(neutralLine("first\nsecond\u2028third\tfourth\r\nfifth")).toBe("first second third fourth fifth");
    expect(neutralText("a\u2028b\u2029c\rd")).toBe("a\nb\nc\nd");
    const ordinary = "Zoë Ñandú 李雷 محمد 👩‍🚀?";
    expect(neutralLine(ordinary)).toBe(ordinary.replace("\u200D", ""));
    expect(neutralText("Grüße,\n\tAda")).toBe("Grüße,\n\tAda");
  });

  it("lets a caller choose the replacement (the JSON export escapes instead of removing)", () => {
    expect(replaceInvisible("a\u202Eb\n", (char) => `[${char.codePointAt(0)!.toString(16)}]`)).toBe("a[202e]b[a]");
  });
});
