import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { BlogPageCopy } from "~/content/blog";
import { islandAttributes } from "~/islands/dom-island";
import { honeypotField } from "~/lib/contracts/form-rules";
import type { NewsletterBoxState } from "~/lib/contracts/newsletter";

const linkClasses = "font-semibold text-neon-strong underline underline-offset-4 hover:text-ink";

export type NewsletterCopy = BlogPageCopy["newsletter"];

/**
 * The newsletter box (docs/newsletter.md, decision 038), on /blog and /news. Without JavaScript it is a
 * form that posts to /newsletter/subscribe, which answers with this page's prerendered state
 * (`?newsletter=sent|invalid|retry`, given here as `state`); the browser checks the address first
 * (`type=email required`). `newsletter-form.island.ts` posts it to /api/newsletter instead and shows the
 * same words in place. Whatever the address's state, the answer is the same: check your inbox to confirm.
 */
export function NewsletterForm({ copy, from, state }: { copy: NewsletterCopy; from: "/blog" | "/news"; state?: NewsletterBoxState }) {
  const messages = {
    invalidMessage: copy.invalidMessage,
    invalidNoticeTitle: copy.invalidNoticeTitle,
    sentTitle: copy.sentTitle,
    sentBody: copy.sentBody,
    retryTitle: copy.retryTitle,
    retryBody: copy.retryBody,
  };
  const invalid = state === "invalid";
  const outcome =
    state === "sent" ? { title: copy.sentTitle, body: copy.sentBody } : state === "retry" ? { title: copy.retryTitle, body: copy.retryBody } : undefined;
  return (
    <form
      method="post"
      action="/newsletter/subscribe"
      aria-labelledby="newsletter-heading"
      className="mt-8 max-w-xl"
      {...islandAttributes("newsletter-form", "visible")}
      data-messages={JSON.stringify(messages)}
    >
      <input type="hidden" name="from" value={from} />
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-ink">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "newsletter-email-error newsletter-note" : "newsletter-note"}
          className="block min-h-11 w-full rounded-lg border border-line bg-void/80 px-4 py-2.5 text-ink placeholder:text-muted/80 focus:border-neon focus:outline-none focus:ring-2 focus:ring-neon/40 aria-[invalid=true]:border-danger"
        />
        <Button type="submit" className="shrink-0">
          {copy.button}
        </Button>
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`newsletter-${honeypotField}`}>Leave this field empty</label>
        <input id={`newsletter-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p id="newsletter-email-error" hidden={!invalid} className="mt-2 text-sm font-medium text-danger">
        {invalid ? copy.invalidMessage : ""}
      </p>
      <div id="newsletter-outcome" role="status" className="mt-4 empty:hidden">
        {outcome ? (
          <>
            <p className="font-semibold text-ink">{outcome.title}</p>
            <p className="text-sm text-muted">{outcome.body}</p>
          </>
        ) : null}
      </div>
      <p id="newsletter-note" className="mt-4 text-sm text-muted">
        {copy.note} {copy.follow.before}{" "}
        <SmartLink href={copy.newsLink.href} className={linkClasses}>
          {copy.newsLink.label}
        </SmartLink>{" "}
        {copy.follow.between}{" "}
        <a href={copy.feedLink.href} className={linkClasses}>
          {copy.feedLink.label}
        </a>
        {copy.follow.after}
      </p>
    </form>
  );
}

/** The box's section, as /blog and /news show it: its heading, its intro and the form. `id="newsletter"` is where a post without JavaScript comes back to. */
export function NewsletterBox({ copy, from, state }: { copy: NewsletterCopy; from: "/blog" | "/news"; state?: NewsletterBoxState }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl scroll-mt-24 px-4 pb-20 sm:px-6">
      <div className="rounded-3xl border border-neon/30 bg-gradient-to-br from-surface-2 via-surface to-void p-8 sm:p-12">
        <p className="mb-2 font-mono text-xs uppercase tracking-[0.3em] text-neon-strong">{copy.eyebrow}</p>
        <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{copy.intro}</p>
        <NewsletterForm copy={copy} from={from} state={state} />
      </div>
    </section>
  );
}
