import type { MouseEvent, Ref } from "react";
import { buttonClasses } from "~/components/ui/button";
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
  /** The address the applicant typed, when the server said it sends confirmations. */
  confirmationTo?: string;
  /** With JavaScript: back to an empty form in place; without, the link loads /join again. */
  onApplyAgain?: () => void;
  ref?: Ref<HTMLElement>;
}

/** Says the application arrived, in place of the form's button area. */
export function ApplicationReceived({ copy, confirmationTo, onApplyAgain, ref }: ApplicationReceivedProps) {
  const [beforeEmail, afterEmail = ""] = copy.confirmationEmail.split("{email}");
  function applyAgain(event: MouseEvent<HTMLAnchorElement>) {
    if (!onApplyAgain) return;
    event.preventDefault();
    onApplyAgain();
  }
  return (
    <section
      ref={ref}
      id={applicationReceivedId}
      tabIndex={-1}
      aria-labelledby={`${applicationReceivedId}-title`}
      className="scroll-mt-24 rounded-xl border border-ok/60 bg-ok/10 p-5 outline-none focus-visible:ring-2 focus-visible:ring-ok"
    >
      <h3 id={`${applicationReceivedId}-title`} className="text-lg font-semibold text-ok">
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
      <a href="/join#apply" onClick={applyAgain} className={buttonClasses("secondary", "mt-4")}>
        {copy.applyAgain}
      </a>
    </section>
  );
}
