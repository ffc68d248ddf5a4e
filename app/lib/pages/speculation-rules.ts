/**
 * Speculation Rules: a same-origin page is fetched as soon as the pointer rests on a link to it
 * (prefetch, "moderate") and rendered in the background when the link is pressed (prerender,
 * "conservative"), so the next page shows at once without a client router. Never the API, the team's
 * inbox, feeds or files, links that open elsewhere, or a query other than a form page's; forms are never
 * speculated. The client entry inserts them (islands/instant-navigation.ts) and the server allows
 * exactly this text by its hash in every page's CSP (server/security.ts).
 */
const samePageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/*.*"] } },
    // A query of one character or more (a search): not fetched ahead. The search part `*` would also match
    // no query at all, which left out every link. The form pages' own queries (`from=`, a topic) are
    // answered with the same prerendered page, so those are.
    { or: [{ not: { href_matches: "/*\\?(.+)" } }, { href_matches: ["/contact\\?*", "/join\\?*"] }] },
    { not: { selector_matches: "[download], [target], [rel~='nofollow'], [data-no-prerender]" } },
  ],
};

export const speculationRules = {
  prefetch: [{ source: "document", where: samePageLinks, eagerness: "moderate" }],
  prerender: [{ source: "document", where: samePageLinks, eagerness: "conservative" }],
};

/** The exact text of the inline <script type="speculationrules">. */
export const speculationRulesText = JSON.stringify(speculationRules);
