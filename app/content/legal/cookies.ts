import { mailto, site } from "../site.ts";
import type { LegalDocument } from "./types.ts";

const legal = { label: site.contacts.legal, href: mailto(site.contacts.legal) };

/**
 * /cookies (spec §2: cookie policy, last updated June 15, 2025). It must stay true to what the site
 * actually stores: no cookies; React Router's <ScrollRestoration /> keeps scroll positions in
 * sessionStorage under "react-router-scroll-positions"; after a deployment, its route discovery may
 * note the new build version under "react-router-manifest-version" to reload once.
 */
export const cookiePolicy: LegalDocument = {
  path: "/cookies",
  title: "Cookie Policy",
  description:
    "The Vesper website sets no cookies and uses no trackers; this policy names the one scroll-position entry it keeps in your browser tab and how to clear it.",
  lastUpdated: { iso: "2025-06-15", label: "June 15, 2025" },
  summary:
    "This website sets no cookies and uses no analytics or advertising trackers. The only thing it keeps in your browser is where you scrolled on each page, in session storage, until you close the tab.",
  sections: [
    {
      id: "no-cookies",
      heading: "No cookies, no trackers",
      blocks: [
        "This website does not set cookies, neither its own nor anyone else’s. It runs no analytics, advertising, social-media pixels or fingerprinting scripts, and it loads no fonts, images or scripts from other companies: everything comes from our own server. There are no accounts on this site, so there is no login session to remember either.",
      ],
    },
    {
      id: "what-we-store",
      heading: "What we store in your browser",
      blocks: [
        "Besides cookies, websites can keep data in your browser with web storage. We use session storage (sessionStorage), which belongs to one browser tab and is deleted when that tab closes. The table lists every entry this site can create.",
        {
          kind: "table",
          caption: "Browser storage used by this site",
          columns: ["Name", "Where", "Purpose", "How long"],
          rows: [
            [
              "react-router-scroll-positions",
              "sessionStorage",
              "Remembers how far you scrolled on each page you visited in this tab, so the Back and Forward buttons return you to the same spot.",
              "Until you close the tab",
            ],
            [
              "react-router-manifest-version",
              "sessionStorage",
              "Only if we publish a new version of the site while you have it open: notes that version so the page reloads to it once instead of repeatedly.",
              "Until you close the tab",
            ],
          ],
        },
        "Both entries are created by React Router, the framework the site is built with. They contain page keys, scroll offsets and a version number: nothing that identifies you, and nothing is sent to us or to anyone else. Both are strictly necessary for the site to work as you expect.",
        "Like every website, our pages, scripts and styles may also be kept in your browser’s ordinary cache so repeat visits load faster. The cache holds copies of our public files, not information about you.",
      ],
    },
    {
      id: "what-we-do-not-store",
      heading: "What we do not store",
      blocks: [
        {
          kind: "list",
          items: [
            "No cookies of any kind.",
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
        "Privacy law, such as the EU ePrivacy Directive and the UK PECR, requires consent before a site stores information in your browser, unless that storage is strictly necessary for a service you asked for. Restoring your scroll position when you go back is exactly that, and we store nothing else, so there is nothing to ask your consent for. If we ever add anything that is not strictly necessary, we will ask first and update this page.",
      ],
    },
    {
      id: "how-to-clear",
      heading: "How to clear or block it",
      blocks: [
        "Closing the tab deletes the session storage of this site. To delete it sooner:",
        {
          kind: "list",
          items: [
            "Chrome and Edge: click the icon to the left of the address bar, open the site settings, and delete the site’s data.",
            "Firefox: click the padlock in the address bar and choose “Clear cookies and site data”.",
            "Safari: open Settings, then Privacy, then Manage Website Data, and remove this site.",
            "Developers: in the browser’s developer tools, open the Application or Storage panel and clear Session Storage for this site.",
          ],
        },
        "You can also block site data in your browser’s settings. The site still works; only the Back button will start at the top of a page instead of where you left it.",
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
