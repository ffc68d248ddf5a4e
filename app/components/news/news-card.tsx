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

/** A featured story with a page of its own (/news/{id}): the title and "read" link go there. */
export function FeaturedNewsCard({ item, readMore, eager }: { item: NewsItemView; readMore: string; eager: boolean }) {
  const href = `/news/${item.id}`;
  return (
    <article
      aria-labelledby={`news-${item.id}-title`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-neon/30 bg-surface/80 transition-colors hover:border-neon/60"
    >
      <SizedImage image={item.image} load={eager ? "eager" : "lazy"} className="aspect-[40/21] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <NewsMeta item={item} />
        <h3 id={`news-${item.id}-title`} className="mt-4 text-2xl font-bold leading-snug">
          <a href={href} className="hover:text-neon-strong">
            {item.title}
          </a>
        </h3>
        <p className="mt-3 text-muted">{item.excerpt}</p>
        <p className="mt-auto pt-6">
          <a
            href={href}
            aria-label={`${readMore}: ${item.title}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-neon-strong underline-offset-4 hover:underline"
          >
            {readMore}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </a>
        </p>
      </div>
    </article>
  );
}

/** A brief: shown whole here, with no page of its own and so no link. */
export function NewsBriefCard({ item }: { item: NewsItemView }) {
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
          {item.title}
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-muted">{item.excerpt}</p>
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
