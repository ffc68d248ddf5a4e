// Route loaders read the content of their render (app/lib/pages/content-source.ts), never the shipped modules:
// given a context holding a changed copy of the documents, each returns the change.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { contentContext } from "../../app/lib/pages/content-source.ts";
import { loader as blogLoader } from "../../app/routes/blog.tsx";
import { loader as docsPageLoader } from "../../app/routes/docs-page.tsx";
import { loader as docsLoader } from "../../app/routes/docs.tsx";
import { loader as homeLoader } from "../../app/routes/home.tsx";
import { loader as legalLoader } from "../../app/routes/legal.tsx";
import { loader as blogPostLoader } from "../../app/routes/blog-post.tsx";
import { loader as newsArticleLoader } from "../../app/routes/news-article.tsx";
import { loader as newsRssLoader } from "../../app/routes/news-rss.ts";
import { loader as newsLoader } from "../../app/routes/news.tsx";
import { loader as resourcesLoader } from "../../app/routes/resources.tsx";
import { loader as sitemapLoader } from "../../app/routes/sitemap.ts";

/** A copy of the shipped documents, changed by `change`. */
function changed(change: (documents: ContentDocuments) => void): ContentDocuments {
  const documents = structuredClone(shippedDocuments);
  change(documents);
  return documents;
}

/** What React Router hands a loader for `path`, with `documents` as the render's content. */
function loaderArgs(documents: ContentDocuments, path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(contentContext, documents);
  // The loaders read only these three; the cast spares each test the rest of LoaderArgs.
  return { context, params, request: new Request(`https://vesper.example${path}`) } as never;
}

describe("resources, docs, blog, news, legal and site settings read the content source", () => {
  it("/resources shows the document's cards", () => {
    const documents = changed((d) => (d.resources.resourceCards[0]!.title = "Manuals"));
    expect(resourcesLoader(loaderArgs(documents, "/resources")).cards[0]!.title).toBe("Manuals");
  });

  it("/docs shows the document's categories and head", () => {
    const documents = changed((d) => {
      d.docs.docsCategories[0]!.title = "First steps";
      d.docs.docsMeta.description = "A changed description of the documentation.";
    });
    const data = docsLoader(loaderArgs(documents, "/docs"));
    expect(data.categories[0]!.title).toBe("First steps");
    expect(data.head.description).toBe("A changed description of the documentation.");
  });

  it("/docs/{slug} shows the document's page, and a page added to the document", () => {
    const documents = changed((d) => {
      d.docs.docsPages.sdk!.intro = "SDKs, changed.";
      d.docs.docsPages.webhooks = { ...d.docs.docsPages.sdk!, slug: "webhooks", title: "Webhooks" };
    });
    const sdk = docsPageLoader(loaderArgs(documents, "/docs/sdk", { slug: "sdk" }));
    expect("page" in sdk && sdk.page?.intro).toBe("SDKs, changed.");
    const webhooks = docsPageLoader(loaderArgs(documents, "/docs/webhooks", { slug: "webhooks" }));
    expect("head" in webhooks && webhooks.head.title).toBe("Webhooks · Docs");
  });

  it("/blog shows the document's posts", () => {
    const documents = changed((d) => (d.blog.blogPosts[0]!.title = "A changed post"));
    expect(blogLoader(loaderArgs(documents, "/blog")).posts.map((post) => post.title)).toContain("A changed post");
  });

  it("/blog/{slug} shows the document's post with its body as HTML, a new post included; an unknown slug answers 404", () => {
    const documents = changed((d) => {
      const first = d.blog.blogPosts[0]!;
      d.blog.blogPosts.unshift({
        ...first,
        slug: "a-new-post",
        title: "A new post",
        date: "2025-07-02",
        featured: false,
        body: "## First\n\nText with <script>alert(1)</script>.\n\n## Second\n\nMore.",
      });
    });
    expect(blogLoader(loaderArgs(documents, "/blog")).posts.map((post) => post.title)).toContain("A new post");
    const post = blogPostLoader(loaderArgs(documents, "/blog/a-new-post", { slug: "a-new-post" }));
    expect("post" in post && post.post?.title).toBe("A new post");
    expect("post" in post && post.post?.html).toContain("<h2>First</h2>");
    // Raw HTML in the Markdown comes out as text.
    expect("post" in post && post.post?.html).toContain("&lt;script&gt;");
    expect("post" in post && post.head?.title).toBe("A new post");
    expect("older" in post && post.older?.href).toBe(`/blog/${shippedDocuments.blog.blogPosts[0]!.slug}`);
    expect("newer" in post && post.newer).toBeUndefined();
    // The cards carry no body: it is only on the post's page.
    expect(blogLoader(loaderArgs(documents, "/blog")).posts.every((card) => !("body" in card))).toBe(true);

    const missing = blogPostLoader(loaderArgs(documents, "/blog/no-such-post", { slug: "no-such-post" })) as unknown as {
      init: { status: number };
      data: { post: null };
    };
    expect(missing.init.status).toBe(404);
    expect(missing.data.post).toBeNull();
  });

  it("/news and /news/{id} show the document's items, a new article included", () => {
    const documents = changed((d) => {
      const first = d.news.newsItems.find((item) => item.kind === "article")!;
      d.news.newsItems.push({ ...first, id: 99, title: "A new article", date: "2025-07-01" });
    });
    expect(newsLoader(loaderArgs(documents, "/news")).items[0]!.title).toBe("A new article");
    const article = newsArticleLoader(loaderArgs(documents, "/news/99", { id: "99" }));
    expect("article" in article && article.article?.title).toBe("A new article");
  });

  it("/news/rss.xml and /sitemap.xml list what the documents hold", async () => {
    const documents = changed((d) => {
      d.news.newsItems[0]!.title = "A changed headline";
      d.docs.docsPages.webhooks = { ...d.docs.docsPages.sdk!, slug: "webhooks", title: "Webhooks" };
    });
    expect(await newsRssLoader(loaderArgs(documents, "/news/rss.xml")).text()).toContain("<title>A changed headline</title>");
    expect(await sitemapLoader(loaderArgs(documents, "/sitemap.xml")).text()).toContain("https://vesper.example/docs/webhooks</loc>");
  });

  it("a legal page shows its policy from the document", () => {
    const documents = changed((d) => (d["legal/privacy"].privacyPolicy.summary = "A changed summary."));
    expect(legalLoader(loaderArgs(documents, "/privacy")).document.summary).toBe("A changed summary.");
  });

  it("the home page's organisation data takes the site settings of the render", () => {
    const documents = changed((d) => (d.site.site.tagline = "A changed tagline."));
    expect(homeLoader(loaderArgs(documents, "/")).siteSettings.tagline).toBe("A changed tagline.");
  });
});
