import type { Locator, Page } from "@playwright/test";
import {
  blogCategories,
  blogPage,
  blogPostPage,
  blogPosts,
  documentTitle,
  hrefFrom,
  newsArticlePage,
  newsArticles,
  newsCategories,
  newsItems,
  newsPage,
} from "../support/site-content";
import { expect, expectAccessible, test } from "./fixtures";
import { serverText } from "./server-html";

/** Radix also copies each notice into a hidden live region: look inside the visible notice area only. */
const notices = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Static files the page may load at any moment; none of them carries anything of the visitor's. */
const staticResourceTypes = new Set(["image", "script", "stylesheet", "font", "media"]);

/**
 * Every request the page makes from now on, except static files (cover images are ordinary image
 * loads, and a filter can bring a lazy one into view; code chunks load when the browser is
 * idle) and React Router's route discovery (`GET /__manifest?paths=…`, sent when links scroll or
 * filter into view). Filters send nothing (docs/product.md#blog), so for them this stays empty: no fetch, no XHR,
 * no beacon, no form post, no navigation; the newsletter box sends one POST, and only with a valid address.
 */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (staticResourceTypes.has(request.resourceType())) return;
    if (request.method() === "GET" && new URL(request.url()).pathname === "/__manifest") return;
    sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

/** Opens a page and waits until the island that owns `readyButton` has run (it enables the button) and the network is quiet. */
async function openHydrated(page: Page, path: string, readyButton: string) {
  await page.goto(path);
  const button = page.getByRole("button", { name: readyButton, exact: true }).first();
  // Islands that wait until they are visible start once scrolled to.
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  await page.waitForLoadState("networkidle");
}

async function expectImagesLoaded(scope: Locator) {
  const images = scope.locator("img");
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute("src")).toMatch(/^\/images\/(blog|news)\/[a-z0-9-]+\.webp$/);
    expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(20);
  }
}

/** A message of the content with its {placeholders} filled in. */
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

const storyNoun = (count: number) => (count === 1 ? newsPage.filters.countNounOne : newsPage.filters.countNoun);
const countLabel = (count: number) => `${count} ${storyNoun(count)}`;
const postNoun = (count: number) => (count === 1 ? blogPage.posts.countNounOne : blogPage.posts.countNoun);
const { newsletter } = blogPage;
const [firstArticle, secondArticle] = newsArticles as [(typeof newsArticles)[number], (typeof newsArticles)[number]];
const articlePaths = newsArticles.map((article) => `/news/${article.id}`);
/** Second-level headings of an article's Markdown body. */
const bodyHeadings = (markdown: string) => [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.replace(/[*_`]/g, "").trim());
/** The body's first link to a page of the site: [label](/path). */
const firstBodyLink = (markdown: string) => {
  const match = /\[([^\]]+)\]\((\/[^)\s]*)\)/.exec(markdown);
  return match ? { label: match[1]!, href: match[2]! } : undefined;
};

/**
 * A collection's missing pages (blog posts, news articles): each answers 404 with the collection's
 * not-found state and a way back, claims no canonical address (the 404 keeps it out of search results),
 * and the state is accessible with a link back that works.
 */
function notFoundTests({
  item,
  missingPaths,
  notFound,
  list,
  listTitle,
}: {
  item: string;
  missingPaths: string[];
  notFound: { title: string; message: string; backLabel: string; backHref: string };
  list: RegExp;
  listTitle: string;
}) {
  for (const path of missingPaths) {
    test(`${path} answers 404 with the ${item} not-found state and a way back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
      await expect(page.getByText(notFound.message)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: notFound.backLabel })).toHaveAttribute("href", notFound.backHref);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test(`the ${item} not-found state is accessible and its link back works`, async ({ page }) => {
    await page.goto(missingPaths[0]!);
    await expectAccessible(page);
    await page.getByRole("main").getByRole("link", { name: notFound.backLabel }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listTitle);
  });
}

test.describe("blog", () => {
  const posts = (page: Page) => page.getByRole("region", { name: blogPage.posts.title }).getByRole("article");
  const filters = (page: Page) => page.getByRole("group", { name: blogPage.posts.filterLabel });
  const featured = blogPosts.find((post) => post.featured)!;

  test("server HTML carries every post, the filters, the newsletter and sized images", async ({ request }) => {
    const html = await serverText(request, "/blog");
    for (const post of blogPosts) {
      expect(html).toContain(post.title);
      expect(html).toContain(post.readTime);
    }
    for (const label of [blogPage.posts.allLabel, ...blogCategories]) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain(newsletter.button);
    expect(html).toContain(newsletter.note);
    expect(html).toMatch(/<input[^>]*type="email"/);
    // Browsers without JavaScript show this; Playwright's no-JavaScript mode still parses <noscript> as scripted.
    expect(html).toContain("<noscript><p");
    expect(html).toContain(blogPage.posts.noScriptNote);
    // The featured cover loads eagerly; the others, below the fold, are lazy.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(blogPosts.length);
    for (const img of images) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(images.filter((img) => img.includes('loading="lazy"'))).toHaveLength(blogPosts.length - 1);
    expect(images.find((img) => img.includes(featured.image.src))).not.toContain('loading="lazy"');
  });

  test("every post shows title, excerpt, author, date, category, read time and a loaded image", async ({ sharedPage: page }) => {
    await openHydrated(page, "/blog", blogPage.posts.allLabel);
    await expect(page).toHaveTitle(documentTitle("/blog"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.hero.title);
    await expect(posts(page)).toHaveCount(blogPosts.length);
    for (const post of blogPosts) {
      const card = posts(page).filter({ has: page.getByRole("heading", { level: 3, name: post.title }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.getByText(post.author, { exact: true })).toBeVisible();
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.locator(`time[datetime="${post.date}"]`)).toBeVisible();
      await expect(card.getByText(post.readTime)).toBeVisible();
    }
    await expect(posts(page).first().getByText(blogPage.posts.featuredLabel, { exact: true })).toBeVisible();
    await expectImagesLoaded(page.getByRole("region", { name: blogPage.posts.title }));
  });

  test("category filters change the visible posts in the page and send no request", async ({ sharedPage: page }) => {
    test.slow(); // every category in turn, then axe
    await openHydrated(page, "/blog", blogPage.posts.allLabel);
    const sent = recordRequests(page);
    const all = filters(page).getByRole("button", { name: blogPage.posts.allLabel, exact: true });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(filters(page).getByRole("button")).toHaveCount(blogCategories.length + 1);

    for (const category of blogCategories) {
      const button = filters(page).getByRole("button", { name: category, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(all).toHaveAttribute("aria-pressed", "false");
      const expected = blogPosts.filter((post) => post.category === category);
      await expect(posts(page).filter({ visible: true })).toHaveCount(expected.length);
      for (const post of expected) await expect(page.getByRole("heading", { level: 3, name: post.title })).toBeVisible();
      for (const post of blogPosts.filter((p) => p.category !== category)) {
        await expect(page.getByRole("heading", { level: 3, name: post.title })).toBeHidden();
      }
      await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText(
        fill(blogPage.posts.showingCategory, { count: expected.length, noun: postNoun(expected.length), category }),
      );
      // A category without the featured post hides the featured card with the rest.
      if (featured.category !== category) await expect(page.getByRole("heading", { level: 3, name: featured.title })).toBeHidden();
    }
    await expectAccessible(page);

    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(posts(page).filter({ visible: true })).toHaveCount(blogPosts.length);
    await expect(page.getByText(fill(blogPage.posts.showingAll, { count: blogPosts.length }))).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(sent).toEqual([]);
  });

  test("every card links to its post's page: the title is a real link, focusable with a visible ring, and the whole card opens it", async ({
    sharedPage: page,
  }) => {
    await page.goto("/blog");
    for (const post of blogPosts) {
      const card = posts(page).filter({ has: page.getByRole("heading", { level: 3, name: post.title }) });
      const link = card.getByRole("link", { name: post.title, exact: true });
      await expect(link).toHaveAttribute("href", `/blog/${post.slug}`);
      // One link per card: one tab stop, not a title link and a "read more" link.
      await expect(card.getByRole("link")).toHaveCount(1);
    }
    // Keyboard: Tab reaches the card's link and the focus is visible.
    const first = posts(page).first().getByRole("link");
    await first.focus();
    await expect(first).toBeFocused();
    expect(await first.evaluate((link) => link.matches(":focus-visible") && getComputedStyle(link).outlineStyle !== "none")).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/blog/${blogPosts.find((post) => post.featured)!.slug}$`));

    // A click anywhere on a card (here: its cover picture) opens the post.
    await page.goto("/blog");
    const last = blogPosts.at(-1)!;
    const image = posts(page)
      .filter({ has: page.getByRole("heading", { level: 3, name: last.title }) })
      .locator("img");
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`/blog/${last.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  });

  test("newsletter: an invalid address gets a message on the field and sends nothing; a valid one is posted once and answered in place", async ({
    sharedPage: page,
  }) => {
    await openHydrated(page, "/blog", newsletter.button);
    const sent = recordRequests(page);
    const email = page.getByRole("textbox", { name: newsletter.label });
    const subscribe = page.getByRole("button", { name: newsletter.button });
    await expect(email).toHaveAttribute("type", "email");

    await email.fill("not-an-email");
    await subscribe.click();
    const error = page.locator("#newsletter-email-error");
    await expect(error).toHaveText(newsletter.invalidMessage);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", /newsletter-email-error/);
    await expect(email).toBeFocused();
    await expect(notices(page).getByText(newsletter.invalidNoticeTitle)).toBeVisible();
    await expectAccessible(page);

    // Empty is invalid too.
    await email.fill("");
    await subscribe.click();
    await expect(error).toBeVisible();
    expect(sent).toEqual([]);

    // The subscription itself, its mail and its links: tests/e2e/newsletter-subscribe.spec.ts.
    await email.fill("ada@vesper.example");
    await expect(error).toBeHidden();
    await email.press("Enter");
    await expect(page.locator("#newsletter-outcome")).toContainText(newsletter.sentTitle);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");

    for (const link of [newsletter.newsLink, newsletter.feedLink])
      await expect(page.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(new URL(page.url()).search).toBe("");
    expect(sent.map((request) => request.replace(/^(\S+) https?:\/\/[^/]+/, "$1 "))).toEqual(["POST /api/newsletter"]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("all posts show, filters are disabled, and the newsletter box is a form that posts", async ({ page }) => {
      await page.goto("/blog");
      await expect(posts(page)).toHaveCount(blogPosts.length);
      for (const post of blogPosts) await expect(page.getByRole("heading", { level: 3, name: post.title })).toBeVisible();
      for (const button of await filters(page).getByRole("button").all()) await expect(button).toBeDisabled();
      await expect(page.getByText(newsletter.note)).toBeVisible();
      const form = page.locator("form", { has: page.getByRole("button", { name: newsletter.button }) });
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/newsletter/subscribe");
      await expect(page.getByRole("button", { name: newsletter.button })).toBeEnabled();
    });
  });
});

test.describe("blog posts", () => {
  const { labels, notFound } = blogPostPage;
  const postPath = (post: { slug: string }) => `/blog/${post.slug}`;
  const byDate = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const post of blogPosts) {
      test(`${postPath(post)} shows its heading, byline, body, cover and BlogPosting data as server HTML`, async ({ page }) => {
        const response = await page.goto(postPath(post));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(documentTitle(postPath(post)));
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${postPath(post)}$`));
        const main = page.getByRole("main");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
        await expect(main.getByText(post.category, { exact: true }).first()).toBeVisible();
        await expect(main.getByText(post.excerpt)).toBeVisible();
        await expect(main.getByText(post.author, { exact: false }).first()).toBeVisible();
        await expect(main.getByText(post.authorRole, { exact: false }).first()).toBeVisible();
        await expect(main.locator(`time[datetime="${post.date}"]`)).toBeVisible();
        await expect(main.getByText(post.readTime, { exact: true })).toBeVisible();

        // The Markdown body is HTML: its sections are real second-level headings.
        const headings = bodyHeadings(post.body);
        expect(headings.length, "the post has sections").toBeGreaterThan(1);
        for (const heading of headings) await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
        const link = firstBodyLink(post.body);
        if (link) await expect(main.getByRole("link", { name: link.label, exact: true }).first()).toHaveAttribute("href", link.href);

        // The cover is the post's own, sized; no island of its own on the page.
        const cover = main.locator(`img[src="${post.image.src}"]`);
        await expect(cover).toHaveAttribute("width", String(post.image.width));
        await expect(cover).toHaveAttribute("height", String(post.image.height));
        await expect(cover).toHaveAttribute("alt", post.image.alt);
        await expect(main.locator("[data-island]")).toHaveCount(0);

        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const data = blocks.map((block) => JSON.parse(block));
        expect(data.find((item) => item["@type"] === "BlogPosting")).toMatchObject({
          "@type": "BlogPosting",
          headline: post.title,
          datePublished: post.date,
          author: [{ "@type": post.authorType, name: post.author }],
        });
        const trail = data.find((item) => item["@type"] === "BreadcrumbList");
        expect(trail.itemListElement.map((item: { item: string }) => new URL(item.item).pathname)).toEqual(["/", "/blog", postPath(post)]);

        // Links to the posts published just before and after it, and back to the blog.
        const more = page.getByRole("navigation", { name: labels.morePosts });
        const index = byDate.findIndex((candidate) => candidate.slug === post.slug);
        const neighbours = [byDate[index - 1], byDate[index + 1]].filter((candidate) => candidate !== undefined);
        for (const neighbour of neighbours) await expect(more.getByRole("link", { name: neighbour.title })).toHaveAttribute("href", postPath(neighbour));
        await expect(more.getByRole("link")).toHaveCount(neighbours.length + 1);
        await expect(more.getByRole("link", { name: blogPostPage.backLink.label })).toHaveAttribute("href", blogPostPage.backLink.href);
      });
    }
  });

  test("a post page loads its cover, and its neighbour link leads to the next post", async ({ sharedPage: page }) => {
    const [newest, next] = byDate as [(typeof byDate)[number], (typeof byDate)[number]];
    await page.goto(postPath(newest));
    await expectImagesLoaded(page.getByRole("main"));
    await page.getByRole("navigation", { name: labels.morePosts }).getByRole("link", { name: next.title }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath(next)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);
    await expectAccessible(page);
  });

  test("a slug in capitals redirects to the post's lower-case address", async ({ sharedPage: page }) => {
    const post = blogPosts[0]!;
    const response = await page.goto(postPath(post).toUpperCase());
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(postPath(post));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  /** A slug no post has, one with a trailing hyphen, and one of a news article's ids. */
  const missingPaths = ["/blog/no-such-post", `${postPath(blogPosts[0]!)}-`, "/blog/1"];

  notFoundTests({ item: "post", missingPaths, notFound, list: /\/blog$/, listTitle: blogPage.hero.title });
});

test.describe("news list", () => {
  const filters = (page: Page) => page.getByRole("group", { name: newsPage.filters.label });
  const allLabel = `${newsPage.filters.allLabel} ${countLabel(newsItems.length)}`;
  const stories = (page: Page) => page.getByRole("main").getByRole("article");

  test("server HTML carries every item and the counted category buttons", async ({ request }) => {
    const html = await serverText(request, "/news");
    for (const item of newsItems) expect(html).toContain(item.title);
    for (const category of newsCategories) expect(html).toContain(`>${category}<`);
    for (const path of articlePaths) expect(html).toContain(`href="${path}"`);
    expect(html).toContain('rel="alternate" type="application/rss+xml"');
    // The filters' code is fetched when the toolbar nears the screen: after the first paint, never competing with it.
    expect(html).toContain('data-island="category-filter" data-hydrate="visible"');
    // Only the first featured cover can be the largest thing on a first screen (phone or desktop): it alone
    // loads eagerly; the second sits below a phone's first screen and loads lazily like the briefs.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(newsItems.length);
    for (const img of images) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(images[0]).toContain(newsItems.find((item) => item.featured)?.image.src ?? "?");
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  test("featured stories link to their articles; briefs link nowhere; links to /contact and /our-work", async ({ sharedPage: page }) => {
    await openHydrated(page, "/news", allLabel);
    await expect(page).toHaveTitle(documentTitle("/news"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsPage.hero.title);
    const featured = page.getByRole("region", { name: newsPage.featured.title });
    const recent = page.getByRole("region", { name: newsPage.recent.title });
    const featuredCount = newsItems.filter((item) => item.featured).length;
    await expect(featured.getByRole("article")).toHaveCount(featuredCount);
    await expect(recent.getByRole("article")).toHaveCount(newsItems.length - featuredCount);

    for (const article of newsArticles) {
      await expect(featured.getByRole("link", { name: article.title, exact: true })).toHaveAttribute("href", `/news/${article.id}`);
      await expect(featured.getByRole("link", { name: `${newsPage.featured.readMore}: ${article.title}` })).toHaveAttribute("href", `/news/${article.id}`);
    }
    for (const item of newsItems) {
      const card = stories(page).filter({ has: page.getByRole("heading", { level: 3, name: item.title }) });
      await expect(card.getByText(item.excerpt)).toBeVisible();
      await expect(card.getByText(item.category, { exact: true })).toBeVisible();
      await expect(card.locator(`time[datetime="${item.date}"]`)).toBeVisible();
    }
    // No link to an article page that does not exist.
    await expect(recent.getByRole("link")).toHaveCount(0);
    // Every link to a page under /news is an article's (the newsletter box's link to the feed is not a page).
    const newsHrefs = await page
      .getByRole("main")
      .locator('a[href^="/news/"]:not([href="/news/rss.xml"])')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(newsHrefs)).toEqual(new Set(articlePaths));

    const main = page.getByRole("main");
    for (const action of newsPage.cta.actions)
      await expect(main.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/news"));
    await expectImagesLoaded(main);
  });

  test("category buttons show counts from the data and filter the list in the page with no request", async ({ sharedPage: page }) => {
    test.slow(); // every category in turn, then axe
    await openHydrated(page, "/news", allLabel);
    const sent = recordRequests(page);
    const all = filters(page).getByRole("button", { name: allLabel });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(filters(page).getByRole("button")).toHaveCount(newsCategories.length + 1);

    for (const category of newsCategories) {
      const expected = newsItems.filter((item) => item.category === category);
      const button = filters(page).getByRole("button", { name: `${category} ${countLabel(expected.length)}` });
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(all).toHaveAttribute("aria-pressed", "false");
      await expect(stories(page).filter({ visible: true })).toHaveCount(expected.length);
      for (const item of newsItems) {
        const heading = page.getByRole("heading", { level: 3, name: item.title });
        if (item.category === category) await expect(heading).toBeVisible();
        else await expect(heading).toBeHidden();
      }
      // A section with nothing left to show disappears with its heading.
      const hasFeatured = expected.some((item) => item.featured);
      const featuredHeading = page.getByRole("heading", { level: 2, name: newsPage.featured.title });
      if (hasFeatured) await expect(featuredHeading).toBeVisible();
      else await expect(featuredHeading).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText(
        fill(newsPage.filters.showingCategory, { count: expected.length, noun: storyNoun(expected.length), category }),
      );
    }
    await expectAccessible(page);

    await all.click();
    await expect(stories(page).filter({ visible: true })).toHaveCount(newsItems.length);
    expect(new URL(page.url()).pathname).toBe("/news");
    expect(sent).toEqual([]);
  });
});

test.describe("news articles", () => {
  for (const article of newsArticles) {
    test(`/news/${article.id} shows every field, the body, tags and links`, async ({ page, request }) => {
      const html = await serverText(request, `/news/${article.id}`);
      expect(html).toContain("<h2>");
      expect(html).toContain(article.author);

      await page.goto(`/news/${article.id}`);
      await expect(page).toHaveTitle(documentTitle(`/news/${article.id}`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(main.getByText(article.category, { exact: true })).toBeVisible();
      await expect(main.locator(`time[datetime="${article.date}"]`)).toBeVisible();
      await expect(main.getByText(article.readTime, { exact: true })).toBeVisible();
      await expect(main.getByText(article.excerpt)).toBeVisible();
      await expect(main.getByText(article.author, { exact: false }).first()).toBeVisible();
      await expect(main.getByRole("button", { name: newsArticlePage.labels.share })).toBeEnabled();

      // The Markdown body is rendered as HTML: its headings are real elements.
      const headings = bodyHeadings(article.content);
      expect(headings.length, "the article has sections").toBeGreaterThan(0);
      for (const heading of headings) await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      const tags = main.getByRole("list").filter({ has: page.getByText(article.tags[0]!, { exact: true }) });
      for (const tag of article.tags) await expect(tags.getByText(tag, { exact: true })).toBeVisible();

      const more = page.getByRole("navigation", { name: "More from Vesper" });
      for (const link of newsArticlePage.links) await expect(more.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const jsonLd = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "NewsArticle");
      expect(jsonLd).toMatchObject({ "@type": "NewsArticle", headline: article.title, datePublished: article.date });
      await expectImagesLoaded(main);
    });
  }

  test("links inside the body lead to pages of the site", async ({ sharedPage: page }) => {
    const article = newsArticles.find((candidate) => firstBodyLink(candidate.content))!;
    const link = firstBodyLink(article.content)!;
    await page.goto(`/news/${article.id}`);
    await page.getByRole("main").getByRole("link", { name: link.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Share needs JavaScript: it is disabled in the server HTML and enabled by its island", async ({ page, request }) => {
    const html = await (await request.get(`/news/${firstArticle.id}`)).text();
    expect(html).toMatch(/<button[^>]*disabled[^>]*data-island="share-button"/);
    await page.goto(`/news/${firstArticle.id}`);
    await expect(page.getByRole("button", { name: newsArticlePage.labels.share })).toBeEnabled();
  });

  test("Share copies the link and says so when the Web Share API is missing", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/news/${secondArticle.id}`);
    await page.getByRole("button", { name: newsArticlePage.labels.share }).click();
    await expect(notices(page).getByText(newsArticlePage.labels.linkCopiedTitle)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/news/${secondArticle.id}`);
  });

  test("Share uses the Web Share API where the browser has it", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(`/news/${firstArticle.id}`);
    await page.getByRole("button", { name: newsArticlePage.labels.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: firstArticle.title, text: firstArticle.excerpt, url: `${baseURL}/news/${firstArticle.id}` }]);
    await expect(notices(page).getByText(newsArticlePage.labels.linkCopiedTitle)).toHaveCount(0);
  });

  test("Share shows the URL when neither sharing nor copying works", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
        configurable: true,
      });
    });
    await page.goto(`/news/${firstArticle.id}`);
    await page.getByRole("button", { name: newsArticlePage.labels.share }).click();
    await expect(notices(page).getByText(newsArticlePage.labels.copyFailedTitle)).toBeVisible();
    await expect(notices(page).getByText(`${baseURL}/news/${firstArticle.id}`)).toBeVisible();
  });

  const { notFound } = newsArticlePage;
  const nextId = Math.max(...newsItems.map((item) => item.id)) + 1;
  /** An id no article has, a word, a number spelled with a leading zero, and zero. */
  const missingPaths = [`/news/${nextId}`, "/news/abc", `/news/0${firstArticle.id}`, "/news/0"];

  notFoundTests({ item: "article", missingPaths, notFound, list: /\/news$/, listTitle: newsPage.hero.title });
});

test.describe("news feed", () => {
  test("/news/rss.xml is valid RSS 2.0 with every item, the articles' links and absolute links", async ({ page, request }) => {
    const response = await request.get(newsPage.feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await page.goto("/news");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe(newsPage.feed.title);
    expect(feed.items).toHaveLength(newsItems.length);
    for (const item of feed.items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/news/);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    for (const article of newsArticles) {
      expect(feed.items.find((item) => item.title === article.title)?.link).toMatch(new RegExp(`/news/${article.id}$`));
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/news/rss.xml");
  });
});
