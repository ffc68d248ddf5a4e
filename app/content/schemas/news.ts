import { z } from "zod";
import { callToActionSchema, hrefSchema, imageAssetSchema, isoDateSchema, linkSchema, markdownSchema, pageMetaSchema, pagePathSchema, text } from "./common.ts";

/** News (docs/product.md#news): briefs shown whole on /news, articles with a page at /news/{id}. */

/** The filter categories: a fixed list the code and the items share, not editable copy. */
export const newsCategories = ["Product Launch", "Technology", "Security", "Gaming", "Investment"] as const;

export const newsCategorySchema = z.enum(newsCategories);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

const newsItemBase = z.object({
  id: z.int().positive(),
  title: text(120),
  excerpt: text(400),
  date: isoDateSchema,
  category: newsCategorySchema,
  featured: z.boolean(),
  image: imageAssetSchema,
  tags: z.array(text(60)).min(1).max(40),
});

/** A short item shown whole on the list, with no page of its own. */
export const newsBriefSchema = newsItemBase.extend({ kind: z.literal("brief") });
export type NewsBrief = z.infer<typeof newsBriefSchema>;

/** A full article at /news/{id}. */
export const newsArticleSchema = newsItemBase.extend({
  kind: z.literal("article"),
  author: text(60),
  authorType: z.enum(["Person", "Organization"]).describe("A named person, or a team writing as its division"),
  authorRole: text(80),
  readTime: z
    .string()
    .regex(/^\d+ min read$/, "Write it as a number and “min read”, such as “5 min read”")
    .describe("Reading time"),
  content: markdownSchema.describe("Article body (Markdown, headings from ##)"),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsItemSchema = z.discriminatedUnion("kind", [newsBriefSchema, newsArticleSchema]);
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The document "news" (news.json); its categories are the fixed list above, its articles the items of kind "article". */
export const newsContentSchema = z.strictObject({
  newsArticlePage: z.object({
    labels: z.object({
      by: text(60),
      share: text(60),
      tags: text(60),
      linkCopiedTitle: text(60),
      linkCopiedBody: text(120),
      copyFailedTitle: text(60),
    }),
    links: z.array(linkSchema).min(1).max(40),
    notFound: z.object({
      title: text(60),
      message: text(120),
      backLabel: text(60),
      backHref: hrefSchema,
    }),
  }),
  newsItems: z
    .array(newsItemSchema)
    .min(1)
    .max(40)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, "Give each news item its own identifier: two items share one"),
  newsPage: z.object({
    meta: pageMetaSchema,
    hero: z.object({
      eyebrow: text(60),
      title: text(60),
      lead: text(120),
    }),
    filters: z.object({
      label: text(60),
      allLabel: text(60),
      countNoun: text(60),
      countNounOne: text(60),
      showingAll: text(60),
      showingCategory: text(60),
      noScriptNote: text(120),
      emptyTitle: text(60),
      emptyMessage: text(120),
    }),
    featured: z.object({
      title: text(60),
      readMore: text(60),
    }),
    recent: z.object({
      title: text(60),
      /** Over recent items that are all briefs (shown whole). */
      intro: text(60),
      /** Over recent items among which is an article (a card linking to its page). Older published versions get this one. */
      introWithArticles: text(80).default("Short updates in full, and longer stories to open on their own page."),
    }),
    cta: callToActionSchema,
    feed: z.object({
      title: text(60),
      description: text(120),
      path: pagePathSchema,
    }),
  }),
});

export type NewsContent = z.infer<typeof newsContentSchema>;
export type NewsPageCopy = NewsContent["newsPage"];
export type NewsArticlePageCopy = NewsContent["newsArticlePage"];
