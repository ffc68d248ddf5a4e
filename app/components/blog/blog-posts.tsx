import { useState } from "react";
import { CategoryFilter, fillTemplate, filterByCategory } from "~/components/sections/category-filter";
import { EmptyState } from "~/components/sections/empty-state";
import type { BlogPageCopy } from "~/content/blog";
import { useHydrated } from "~/lib/use-hydrated";
import { FeaturedPostCard, PostCard, type PostView } from "./post-card";

/**
 * The featured post and the grid, filtered in the page by category (spec §2 Blog: filters send nothing).
 * Every post is in the server HTML; a filter only hides the others.
 */
export function BlogPosts({
  posts,
  categories,
  copy,
}: {
  posts: PostView[];
  categories: readonly string[];
  copy: BlogPageCopy["posts"];
}) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState<string | null>(null);
  const visible = new Set(filterByCategory(posts, category).map((post) => post.slug));
  const featured = posts.find((post) => post.featured);
  const others = posts.filter((post) => post !== featured);
  const status =
    category === null
      ? fillTemplate(copy.showingAll, { count: visible.size })
      : fillTemplate(copy.showingCategory, { count: visible.size, noun: visible.size === 1 ? "post" : "posts", category });

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CategoryFilter
          label={copy.filterLabel}
          options={[{ value: null, label: copy.allLabel }, ...categories.map((value) => ({ value, label: value }))]}
          selected={category}
          onSelect={setCategory}
          enabled={hydrated}
        />
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
      <noscript>
        <p className="mt-3 text-sm text-muted">{copy.noScriptNote}</p>
      </noscript>

      {featured && (
        <div className="mt-10" hidden={!visible.has(featured.slug)}>
          <FeaturedPostCard post={featured} featuredLabel={copy.featuredLabel} byLabel={copy.byLabel} />
        </div>
      )}

      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {others.map((post) => (
          <li key={post.slug} hidden={!visible.has(post.slug)}>
            <PostCard post={post} byLabel={copy.byLabel} />
          </li>
        ))}
      </ul>

      {visible.size === 0 && (
        <EmptyState title={copy.emptyTitle} message={copy.emptyMessage} />
      )}
    </div>
  );
}
