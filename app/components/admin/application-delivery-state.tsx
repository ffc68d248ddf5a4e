import type { DeliveryState } from "~/lib/admin-services";
import { formatInstant } from "~/lib/admin-context";

/**
 * The delivery state of an application's e-mails (issue 9, the mail outbox). The server fills it once
 * the lead passes issue 9's `deliveryStateOf(db, applicationId)` to `createApp` as `readDeliveryState`
 * (server/main.ts → server/admin/admin-services.ts); until then it is null and this section is left out
 * entirely, rather than showing a state nobody read.
 */
export function ApplicationDeliveryState({ delivery }: { delivery: DeliveryState | null }) {
  if (!delivery) return null;
  return (
    <section aria-labelledby="delivery-heading" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="delivery-heading" className="text-lg font-semibold">
        E-mail delivery
      </h2>
      {delivery.messages.length === 0 ? (
        <p className="mt-2 text-muted">No e-mail was due for this application.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {delivery.messages.map((message, index) => (
            <li key={index}>
              <span className="font-semibold">{message.label}:</span> {message.state}
              {message.at && <span className="text-muted"> ({formatInstant(message.at)})</span>}
              {message.detail && <span className="block text-sm text-muted">{message.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
