import { FormReceived } from "~/components/ui/form-received";
import type { InquiryFormCopy } from "./inquiry-form";

/**
 * The element the no-JavaScript inquiry post lands on (the redirect's fragment); focusable (tabindex -1),
 * so the browser puts focus here on arrival and a screen reader starts reading here.
 */
export const inquiryReceivedId = "inquiry-received";

/** Where a valid no-JavaScript inquiry post is redirected (post/redirect/get): a prerendered state of /contact. */
export const inquiryReceivedLocation = `/contact?status=received#${inquiryReceivedId}`;

export interface InquiryReceivedProps {
  copy: InquiryFormCopy;
  /** The address typed, when the server said it sends confirmations; "" for the island's template (form-received.tsx). */
  confirmationTo?: string;
}

/** Says the inquiry arrived, in place of the form's button area. */
export function InquiryReceived({ copy, confirmationTo }: InquiryReceivedProps) {
  return (
    <FormReceived
      id={inquiryReceivedId}
      title={copy.successTitle}
      body={copy.successBody}
      confirmationEmail={copy.confirmationEmail}
      confirmationTo={confirmationTo}
      again={{ href: "/contact#start", label: copy.sendAnother }}
    />
  );
}
