/**
 * What the newsletter's pages and its server doors share (decision 038): the pages that have the box, the
 * box's prerendered states after a post without JavaScript (`?newsletter=…`), and the confirm and unsubscribe
 * pages' states (`?status=…`).
 */

/** The pages with the newsletter box; a post without JavaScript comes back to the one it was sent from. */
export const newsletterBoxPages = ["/blog", "/news"] as const;

/** `sent`: "check your inbox to confirm" (whatever the address's state); `invalid`: not an address; `retry`: not recorded, try again. */
export const newsletterBoxStates = ["sent", "invalid", "retry"] as const;
export type NewsletterBoxState = (typeof newsletterBoxStates)[number];

/** The box's state a page was asked for (`?newsletter=sent`), if it is one. */
export function newsletterBoxStateOf(url: URL): NewsletterBoxState | undefined {
  const value = url.searchParams.get("newsletter");
  return newsletterBoxStates.find((state) => state === value);
}

/** The states of the link pages after their button: confirmed, unsubscribed, or a link that does not work (used, expired, not ours). */
export const newsletterLinkStates = { confirmed: "confirmed", unsubscribed: "unsubscribed", invalid: "invalid" } as const;
export type NewsletterLinkState = (typeof newsletterLinkStates)[keyof typeof newsletterLinkStates];
