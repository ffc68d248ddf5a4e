import { createElement as h, type CSSProperties, type ReactNode } from "react";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import type { PageCard } from "../../app/lib/pages/page-cards.ts";
import { socialCardSize } from "../../app/lib/pages/social-card.ts";
import { paletteHex } from "./palette.ts";

/**
 * What one social card looks like, as the element tree satori turns into SVG: the brand at the top,
 * then the page's section, title and subtitle on the site's dark surface, lit by the accent colours of
 * its division (or of the brand), and the page's address at the bottom. Large flat areas keep the PNG small.
 */

/** The site's theme (app/app.css). */
const theme = { void: "#05060b", surface: "#0c1019", line: "#1f2a3d", ink: "#e8ecf4", muted: "#a3adc2" };

export const cardFonts = { sans: "Space Grotesk", mono: "JetBrains Mono" } as const;

/** The site's mark (public/favicon.svg without its tile), as an image satori can place. */
export function logoMarkDataUri(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><path d="M4 5h6l6 15 6-15h6L19 27h-6z" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Long titles step down in size so that every title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 22) return 88;
  if (title.length <= 34) return 72;
  if (title.length <= 52) return 60;
  return 52;
}

function div(style: CSSProperties, ...children: ReactNode[]): ReactNode {
  return h("div", { style: { display: "flex", ...style } }, ...children);
}

export function socialCardLayout(card: PageCard): ReactNode {
  const [from, to] = card.accent.map(paletteHex) as [string, string];
  const address = `${new URL(site.url).host}${card.path === "/" ? "" : card.path}`;
  return div(
    {
      width: socialCardSize.width,
      height: socialCardSize.height,
      flexDirection: "column",
      backgroundColor: theme.void,
      color: theme.ink,
      fontFamily: cardFonts.sans,
      position: "relative",
    },
    // The accent: a band across the top and the brand's mark, large and faint, on the right.
    div({ position: "absolute", top: 0, left: 0, right: 0, height: 12, backgroundImage: `linear-gradient(90deg, ${from}, ${to})` }),
    h("img", { src: logoMarkDataUri(from, to), width: 520, height: 520, style: { position: "absolute", top: 40, right: -60, opacity: 0.1 } }),
    div(
      { flexDirection: "column", flexGrow: 1, padding: "64px 72px 56px 72px" },
      div(
        { alignItems: "center" },
        h("img", { src: logoMarkDataUri(from, to), width: 60, height: 60 }),
        div({ marginLeft: 20, fontFamily: cardFonts.mono, fontWeight: 700, fontSize: 32, letterSpacing: 8 }, site.name.toUpperCase()),
      ),
      div(
        { flexDirection: "column", flexGrow: 1, justifyContent: "center", paddingTop: 24, paddingBottom: 24 },
        card.section
          ? div(
              { fontFamily: cardFonts.mono, fontWeight: 500, fontSize: 26, letterSpacing: 5, textTransform: "uppercase", color: from, marginBottom: 22 },
              card.section,
            )
          : null,
        div({ fontWeight: 700, fontSize: titleSize(card.title), lineHeight: 1.08, letterSpacing: -1, maxWidth: 1000 }, card.title),
        card.subtitle ? div({ marginTop: 24, fontWeight: 500, fontSize: 32, lineHeight: 1.3, color: theme.muted, maxWidth: 980 }, card.subtitle) : null,
      ),
      div(
        { alignItems: "center", justifyContent: "space-between", borderTop: `2px solid ${theme.line}`, paddingTop: 24 },
        div({ fontFamily: cardFonts.mono, fontWeight: 500, fontSize: 24, color: theme.muted }, address),
        div({ width: 160, height: 8, borderRadius: 4, backgroundImage: `linear-gradient(90deg, ${from}, ${to})` }),
      ),
    ),
  );
}
