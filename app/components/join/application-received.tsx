import { FormReceived } from "~/components/ui/form-received";
import type { JoinFormCopy } from "~/content/join";

/**
 * The element the no-JavaScript post lands on (the redirect's fragment). Being focusable (tabindex -1),
 * it is also where the browser puts focus on arrival, so a screen reader starts reading here.
 */
export const applicationReceivedId = "application-received";

/** Where a valid no-JavaScript post is redirected (post/redirect/get). */
export const receivedLocation = `/join?status=received#${applicationReceivedId}`;

export interface ApplicationReceivedProps {
  copy: JoinFormCopy;
  /** The address typed, when the server said it sends confirmations; "" for the island's template (form-received.tsx). */
  confirmationTo?: string;
}

/** Says the application arrived, in place of the form's button area. */
export function ApplicationReceived({ copy, confirmationTo }: ApplicationReceivedProps) {
  return (
    <FormReceived
      id={applicationReceivedId}
      title={copy.successTitle}
      body={copy.successBody}
      confirmationEmail={copy.confirmationEmail}
      confirmationTo={confirmationTo}
      again={{ href: "/join#apply", label: copy.applyAgain }}
    />
  );
}
