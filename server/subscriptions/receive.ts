// The one way in for a newsletter request, whichever door it came through (the box's JSON post or its no-JavaScript form post).
import { emailPattern } from "../../app/lib/contracts/form-rules.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import type { Logger } from "../logger.ts";
import { isPlainMailbox } from "../mail/mailbox.ts";
import type { SubscriptionStore } from "./store.ts";

/**
 * What the visitor is told: `sent` whatever the address's state (new, pending, confirmed or unsubscribed —
 * nothing tells a stranger whether an address is on the list), `invalid` for what is not one address,
 * `unavailable` when the database failed.
 */
export type SubscribeOutcome = "sent" | "invalid" | "unavailable";

export type ReceiveSubscription = (request: { door: "api" | "form"; email: unknown; honeypot: unknown }) => Promise<SubscribeOutcome>;

/** An address the box accepts: the forms' own pattern (app/lib/contracts/form-rules.ts), one plain mailbox, at most 254 characters. */
export function isSubscribableAddress(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value) && isPlainMailbox(value);
}

export function createSubscriptionReceiver({ store, logger }: { store: SubscriptionStore; logger: Logger }): ReceiveSubscription {
  return async ({ door, email, honeypot }) => {
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      // Looks like success to the bot; nothing is stored or sent.
      // Without the client's address: the request log keeps none (the privacy policy says so).
      logger.warn("honeypot filled: newsletter request dropped", { door });
      return "sent";
    }
    const address = typeof email === "string" ? email.trim() : "";
    if (!isSubscribableAddress(address)) return "invalid";
    try {
      const result = await store.subscribe(address);
      // The id and the state it was in: never the address.
      logger.info("newsletter request recorded", { door, id: result.id, was: result.was });
      return "sent";
    } catch (error) {
      logger.error("newsletter request not recorded", { door, ...databaseErrorLogFields(error) });
      return "unavailable";
    }
  };
}
