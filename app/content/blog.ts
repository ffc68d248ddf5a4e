/**
 * The blog page `/blog` (docs/product.md#blog): the document "blog" (blog.json) holds six posts (one
 * featured), the category filters' words and the newsletter box. Filters and the newsletter send
 * nothing: the newsletter has not launched, and its copy says so. Cover images are local WebP files
 * drawn by scripts/render-images.ts (run it again after adding a post).
 */

export type { BlogCategory, BlogPageCopy, BlogPost } from "./schemas/blog.ts";
