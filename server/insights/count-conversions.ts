import type { IncomingApplication } from "../../app/lib/contracts/application-outcome.ts";
import type { InsightsCounter } from "./counter.ts";
import type { ConversionKind } from "./dimensions.ts";

/**
 * A form's receiver (server/applications/receive.ts, server/inquiries/receive.ts) that also counts each
 * application or inquiry it stores under the page it was sent from (decision 042), and under the page
 * whose link opened the form when its address named one (decision 049): only a count, so
 * nothing ties a visit, a page or a referrer to the person who sent it. A replayed post (the same
 * idempotency key again) was counted the first time; an invalid, refused or bot's post is not counted.
 */
export function countingConversions<Outcome extends { kind: string; replayed?: boolean }>(
  kind: ConversionKind,
  receive: (incoming: IncomingApplication) => Promise<Outcome>,
  counter: InsightsCounter | undefined,
): (incoming: IncomingApplication) => Promise<Outcome> {
  if (!counter) return receive;
  return async (incoming) => {
    const outcome = await receive(incoming);
    if (outcome.kind === "stored" && !outcome.replayed) counter.conversion(kind, incoming.sourcePage, incoming.pageBefore);
    return outcome;
  };
}
