import { ArrowLeft, ArrowRight } from "lucide-react";
import { data } from "react-router";
import { DocsContentCard } from "~/components/docs/docs-content-card";
import { DocsSectionNav } from "~/components/docs/docs-section-nav";
import { CallToAction } from "~/components/sections/call-to-action";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { findDocsPage } from "~/content/docs";
import { contentOf } from "~/lib/pages/content-source";
import { notFoundMeta, pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/docs-page";

/** One shared layout for the twelve sub-pages; the page's copy travels as loader data (decision 005). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { docs } = contentOf(context);
  // Params keep their case (/docs/SDK): look slugs up in lower case.
  const slug = params.slug.toLowerCase();
  const page = findDocsPage(docs, slug);
  if (!page) return data({ page: null, notFound: docs.docsNotFound, back: docs.docsBackLink }, { status: 404 });
  const path = `/docs/${slug}`;
  const area = docs.docsCategories.find((category) => category.links?.some((link) => link.href === path));
  return {
    page,
    path,
    head: pageHeadOf(context, request),
    area: area?.links ? { title: area.title, links: area.links } : null,
    accessNote: docs.docsAccessNote,
    back: docs.docsBackLink,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.page) return notFoundMeta(loaderData?.notFound.title ?? "Documentation Page Not Found");
  return pageMeta(loaderData.head);
}

/** Side by side when every card is prose; a card with a link grid takes the full width. */
function cardColumns(cards: readonly { links?: unknown }[]): string {
  if (cards.length < 2 || cards.some((card) => card.links)) return "";
  return cards.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2";
}

export default function DocsSubPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) {
    const { notFound, back } = loaderData;
    return <NotFoundState title={notFound.title} message={notFound.message} backHref={back.href} backLabel={back.label} />;
  }
  const { page, path, area, accessNote, back } = loaderData;
  return (
    <>
      <div className="relative">
        <nav aria-label="Breadcrumb" className="absolute inset-x-0 top-20 z-10 lg:top-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <a href={back.href} className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-neon-strong hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {back.label}
            </a>
          </div>
        </nav>
        <PageHero
          eyebrow={page.category}
          title={page.title}
          lead={page.intro}
          aside={area ? <DocsSectionNav title={area.title} links={area.links} current={path} /> : undefined}
        />
      </div>

      <div className={`mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 lg:py-16 ${cardColumns(page.cards)}`}>
        {page.cards.map((card, index) => (
          <DocsContentCard key={card.title} card={card} id={`docs-card-${index + 1}`} />
        ))}
      </div>

      <aside aria-labelledby="docs-access-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-2xl border border-dashed border-line bg-surface/40 p-6">
          <h2 id="docs-access-heading" className="text-lg font-semibold">
            {accessNote.title}
          </h2>
          <p className="mt-2 text-muted">{accessNote.body}</p>
        </div>
      </aside>

      {page.related && (
        <nav aria-label="Continue reading" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
          <ul className="flex flex-wrap gap-3">
            {page.related.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold text-ink transition-colors hover:border-neon/60 hover:text-neon-strong"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {page.closing ? (
        <CallToAction id="docs-closing" title={page.closing.title} body={page.closing.body} actions={[page.closing.action]} />
      ) : (
        <div className="pb-16" />
      )}
    </>
  );
}
