/**
 * Every address that accepts a write, in one place: anything else answers a non-GET/HEAD request with
 * 405 before it reaches a handler. Paths are in the gate's normal form (server/http/request-path.ts).
 * Add an entry here for a new form or API (the team inbox under /admin will).
 */
export interface WriteEndpoint {
  path: string;
  methods: readonly string[];
  /** The one media type its body may have (UTF-8 only). */
  contentType: "application/json" | "application/x-www-form-urlencoded";
  /** Counted against the per-client application limit (CONTACT_RATE_LIMIT). */
  limit: "applications";
}

export const writeEndpoints: readonly WriteEndpoint[] = [
  // The JSON API of the form with JavaScript (spec §7).
  { path: "/api/contact", methods: ["POST"], contentType: "application/json", limit: "applications" },
  // The form's native post, without JavaScript.
  { path: "/join", methods: ["POST"], contentType: "application/x-www-form-urlencoded", limit: "applications" },
];

export function findWriteEndpoint(normalisedPath: string): WriteEndpoint | undefined {
  return writeEndpoints.find((endpoint) => endpoint.path === normalisedPath);
}
