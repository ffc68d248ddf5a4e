/**
 * Speculation Rules: a same-origin page is fetched as soon as the pointer rests on a link to it
 * (prefetch, "moderate") and rendered in the background when the link is pressed (prerender,
 * "conservative"), so the next page shows at once without a client router. Never the API, the team's
 * inbox, feeds or files, links that open elsewhere, or anything with a query; forms are never
 * speculated. The client entry inserts them (islands/instant-navigation.ts) and the server allows
 * exactly this text by its hash in every page's CSP (server/security.ts).
 */
const samePageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/*.*", "/*\\?*"] } },
    { not: { selector_matches: "[download], [target], [rel~='nofollow'], [data-no-prerender]" } },
  ],
};

export const speculationRules = {
  prefetch: [{ source: "document", where: samePageLinks, eagerness: "moderate" }],
  prerender: [{ source: "document", where: samePageLinks, eagerness: "conservative" }],
};

/** The exact text of the inline <script type="speculationrules">. */
export const speculationRulesText = JSON.stringify(speculationRules);
