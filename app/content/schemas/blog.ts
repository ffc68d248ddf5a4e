import { z } from "zod";
import { hrefSchema, imageAssetSchema, isoDateSchema, linkSchema, markdownSchema, pageMetaSchema, text } from "./common.ts";

/** Blog /blog (docs/product.md#blog); each post has a page at /blog/{slug} (docs/product.md#blog-post). */

/** The filter categories: a fixed list the code and the posts share, not editable copy. */
export const blogCategories = ["Cybersecurity", "AI Research", "Game Development", "Legal Tech", "DevOps"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const blogCategorySchema = z.enum(blogCategories);

/** A post's address at /blog/{slug}: lower-case words of letters and digits joined by single hyphens. */
export const blogSlugSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case slug (letters, digits, single hyphens)")
  .describe("Address (/blog/…); never change it once published");

export const blogPostSchema = z.object({
  slug: blogSlugSchema,
  title: text(120),
  excerpt: text(400),
  author: text(60),
  authorType: z.enum(["Person", "Organization"]).describe("A named person, or a team writing as its division"),
  authorRole: text(80),
  date: isoDateSchema,
  category: blogCategorySchema,
  readTime: z
    .string()
    .regex(/^\d+ min read$/, "Write it as a number and “min read”, such as “5 min read”")
    .describe("Reading time"),
  image: imageAssetSchema,
  featured: z.boolean(),
  body: markdownSchema.describe("Post body (Markdown, headings from ##)"),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The document "blog" (blog.json); its categories are the fixed list above. */
export const blogContentSchema = z.strictObject({
  blogPage: z.object({
    meta: pageMetaSchema,
    hero: z.object({
      eyebrow: text(60),
      title: text(60),
      lead: text(300),
    }),
    posts: z.object({
      eyebrow: text(60),
      title: text(60),
      filterLabel: text(60),
      allLabel: text(60),
      featuredLabel: text(60),
      byLabel: text(60),
      countNoun: text(60),
      countNounOne: text(60),
      showingAll: text(60),
      showingCategory: text(60),
      emptyTitle: text(60),
      emptyMessage: text(300),
      noScriptNote: text(120),
    }),
    newsletter: z.object({
      eyebrow: text(60),
      title: text(60),
      intro: text(300),
      label: text(60),
      placeholder: text(60),
      button: text(60),
      note: text(300),
      follow: z.object({
        before: text(60),
        between: text(60),
        after: text(60),
      }),
      newsLink: linkSchema,
      feedLink: linkSchema,
      invalidMessage: text(60),
      invalidNoticeTitle: text(60),
      sentTitle: text(60),
      sentBody: text(300),
      retryTitle: text(60),
      retryBody: text(300),
    }),
  }),
  blogPostPage: z.object({
    labels: z.object({
      by: text(60),
      published: text(60),
      readingTime: text(60),
      morePosts: text(60),
      newer: text(60),
      older: text(60),
    }),
    backLink: linkSchema,
    notFound: z.object({
      title: text(60),
      message: text(160),
      backLabel: text(60),
      backHref: hrefSchema,
    }),
  }),
  blogPosts: z
    .array(blogPostSchema)
    .min(1)
    .max(40)
    .refine((posts) => new Set(posts.map((post) => post.slug)).size === posts.length, "Give each post its own address name: two posts share one"),
});

export type BlogContent = z.infer<typeof blogContentSchema>;
export type BlogPageCopy = BlogContent["blogPage"];
export type BlogPostPageCopy = BlogContent["blogPostPage"];
