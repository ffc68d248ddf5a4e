/**
 * Speculation Rules: a same-origin page link is prerendered when the pointer rests on it (or presses
 * it), so the next page shows at once without a client router. Never the API, the team's inbox, feeds
 * or files, links that open elsewhere, or anything with a query; forms are never speculated. The
 * client entry inserts them (islands/instant-navigation.ts) and the server allows exactly this text
 * by its hash in every page's CSP (server/security.ts).
 */
export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/*.*", "/*\\?*"] } },
          { not: { selector_matches: "[download], [target], [rel~='nofollow'], [data-no-prerender]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

/** The exact text of the inline <script type="speculationrules">. */
export const speculationRulesText = JSON.stringify(speculationRules);
