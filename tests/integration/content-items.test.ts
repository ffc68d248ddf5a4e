// Items of a collection saved, published, added, removed and restored on their own (decision 043), on PGlite and PostgreSQL.
import { afterEach, describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createContentServices } from "../../server/content/content-services.ts";
import { createLiveContent, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { readDraft, readItemDrafts } from "../../server/content/store.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

const renderer: SiteRenderer<ContentDocuments> = {
  async render(documents) {
    return documents;
  },
  serve() {},
};

type Item = Record<string, Record<string, unknown>>;

/** The web service as its item form holds it, with another price. */
function webAt(price: string): Item {
  return {
    serviceSummaries: structuredClone(shippedDocuments.services.serviceSummaries.find((card) => card.slug === "web")!) as Record<string, unknown>,
    serviceDetails: { ...structuredClone(shippedDocuments.services.serviceDetails.web), pricing: price },
  };
}

function newsItem(id: number): Item {
  return { newsItems: { ...structuredClone(shippedDocuments.news.newsItems[0]!), id, title: `Article ${id}` } as Record<string, unknown> };
}

describe.each(testDatabases(quiet, "vesper-items-"))("collection items on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events, jobs");
  const started: LiveContent[] = [];
  afterEach(() => {
    for (const live of started.splice(0)) live.stop();
  });
  const live = () => {
    const instance = createLiveContent({ db: opened.database.db, renderer, logger: quiet });
    started.push(instance);
    return instance;
  };

  it("offers an item's preview the pages it shows on, its own first; a new article's page before it is published", async () => {
    const content = live();
    const ada = createContentServices(opened.database.db, content, "ada@example.com");
    const web = (await ada.openItem("services", "web"))!;
    expect(web.changedPages[0]).toBe("/services/web");
    expect(web.changedPages).not.toContain("/services/games");
    expect(web.pages).toContain("/services/games");
    const brief = shippedDocuments.news.newsItems.find((item) => item.kind === "brief")!;
    const shownOn = (await ada.openItem("news", String(brief.id)))!.changedPages;
    expect(shownOn).toContain("/news");
    expect(shownOn).not.toContain(`/news/${brief.id}`);
    const id = Math.max(...shippedDocuments.news.newsItems.map((item) => item.id)) + 1;
    const added = await ada.addItem("news", "Lighthouse Protocol");
    expect(added.ok).toBe(true);
    const empty = (await ada.openItem("news", added.key!))!;
    expect(empty.published).toBe(false);
    // Made an article (a brief has no page of its own): its page, not yet published, is where the preview opens.
    expect((await ada.saveItem("news", added.key!, newsItem(id), empty.opened)).ok).toBe(true);
    const article = (await ada.openItem("news", added.key!))!;
    expect(article.pages).toContain(`/news/${id}`);
    expect(article.changedPages[0]).toBe(`/news/${id}`);
  });

  it("publishes one item and leaves another editor's draft of a second item a draft, and the document's draft as it was", async () => {
    const content = live();
    const ada = createContentServices(opened.database.db, content, "ada@example.com");
    const ed = createContentServices(opened.database.db, content, "ed@example.com");
    const firstId = String(shippedDocuments.news.newsItems[0]!.id);
    const secondId = String(shippedDocuments.news.newsItems[1]!.id);

    const second = (await ed.openItem("news", secondId))!;
    const unfinished = { newsItems: { ...(second.data as Item).newsItems, title: "Ed's unfinished title" } };
    expect(await ed.saveItem("news", secondId, unfinished, second.opened)).toMatchObject({ ok: true });
    const whole = (await ed.open("news"))!;
    expect(await ed.save("news", whole.data, whole.opened)).toMatchObject({ ok: true });

    const first = (await ada.openItem("news", firstId))!;
    const changed = { newsItems: { ...(first.data as Item).newsItems, title: "Ada's new title" } };
    expect(await ada.publishItem("news", firstId, changed, first.opened)).toMatchObject({ ok: true });

    const published = content.documents().news.newsItems;
    expect(published[0]!.title).toBe("Ada's new title");
    expect(published[1]!.title).toBe(shippedDocuments.news.newsItems[1]!.title);
    expect((await readItemDrafts(opened.database.db, "news")).get(secondId)?.data).toEqual(unfinished);
    expect(await readDraft(opened.database.db, "news")).not.toBeNull();
    const list = (await ada.items("news"))!;
    expect(list.items.find((item) => item.key === secondId)).toMatchObject({ published: true, draft: { updatedBy: "ed@example.com" } });
    expect(list.items.find((item) => item.key === firstId)).toMatchObject({ draft: null, lastChange: { by: "ada@example.com" } });
  });

  it("publishes two different items fired at once, both; of two publishes of one item fired at once, refuses the second as changed since opened", async () => {
    const content = live();
    const ada = createContentServices(opened.database.db, content, "ada@example.com");
    const ed = createContentServices(opened.database.db, content, "ed@example.com");
    const web = (await ada.openItem("services", "web"))!;
    const games = (await ed.openItem("services", "games"))!;
    const gamesAt = (price: string) => ({ ...(games.data as Item), serviceDetails: { ...(games.data as Item).serviceDetails, pricing: price } });

    const both = await Promise.all([
      ada.publishItem("services", "web", webAt("From $6,100"), web.opened),
      ed.publishItem("services", "games", gamesAt("From $9,900"), games.opened),
    ]);
    expect(both).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    expect(content.documents().services.serviceDetails.web.pricing).toBe("From $6,100");
    expect(content.documents().services.serviceDetails.games.pricing).toBe("From $9,900");

    const again = (await ada.openItem("services", "web"))!;
    const same = await Promise.all([ada.publishItem("services", "web", webAt("A"), again.opened), ed.publishItem("services", "web", webAt("B"), again.opened)]);
    expect(same.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(same.find((outcome) => !outcome.ok)).toMatchObject({ conflict: true, message: expect.stringContaining("changed since you opened it") });
    expect(content.documents().services.serviceDetails.web.pricing).toBe(same[0]!.ok ? "A" : "B");
  });

  it("adds a new item as a draft, publishes it, and removes it", async () => {
    const content = live();
    const ada = createContentServices(opened.database.db, content, "ada@example.com");
    const next = String(Math.max(...shippedDocuments.news.newsItems.map((item) => item.id)) + 1);
    expect(await ada.addItem("news", "Launch day")).toMatchObject({ ok: true, key: next });
    // A key typed on the list: taken, or not one an address can hold.
    expect(await ada.addItem("case-studies", shippedDocuments["case-studies"].caseStudies[0]!.id)).toMatchObject({
      ok: false,
      message: expect.stringContaining("already"),
    });
    expect(await ada.addItem("case-studies", "Not a key!")).toMatchObject({ ok: false });
    expect((await ada.items("news"))!.items.find((item) => item.key === next)).toMatchObject({ published: false, title: "Launch day" });

    const draft = (await ada.openItem("news", next))!;
    expect(draft.problems.length).toBeGreaterThan(0);
    const refused = await ada.publishItem("news", next, draft.data, draft.opened);
    expect(refused.ok).toBe(false);
    expect(content.documents().news.newsItems).toHaveLength(shippedDocuments.news.newsItems.length);

    expect(await ada.publishItem("news", next, newsItem(Number(next)), draft.opened)).toMatchObject({ ok: true });
    const ids = content.documents().news.newsItems.map((item) => item.id);
    expect(String(ids[0])).toBe(next);
    expect(ids).toHaveLength(shippedDocuments.news.newsItems.length + 1);
    expect((await readItemDrafts(opened.database.db, "news")).has(next)).toBe(false);

    const reopened = (await ada.openItem("news", next))!;
    expect(await ada.removeItem("news", next, reopened.opened)).toMatchObject({ ok: true });
    expect(content.documents().news.newsItems.map((item) => String(item.id))).not.toContain(next);
    expect(await ada.openItem("news", next)).toBeNull();
  });

  it("restores one item's earlier version, leaving the other items as they are now", async () => {
    const content = live();
    const ada = createContentServices(opened.database.db, content, "ada@example.com");
    await ada.publishItem("services", "web", webAt("From $6,000"), (await ada.openItem("services", "web"))!.opened);
    await ada.publishItem("services", "web", webAt("From $7,000"), (await ada.openItem("services", "web"))!.opened);
    const games = (await ada.openItem("services", "games"))!;
    await ada.publishItem(
      "services",
      "games",
      { ...(games.data as Item), serviceDetails: { ...(games.data as Item).serviceDetails, pricing: "G2" } },
      games.opened,
    );

    const history = await ada.itemVersions("services", "web");
    expect(history.map((entry) => entry.version)).toEqual([2, 1, 0]);
    expect(await ada.restoreItem("services", "web", 1, true, (await ada.openItem("services", "web"))!.opened)).toMatchObject({ ok: true });
    expect(content.documents().services.serviceDetails.web.pricing).toBe("From $6,000");
    expect(content.documents().services.serviceDetails.games.pricing).toBe("G2");

    // As a draft: nothing public changes until it is published.
    expect(await ada.restoreItem("services", "web", 0, false, (await ada.openItem("services", "web"))!.opened)).toMatchObject({ ok: true });
    expect(content.documents().services.serviceDetails.web.pricing).toBe("From $6,000");
    expect(((await ada.openItem("services", "web"))!.data as Item).serviceDetails!.pricing).toBe(shippedDocuments.services.serviceDetails.web.pricing);
  });
});
