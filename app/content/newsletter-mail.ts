/**
 * The e-mail that confirms a newsletter subscription (docs/newsletter.md). `{placeholders}` are filled by
 * server/mail/newsletter-compose.ts, which escapes every value. It goes to whatever address was typed in the
 * box, so it repeats nothing anyone typed: only the site's own name, link and dates.
 */
export const newsletterConfirmationMail = {
  subject: "Confirm your subscription to the {siteName} newsletter",
  intro: "Someone, hopefully you, asked to receive the {siteName} newsletter at this address: an e-mail when we publish a new article or news.",
  action: "To confirm, open this link and press the button on the page:",
  expiry: "The link works once, until {expiresAt}. Until you confirm, we send you nothing else.",
  notYou:
    "Did not ask for it? Ignore this e-mail: without a confirmation the address is deleted after 7 days, and we will not write to it again. Our privacy policy explains what we keep: {privacyUrl}",
  signOff: "The {siteName} team",
};
