import type { DeliveryState } from "~/lib/contracts/admin-services";
import { useFormatInstant } from "~/lib/pages/admin-context";

/**
 * The delivery state of an application's (or an inquiry's) e-mails, read from the mail outbox by the server
 * (server/admin/inbox-delivery-state.ts): one line per message, or why none was due.
 */
export function ApplicationDeliveryState({ delivery, of = "application" }: { delivery: DeliveryState; of?: "application" | "inquiry" }) {
  const formatInstant = useFormatInstant();
  return (
    <section aria-labelledby="delivery-heading" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="delivery-heading" className="text-lg font-semibold">
        E-mail delivery
      </h2>
      {delivery.messages.length === 0 ? (
        <p className="mt-2 text-muted">No e-mail was due for this {of}.</p>
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
