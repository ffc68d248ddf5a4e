import type { MouseEvent, Ref } from "react";
import { buttonClasses } from "~/components/ui/button";
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
  const [beforeEmail, afterEmail = ""] = copy.confirmationEmail.split("{email}");
  function sendAnother(event: MouseEvent<HTMLAnchorElement>) {
    if (!onSendAnother) return;
    event.preventDefault();
    onSendAnother();
  }
  return (
    <section
      ref={ref}
      id={inquiryReceivedId}
      tabIndex={-1}
      aria-labelledby={`${inquiryReceivedId}-title`}
      className="scroll-mt-24 rounded-xl border border-ok/60 bg-ok/10 p-5 outline-none focus-visible:ring-2 focus-visible:ring-ok"
    >
      <h3 id={`${inquiryReceivedId}-title`} className="text-lg font-semibold text-ok">
        {copy.successTitle}
      </h3>
      <p className="mt-1 text-ink">{copy.successBody}</p>
      {confirmationTo && (
        <p className="mt-2 text-sm text-ink">
          {beforeEmail}
          <strong className="break-all font-semibold">{confirmationTo}</strong>
          {afterEmail}
        </p>
      )}
      <a href="/contact#start" onClick={sendAnother} className={buttonClasses("secondary", "mt-4")}>
        {copy.sendAnother}
      </a>
    </section>
  );
}
