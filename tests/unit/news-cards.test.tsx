import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewsBrowser } from "../../app/components/news/news-browser.tsx";
import { FeaturedNewsCard, NewsBriefCard, type NewsItemView } from "../../app/components/news/news-card.tsx";
import { shippedDocuments } from "../../app/content/documents.ts";

const base: Omit<NewsItemView, "kind" | "featured"> = {
  id: 42,
  title: "A new thing",
  excerpt: "What it is.",
  date: "2026-11-24",
  dateLabel: "November 24, 2026",
  category: "Technology",
  image: { src: "/images/a.webp", alt: "A", width: 10, height: 10 },
  tags: ["One"],
};

const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe("news cards", () => {
  it("link an article to its page wherever it is listed (featured or recent)", () => {
    const article: NewsItemView = { ...base, kind: "article", featured: false };
    expect(links(renderToStaticMarkup(<NewsBriefCard item={article} readMore="Read the story" />))).toEqual(["/news/42", "/news/42"]);
    expect(links(renderToStaticMarkup(<FeaturedNewsCard item={{ ...article, featured: true }} readMore="Read the story" eager={false} />))).toEqual([
      "/news/42",
      "/news/42",
    ]);
  });

  it("never link a brief, which has no page (a featured brief included)", () => {
    const brief: NewsItemView = { ...base, kind: "brief", featured: true };
    expect(links(renderToStaticMarkup(<FeaturedNewsCard item={brief} readMore="Read the story" eager={false} />))).toEqual([]);
    expect(links(renderToStaticMarkup(<NewsBriefCard item={{ ...brief, featured: false }} readMore="Read the story" />))).toEqual([]);
  });

  it("the recent section's intro fits what it lists: briefs shown whole, or an article that opens its page", () => {
    const copy = shippedDocuments.news.newsPage;
    const intro = (items: NewsItemView[]) => {
      const html = renderToStaticMarkup(<NewsBrowser items={items} categories={["Technology"]} copy={copy} />);
      const section = html.slice(html.indexOf('id="recent-news"'));
      return [copy.recent.intro, copy.recent.introWithArticles].filter((text) => section.includes(text));
    };
    const brief: NewsItemView = { ...base, kind: "brief", featured: false };
    const article: NewsItemView = { ...base, id: 43, kind: "article", featured: false };
    expect(intro([brief])).toEqual([copy.recent.intro]);
    expect(intro([brief, article])).toEqual([copy.recent.introWithArticles]);
    expect(copy.recent.introWithArticles).not.toMatch(/in full\.$/);
  });
});
