import { buttonClasses } from "~/components/ui/button";

/**
 * A public form's "received" notice, in place of its button area (the application form on /join, the
 * inquiry form on /contact). Its `id` is where the no-JavaScript post's redirect lands: focusable
 * (tabindex -1), so the browser puts focus there on arrival and a screen reader starts reading there.
 * With JavaScript, the form's island (public-form.ts) shows a copy of it from the form's template.
 */
export interface FormReceivedProps {
  id: string;
  title: string;
  body: string;
  /** The form's words around the typed address, "{email}" standing for it. */
  confirmationEmail: string;
  /**
   * The address typed, when the server said it sends confirmations; "" renders the sentence with an empty
   * place for it (the island's template fills it in, or removes the sentence).
   */
  confirmationTo?: string;
  /** Back to an empty form: a link that loads the form again (with JavaScript, the island empties the form in place). */
  again: { href: string; label: string };
}

export function FormReceived({ id, title, body, confirmationEmail, confirmationTo, again }: FormReceivedProps) {
  const [beforeEmail, afterEmail = ""] = confirmationEmail.split("{email}");
  return (
    <section
      data-form-received=""
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-ok/60 bg-ok/10 p-5 outline-none focus-visible:ring-2 focus-visible:ring-ok"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ok">
        {title}
      </h3>
      <p className="mt-1 text-ink">{body}</p>
      {confirmationTo !== undefined && (
        <p data-confirmation="" className="mt-2 text-sm text-ink">
          {beforeEmail}
          <strong data-confirmation-to="" className="break-all font-semibold">
            {confirmationTo}
          </strong>
          {afterEmail}
        </p>
      )}
      <a data-form-again="" href={again.href} className={buttonClasses("secondary", "mt-4")}>
        {again.label}
      </a>
    </section>
  );
}
