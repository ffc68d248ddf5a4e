import type { Ref } from "react";
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
  /** The address the client typed, when the server said it sends confirmations. */
  confirmationTo?: string;
  /** With JavaScript: back to an empty form in place; without, the link loads the form again. */
  onSendAnother?: () => void;
  ref?: Ref<HTMLElement>;
}

/** Says the inquiry arrived, in place of the form's button area. */
export function InquiryReceived({ copy, confirmationTo, onSendAnother, ref }: InquiryReceivedProps) {
  return (
    <FormReceived
      id={inquiryReceivedId}
      title={copy.successTitle}
      body={copy.successBody}
      confirmationEmail={copy.confirmationEmail}
      confirmationTo={confirmationTo}
      again={{ href: "/contact#start", label: copy.sendAnother }}
      onAgain={onSendAnother}
      ref={ref}
    />
  );
}
