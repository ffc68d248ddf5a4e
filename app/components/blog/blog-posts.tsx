import { CategoryFilterRegion } from "~/components/sections/category-filter";
import { EmptyState } from "~/components/sections/empty-state";
import type { BlogPageCopy } from "~/content/blog";
import { FeaturedPostCard, PostCard, type PostView } from "./post-card";

/**
 * The featured post and the grid, filtered in the page by category; filters send nothing (docs/product.md#blog).
 * Every post is in the server HTML; a filter only hides the others.
 */
export function BlogPosts({ posts, categories, copy }: { posts: PostView[]; categories: readonly string[]; copy: BlogPageCopy["posts"] }) {
  const featured = posts.find((post) => post.featured);
  const others = posts.filter((post) => post !== featured);
  return (
    <CategoryFilterRegion
      label={copy.filterLabel}
      options={[{ value: null, label: copy.allLabel }, ...categories.map((value) => ({ value, label: value }))]}
      status={copy}
      total={posts.length}
      noScriptNote={copy.noScriptNote}
      empty={<EmptyState title={copy.emptyTitle} message={copy.emptyMessage} />}
    >
      {featured && (
        <div className="mt-10" data-category={featured.category}>
          <FeaturedPostCard post={featured} featuredLabel={copy.featuredLabel} byLabel={copy.byLabel} />
        </div>
      )}
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {others.map((post) => (
          <li key={post.slug} data-category={post.category}>
            <PostCard post={post} byLabel={copy.byLabel} />
          </li>
        ))}
      </ul>
    </CategoryFilterRegion>
  );
}
