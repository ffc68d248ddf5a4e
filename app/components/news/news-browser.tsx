import { CategoryFilterRegion } from "~/components/sections/category-filter";
import { EmptyState } from "~/components/sections/empty-state";
import { Section } from "~/components/sections/section";
import type { NewsCategory, NewsPageCopy } from "~/content/news";
import { countByCategory } from "~/lib/pages/category-filter";
import { FeaturedNewsCard, NewsBriefCard, type NewsItemView } from "./news-card";

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
  const counts = countByCategory(items, categories);
  const featured = items.filter((item) => item.featured);
  const recent = items.filter((item) => !item.featured);
  const { filters } = copy;

  return (
    <CategoryFilterRegion
      label={filters.label}
      options={[
        { value: null, label: filters.allLabel, count: items.length },
        ...categories.map((value) => ({ value, label: value, count: counts[value] ?? 0 })),
      ]}
      status={filters}
      total={items.length}
      noScriptNote={filters.noScriptNote}
      empty={<EmptyState title={filters.emptyTitle} message={filters.emptyMessage} />}
      toolbarClassName="mx-auto max-w-6xl px-4 pt-12 sm:px-6"
    >
      <div data-filter-group="">
        <Section id="featured-news" title={copy.featured.title}>
          <ul className="grid gap-6 md:grid-cols-2">
            {featured.map((item, index) => (
              <li key={item.id} data-category={item.category}>
                <FeaturedNewsCard item={item} readMore={copy.featured.readMore} eager={index === 0} />
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <div data-filter-group="">
        {/* Its intro says what it lists: briefs are shown whole, an article is a card that links to its page. */}
        <Section
          id="recent-news"
          title={copy.recent.title}
          intro={recent.some((item) => item.kind === "article") ? copy.recent.introWithArticles : copy.recent.intro}
        >
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {recent.map((item) => (
              <li key={item.id} data-category={item.category}>
                <NewsBriefCard item={item} readMore={copy.featured.readMore} />
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </CategoryFilterRegion>
  );
}
