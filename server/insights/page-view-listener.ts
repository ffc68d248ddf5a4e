import type { IncomingMessage } from "node:http";

/**
 * What the servers of the public pages (server/http/static-fast-path.ts, server/static-site.ts) tell
 * the insights' counter, after the answer is sent: the request, the page's path, and whether it was
 * the not-found page. The counter decides what of it counts (counter.ts).
 */
export type PageViewListener = (req: IncomingMessage, path: string, notFound: boolean) => void;
