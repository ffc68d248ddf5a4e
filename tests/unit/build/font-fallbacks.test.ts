import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import courierNew from "@capsizecss/metrics/courierNew";
import jetBrainsMono from "@capsizecss/metrics/jetBrainsMono";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fallbackFaces, fontFaceCss } from "../../../app/components/layout/font-faces.tsx";

function overrides(fontFaces: string): Record<string, string> {
  return Object.fromEntries([...fontFaces.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)].map((m) => [m[1], m[2]]));
}

// The fallback faces carry the web fonts' metrics, so text set in them takes the same room.
describe("metric-matched fallback fonts", () => {
  it.each([
    ["Space Grotesk Fallback", spaceGrotesk, arial],
    ["JetBrains Mono Fallback", jetBrainsMono, courierNew],
  ] as const)("%s matches the web font's metrics", (family, font, fallback) => {
    const expected = overrides(createFontStack([font, fallback]).fontFaces);
    const actual: Record<string, string> = { ...fallbackFaces[family] };
    for (const [property, value] of Object.entries(expected)) expect(actual[property], property).toBe(value);
  });

  it("puts each fallback right after its web font in the theme's font stacks", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    expect(css).toMatch(/--font-sans: "Space Grotesk Variable", "Space Grotesk Fallback"/);
    expect(css).toMatch(/--font-mono: "JetBrains Mono Variable", "JetBrains Mono Fallback"/);
  });

  it("declares every face once, outside the stylesheet, and never swaps after the first paint", () => {
    expect(fs.readFileSync("app/app.css", "utf8")).not.toMatch(/@font-face\s*\{/);
    expect(fontFaceCss.match(/@font-face/g)).toHaveLength(8);
    expect(fontFaceCss.match(/font-display:optional/g)).toHaveLength(6);
    expect(fontFaceCss).not.toContain("font-display:swap");
  });
});
