import { useState } from "react";
import { CategoryFilter, fillTemplate, filterByCategory } from "~/components/sections/category-filter";
import { EmptyState } from "~/components/sections/empty-state";
import { Section } from "~/components/sections/section";
import type { NewsCategory, newsPage } from "~/content/news";
import { useHydrated } from "~/lib/use-hydrated";
import { FeaturedNewsCard, NewsBriefCard, type NewsItemView } from "./news-card";

type NewsPageCopy = typeof newsPage;

/** How many items each category holds, in the order of `categories` (spec §2 News: buttons with counts). */
export function countByCategory(items: readonly { category: string }[], categories: readonly string[]): Record<string, number> {
  return Object.fromEntries(categories.map((category) => [category, items.filter((item) => item.category === category).length]));
}

/**
 * Category buttons with counts, then the featured stories and the recent briefs, filtered in the page
 * (no request). Every item is in the server HTML; a filter only hides the others.
 */
export function NewsBrowser({
  items,
  categories,
  copy,
}: {
  items: NewsItemView[];
  categories: readonly NewsCategory[];
  copy: Pick<NewsPageCopy, "filters" | "featured" | "recent">;
}) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState<string | null>(null);
  const counts = countByCategory(items, categories);
  const visible = new Set(filterByCategory(items, category).map((item) => item.id));
  const featured = items.filter((item) => item.featured);
  const recent = items.filter((item) => !item.featured);
  const visibleFeatured = featured.filter((item) => visible.has(item.id)).length;
  const visibleRecent = recent.filter((item) => visible.has(item.id)).length;
  const { filters } = copy;
  const status =
    category === null
      ? fillTemplate(filters.showingAll, { count: visible.size })
      : fillTemplate(filters.showingCategory, {
          count: visible.size,
          noun: visible.size === 1 ? filters.countNounOne : filters.countNoun,
          category,
        });

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter
            label={filters.label}
            options={[
              { value: null, label: filters.allLabel, count: items.length },
              ...categories.map((value) => ({ value, label: value, count: counts[value] ?? 0 })),
            ]}
            selected={category}
            onSelect={setCategory}
            enabled={hydrated}
            countNoun={filters.countNoun}
            countNounOne={filters.countNounOne}
          />
          <p role="status" className="text-sm text-muted">
            {status}
          </p>
        </div>
        <noscript>
          <p className="mt-3 text-sm text-muted">{filters.noScriptNote}</p>
        </noscript>
        {visible.size === 0 && (
          <EmptyState title={filters.emptyTitle} message={filters.emptyMessage} />
        )}
      </div>

      <div hidden={visibleFeatured === 0}>
        <Section id="featured-news" title={copy.featured.title}>
          <ul className="grid gap-6 md:grid-cols-2">
            {featured.map((item, index) => (
              <li key={item.id} hidden={!visible.has(item.id)}>
                <FeaturedNewsCard item={item} readMore={copy.featured.readMore} eager={index < 2} />
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <div hidden={visibleRecent === 0}>
        <Section id="recent-news" title={copy.recent.title} intro={copy.recent.intro}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {recent.map((item) => (
              <li key={item.id} hidden={!visible.has(item.id)}>
                <NewsBriefCard item={item} />
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}
