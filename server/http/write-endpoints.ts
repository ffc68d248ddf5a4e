/**
 * Every address that accepts a write, in one place: anything else answers a non-GET/HEAD request with
 * 405 before it reaches a handler. Paths are in the gate's normal form (app/content/schemas/request-path.ts).
 * Add an entry here for a new form or API. A segment written `:id` matches a positive whole number,
 * `:slug` a content document's address in the site editor ("services", "legal-privacy").
 */
export interface WriteEndpoint {
  path: string;
  methods: readonly string[];
  /** The one media type its body may have (UTF-8 only). */
  contentType: "application/json" | "application/x-www-form-urlencoded" | "multipart/form-data";
  /** A second media type the body may have (RFC 8058's one-click POST: either form encoding). */
  alsoAccepted?: "multipart/form-data";
  /**
   * Counted against the per-client limit of the public forms (APPLICATION_RATE_LIMIT): applications,
   * project inquiries and newsletter requests, by either door, share one count per client. The team's forms under
   * /admin count nothing here: sign-in has its own per-account and per-address throttle, and every
   * other admin write needs a session and its CSRF token.
   */
  limit?: "applications";
  /** The body's cap, when not the gate's 16 KB: a whole content document's form in the site editor. */
  maxBytes?: number;
  /** How long the body may take to arrive, when not the gate's 15 s: an image upload on a slow line. */
  bodyTimeoutMs?: number;
}

/** An image upload's form: the image (at most 10 MB, server/media/image-check.ts), its alt text and the CSRF token. */
const mediaFormBytes = 12 * 1024 * 1024;

/** A content document's form posts every field of the document: the largest (the news, the docs) is a few hundred KB. */
const contentFormBytes = 1024 * 1024;

export const writeEndpoints: readonly WriteEndpoint[] = [
  // The JSON API of the form with JavaScript.
  { path: "/api/contact", methods: ["POST"], contentType: "application/json", limit: "applications" },
  // The form's native post, without JavaScript.
  { path: "/join", methods: ["POST"], contentType: "application/x-www-form-urlencoded", limit: "applications" },
  // A client's project inquiry: the JSON API, and the contact form's native post. The same shared limit.
  { path: "/api/inquiries", methods: ["POST"], contentType: "application/json", limit: "applications" },
  { path: "/contact", methods: ["POST"], contentType: "application/x-www-form-urlencoded", limit: "applications" },
  // The newsletter box (decision 038): its JSON post and its no-JavaScript post, under the same shared limit.
  { path: "/api/newsletter", methods: ["POST"], contentType: "application/json", limit: "applications" },
  { path: "/newsletter/subscribe", methods: ["POST"], contentType: "application/x-www-form-urlencoded", limit: "applications" },
  // The newsletter's link pages' buttons; the unsubscribe link also takes RFC 8058's one-click POST from mail
  // clients, which may send it as multipart/form-data. No limit: the token is the authority, and a mail
  // provider's servers send every one-click POST of their users from a few addresses.
  { path: "/newsletter/confirm", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/newsletter/unsubscribe", methods: ["POST"], contentType: "application/x-www-form-urlencoded", alsoAccepted: "multipart/form-data" },
  // The team's inboxes: sign-in, sign-out, an application's status, notes and erasure, an inquiry's status and notes.
  { path: "/admin/login", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/logout", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/applications/:id", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/applications/:id/erase", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/inquiries/:id", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  // The team: invitations, password resets and removals; and the one-time links' own forms (no session).
  { path: "/admin/team", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/invite", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/reset-password", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  // The newsletter (decision 039): an address's erasure on /admin/newsletter, the test send and the send on an
  // article's send step. Without these the gate answered every one of them 405.
  { path: "/admin/newsletter", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/newsletter/send", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  // The site editor: a document's save, publish, discard and list buttons; its versions' restore.
  // The overview's "Cancel" of a scheduled publish.
  { path: "/admin/content", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/content/:slug", methods: ["POST"], contentType: "application/x-www-form-urlencoded", maxBytes: contentFormBytes },
  // The live preview beside a document's form: the same fields, rendered and never stored (decision 044).
  { path: "/admin/content/:slug/preview/page", methods: ["POST"], contentType: "application/x-www-form-urlencoded", maxBytes: contentFormBytes },
  { path: "/admin/content/:slug/versions", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  // A collection's "Add", and one item's form and versions (decision 043).
  { path: "/admin/content/:slug/items", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/content/:slug/items/:item", methods: ["POST"], contentType: "application/x-www-form-urlencoded", maxBytes: contentFormBytes },
  // The live preview beside an item's form (decision 044).
  { path: "/admin/content/:slug/items/:item/preview/page", methods: ["POST"], contentType: "application/x-www-form-urlencoded", maxBytes: contentFormBytes },
  { path: "/admin/content/:slug/items/:item/versions", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  // The editors' images: an upload (multipart, the one such form) or a removal.
  { path: "/admin/media", methods: ["POST"], contentType: "multipart/form-data", maxBytes: mediaFormBytes, bodyTimeoutMs: 120_000 },
];

function segmentMatches(expected: string, actual: string): boolean {
  if (expected === ":id") return /^[1-9]\d{0,9}$/.test(actual);
  if (expected === ":slug") return /^[a-z][a-z0-9-]{0,63}$/.test(actual);
  if (expected === ":item") return /^[a-z0-9][a-z0-9-]{0,79}$/.test(actual);
  return expected === actual;
}

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split("/");
  const actual = path.split("/");
  return expected.length === actual.length && expected.every((segment, i) => segmentMatches(segment, actual[i] ?? ""));
}

export function findWriteEndpoint(normalisedPath: string): WriteEndpoint | undefined {
  return writeEndpoints.find((endpoint) => matches(endpoint.path, normalisedPath));
}
