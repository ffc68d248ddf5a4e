import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import jetBrainsMonoLatinExt from "@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-ext-wght-normal.woff2?url";
import jetBrainsMonoLatin from "@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url";
import spaceGroteskLatinExt from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2?url";
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import jetBrainsMonoCore from "~/assets/fonts/jetbrains-mono-core.woff2?url";
import spaceGroteskCore from "~/assets/fonts/space-grotesk-core.woff2?url";
import { fontCoreCharacters, fontCoreWeights, fontsourceRanges, unicodeRangeOf, withoutCore } from "~/lib/pages/font-core";

// fontsource's ranges for its latin and latin-ext files, less what the core files cover.
const latin = withoutCore(fontsourceRanges.latin);
const latinExt = withoutCore(fontsourceRanges.latinExt);
const core = unicodeRangeOf(fontCoreCharacters);
const weights = `${fontCoreWeights.min} ${fontCoreWeights.max}`;

/** The files the first screen needs, the core cuts of both families (app/lib/pages/font-core.ts): root.tsx preloads them. */
export const firstScreenFonts = [spaceGroteskCore, jetBrainsMonoCore];

function webFont(family: string, url: string, range: string): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:optional;font-weight:${weights};src:url("${url}") format("woff2-variations");unicode-range:${range}}`;
}

/**
 * Fallback faces with the web fonts' metrics (generated from @capsizecss/metrics, checked by
 * tests/unit/build/font-fallbacks.test.ts): a local font scaled to the web font's width and line height.
 */
export const fallbackFaces = {
  "Space Grotesk Fallback": {
    src: 'local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Helvetica")',
    "ascent-override": "89.7072%",
    "descent-override": "26.6204%",
    "line-gap-override": "0%",
    "size-adjust": "109.6903%",
  },
  "JetBrains Mono Fallback": {
    src: 'local("Courier New"),local("CourierNewPSMT"),local("Liberation Mono")',
    "ascent-override": "102.0166%",
    "descent-override": "30.0049%",
    "line-gap-override": "0%",
    "size-adjust": "99.9837%",
  },
} as const;

/**
 * Every @font-face of the site, in one inline <style> in each page's <head> and nowhere else: the web
 * fonts from the site's own files and their metric-matched fallbacks. Each family is three faces whose
 * ranges do not overlap: the core cut (the copy's characters, preloaded), and latin and latin-ext
 * without those characters, fetched only if a page shows a character outside the core. Every face
 * declares the weights the site uses (400–700). `font-display: optional` with the preloads: a font is
 * used when it is there for the first paint (almost always: preloaded and small), otherwise the page
 * keeps the fallback and never swaps. Declared once per page on purpose: the same faces arriving again with the full
 * stylesheet would count as new fonts and swap the text after the first paint.
 */
export const fontFaceCss = [
  webFont("Space Grotesk Variable", spaceGroteskLatin, latin),
  webFont("Space Grotesk Variable", spaceGroteskLatinExt, latinExt),
  webFont("Space Grotesk Variable", spaceGroteskCore, core),
  webFont("JetBrains Mono Variable", jetBrainsMonoLatin, latin),
  webFont("JetBrains Mono Variable", jetBrainsMonoLatinExt, latinExt),
  webFont("JetBrains Mono Variable", jetBrainsMonoCore, core),
  ...Object.entries(fallbackFaces).map(
    ([family, descriptors]) =>
      `@font-face{font-family:"${family}";${Object.entries(descriptors)
        .map(([name, value]) => `${name}:${value}`)
        .join(";")}}`,
  ),
].join("");

/** The font faces as an inline style: hashed into the CSP of prerendered pages, or given this response's nonce. */
export function FontFaces() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the CSS is this module's own constant, built from the font files, never content.
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: fontFaceCss }} />;
}
