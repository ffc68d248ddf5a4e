/**
 * First paint in one round trip: each rendered page gets the CSS its own HTML uses inlined in a
 * <style> in <head> (beasties), and the full stylesheet moves to the end of <body>, where it no longer
 * blocks rendering and needs no inline event handler (the CSP forbids those). Theme variables the
 * page never reads are dropped from the inline CSS (the full stylesheet still defines them all). The
 * @font-face rules are not here: every page has them in a <style> of their own (font-faces.tsx). The
 * server hashes each page's inline <style> elements into its style-src (server/static-site.ts).
 */
import Beasties from "beasties";
import path from "node:path";

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

/**
 * Tailwind registers its internal variables twice: `@property` rules (initial values, for browsers that
 * have them) and the same initial values set on every element and pseudo-element inside `@supports`,
 * for the others. The first paint keeps the registrations the page's CSS reads and drops the rule for
 * every element: on a long page it made each style recalculation — the first paint's, and the one when
 * the full stylesheet arrives — carry ~30 variables per element (most of the home page's blocking
 * time in Lighthouse). A browser without `@property` (Safari before 16.4, Firefox before 128) gets the fallback from
 * the full stylesheet.
 */
export function keepPropertyRegistrationsOnly(css: string): string {
  const withoutFallback = css.replace(/@layer properties\{@supports [^{]*\{(?:[^{}]*\{[^}]*\})+\}\}/, "");
  const registration = /@property (--[\w-]+)\{[^}]*\}/g;
  const read = new Set([...withoutFallback.replace(registration, "").matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
  return withoutFallback.replace(registration, (rule, name: string) => (read.has(name) ? rule : ""));
}

/** Drops the kept `:where(.space-…)` rules (see allowRules below) whose class the page does not use. */
export function dropUnusedSpacingRules(css: string, html: string): string {
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)));
  return css.replace(/:where\(\.((?:\\.|[\w-])+)>[^{]*\{[^}]*\}/g, (rule, escaped: string) => (classes.has(escaped.replace(/\\(.)/g, "$1")) ? rule : ""));
}

/**
 * A function that inlines one page's critical CSS. Stylesheets are read from the site's own files in
 * memory (`stylesheet("/assets/app-….css")`), never from disk, so a publish sees what it serves.
 */
export function criticalCssInliner(stylesheet: (urlPath: string) => string | undefined): (html: string, name: string) => Promise<string> {
  const root = path.resolve("/site");
  const beasties = new Beasties({
    path: root,
    publicPath: "/",
    preload: "body",
    noscriptFallback: false,
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    // Tailwind writes space-x/y-* as :where(…) rules, which beasties cannot match to the page: keep them
    // (a few hundred bytes), or lists would close up when the full stylesheet arrives.
    allowRules: [/^:where\(\.[^ ]*space-[xy]-/],
    compress: true,
    logLevel: "warn",
  });
  // beasties reads stylesheets through `this.fs` when it is set (its readFile hook).
  (beasties as unknown as { fs: unknown }).fs = {
    readFile(filename: string, callback: (error: Error | null, data?: string) => void) {
      const urlPath = "/" + path.relative(root, filename).split(path.sep).join("/");
      const css = stylesheet(urlPath);
      if (css === undefined) callback(new Error(`no stylesheet ${urlPath} in the site`));
      else callback(null, css);
    },
  };
  return async (html, name) => {
    const processed = await beasties.process(html);
    if (!/<link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/body>/.test(processed))
      throw new Error(`${name}: the stylesheet did not move to the end of <body>`);
    const markup = processed.replace(/<style>[\s\S]*?<\/style>/g, "");
    // Only the critical CSS (it holds the theme layer); other inline styles stay as they are.
    return processed.replace(
      /<style>(@layer[\s\S]*?)<\/style>/,
      (_, css: string) => `<style>${keepPropertyRegistrationsOnly(dropUnusedSpacingRules(dropUnusedThemeVariables(css, markup), markup))}</style>`,
    );
  };
}
