import type { MouseEvent, Ref } from "react";
import { buttonClasses } from "~/components/ui/button";

/**
 * A public form's "received" notice, in place of its button area (the application form on /join, the
 * inquiry form on /contact). Its `id` is where the no-JavaScript post's redirect lands: focusable
 * (tabindex -1), so the browser puts focus there on arrival and a screen reader starts reading there.
 */
export interface FormReceivedProps {
  id: string;
  title: string;
  body: string;
  /** The form's words around the typed address, "{email}" standing for it. */
  confirmationEmail: string;
  /** The address typed, when the server said it sends confirmations. */
  confirmationTo?: string;
  /** Back to an empty form: a link that loads the form again, or with JavaScript `onAgain` in place. */
  again: { href: string; label: string };
  onAgain?: () => void;
  ref?: Ref<HTMLElement>;
}

export function FormReceived({ id, title, body, confirmationEmail, confirmationTo, again, onAgain, ref }: FormReceivedProps) {
  const [beforeEmail, afterEmail = ""] = confirmationEmail.split("{email}");
  function startAgain(event: MouseEvent<HTMLAnchorElement>) {
    if (!onAgain) return;
    event.preventDefault();
    onAgain();
  }
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-ok/60 bg-ok/10 p-5 outline-none focus-visible:ring-2 focus-visible:ring-ok"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ok">
        {title}
      </h3>
      <p className="mt-1 text-ink">{body}</p>
      {confirmationTo && (
        <p className="mt-2 text-sm text-ink">
          {beforeEmail}
          <strong className="break-all font-semibold">{confirmationTo}</strong>
          {afterEmail}
        </p>
      )}
      <a href={again.href} onClick={startAgain} className={buttonClasses("secondary", "mt-4")}>
        {again.label}
      </a>
    </section>
  );
}
