// @vitest-environment jsdom
// DOMParser parses the article bodies and the feed exactly as a browser would.
import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { countByCategory, fillTemplate, filterByCategory } from "../../app/lib/pages/category-filter.ts";
import { isEmailAddress } from "../../app/components/blog/newsletter-form.island.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { ImageAsset } from "../../app/content/image.ts";
import { findArticle, formatNewsDate, newsArticlesOf } from "../../app/content/news.ts";
import { findPost, neighbourPosts } from "../../app/content/blog.ts";
import { blogCategories, blogContentSchema, blogPostSchema, blogSlugSchema } from "../../app/content/schemas/blog.ts";
import { blogPostingData } from "../../app/lib/pages/structured-data.ts";
import { newsCategories } from "../../app/content/schemas/news.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import { renderMarkdown } from "../../app/lib/pages/markdown.server.ts";
import { buildRssFeed, escapeXml, rssDate } from "../../app/lib/pages/rss.ts";
import { allPagePaths, expectFilled, expectPastDate, expectUnique } from "../support/content-checks.ts";
import { loader as rssLoader } from "../../app/routes/news-rss.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const { blogPage, blogPostPage, blogPosts } = shippedDocuments.blog;
const { newsArticlePage, newsItems, newsPage } = shippedDocuments.news;
const newsArticles = newsArticlesOf(shippedDocuments.news);
const articleIds = newsArticles.map((article) => article.id);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Width and height from a WebP file's header (VP8, VP8L or VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString("ascii", 0, 4)).toBe("RIFF");
  expect(bytes.toString("ascii", 8, 12)).toBe("WEBP");
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`Unknown WebP chunk ${chunk}`);
}

function expectShippedImage(image: ImageAsset, folder: string, size: { width: number; height: number }) {
  expect(image.src).toMatch(new RegExp(`^/images/${folder}/[a-z0-9-]+\\.webp$`));
  expect(image.alt.length, image.src).toBeGreaterThan(30);
  expect({ width: image.width, height: image.height }).toEqual(size);
  const file = path.join(publicDir, image.src);
  expect(fs.existsSync(file), `${file} exists (run scripts/render-images.ts)`).toBe(true);
  const bytes = fs.readFileSync(file);
  expect(bytes.length, image.src).toBeLessThan(40 * 1024);
  expect(webpSize(bytes), image.src).toEqual(size);
}

describe("blog posts", () => {
  it("has exactly one featured post and unique slugs", () => {
    expect(blogPosts.filter((post) => post.featured)).toHaveLength(1);
    expectUnique(
      blogPosts.map((post) => post.slug),
      "blog slugs",
    );
    for (const post of blogPosts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("files every post under a category of the list, and every category holds a post", () => {
    expectUnique(blogCategories, "blog categories");
    expect(new Set(blogPosts.map((post) => post.category))).toEqual(new Set(blogCategories));
  });

  it("fills every field of a post (title, excerpt, author, date, category, read time, image)", () => {
    for (const post of blogPosts) {
      for (const field of ["title", "excerpt", "author", "authorRole", "readTime"] as const) {
        expect(post[field].trim(), `${post.slug}.${field}`).not.toBe("");
      }
      expect(post.readTime).toMatch(/\d/);
      expect(post.date).toMatch(isoDate);
      // Founded in 2025: nothing is dated before the company existed, nor after today.
      expectPastDate(post.date, post.slug, site.foundedYear);
    }
  });

  it("ships a local WebP cover per post: 1200×630 for the featured post, 800×450 for the others, under 40 KB", () => {
    for (const post of blogPosts) {
      expectShippedImage(post.image, "blog", post.featured ? { width: 1200, height: 630 } : { width: 800, height: 450 });
    }
  });

  it("filters posts by category, and All shows every post", () => {
    expect(filterByCategory(blogPosts, null)).toHaveLength(blogPosts.length);
    for (const category of blogCategories) {
      const shown = filterByCategory(blogPosts, category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((post) => post.category === category)).toBe(true);
    }
    expect(filterByCategory(blogPosts, "Quantum Knitting")).toEqual([]);
    const line = fillTemplate(blogPage.posts.showingCategory, { count: 2, noun: "posts", category: "DevOps" });
    expect(line).toContain("2");
    expect(line).toContain("DevOps");
    expect(line).not.toMatch(/[{}]/);
    expect(fillTemplate("Showing {count} {noun} in {category}", { count: 2, noun: "posts", category: "DevOps" })).toBe("Showing 2 posts in DevOps");
  });

  it("points the newsletter box to the news page and its feed", () => {
    const { newsletter } = blogPage;
    expect(allPagePaths).toContain(newsletter.newsLink.href);
    expect(newsletter.feedLink.href).toBe(newsPage.feed.path);
  });

  it("requires a body and an author type of every post, and keeps slugs to the address rule", () => {
    const post = blogPosts[0]!;
    expect(blogPostSchema.safeParse(post).success).toBe(true);
    const { body: _body, ...withoutBody } = post;
    expect(blogPostSchema.safeParse(withoutBody).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...post, body: "" }).success).toBe(false);
    const { authorType: _authorType, ...withoutAuthorType } = post;
    expect(blogPostSchema.safeParse(withoutAuthorType).success).toBe(false);
    for (const slug of ["zero-trust-habit", "a", "web3-notes", "2025-review"]) expect(blogSlugSchema.safeParse(slug).success, slug).toBe(true);
    for (const slug of ["", "Zero-Trust", "zero--trust", "-zero", "zero-", "zero trust", "zero_trust", "zéro", "../admin", "a/b", "x".repeat(81)]) {
      expect(blogSlugSchema.safeParse(slug).success, slug).toBe(false);
      expect(blogPostSchema.safeParse({ ...post, slug }).success, slug).toBe(false);
    }
    // Two posts cannot share an address.
    const blog = shippedDocuments.blog;
    expect(blogContentSchema.safeParse(blog).success).toBe(true);
    expect(blogContentSchema.safeParse({ ...blog, blogPosts: [...blog.blogPosts, { ...post, title: "Another title" }] }).success).toBe(false);
  });

  it("gives every post a body with 2 to 4 sections of its own, and a read time that matches its length", () => {
    for (const post of blogPosts) {
      const sections = [...post.body.matchAll(/^## .+$/gm)];
      expect(sections.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(sections.length, post.slug).toBeLessThanOrEqual(4);
      // The page's h1 is the title: the body has no first-level heading.
      expect(post.body, post.slug).not.toMatch(/^# /m);
      const words = post.body.split(/\s+/).filter(Boolean).length;
      const minutes = Number(/^(\d+) min read$/.exec(post.readTime)?.[1]);
      // Between 150 and 300 words a minute: the read time is the body's, not a guess.
      expect(minutes, post.slug).toBeGreaterThanOrEqual(Math.floor(words / 300));
      expect(minutes, post.slug).toBeLessThanOrEqual(Math.ceil(words / 150));
    }
    expectUnique(
      blogPosts.map((post) => post.body),
      "blog bodies",
    );
  });

  it("finds a post by the canonical spelling of its slug only", () => {
    const blog = shippedDocuments.blog;
    for (const post of blogPosts) expect(findPost(blog, post.slug)).toBe(post);
    const slug = blogPosts[0]!.slug;
    for (const missing of ["", slug.toUpperCase(), `${slug}-`, `${slug}/`, ` ${slug}`, "nope"]) expect(findPost(blog, missing), missing).toBeUndefined();
  });

  it("links each post to the ones published just before and after it, by date", () => {
    const blog = shippedDocuments.blog;
    const byDate = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
    byDate.forEach((post, index) => {
      const { newer, older } = neighbourPosts(blog, post.slug);
      expect(newer?.slug, post.slug).toBe(byDate[index - 1]?.slug);
      expect(older?.slug, post.slug).toBe(byDate[index + 1]?.slug);
    });
    // The document's order does not matter: reversed, the neighbours stay the same.
    const reversed = { blogPosts: [...blogPosts].reverse() };
    const middle = byDate[1]!;
    expect(neighbourPosts(reversed, middle.slug)).toEqual(neighbourPosts(blog, middle.slug));
    expect(neighbourPosts(blog, "nope")).toEqual({});
  });

  it("describes a post as a BlogPosting by its author, with its card as the image", () => {
    const card = { src: "/social/blog/x.png", width: 1200, height: 630, alt: "card" };
    for (const post of blogPosts) {
      const data = blogPostingData(post, `/blog/${post.slug}`, card);
      expect(data).toMatchObject({
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        articleSection: post.category,
        mainEntityOfPage: `${site.url}/blog/${post.slug}`,
        author: [{ "@type": post.authorType, name: post.author }],
      });
      expect(data.image).toEqual([{ "@type": "ImageObject", url: `${site.url}/social/blog/x.png`, width: "1200", height: "630" }]);
    }
  });

  it("has a post page not-found state back to /blog, and a link back to the blog", () => {
    expectFilled(blogPostPage, "blogPostPage");
    expect(blogPostPage.notFound.backHref).toBe("/blog");
    expect(blogPostPage.backLink.href).toBe("/blog");
  });

  it("checks newsletter addresses", () => {
    for (const ok of ["ada@vesper.example", " someone.else+news@mail.co.uk "]) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ["", "ada", "ada@", "@vesper.example", "ada@vesper", "ada lovelace@vesper.example", "ada@vesper..example"]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});

describe("news items", () => {
  it("has unique numeric ids, a category of the list and a date that has passed", () => {
    expectUnique(
      newsItems.map((item) => item.id),
      "news ids",
    );
    expectUnique(newsCategories, "news categories");
    for (const item of newsItems) {
      expect(Number.isInteger(item.id)).toBe(true);
      expect(newsCategories).toContain(item.category);
      expect(item.date).toMatch(isoDate);
      expectPastDate(item.date, `news ${item.id}`, site.foundedYear);
      expect(item.tags.length).toBeGreaterThan(0);
      expectUnique(item.tags, `news ${item.id} tags`);
    }
  });

  it("derives the category counts from the data, every category holding at least one item", () => {
    const counts = countByCategory(newsItems, newsCategories);
    expect(Object.keys(counts)).toEqual([...newsCategories]);
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(newsItems.length);
    for (const category of newsCategories) {
      expect(counts[category]).toBe(newsItems.filter((item) => item.category === category).length);
      expect(counts[category], category).toBeGreaterThan(0);
    }
  });

  it("has a featured article with every detail field for each article id (the ids: product-conformance)", () => {
    expect(articleIds.length).toBeGreaterThan(0);
    for (const article of newsArticles) {
      expect(article.featured).toBe(true);
      for (const field of ["title", "excerpt", "author", "authorRole", "readTime", "content"] as const) {
        expect(article[field].trim(), `${article.id}.${field}`).not.toBe("");
      }
      expect(article.readTime).toMatch(/\d/);
      expect(["Person", "Organization"]).toContain(article.authorType);
    }
    // Every other item is a brief: no body, no page, so nothing may link to it.
    for (const item of newsItems.filter((item) => !articleIds.includes(item.id))) {
      expect(item.kind).toBe("brief");
      expect("content" in item).toBe(false);
    }
  });

  it("finds only the canonical spelling of an article id", () => {
    const news = shippedDocuments.news;
    expect(findArticle(news, "1")?.id).toBe(1);
    expect(findArticle(news, "2")?.id).toBe(2);
    for (const id of ["3", "0", "01", "1.0", "abc", "", "-1", "1e0", " 1"]) expect(findArticle(news, id), id).toBeUndefined();
  });

  it("ships a local WebP cover per item: 1200×630 featured, 800×450 the others, under 40 KB", () => {
    for (const item of newsItems) {
      expectShippedImage(item.image, "news", item.featured ? { width: 1200, height: 630 } : { width: 800, height: 450 });
    }
  });

  it("formats dates the same everywhere", () => {
    expect(formatNewsDate("2025-06-16")).toBe("June 16, 2025");
    expect(formatNewsDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("has a not-found state back to /news, and links only to real pages", () => {
    expectFilled(newsArticlePage.notFound, "notFound");
    expect(newsArticlePage.notFound.backHref).toBe("/news");
    expect(newsArticlePage.links.map((link) => link.href)).toEqual(["/news", "/our-work"]);
    expect(newsPage.cta.actions.map((action) => action.href).sort()).toEqual(["/contact", "/our-work"]);
    for (const href of [...newsArticlePage.links, ...newsPage.cta.actions].map((link) => link.href)) expect(allPagePaths).toContain(href);
  });
});

describe("article and post bodies render to safe static HTML", () => {
  const allowedTags = new Set(["P", "H2", "H3", "UL", "OL", "LI", "STRONG", "EM", "A", "BLOCKQUOTE", "CODE", "BR"]);
  const bodies = [
    ...newsArticles.map((article) => ({ name: `article ${article.id}`, markdown: article.content })),
    ...blogPosts.map((post) => ({ name: `blog post ${post.slug}`, markdown: post.body })),
  ];

  for (const { name, markdown } of bodies) {
    it(`${name}: no script, event handler, javascript: URL, frame, object, embed or style`, () => {
      const html = renderMarkdown(markdown);
      expect(html).not.toMatch(/<\s*script/i);
      expect(html).not.toMatch(/<\s*(iframe|object|embed|frame|frameset|applet)\b/i);
      expect(html).not.toMatch(/<\s*style/i);
      expect(html).not.toMatch(/\bstyle\s*=/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript\s*:/i);
      expect(html).not.toMatch(/(vbscript|data)\s*:/i);

      // Parsed, every element is on the allow-list and the only attribute is an internal href.
      const document = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
      const elements = [...document.body.querySelectorAll("*")];
      expect(elements.length).toBeGreaterThan(0);
      for (const element of elements) {
        expect(allowedTags, element.tagName).toContain(element.tagName);
        for (const attribute of [...element.attributes]) {
          expect(`${element.tagName} ${attribute.name}`).toBe("A href");
        }
      }
      const links = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");
      for (const href of links) expect(allPagePaths, href).toContain(href);
      // Headings inside the body start at h2: the page's h1 is the article title.
      expect(document.querySelector("h1")).toBeNull();
    });
  }
});

describe("RSS feed", () => {
  const parse = (xml: string) => new DOMParser().parseFromString(xml, "text/xml");

  it("escapes &, <, >, quotes in every text and attribute", () => {
    expect(escapeXml(`Tom & Jerry <b>"hi"</b> 'x'`)).toBe("Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt; &apos;x&apos;");
    const xml = buildRssFeed({
      title: "R&D <news>",
      description: "a > b & c < d",
      link: "https://vesper.example/news?a=1&b=2",
      selfUrl: "https://vesper.example/news/rss.xml?x=<1>",
      language: "en",
      items: [
        {
          title: "Fish & Chips <script>alert(1)</script>",
          description: "5 > 3 && 2 < 4",
          link: "https://vesper.example/news/1?q=a&r=b",
          guid: "https://vesper.example/news/1",
          isPermaLink: true,
          date: "2025-06-16",
          category: "Q&A",
        },
      ],
    });
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("<title>Fish &amp; Chips &lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(xml).toContain("<description>5 &gt; 3 &amp;&amp; 2 &lt; 4</description>");
    expect(xml).toContain('href="https://vesper.example/news/rss.xml?x=&lt;1&gt;"');
    const document = parse(xml);
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.querySelector("item > title")?.textContent).toBe("Fish & Chips <script>alert(1)</script>");
    expect(document.querySelector("item > category")?.textContent).toBe("Q&A");
  });

  it("writes RFC 822 dates and orders items newest first", () => {
    expect(rssDate("2025-06-16")).toBe("Mon, 16 Jun 2025 00:00:00 GMT");
    expect(() => rssDate("not a date")).toThrow();
    const xml = buildRssFeed({
      title: "t",
      description: "d",
      link: "https://x.example/",
      selfUrl: "https://x.example/rss.xml",
      language: "en",
      items: ["2025-01-02", "2025-03-04", "2025-02-03"].map((date, i) => ({
        title: `item ${i}`,
        description: "d",
        link: `https://x.example/${i}`,
        guid: `g${i}`,
        isPermaLink: false,
        date,
      })),
    });
    const dates = [...parse(xml).querySelectorAll("item > pubDate")].map((node) => node.textContent);
    expect(dates).toEqual(["Tue, 04 Mar 2025 00:00:00 GMT", "Mon, 03 Feb 2025 00:00:00 GMT", "Thu, 02 Jan 2025 00:00:00 GMT"]);
    expect(parse(xml).querySelector("channel > lastBuildDate")?.textContent).toBe("Tue, 04 Mar 2025 00:00:00 GMT");
  });

  it("the /news/rss.xml route is RSS 2.0 with every item, absolute links and both articles", async () => {
    const response = rssLoader({ context: new RouterContextProvider(), params: {}, request: new Request("https://vesper.example/news/rss.xml") } as never);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const document = parse(await response.text());
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    expect(document.querySelector("channel > link")?.textContent).toBe(`${site.url}/news`);
    const items = [...document.querySelectorAll("item")];
    expect(items).toHaveLength(newsItems.length);
    for (const item of items) {
      for (const tag of ["title", "link", "description", "guid", "pubDate"]) {
        expect(item.querySelector(tag)?.textContent?.trim(), tag).toBeTruthy();
      }
      expect(item.querySelector("link")?.textContent).toMatch(new RegExp(`^${site.url.replace(/\./g, "\\.")}/`));
    }
    for (const article of newsArticles) {
      const item = items.find((node) => node.querySelector("title")?.textContent === article.title);
      expect(item?.querySelector("link")?.textContent).toBe(`${site.url}/news/${article.id}`);
      expect(item?.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
      expect(item?.querySelector("description")?.textContent).toBe(article.excerpt);
      expect(item?.querySelector("pubDate")?.textContent).toBe(rssDate(article.date));
    }
    // Briefs have no page: their guid is not presented as a URL.
    const permalinks = items.filter((item) => item.querySelector("guid")?.getAttribute("isPermaLink") === "true");
    expect(permalinks).toHaveLength(articleIds.length);
  });
});

describe("blog and news pages", () => {
  it("have canonical lower-case paths, one per article and one per post", () => {
    for (const meta of [blogPage.meta, newsPage.meta]) expect(allPagePaths).toContain(meta.path);
    for (const article of newsArticles) expect(allPagePaths).toContain(`/news/${article.id}`);
    for (const post of blogPosts) expect(allPagePaths).toContain(`/blog/${post.slug}`);
  });
});
