/**
 * The words of the newsletter's link pages (docs/newsletter.md): /newsletter/confirm, where the confirmation
 * e-mail's link lands, and /newsletter/unsubscribe, where every newsletter's unsubscribe link does. Each is a
 * button (the POST does the work, so a mail scanner that fetches the link changes nothing), and the state
 * after it. Shipped with the code, like the e-mails' words.
 */
export const newsletterPages = {
  confirm: {
    path: "/newsletter/confirm",
    title: "Confirm Your Subscription",
    description: "Confirm that you want the Vesper newsletter at the address you gave.",
    lead: "Press the button to confirm that you want the newsletter at this address: one email when a new article or news goes up.",
    button: "Confirm my subscription",
    done: {
      title: "You are subscribed",
      body: "Thank you. We will send an email when we publish a new article or news. Every newsletter has a link that unsubscribes you in one click.",
    },
    invalid: {
      title: "This link does not work",
      body: "It was used already, has expired (a link works for 7 days), or was not copied whole. Subscribe again from the blog to get a new one.",
    },
    back: { label: "Back to the blog", href: "/blog" },
  },
  unsubscribe: {
    path: "/newsletter/unsubscribe",
    title: "Unsubscribe From the Newsletter",
    description: "Stop receiving the Vesper newsletter, in one click and without signing in.",
    lead: "Press the button and we stop sending you the newsletter. You do not need to sign in.",
    button: "Unsubscribe",
    done: {
      title: "You are unsubscribed",
      body: "We will not send you the newsletter again. To receive it again, subscribe from the blog and confirm the new link we send.",
    },
    invalid: {
      title: "This link does not work",
      body: "It was not copied whole, or its subscription no longer exists. If newsletters still reach you, use the link in the newest one, or write to us.",
    },
    back: { label: "Back to the blog", href: "/blog" },
  },
};

export type NewsletterLinkPage = (typeof newsletterPages)[keyof typeof newsletterPages];
