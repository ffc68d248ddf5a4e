import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { newsletterPages } from "~/content/newsletter-pages";
import { SmartLink } from "~/components/ui/smart-link";
import { newsletterLinkStates } from "~/lib/contracts/newsletter";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf, requestedPath } from "~/lib/pages/site-paths";
import type { Route } from "./+types/newsletter-link";

/**
 * The one module of the newsletter's link pages (decision 038): /newsletter/confirm (the confirmation
 * e-mail's link) and /newsletter/unsubscribe (every newsletter's). The page itself reads nothing: it is
 * prerendered, its form has no action, so its button POSTs to the very address the link opened, token
 * included, and server/subscriptions/doors.ts does the work and answers with one of the states below
 * (`?status=…`, prerendered too). A mail scanner that fetches the link changes nothing; no JavaScript is needed.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { confirm, unsubscribe } = newsletterPages;
  const page = requestedPath(request) === unsubscribe.path ? unsubscribe : confirm;
  const status = new URL(request.url).searchParams.get("status");
  const state: "done" | "invalid" | undefined =
    status === newsletterLinkStates.confirmed || status === newsletterLinkStates.unsubscribed
      ? "done"
      : status === newsletterLinkStates.invalid
        ? "invalid"
        : undefined;
  return { page, state, unsubscribe: page === unsubscribe, head: pageHeadOf(context, request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // An e-mail's link page: not for search results (nor in the sitemap).
  return loaderData ? [...pageMeta(loaderData.head), { name: "robots", content: "noindex" }] : [];
}

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  const { page, state, unsubscribe } = loaderData;
  const outcome = state ? page[state] : undefined;
  return (
    <>
      <PageHero eyebrow="Newsletter" title={page.title} lead={outcome ? undefined : page.lead} />
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        {outcome ? (
          <div role="status" className="rounded-2xl border border-line bg-surface-2 p-6 sm:p-8">
            <h2 className="text-2xl font-bold tracking-tight text-ink">{outcome.title}</h2>
            <p className="mt-3 text-muted">{outcome.body}</p>
          </div>
        ) : (
          <form method="post" className="rounded-2xl border border-line bg-surface-2 p-6 sm:p-8">
            {/* RFC 8058's body, so the button's POST and a mail client's one-click POST are the same request. */}
            {unsubscribe ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
            <Button type="submit">{page.button}</Button>
          </form>
        )}
        <p className="mt-8">
          <SmartLink href={page.back.href} className="font-semibold text-neon-strong underline underline-offset-4 hover:text-ink">
            {page.back.label}
          </SmartLink>
        </p>
      </div>
    </>
  );
}
