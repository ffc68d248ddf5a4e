import type { BlogContent, BlogPost } from "./schemas/blog.ts";

/**
 * The blog (docs/product.md#blog): the document "blog" (blog.json) holds the posts (one featured), the
 * category filters' words, the newsletter box and the words of a post's own page. Every post has a page
 * at /blog/{slug} (docs/product.md#blog-post); its `body` is Markdown, turned into HTML by
 * app/lib/pages/markdown.server.ts (raw HTML in it shows as text), with headings from `##` (the page's h1 is
 * the post's title). The filters send nothing; the newsletter box subscribes an address (docs/newsletter.md,
 * decision 038). Cover images are local WebP files drawn by scripts/render-images.ts (run it again after
 * adding a post).
 */

export type { BlogCategory, BlogContent, BlogPageCopy, BlogPost, BlogPostPageCopy } from "./schemas/blog.ts";

/** The post at /blog/{slug}; only the canonical (lower-case) spelling of a slug matches. */
export function findPost(blog: Pick<BlogContent, "blogPosts">, slug: string): BlogPost | undefined {
  return blog.blogPosts.find((post) => post.slug === slug);
}

/**
 * The posts published just before and just after one, by date (posts of the same date keep the
 * document's order, the first counting as the newer): what a post's page links to as "older" and "newer".
 */
export function neighbourPosts(blog: Pick<BlogContent, "blogPosts">, slug: string): { newer?: BlogPost; older?: BlogPost } {
  const byDate = blog.blogPosts
    .map((post, order) => ({ post, order }))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.order - b.order)
    .map(({ post }) => post);
  const index = byDate.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { newer: byDate[index - 1], older: byDate[index + 1] };
}
