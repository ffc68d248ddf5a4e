import { afterEach, describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createContentServices } from "../../server/content/content-services.ts";
import { createLiveContent, PublishRefusedError, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import {
  ContentConflictError,
  latestVersionId,
  publishVersions,
  readDraft,
  readPublished,
  readVersion,
  readVersions,
  saveDraft,
  type NewVersion,
} from "../../server/content/store.ts";
import { asc } from "../../server/db/drizzle.ts";
import { auditEvents, contentVersions } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

type Services = ContentDocuments["services"];

/** The services document with the web service's price changed. */
function withPrice(price: string): Services {
  const data = structuredClone(shippedDocuments.services);
  data.serviceDetails.web.pricing = price;
  return data;
}
const priceOf = (documents: ContentDocuments): string | undefined => documents.services.serviceDetails.web.pricing;

/** A stand-in for the render pipeline: the "site" is the documents it was given; it records what it serves, or throws. */
function fakeRenderer() {
  const fake = {
    served: [] as ContentDocuments[],
    rendered: 0,
    failing: false,
    renderer: {
      async render(documents) {
        fake.rendered++;
        if (fake.failing) throw new Error("a page failed to render");
        return documents;
      },
      serve(site) {
        fake.served.push(site);
      },
    } satisfies SiteRenderer<ContentDocuments>,
    last: (): ContentDocuments | undefined => fake.served.at(-1),
  };
  return fake;
}

const publishing = (data: unknown, extra: Partial<NewVersion> = {}): NewVersion => ({
  documentId: "services",
  data,
  summary: "price",
  source: "publish",
  actor: "ed@example.com",
  ...extra,
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testDatabases(quiet, "vesper-content-"))("content versions, drafts and publish on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events");
  const started: LiveContent[] = [];

  afterEach(() => {
    for (const live of started.splice(0)) live.stop();
  });

  const db = () => opened.database.db;
  const live = (renderer: SiteRenderer<ContentDocuments>, pollMs?: number) => {
    const instance = createLiveContent({ db: db(), renderer, logger: quiet, ...(pollMs ? { pollMs } : {}) });
    started.push(instance);
    return instance;
  };
  const audit = () =>
    db()
      .select({ actor: auditEvents.actor, action: auditEvents.action, subject: auditEvents.subject, details: auditEvents.details })
      .from(auditEvents)
      .orderBy(asc(auditEvents.id));
  const versionCount = async () => (await db().select({ id: contentVersions.id }).from(contentVersions)).length;

  it("numbers versions per document and keeps each one's data, author and summary", async () => {
    expect(await publishVersions(db(), [publishing(withPrice("From $6,000"))])).toEqual(new Map([["services", 1]]));
    expect(await publishVersions(db(), [publishing(shippedDocuments["legal/privacy"], { documentId: "legal/privacy", summary: "date" })])).toEqual(
      new Map([["legal/privacy", 1]]),
    );
    expect(await publishVersions(db(), [publishing(withPrice("From $6,500"), { actor: "ada@example.com" })])).toEqual(new Map([["services", 2]]));

    expect((await readVersions(db(), "services")).map(({ version, author, summary, source }) => ({ version, author, summary, source }))).toEqual([
      { version: 2, author: "ada@example.com", summary: "price", source: "publish" },
      { version: 1, author: "ed@example.com", summary: "price", source: "publish" },
    ]);
    expect((await readVersion(db(), "services", 1))?.data).toEqual(withPrice("From $6,000"));
    const published = await readPublished(db());
    expect([...published].map(([id, { version }]) => [id, version])).toEqual(
      expect.arrayContaining([
        ["services", 2],
        ["legal/privacy", 1],
      ]),
    );
    expect(published.size).toBe(2);
    expect(await latestVersionId(db())).toBe(3);
  });

  it("refuses the second of two saves of the same opened state, fired at once, and a save over a newer publish", async () => {
    const saves = await Promise.allSettled([
      saveDraft(db(), "services", withPrice("A"), { revision: 0, version: 0 }, "ada@example.com"),
      saveDraft(db(), "services", withPrice("B"), { revision: 0, version: 0 }, "ed@example.com"),
    ]);
    const won = saves.filter((save) => save.status === "fulfilled");
    const lost = saves.filter((save) => save.status === "rejected");
    expect(won).toHaveLength(1);
    expect(won[0]!.value).toBe(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(ContentConflictError);
    const winner = saves[0]!.status === "fulfilled" ? "A" : "B";
    expect((await readDraft(db(), "services"))?.data).toEqual(withPrice(winner));

    // The revision moved: the loser's state is refused; the winner's next save goes on.
    await expect(saveDraft(db(), "services", withPrice("C"), { revision: 0, version: 0 }, "x")).rejects.toBeInstanceOf(ContentConflictError);
    expect(await saveDraft(db(), "services", withPrice("C"), { revision: 1, version: 0 }, "x")).toBe(2);

    // The published version moved: a save of what was opened before the publish is refused.
    await publishVersions(db(), [publishing(withPrice("D"), { opened: { revision: 2, version: 0 } })]);
    await expect(saveDraft(db(), "services", withPrice("E"), { revision: 2, version: 0 }, "x")).rejects.toBeInstanceOf(ContentConflictError);
    expect(await saveDraft(db(), "services", withPrice("E"), { revision: 0, version: 1 }, "x")).toBe(1);
    expect((await readDraft(db(), "services"))?.baseVersion).toBe(1);
  });

  it("refuses the second of two publishes of the same opened state, fired at once: exactly one wins, on one server or two", async () => {
    const publishes = await Promise.allSettled([
      publishVersions(db(), [publishing(withPrice("A"), { opened: { revision: 0, version: 0 } })]),
      publishVersions(db(), [publishing(withPrice("B"), { opened: { revision: 0, version: 0 } })]),
    ]);
    expect(publishes.filter((publish) => publish.status === "fulfilled")).toHaveLength(1);
    const lost = publishes.find((publish) => publish.status === "rejected");
    expect(lost?.reason).toBeInstanceOf(ContentConflictError);
    expect(await versionCount()).toBe(1);

    // Two servers, each with its own renderer, publishing what their editors opened at the same moment.
    const [a, b] = [fakeRenderer(), fakeRenderer()];
    const [liveA, liveB] = [live(a.renderer), live(b.renderer)];
    const both = await Promise.allSettled([
      liveA.publish([{ ...publishing(withPrice("C"), { opened: { revision: 0, version: 1 } }), documentId: "services" }]),
      liveB.publish([{ ...publishing(withPrice("D"), { opened: { revision: 0, version: 1 } }), documentId: "services" }]),
    ]);
    expect(both.filter((publish) => publish.status === "fulfilled")).toHaveLength(1);
    expect(both.find((publish) => publish.status === "rejected")?.reason).toBeInstanceOf(ContentConflictError);
    expect(await versionCount()).toBe(2);
    const [winner, loser] = both[0]!.status === "fulfilled" ? [a, b] : [b, a];
    expect(priceOf(winner.last()!)).toBe(winner === a ? "C" : "D");
    // The refused server rendered but served nothing: its visitors keep the site they had.
    expect(loser.served).toHaveLength(0);
    expect((await audit()).filter((entry) => entry.action === "content.publish")).toHaveLength(2);
  });

  it("restores an earlier version as a draft, or published at once as a new version with the old data; each audited", async () => {
    const renderer = fakeRenderer();
    const content = live(renderer.renderer);
    const editor = createContentServices(db(), content, "ed@example.com");

    expect(await editor.save("services", withPrice("From $6,000"), (await editor.open("services"))!.opened)).toMatchObject({ ok: true });
    expect(await editor.publish("services", withPrice("From $6,000"), (await editor.open("services"))!.opened)).toMatchObject({ ok: true });
    expect(await editor.publish("services", withPrice("From $7,000"), (await editor.open("services"))!.opened)).toMatchObject({ ok: true });
    expect(priceOf(content.documents())).toBe("From $7,000");

    // As a draft: nothing public changes, no new version.
    expect(await editor.restore("services", 1, false, (await editor.open("services"))!.opened)).toMatchObject({ ok: true });
    expect((await readDraft(db(), "services"))?.data).toEqual(withPrice("From $6,000"));
    expect(await versionCount()).toBe(2);
    expect(priceOf(content.documents())).toBe("From $7,000");

    // Published at once: version 3 holds version 1's data and is served.
    const opened = (await editor.open("services"))!.opened;
    expect(opened).toEqual({ revision: 1, version: 2 });
    expect(await editor.restore("services", 1, true, opened)).toMatchObject({ ok: true, message: expect.stringContaining("version 3") });
    const restored = await readVersion(db(), "services", 3);
    expect(restored).toMatchObject({ data: withPrice("From $6,000"), source: "restore", author: "ed@example.com" });
    expect(priceOf(renderer.last()!)).toBe("From $6,000");

    // The shipped content (version 0) can be restored too.
    expect(await editor.restore("services", 0, true, (await editor.open("services"))!.opened)).toMatchObject({ ok: true });
    expect((await readVersion(db(), "services", 4))?.data).toEqual(shippedDocuments.services);

    expect((await audit()).map(({ actor, action, subject, details }) => ({ actor, action, subject, details }))).toEqual([
      { actor: "ed@example.com", action: "content.save", subject: "content:services", details: { revision: 1 } },
      { actor: "ed@example.com", action: "content.publish", subject: "content:services", details: { version: 1 } },
      { actor: "ed@example.com", action: "content.publish", subject: "content:services", details: { version: 2 } },
      { actor: "ed@example.com", action: "content.save", subject: "content:services", details: { revision: 1 } },
      { actor: "ed@example.com", action: "content.restore", subject: "content:services", details: { version: 3, restoredFrom: 1 } },
      { actor: "ed@example.com", action: "content.restore", subject: "content:services", details: { version: 4 } },
    ]);
  });

  it("publishes nothing when the data breaks its schema: no version, no audit entry, the site not swapped", async () => {
    const renderer = fakeRenderer();
    const content = live(renderer.renderer);
    const broken = { ...withPrice("From $6,000"), serviceSummaries: "not a list" };
    const refused = await content.publish([{ ...publishing(broken), documentId: "services" }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishRefusedError);
    expect((refused as PublishRefusedError).problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: ["serviceSummaries"] })]));

    const editor = createContentServices(db(), content, "ed@example.com");
    const outcome = await editor.publish("services", broken, { revision: 0, version: 0 });
    expect(outcome).toMatchObject({ ok: false, problems: expect.arrayContaining([expect.objectContaining({ path: ["serviceSummaries"] })]) });

    expect(renderer.rendered).toBe(0);
    expect(renderer.served).toHaveLength(0);
    expect(content.documents()).toBe(shippedDocuments);
    expect(await versionCount()).toBe(0);
    expect(await audit()).toEqual([]);
  });

  it("refuses a publish (and a schedule) that would ship a vague link text or a broken site link, at their fields; saves the draft, naming them", async () => {
    const renderer = fakeRenderer();
    const content = live(renderer.renderer);
    const data = withPrice("From $6,000");
    data.servicesPage.cta.actions[0]!.label = "Click here";
    data.serviceDetailPage.notFound.backHref = "/servics";
    const refused = await content.publish([{ ...publishing(data), documentId: "services" }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishRefusedError);
    expect((refused as PublishRefusedError).problems).toEqual([
      { path: ["serviceDetailPage", "notFound", "backHref"], message: expect.stringContaining("/servics is not a page of this site") },
      { path: ["servicesPage", "cta", "actions", 0, "label"], message: expect.stringContaining("does not say where the link goes") },
    ]);

    const editor = createContentServices(db(), content, "ed@example.com");
    const saved = await editor.save("services", data, { revision: 0, version: 0 });
    expect(saved).toEqual({ ok: true, message: "Draft saved with 2 problems to fix before it can be published." });
    expect((await editor.open("services"))?.problems.map((problem) => problem.path.join("."))).toEqual([
      "serviceDetailPage.notFound.backHref",
      "servicesPage.cta.actions.0.label",
    ]);
    const outcome = await editor.publish("services", data, { revision: 1, version: 0 });
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        expect.objectContaining({ path: ["serviceDetailPage", "notFound", "backHref"] }),
        expect.objectContaining({ path: ["servicesPage", "cta", "actions", 0, "label"] }),
      ],
    });
    const scheduled = await editor.schedule("services", data, "2099-07-01T12:00");
    expect(scheduled).toMatchObject({ ok: false, problems: [expect.anything(), expect.anything()] });

    expect(renderer.rendered).toBe(0);
    expect(await versionCount()).toBe(0);
  });

  it("publishes nothing when a page fails to render: no version, no audit entry, the site not swapped", async () => {
    const renderer = fakeRenderer();
    const content = live(renderer.renderer);
    renderer.failing = true;
    await expect(content.publish([{ ...publishing(withPrice("From $6,000")), documentId: "services" }])).rejects.toBeInstanceOf(PublishRefusedError);
    const outcome = await createContentServices(db(), content, "ed@example.com").publish("services", withPrice("From $6,000"), { revision: 0, version: 0 });
    expect(outcome).toMatchObject({ ok: false, message: expect.stringContaining("failed to render") });

    expect(renderer.rendered).toBe(2);
    expect(renderer.served).toHaveLength(0);
    expect(priceOf(content.documents())).toBe(priceOf(shippedDocuments));
    expect(await versionCount()).toBe(0);
    expect(await audit()).toEqual([]);
  });

  it("serves a publish made on another server after refresh() and within the poll interval", async () => {
    const [a, b] = [fakeRenderer(), fakeRenderer()];
    const liveA = live(a.renderer, 100);
    const liveB = live(b.renderer, 100);
    await liveA.start();
    await liveB.start();
    // An empty database: both serve what the build rendered; nothing re-rendered.
    expect(await liveB.refresh()).toBe(false);

    liveB.stop(); // refresh() alone first
    await liveA.publish([{ ...publishing(withPrice("From $6,000")), documentId: "services" }]);
    expect(priceOf(a.last()!)).toBe("From $6,000");
    expect(await liveB.refresh()).toBe(true);
    expect(priceOf(b.last()!)).toBe("From $6,000");
    expect(priceOf(liveB.documents())).toBe("From $6,000");
    expect(liveB.published().get("services")?.version).toBe(1);
    expect(await liveB.refresh()).toBe(false);

    // Polling: B picks up A's next publish by itself.
    const polling = live(b.renderer, 100);
    await polling.start();
    const started = Date.now();
    await liveA.publish([{ ...publishing(withPrice("From $6,500")), documentId: "services" }]);
    await until(() => priceOf(b.last()!) === "From $6,500");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(priceOf(polling.documents())).toBe("From $6,500");
  });
});
