/**
 * First paint in one round trip: each prerendered page gets the CSS its own HTML uses inlined in a
 * <style> in <head> (beasties), and the full stylesheet moves to the end of <body>, where it no longer
 * blocks rendering and needs no inline event handler (the CSP forbids those). Two additions keep that
 * first paint final: the latin @font-face rules and their metric-matched fallbacks go into the inline
 * CSS (so the preloaded fonts apply at once and the swap moves nothing), and theme variables the page
 * never reads are dropped from it (the full stylesheet still defines them all). The server hashes each
 * page's inline <style> into its style-src at start-up.
 */
import Beasties from "beasties";
import fs from "node:fs";
import path from "node:path";

/** The @font-face rules the first screen needs: latin subsets and the fallback faces. */
export function firstScreenFontFaces(css: string): string {
  return [...css.matchAll(/@font-face\{[^}]*\}/g)]
    .map((match) => match[0])
    .filter((rule) => /-latin-wght-normal-[^/)]*\.woff2/.test(rule) || /font-family:[^;]*Fallback/.test(rule))
    .join("");
}

/** Removes custom properties of the `@layer theme` block that nothing in the page's CSS or HTML reads. */
export function dropUnusedThemeVariables(css: string, html: string): string {
  const theme = /@layer theme\{:root(?:,:host)?\{([^}]*)\}\}/.exec(css);
  if (!theme) return css;
  let declarations = (theme[1] ?? "").split(";").filter(Boolean);
  for (;;) {
    const rest = css.replace(theme[0], "") + declarations.join(";") + html;
    const used = new Set([...rest.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
    const kept = declarations.filter((declaration) => used.has(declaration.slice(0, declaration.indexOf(":")).trim()));
    if (kept.length === declarations.length) break;
    declarations = kept;
  }
  return css.replace(theme[0], `@layer theme{:root{${declarations.join(";")}}}`);
}

export async function inlineCriticalCss(clientDir: string, htmlFiles: string[]): Promise<void> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "body",
    noscriptFallback: false,
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    logLevel: "warn",
  });
  const fontFacesByStylesheet = new Map<string, string>();
  for (const file of htmlFiles) {
    const processed = await beasties.process(fs.readFileSync(file, "utf8"));
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(processed)?.[1];
    if (!stylesheet) throw new Error(`${file}: no stylesheet link after beasties`);
    let fontFaces = fontFacesByStylesheet.get(stylesheet);
    if (fontFaces === undefined) {
      fontFaces = firstScreenFontFaces(fs.readFileSync(path.join(clientDir, stylesheet), "utf8"));
      fontFacesByStylesheet.set(stylesheet, fontFaces);
    }
    const finished = processed.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
      const markup = processed.replace(/<style>[\s\S]*?<\/style>/, "");
      return `<style>${fontFaces}${dropUnusedThemeVariables(css, markup)}</style>`;
    });
    fs.writeFileSync(file, finished);
  }
}
