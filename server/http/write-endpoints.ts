/**
 * Every address that accepts a write, in one place: anything else answers a non-GET/HEAD request with
 * 405 before it reaches a handler. Paths are in the gate's normal form (server/http/request-path.ts).
 * Add an entry here for a new form or API. A segment written `:id` matches a positive whole number.
 */
export interface WriteEndpoint {
  path: string;
  methods: readonly string[];
  /** The one media type its body may have (UTF-8 only). */
  contentType: "application/json" | "application/x-www-form-urlencoded";
  /**
   * Counted against the per-client application limit (APPLICATION_RATE_LIMIT). The team's forms under
   * /admin count nothing here: sign-in has its own per-account and per-address throttle, and every
   * other admin write needs a session and its CSRF token.
   */
  limit?: "applications";
}

export const writeEndpoints: readonly WriteEndpoint[] = [
  // The JSON API of the form with JavaScript.
  { path: "/api/contact", methods: ["POST"], contentType: "application/json", limit: "applications" },
  // The form's native post, without JavaScript.
  { path: "/join", methods: ["POST"], contentType: "application/x-www-form-urlencoded", limit: "applications" },
  // The team's inbox: sign-in, sign-out, and an application's status, notes and erasure.
  { path: "/admin/login", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/logout", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/applications/:id", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/applications/:id/erase", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  // The team: invitations, password resets and removals; and the one-time links' own forms (no session).
  { path: "/admin/team", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/invite", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
  { path: "/admin/reset-password", methods: ["POST"], contentType: "application/x-www-form-urlencoded" },
];

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split("/");
  const actual = path.split("/");
  return expected.length === actual.length && expected.every((segment, i) => (segment === ":id" ? /^[1-9]\d{0,9}$/.test(actual[i] ?? "") : segment === actual[i]));
}

export function findWriteEndpoint(normalisedPath: string): WriteEndpoint | undefined {
  return writeEndpoints.find((endpoint) => matches(endpoint.path, normalisedPath));
}
