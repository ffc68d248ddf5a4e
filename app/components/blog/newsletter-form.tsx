import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { BlogPageCopy } from "~/content/blog";
import { islandAttributes } from "~/islands/dom-island";

const linkClasses = "font-semibold text-neon-strong underline underline-offset-4 hover:text-ink";

/**
 * The newsletter box (docs/product.md#blog): it sends nothing and stores nothing, because the newsletter
 * has not launched. `newsletter-form.island.ts` checks the address on Subscribe and says so in a
 * notice. Without JavaScript the Subscribe button stays disabled, so the form cannot be submitted
 * anywhere (a form whose default button is disabled is not submitted by Enter either), and the note
 * below the field explains the newsletter's state in both cases.
 */
export function NewsletterForm({ copy }: { copy: BlogPageCopy["newsletter"] }) {
  const messages = {
    invalidMessage: copy.invalidMessage,
    invalidNoticeTitle: copy.invalidNoticeTitle,
    notLaunchedTitle: copy.notLaunchedTitle,
    notLaunchedBody: copy.notLaunchedBody,
  };
  return (
    <form
      noValidate
      aria-labelledby="newsletter-heading"
      className="mt-8 max-w-xl"
      {...islandAttributes("newsletter-form", "visible")}
      data-messages={JSON.stringify(messages)}
    >
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-ink">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          aria-describedby="newsletter-note"
          className="block min-h-11 w-full rounded-lg border border-line bg-void/80 px-4 py-2.5 text-ink placeholder:text-muted/80 focus:border-neon focus:outline-none focus:ring-2 focus:ring-neon/40 aria-[invalid=true]:border-danger"
        />
        <Button type="submit" disabled className="shrink-0">
          {copy.button}
        </Button>
      </div>
      <p id="newsletter-email-error" hidden className="mt-2 text-sm font-medium text-danger" />
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
