import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createContentServices } from "../../server/content/content-services.ts";
import { createLiveContent, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { readVersions } from "../../server/content/store.ts";
import { eq } from "../../server/db/drizzle.ts";
import { jobs } from "../../server/db/schema.ts";
import { createJobLoop, type JobLoop } from "../../server/jobs/loop.ts";
import { listScheduled, schedulePublish, scheduledPublishRunner, scheduledPublishRetryPolicy } from "../../server/content/scheduled-publish.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

// A publish that cannot be stored fails with a message, and a scheduled one that keeps failing — or
// whose process keeps stopping while it runs — is failed after a bounded number of tries (issue 32).
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

function withPrice(price: string): ContentDocuments["services"] {
  const data = structuredClone(shippedDocuments.services);
  data.serviceDetails.web.pricing = price;
  return data;
}

/** A renderer whose "site" is the documents; `storable: false` makes every publish fail as the store would. */
function fakeRenderer(options: { storable: boolean }) {
  const fake = {
    rendered: 0,
    renderer: {
      buildId: "build-1",
      async render(documents) {
        fake.rendered++;
        return documents;
      },
      serve() {},
      stored: (site) => {
        if (!options.storable && site.services.serviceDetails.web.pricing === "Too large") throw new Error("the database refused the render");
        return { files: [], removed: [], pageKeys: {}, imageKeys: {} };
      },
      fromStored: () => shippedDocuments,
    } satisfies SiteRenderer<ContentDocuments>,
  };
  return fake;
}

describe.each(testDatabases(quiet, "vesper-failing-publish-"))("a publish that cannot be stored on $name", (driver) => {
  const opened = useTestDatabase(
    driver,
    "content_versions, content_drafts, audit_events, site_renders, site_render_files, jobs, admin_account_tokens, admin_sessions, admin_users",
  );
  // The editor who schedules: a schedule (and its run) needs its author to be an editor (scheduled-publish.ts).
  beforeEach(async () => {
    await opened.database.db.execute(sql`insert into admin_users (email, password_hash, roles) values ('ed@example.com', 'not a hash', array['editor'])`);
  });
  const lives: LiveContent[] = [];
  const loops: JobLoop[] = [];
  afterEach(async () => {
    await Promise.all(loops.splice(0).map((loop) => loop.stop(5_000)));
    for (const live of lives.splice(0)) live.stop();
  });
  const live = (renderer: SiteRenderer<ContentDocuments>) => {
    const instance = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    lives.push(instance);
    return instance;
  };
  const scheduleLoop = async (content: LiveContent, retryPolicy = scheduledPublishRetryPolicy) => {
    const loop = createJobLoop({
      db: opened.database.db,
      logger: quiet,
      kinds: { "scheduled-publish": scheduledPublishRunner({ db: opened.database.db, logger: quiet, live: content, retryPolicy }) },
      pollMs: 50,
    });
    loops.push(loop);
    await loop.start();
  };
  const scheduledJobs = () => opened.database.db.select().from(jobs).where(eq(jobs.kind, "scheduled-publish")).orderBy(jobs.id);

  it("the editor is told, nothing is published, and the next publish works", async () => {
    const content = live(fakeRenderer({ storable: false }).renderer);
    const services = createContentServices(opened.database.db, content, "ed@example.com");
    const refused = await services.publish("services", withPrice("Too large"), { revision: 0, version: 0 });
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/could not be stored.*nothing was published/) });
    expect(await readVersions(opened.database.db, "services")).toHaveLength(0);
    expect(await services.publish("services", withPrice("From $6,500"), { revision: 0, version: 0 })).toMatchObject({ ok: true });
  });

  it("a scheduled one that always fails is tried again with backoff, then failed after its tries and listed as failed; the loop goes on", async () => {
    const fake = fakeRenderer({ storable: false });
    await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("Too large") }, new Date(), "ed@example.com");
    await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $7,000") }, new Date(Date.now() + 1_000), "ed@example.com");
    await scheduleLoop(live(fake.renderer), { firstDelayMs: 200, maxDelayMs: 400, giveUpAfterMs: 60 * 60_000, maxAttempts: 3 });
    await expect
      .poll(async () => (await scheduledJobs()).map((job) => [job.status, job.attempts]), { timeout: 20_000 })
      .toEqual([
        ["failed", 3],
        ["done", 1],
      ]);
    const [failing] = await scheduledJobs();
    // Tried again only after the backoff: the second try at least 200 ms after the first, the third 400 ms after that.
    expect(failing!.nextAttemptAt.getTime() - failing!.queuedAt.getTime()).toBeGreaterThanOrEqual(600);
    const listed = await listScheduled(opened.database.db, "services");
    expect(listed).toEqual([expect.objectContaining({ status: "failed", error: expect.stringMatching(/could not be stored/) })]);
    expect((await readVersions(opened.database.db, "services")).map((version) => version.version)).toEqual([1]);
  });

  it("one whose process stopped during each of its tries is failed, not tried into a crash again at the next start", async () => {
    const fake = fakeRenderer({ storable: true });
    await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $7,500") }, new Date(), "ed@example.com");
    // Every try so far was claimed, then the process stopped before it recorded an outcome (its claims freed at start).
    await opened.database.db.update(jobs).set({ attempts: scheduledPublishRetryPolicy.maxAttempts });
    await scheduleLoop(live(fake.renderer));
    await expect.poll(async () => (await scheduledJobs())[0]?.status, { timeout: 10_000 }).toBe("failed");
    expect(fake.rendered).toBe(0);
    expect((await scheduledJobs())[0]?.lastError).toMatch(/tried 6 times without success \(the server stopped during each try\)/);
    expect(await readVersions(opened.database.db, "services")).toHaveLength(0);
  });
});
