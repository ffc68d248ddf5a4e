import { ArrowRight } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { SizedImage } from "~/components/ui/sized-image";
import type { NewsItem } from "~/content/news";

export type NewsItemView = Pick<NewsItem, "id" | "kind" | "title" | "excerpt" | "date" | "category" | "featured" | "image" | "tags"> & {
  dateLabel: string;
};

function NewsMeta({ item }: { item: NewsItemView }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
      <Badge tone="cyan">{item.category}</Badge>
      <time dateTime={item.date}>{item.dateLabel}</time>
    </p>
  );
}

/** A link to an article's page (/news/{id}) and its label, with the arrow; none for a brief, which has no page. */
function ReadMore({ item, label }: { item: NewsItemView; label: string }) {
  if (item.kind !== "article") return null;
  return (
    <a
      href={`/news/${item.id}`}
      aria-label={`${label}: ${item.title}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-neon-strong underline-offset-4 hover:underline"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
    </a>
  );
}

/** An item's title: a link to its page for an article, plain text for a brief. */
function NewsTitle({ item }: { item: NewsItemView }) {
  return item.kind === "article" ? (
    <a href={`/news/${item.id}`} className="hover:text-neon-strong">
      {item.title}
    </a>
  ) : (
    item.title
  );
}

/** A featured story: an article's title and "read" link go to its page (/news/{id}). */
export function FeaturedNewsCard({ item, readMore, eager }: { item: NewsItemView; readMore: string; eager: boolean }) {
  return (
    <article
      aria-labelledby={`news-${item.id}-title`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-neon/30 bg-surface/80 transition-colors hover:border-neon/60"
    >
      <SizedImage image={item.image} load={eager ? "eager" : "lazy"} className="aspect-[40/21] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <NewsMeta item={item} />
        <h3 id={`news-${item.id}-title`} className="mt-4 text-2xl font-bold leading-snug">
          <NewsTitle item={item} />
        </h3>
        <p className="mt-3 text-muted">{item.excerpt}</p>
        <p className="mt-auto pt-6">
          <ReadMore item={item} label={readMore} />
        </p>
      </div>
    </article>
  );
}

/** A recent item: a brief shown whole (no page of its own, so no link); an article links to its page. */
export function NewsBriefCard({ item, readMore }: { item: NewsItemView; readMore: string }) {
  return (
    <article
      id={`brief-${item.id}`}
      aria-labelledby={`news-${item.id}-title`}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-line bg-surface/80"
    >
      <SizedImage image={item.image} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <NewsMeta item={item} />
        <h3 id={`news-${item.id}-title`} className="mt-4 text-lg font-semibold leading-snug">
          <NewsTitle item={item} />
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-muted">{item.excerpt}</p>
        {item.kind === "article" ? (
          <p className="pt-3">
            <ReadMore item={item} label={readMore} />
          </p>
        ) : null}
        <ul aria-label="Tags" className="mt-auto flex flex-wrap gap-2 pt-5">
          {item.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-white/5 px-2 py-1 font-mono text-xs text-muted">
              #{tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
