import type { ApplicationStore } from "../applications/store.ts";
import type { MailDelivery } from "./delivery.ts";

/** A store whose new applications wake the delivery loop at once instead of at its next poll. */
export function wakeDeliveryOnSubmit(store: ApplicationStore, delivery: Pick<MailDelivery, "wake">): ApplicationStore {
  return {
    ...store,
    async submit(application, claim) {
      const result = await store.submit(application, claim);
      if (result.kind === "stored" && !result.replayed) delivery.wake();
      return result;
    },
  };
}
