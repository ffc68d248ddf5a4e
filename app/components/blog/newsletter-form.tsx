import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { BlogPageCopy } from "~/content/blog";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

const linkClasses = "font-semibold text-neon-strong underline underline-offset-4 hover:text-ink";

/** A plausible address: something@domain.tld, no spaces. The form sends nothing either way. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/**
 * The newsletter box (spec §2 Blog, §7): it sends nothing and stores nothing, because the newsletter
 * has not launched. With JavaScript, Subscribe checks the address and says so in a notice. Without
 * JavaScript the Subscribe button stays disabled, so the form cannot be submitted anywhere (a form
 * whose default button is disabled is not submitted by Enter either), and the note below the field
 * explains the newsletter's state in both cases.
 */
export function NewsletterForm({ copy }: { copy: BlogPageCopy["newsletter"] }) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = inputRef.current?.value ?? "";
    if (!isEmailAddress(value)) {
      setError(copy.invalidMessage);
      inputRef.current?.focus();
      toast({ title: copy.invalidNoticeTitle, description: copy.invalidMessage, variant: "destructive" });
      return;
    }
    setError(null);
    toast({ title: copy.notLaunchedTitle, description: copy.notLaunchedBody });
  }

  const describedBy = error ? "newsletter-email-error newsletter-note" : "newsletter-note";
  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="newsletter-heading" className="mt-8 max-w-xl">
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-ink">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={() => error && setError(null)}
          className="block min-h-11 w-full rounded-lg border border-line bg-void/80 px-4 py-2.5 text-ink placeholder:text-muted/80 focus:border-neon focus:outline-none focus:ring-2 focus:ring-neon/40 aria-[invalid=true]:border-danger"
        />
        <Button type="submit" disabled={!hydrated} className="shrink-0">
          {copy.button}
        </Button>
      </div>
      {error && (
        <p id="newsletter-email-error" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p id="newsletter-note" className="mt-4 text-sm text-muted">
        {copy.note} {copy.follow.before}{" "}
        <SmartLink href={copy.newsLink.href} className={linkClasses}>
          {copy.newsLink.label}
        </SmartLink>{" "}
        {copy.follow.between}{" "}
        {/* A plain link: the feed is a file, not a page of the app. */}
        <a href={copy.feedLink.href} className={linkClasses}>
          {copy.feedLink.label}
        </a>
        {copy.follow.after}
      </p>
    </form>
  );
}
