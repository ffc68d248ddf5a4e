import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createContentServices } from "../../server/content/content-services.ts";
import { ContentConflictError, createLiveContent, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { readDraft, readVersions, saveDraft } from "../../server/content/store.ts";
import { and, eq, sql } from "../../server/db/drizzle.ts";
import { auditEvents, jobs } from "../../server/db/schema.ts";
import { createJobLoop, type JobLoop } from "../../server/jobs/loop.ts";
import { publishHookRunner, verifyHookSignature, type PublishHookPayload } from "../../server/content/publish-hook.ts";
import { cancelScheduled, schedulePublish, scheduledPublishRunner } from "../../server/content/scheduled-publish.ts";
import type { Logger } from "../../server/logger.ts";
import { createMailDelivery } from "../../server/mail/delivery.ts";
import { exportContent, importContent } from "../../scripts/lib/content-files.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const secret = "test-hook-secret-0123456789";
const fast = { firstDelayMs: 1_000, maxDelayMs: 1_000, giveUpAfterMs: 60 * 60_000 };

function withPrice(price: string): ContentDocuments["services"] {
  const data = structuredClone(shippedDocuments.services);
  data.serviceDetails.web.pricing = price;
  return data;
}
const priceOf = (documents: ContentDocuments | undefined) => documents?.services.serviceDetails.web.pricing;

/** A renderer whose "site" is the documents; `renderMs` makes a render slow, to race claims and cancels against it. */
function fakeRenderer(renderMs = 0) {
  const fake = {
    rendered: 0,
    served: [] as ContentDocuments[],
    renderer: {
      async render(documents) {
        fake.rendered++;
        if (renderMs > 0) await new Promise((resolve) => setTimeout(resolve, renderMs));
        return documents;
      },
      serve(site) {
        fake.served.push(site);
      },
      changedPaths: (site: ContentDocuments): string[] =>
        priceOf(site) === priceOf(fake.served.at(-1) ?? shippedDocuments) ? [] : ["/services", "/services/web", "/sitemap.xml"],
    } satisfies SiteRenderer<ContentDocuments>,
  };
  return fake;
}

describe.each(testDatabases(quiet, "vesper-jobs-"))("content jobs in the one queue on $name", (driver) => {
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
  const live = (renderer: SiteRenderer<ContentDocuments>, publishHook = false) => {
    const instance = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000, publishHook });
    lives.push(instance);
    return instance;
  };
  const loop = async (handlers: Parameters<typeof createJobLoop>[0]["kinds"], claimMs = 120_000, workers = 4) => {
    const instance = createJobLoop({ db: opened.database.db, logger: quiet, kinds: handlers, pollMs: 100, claimMs, workers });
    loops.push(instance);
    await instance.start();
    return instance;
  };
  const scheduleLoop = (content: LiveContent, claimMs?: number, workers?: number) =>
    loop({ "scheduled-publish": scheduledPublishRunner({ db: opened.database.db, logger: quiet, live: content }) }, claimMs, workers);
  const jobsOf = (kind: "publish-hook" | "scheduled-publish") => opened.database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const publishAudits = () => opened.database.db.select().from(auditEvents).where(eq(auditEvents.action, "content.publish"));

  it("scheduled publishes are made exactly once with two servers' loops racing for them, audited as scheduled", async () => {
    const [a, b] = [fakeRenderer(50), fakeRenderer(50)];
    const [liveA, liveB] = [live(a.renderer), live(b.renderer)];
    for (const [index, price] of ["From $6,100", "From $6,200", "From $6,300", "From $6,400"].entries()) {
      await schedulePublish(opened.database.db, { documentId: "services", data: withPrice(price) }, inSeconds(1 + index * 0.5), "ed@example.com");
    }
    await Promise.all([scheduleLoop(liveA), scheduleLoop(liveB), scheduleLoop(liveA), scheduleLoop(liveB)]);
    await expect.poll(async () => (await jobsOf("scheduled-publish")).map((job) => job.status), { timeout: 30_000 }).toEqual(["done", "done", "done", "done"]);
    const versions = await readVersions(opened.database.db, "services");
    expect(versions).toHaveLength(4);
    expect(
      versions.every((version) => version.source === "schedule" && version.author === "ed@example.com" && version.summary.startsWith("Scheduled for ")),
    ).toBe(true);
    const audits = await publishAudits();
    expect(audits).toHaveLength(4);
    expect(audits.every((audit) => audit.details?.scheduled === true)).toBe(true);
    expect(new Set(audits.map((audit) => audit.details?.job))).toEqual(new Set([1, 2, 3, 4]));
    // The last one scheduled is the last one published: each went in its turn.
    await liveA.refresh();
    expect(priceOf(liveA.documents())).toBe("From $6,400");
  });

  it("a claim that expires mid-publish lets another server take the job, and still only one publish is stored", async () => {
    const [slow, other] = [fakeRenderer(2_500), fakeRenderer(0)];
    await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $7,000") }, inSeconds(0), "ed@example.com");
    // A's claim lasts 1 s, its render 2.5 s: B claims the job again meanwhile and publishes first; A's publish is refused.
    await scheduleLoop(live(slow.renderer), 1_000, 1);
    await expect.poll(async () => (await jobsOf("scheduled-publish"))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await scheduleLoop(live(other.renderer), 1_000);
    await expect.poll(async () => (await jobsOf("scheduled-publish"))[0]?.status, { timeout: 20_000 }).toBe("done");
    await expect.poll(() => slow.rendered, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await readVersions(opened.database.db, "services")).toHaveLength(1);
    expect(await publishAudits()).toHaveLength(1);
    // The slow server never served what it could not store.
    expect(slow.served).toHaveLength(0);
  });

  it("after a restart that spanned the time, the job due meanwhile is published at start, once; one a dead process held is taken once its claim expires", async () => {
    await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $8,000") }, inSeconds(0.2), "ed@example.com");
    await schedulePublish(
      opened.database.db,
      { documentId: "legal/privacy", data: structuredClone(shippedDocuments["legal/privacy"]) },
      inSeconds(0.2),
      "ed@example.com",
    );
    // The process that claimed the second one died: its claim runs on for two seconds.
    await opened.database.db.update(jobs).set({ attempts: 1, claimedUntil: sql`now() + interval '2 seconds'` }).where(eq(jobs.id, 2));
    // No loop ran at the time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await readVersions(opened.database.db, "services")).toHaveLength(0);
    const restarted = fakeRenderer();
    const content = live(restarted.renderer);
    await content.start();
    const started = Date.now();
    await scheduleLoop(content);
    await expect.poll(async () => (await readVersions(opened.database.db, "services")).length, { timeout: 10_000 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(async () => (await readVersions(opened.database.db, "legal/privacy")).length, { timeout: 10_000 }).toBe(1);
    expect((await jobsOf("scheduled-publish")).map((job) => [job.status, job.attempts])).toEqual([
      ["done", 1],
      ["done", 2],
    ]);
    expect(priceOf(restarted.served.at(-1))).toBe("From $8,000");
  });

  it("a cancelled schedule is never published, even when cancelled while its publish renders", async () => {
    const slow = fakeRenderer(1_500);
    const content = live(slow.renderer);
    const early = await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $1") }, inSeconds(1), "ed@example.com");
    expect(await cancelScheduled(opened.database.db, early, "ed@example.com")).toBe(true);
    const racing = await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $2") }, inSeconds(0), "ed@example.com");
    await scheduleLoop(content);
    await expect.poll(() => slow.rendered, { timeout: 10_000 }).toBe(1);
    expect(await cancelScheduled(opened.database.db, racing, "ada@example.com")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await readVersions(opened.database.db, "services")).toHaveLength(0);
    expect(slow.served).toHaveLength(0);
    expect((await jobsOf("scheduled-publish")).map((job) => job.status)).toEqual(["cancelled", "cancelled"]);
    expect(await cancelScheduled(opened.database.db, racing, "ed@example.com")).toBe(false);
    const audits = await opened.database.db.select().from(auditEvents).where(eq(auditEvents.action, "content.schedule-cancel"));
    expect(audits.map((audit) => audit.actor)).toEqual(["ed@example.com", "ada@example.com"]);
  });

  it("the editor's schedule: validated now, in the company's time zone, refused in the past; listed; cancelled", async () => {
    const content = live(fakeRenderer().renderer);
    // 2030-07-01 12:00 in Berlin (summer time) is 10:00 UTC.
    const editor = createContentServices(opened.database.db, content, "ed@example.com", { now: () => Date.parse("2030-06-30T00:00:00Z") });
    expect(editor.timeZone()).toBe("Europe/Berlin");
    const broken = withPrice("");
    const refused = await editor.schedule("services", broken, "2030-07-01T12:00");
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? [] : refused.problems).not.toHaveLength(0);
    expect(await editor.schedule("services", withPrice("From $9,000"), "2030-06-01T12:00")).toMatchObject({
      ok: false,
      message: expect.stringContaining("has passed"),
    });
    expect(await editor.schedule("services", withPrice("From $9,000"), "2030-07-01T12:00")).toMatchObject({
      ok: true,
      message: expect.stringContaining("1 Jul 2030, 12:00 (Europe/Berlin)"),
    });
    const [entry, ...rest] = await editor.scheduled("services");
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      documentId: "services",
      runAt: "2030-07-01T10:00:00.000Z",
      runAtLocal: "1 Jul 2030, 12:00 (Europe/Berlin)",
      scheduledBy: "ed@example.com",
      status: "pending",
    });
    expect(await editor.scheduled("about")).toHaveLength(0);
    expect(await editor.scheduled()).toHaveLength(1);
    expect(await editor.cancelScheduled(entry!.id)).toMatchObject({ ok: true });
    expect(await editor.scheduled()).toHaveLength(0);
    expect(await opened.database.db.select().from(auditEvents).where(eq(auditEvents.action, "content.schedule"))).toHaveLength(1);
  });

  it("the draft: dropped by the scheduled publish when it holds what was scheduled, kept when its editor moved on", async () => {
    const content = live(fakeRenderer().renderer);
    await content.start();
    await saveDraft(opened.database.db, "services", withPrice("From $5,100"), { revision: 0, version: 0 }, "ed@example.com");
    await saveDraft(opened.database.db, "about", { ...structuredClone(shippedDocuments.about) }, { revision: 0, version: 0 }, "ed@example.com");
    await schedulePublish(opened.database.db, { documentId: "services", data: withPrice("From $5,100") }, inSeconds(0), "ed@example.com");
    const movedOn = structuredClone(shippedDocuments.about);
    await schedulePublish(opened.database.db, { documentId: "about", data: movedOn }, inSeconds(0), "ed@example.com");
    await saveDraft(opened.database.db, "about", { ...movedOn, changedLater: true }, { revision: 1, version: 0 }, "ed@example.com");
    await scheduleLoop(content);
    await expect.poll(async () => (await jobsOf("scheduled-publish")).map((job) => job.status), { timeout: 15_000 }).toEqual(["done", "done"]);
    expect(await readDraft(opened.database.db, "services")).toBeNull();
    expect(await readDraft(opened.database.db, "about")).toMatchObject({ revision: 2 });
    const [version] = await readVersions(opened.database.db, "services");
    expect(version!.summary).toMatch(/^Scheduled for \d+ \w+ \d{4}, \d{2}:\d{2} \(Europe\/Berlin\) by ed@example.com: /);
  });

  it("a publish queues its CDN hook in its own transaction; a publish refused as a conflict queues nothing", async () => {
    const content = live(fakeRenderer().renderer, true);
    await content.publish([{ documentId: "services", data: withPrice("From $6,500"), summary: "price", source: "publish", actor: "ed@example.com" }]);
    const [hook, ...more] = await jobsOf("publish-hook");
    expect(more).toHaveLength(0);
    const payload = hook!.payload as PublishHookPayload;
    expect(payload).toMatchObject({
      event: "publish",
      versions: [{ document: "services", version: 1 }],
      paths: ["/services", "/services/web", "/sitemap.xml"],
    });
    expect(Date.parse(payload.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    await expect(
      content.publish([
        {
          documentId: "services",
          data: withPrice("From $7,500"),
          summary: "price",
          source: "publish",
          actor: "ed@example.com",
          opened: { revision: 0, version: 0 },
        },
      ]),
    ).rejects.toBeInstanceOf(ContentConflictError);
    expect(await jobsOf("publish-hook")).toHaveLength(1);
    // Without PUBLISH_WEBHOOK_URL no hook is queued.
    await live(fakeRenderer().renderer).publish([
      { documentId: "services", data: withPrice("From $8,500"), summary: "price", source: "publish", actor: "ed@example.com" },
    ]);
    expect(await jobsOf("publish-hook")).toHaveLength(1);
  });

  it("an import queues its hook with every page of the site, in the import's transaction", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-import-hook-"));
    try {
      await exportContent(opened.database.db, dir);
      const file = path.join(dir, "services.json");
      fs.writeFileSync(file, JSON.stringify(withPrice("From $9,900"), null, 2));
      const result = await importContent(opened.database.db, dir, "cli:ops", { publishHook: true });
      expect(result.published.map((entry) => entry.id)).toEqual(["services"]);
      const [hook, ...more] = await jobsOf("publish-hook");
      expect(more).toHaveLength(0);
      const payload = hook!.payload as PublishHookPayload;
      expect(payload.versions).toEqual([{ document: "services", version: 1 }]);
      expect(payload.paths).toEqual(expect.arrayContaining(["/", "/services", "/services/web", "/sitemap.xml"]));
      expect(payload.paths.some((entry) => entry.startsWith("/_status"))).toBe(false);
      // Nothing changed: nothing published, no hook.
      await importContent(opened.database.db, dir, "cli:ops", { publishHook: true });
      expect(await jobsOf("publish-hook")).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the hook: receiver down, then answering 500, is retried with backoff; then delivered once, signed; mail loops leave it alone", async () => {
    const received: { body: string; headers: http.IncomingHttpHeaders }[] = [];
    let answer = 500;
    const receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push({ body, headers: req.headers });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const port = (receiver.address() as AddressInfo).port;
    await new Promise<void>((resolve) => receiver.close(() => resolve()));

    const content = live(fakeRenderer().renderer, true);
    await content.publish([{ documentId: "services", data: withPrice("From $6,500"), summary: "price", source: "publish", actor: "ed@example.com" }]);
    // A mail-only loop (npm run mailer) never claims it.
    const mailer = createMailDelivery({
      db: opened.database.db,
      logger: quiet,
      sender: { send: async () => ({}), close() {} },
      settings: { from: { name: "V", address: "v@example.com" }, hiringEmails: ["h@example.com"] },
      pollMs: 50,
    });
    await mailer.start();
    loops.push(mailer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await jobsOf("publish-hook"))[0]!.attempts).toBe(0);

    await loop({
      "publish-hook": publishHookRunner({
        db: opened.database.db,
        logger: quiet,
        url: `http://127.0.0.1:${port}/purge`,
        secret,
        retryPolicy: fast,
        timeoutMs: 2_000,
      }),
    });
    await expect.poll(async () => (await jobsOf("publish-hook"))[0]!.lastError ?? "", { timeout: 10_000 }).toMatch(/ECONNREFUSED/);
    expect((await jobsOf("publish-hook"))[0]!.status).toBe("pending");
    await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await jobsOf("publish-hook"))[0]!.lastError, { timeout: 10_000 }).toBe("HTTP 500 Internal Server Error");
    answer = 204;
    await expect.poll(async () => (await jobsOf("publish-hook"))[0]!.status, { timeout: 10_000 }).toBe("done");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    receiver.close();
    expect(received).toHaveLength(2);
    const [job] = await jobsOf("publish-hook");
    expect(job!.attempts).toBe(3);
    for (const call of received) {
      expect(call.headers["content-type"]).toBe("application/json");
      expect(call.headers["x-vesper-delivery"]).toBe(String(job!.id));
      expect(call.headers["x-vesper-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(
        verifyHookSignature({
          secret,
          body: call.body,
          timestamp: String(call.headers["x-vesper-timestamp"]),
          signature: String(call.headers["x-vesper-signature"]),
        }),
      ).toBe(true);
      expect(
        verifyHookSignature({
          secret: "another-secret-0123456789",
          body: call.body,
          timestamp: String(call.headers["x-vesper-timestamp"]),
          signature: String(call.headers["x-vesper-signature"]),
        }),
      ).toBe(false);
      expect(JSON.parse(call.body)).toMatchObject({
        event: "publish",
        paths: ["/services", "/services/web", "/sitemap.xml"],
        versions: [{ document: "services", version: 1 }],
      });
    }
    // The hook of one publish is one job: done, never sent again.
    expect(
      await opened.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "publish-hook"), eq(jobs.status, "pending"))),
    ).toHaveLength(0);
  });

  it("a redirect to another host is not followed", async () => {
    const calls: string[] = [];
    const receiver = http.createServer((req, res) => {
      calls.push(req.url ?? "");
      if (req.url === "/same") res.writeHead(204).end();
      else if (req.url === "/moved") res.writeHead(307, { location: "/same" }).end();
      else res.writeHead(307, { location: "http://elsewhere.example/steal" }).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const port = (receiver.address() as AddressInfo).port;
    const content = live(fakeRenderer().renderer, true);
    await content.publish([{ documentId: "services", data: withPrice("From $6,500"), summary: "price", source: "publish", actor: "ed@example.com" }]);
    await content.publish([{ documentId: "services", data: withPrice("From $6,600"), summary: "price", source: "publish", actor: "ed@example.com" }]);
    await opened.database.db.update(jobs).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(eq(jobs.id, 2));
    const handler = (path: string) =>
      publishHookRunner({ db: opened.database.db, logger: quiet, url: `http://127.0.0.1:${port}${path}`, secret, retryPolicy: fast });
    const first = await loop({ "publish-hook": handler("/away") });
    await expect.poll(async () => (await jobsOf("publish-hook"))[0]!.lastError ?? "", { timeout: 10_000 }).toMatch(/another host/);
    await first.stop();
    await opened.database.db.update(jobs).set({ nextAttemptAt: sql`now()` }).where(eq(jobs.id, 2));
    await opened.database.db.update(jobs).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(eq(jobs.id, 1));
    await loop({ "publish-hook": handler("/moved") });
    await expect.poll(async () => (await jobsOf("publish-hook"))[1]!.status, { timeout: 10_000 }).toBe("done");
    receiver.close();
    expect(calls.filter((call) => call === "/away").length).toBeGreaterThanOrEqual(1);
    expect(calls).toContain("/same");
  });
});
