import { mailto, site } from "../site.ts";
import type { LegalDocument } from "./types.ts";

const legal = { label: site.contacts.legal, href: mailto(site.contacts.legal) };

/**
 * /cookies: cookie policy (docs/product.md#legal-pages). It must stay true to what the site
 * actually stores in a visitor's browser: nothing. Pages are plain HTML with small scripts; no cookie,
 * no web storage. The one cookie in the code is the hiring team's session under /admin
 * (server/admin/session-cookie.ts), which the policy names (tests/unit/content-legal.test.ts and
 * tests/e2e/pages-legal.spec.ts check both).
 */
export const cookiePolicy: LegalDocument = {
  path: "/cookies",
  title: "Cookie Policy",
  description:
    "The Vesper website sets no cookies for its visitors, uses no trackers and keeps nothing in your browser: this policy says so in full, and how to check.",
  lastUpdated: { iso: "2025-06-15", label: "June 15, 2025" },
  summary:
    "This website sets no cookies for its visitors, uses no analytics or advertising trackers, and keeps nothing in your browser’s storage. Only members of our hiring team, once signed in to the team’s inbox, get one strictly necessary session cookie.",
  sections: [
    {
      id: "no-cookies",
      heading: "No cookies, no trackers",
      blocks: [
        "For its visitors, this website does not set cookies, neither its own nor anyone else’s. It runs no analytics, advertising, social-media pixels or fingerprinting scripts, and it loads no fonts, images or scripts from other companies: everything comes from our own server. Visitors have no accounts on this site, so there is no login session to remember either.",
      ],
    },
    {
      id: "team-session",
      heading: "The hiring team’s session cookie",
      blocks: [
        "Members of our hiring team sign in to read applications at /admin. When one of them signs in, the site sets one strictly necessary cookie, vesper_admin, which keeps them signed in. It holds a random token and nothing else, is sent only to addresses under /admin, cannot be read by scripts (HttpOnly), is not sent along by other sites’ forms (SameSite=Lax), travels only over HTTPS where the site is served over HTTPS, and ends when the browser closes, at sign-out, or after 12 hours without use. Visitors of the public site never receive it.",
      ],
    },
    {
      id: "what-we-store",
      heading: "What we store in your browser",
      blocks: [
        "Nothing. Besides cookies, websites can keep data in your browser with web storage (localStorage, sessionStorage) or a database (IndexedDB). Our pages use none of them: each page is plain HTML with a few small scripts for menus, notices and the application form, and those scripts remember nothing between pages.",
        "Like every website, our pages, scripts and styles may be kept in your browser’s ordinary cache so repeat visits load faster, and your browser may load a page a moment early when you rest the pointer on a link to it, so it opens at once. The cache holds copies of our public files, not information about you.",
      ],
    },
    {
      id: "what-we-do-not-store",
      heading: "What we do not store",
      blocks: [
        {
          kind: "list",
          items: [
            "No cookies of any kind for visitors (the team’s session cookie above is set only on signing in at /admin).",
            "Nothing in localStorage or IndexedDB.",
            "Nothing from the newsletter box on the blog: it checks the address you type, tells you the newsletter has not launched, and keeps nothing.",
            "Nothing from the application form: what you type stays in the page until you press “Join the Revolution”, and is then sent to our server only. Your browser’s own autofill may remember fields if you have turned it on; that is a browser setting, not something we control.",
          ],
        },
      ],
    },
    {
      id: "no-consent-banner",
      heading: "Why there is no consent banner",
      blocks: [
        "Privacy law, such as the EU ePrivacy Directive and the UK PECR, requires consent before a site stores information in your browser, unless that storage is strictly necessary for a service you asked for. We store nothing at all for visitors, so there is nothing to ask your consent for; the team’s session cookie is strictly necessary for the sign-in its members ask for. If we ever add anything that is not strictly necessary, we will ask first and update this page.",
      ],
    },
    {
      id: "how-to-check",
      heading: "How to check",
      blocks: [
        "You do not have to take our word for it. In your browser’s developer tools, the Application (Chrome, Edge) or Storage (Firefox, Safari) panel lists the cookies and storage of the site you are on: for this site, every list is empty. You can also block all site data in your browser’s settings; the site works the same.",
      ],
    },
    {
      id: "other-sites",
      heading: "Other websites",
      blocks: [
        "Links to our community server and our profiles on code-hosting and social platforms open those sites in a new tab. They may set their own cookies under their own policies once you are there; nothing of theirs runs on our pages.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and contact",
      blocks: [
        ["If what the site stores changes, we update this page and the date at the top before the change goes live. For questions, write to ", legal, ". How we handle the personal data you send us is described in the ", { label: "Privacy Policy", href: "/privacy" }, "."],
      ],
    },
  ],
};
