// Sending an article to the confirmed subscribers (decision 039), on PGlite and PostgreSQL: once per article, once per subscriber across two senders and a sender that died mid-batch, bounces, erasure.
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../scripts/lib/smtp-sink.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { auditEvents, jobs, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../../server/db/schema.ts";
import { createJobLoop, type JobLoop } from "../../server/jobs/loop.ts";
import type { Logger } from "../../server/logger.ts";
import { eraseNewsletterAddress } from "../../server/admin/newsletter.ts";
import type { NewsletterArticle } from "../../server/mail/newsletter-article.ts";
import { newsletterBatchRunner, newsletterPace, readSendProgress, startNewsletterSend } from "../../server/mail/newsletter-sending.ts";
import { createSmtpSender } from "../../server/mail/smtp-sender.ts";
import { canonicalMailbox } from "../../server/mail/mailbox-providers.ts";
import { NewsletterSigner } from "../../server/newsletter/tokens.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const logLines: string[] = [];
const logger = Object.fromEntries(
  (["debug", "info", "warn", "error"] as const).map((level) => [
    level,
    (msg: string, fields: Record<string, unknown> = {}) => void logLines.push(JSON.stringify({ msg, ...fields })),
  ]),
) as unknown as Logger;

const signer = new NewsletterSigner(Buffer.alloc(32, 7));
const article: NewsletterArticle = {
  path: "/blog/first-post",
  title: "The first post",
  excerpt: "What the first post is about.",
  coverUrl: "https://vesper.example/images/blog/first.webp",
  coverAlt: "A neon cover",
};
/** No pause between batches: the rate is lifted, so the tests wait for nothing but the sending. */
const lifted = 100_000;

async function subscribe(
  db: Database["db"],
  count: number,
  status: "confirmed" | "pending" | "unsubscribed" = "confirmed",
  prefix = "reader",
): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);
  if (count > 0)
    await db.insert(newsletterSubscribers).values(
      addresses.map((email) => ({
        email,
        mailbox: canonicalMailbox(email),
        status,
        confirmedAt: status === "confirmed" ? new Date() : null,
        confirmedHow: "link",
      })),
    );
  return addresses;
}

describe.each(testDatabases(logger, "vesper-newsletter-"))("newsletter sending on $name", (driver) => {
  const opened = useTestDatabase(driver, "newsletter_deliveries, newsletter_sends, newsletter_subscribers, jobs, audit_events");
  const loops: JobLoop[] = [];
  const sinks: SmtpSink[] = [];
  const extra: Database[] = [];

  function sender(db: Database["db"], smtp: SmtpSink, options: { releaseClaims?: boolean; claimMs?: number } = {}) {
    const loop = createJobLoop({
      db,
      logger,
      kinds: {
        "newsletter-batch": newsletterBatchRunner({
          db,
          logger,
          sender: createSmtpSender(smtp.url),
          fromAddress: "news@vesper.example",
          signer: async () => signer,
        }),
      },
      pollMs: 50,
      claimMs: options.claimMs,
    });
    loops.push(loop);
    return loop.start({ releaseClaims: options.releaseClaims }).then(() => loop);
  }

  async function sink(options: Parameters<typeof startSmtpSink>[0] = {}) {
    const started = await startSmtpSink(options);
    sinks.push(started);
    return started;
  }

  const copies = (smtp: SmtpSink[]) => smtp.flatMap((one) => one.received.map((mail) => `${mail.envelopeTo.join(",")} ${mail.header("message-id")}`)).sort();

  beforeEach(() => {
    logLines.length = 0;
  });
  afterEach(async () => {
    for (const loop of loops.splice(0)) await loop.stop(1_000);
    for (const one of sinks.splice(0)) await one.stop();
    for (const database of extra.splice(0)) await database.close();
  });

  it("an article is sent at most once, whatever the clicks and servers: one send, one copy per confirmed subscriber, audited", async () => {
    const { db } = opened.database;
    await subscribe(db, 7);
    await subscribe(db, 2, "pending", "waiting");
    await subscribe(db, 1, "unsubscribed", "gone");
    // A second server on the same PostgreSQL starts the same send at the same moment (on PGlite: the one process, twice).
    const second =
      driver.name === "PostgreSQL" ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger }) : opened.database;
    if (second !== opened.database) extra.push(second);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => startNewsletterSend(i % 2 ? second.db : db, article, `editor${i}@vesper.example`, 3)),
    );
    const started = outcomes.filter((outcome) => outcome.kind === "started");
    expect(started).toHaveLength(1);
    // Every start names the one send (its id is whichever the winning insert drew: a refused insert uses up an id too).
    const sendId = started[0]!.send.id;
    expect(outcomes.map((outcome) => outcome.send.id)).toEqual(outcomes.map(() => sendId));
    expect(outcomes.filter((outcome) => outcome.kind === "already-sent")).toHaveLength(5);
    expect(await db.$count(newsletterSends)).toBe(1);
    const rows = await db.select().from(newsletterDeliveries).orderBy(newsletterDeliveries.id);
    // Confirmed subscribers only, three to a batch (NEWSLETTER_PER_MINUTE 3): batches 0, 1 and 2.
    expect(rows.map((row) => row.batch)).toEqual([0, 0, 0, 1, 1, 1, 2]);
    // One batch's job is queued at a time: the next is queued when it is done.
    expect((await db.select().from(jobs)).map((job) => [job.kind, job.payload])).toEqual([["newsletter-batch", { sendId, batch: 0 }]]);
    expect((await db.select().from(auditEvents)).map((entry) => [entry.action, entry.subject, entry.details])).toEqual([
      ["newsletter.send", "newsletter:/blog/first-post", { sendId, recipients: 7 }],
    ]);
  });

  it("the pace: each batch is queued one interval after the one before began, so batch n is due n intervals after the first", async () => {
    const { db } = opened.database;
    // 1,500 a minute: batches of 50, one every 2 seconds (short enough to wait for, long enough to tell from no pause).
    const perMinute = 1_500;
    const { batchSize, batchMs } = newsletterPace(perMinute);
    expect({ batchSize, batchMs }).toEqual({ batchSize: 50, batchMs: 2_000 });
    const batches = 3;
    await subscribe(db, batchSize * batches);
    const started = await startNewsletterSend(db, article, "editor@vesper.example", perMinute);
    expect(started.send.recipients).toBe(batchSize * batches);
    // One copy left to send in each batch (the others as if their readers had left): the pace is the batches', and a
    // batch of one ends well inside its interval even on a busy machine, where 50 copies can take longer than that.
    await db.execute(sql`update ${newsletterDeliveries} set status = 'skipped' where id not in (select min(id) from ${newsletterDeliveries} group by batch)`);
    const smtp = await sink();
    await sender(db, smtp);
    await until(async () => (await db.select().from(jobs).where(eq(jobs.status, "done"))).length === batches, 60_000);
    expect(smtp.received).toHaveLength(batches);

    const chain = (await db.select().from(jobs).orderBy(jobs.id)).map((job) => ({
      payload: job.payload,
      due: job.nextAttemptAt.getTime(),
      done: job.sentAt!.getTime(),
    }));
    expect(chain.map((job) => job.payload)).toEqual([0, 1, 2].map((batch) => ({ sendId: started.send.id, batch })));
    const sent = (await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, "sent")).orderBy(newsletterDeliveries.batch)).map((copy) =>
      copy.sentAt!.getTime(),
    );
    expect(sent).toHaveLength(batches);
    // The database's timestamps (microseconds) read as milliseconds: a millisecond either way is rounding.
    const rounding = 2;
    // What may pass between a batch's finishing transaction reading the clock and the runner reading it to set the
    // next batch's due time: a few statements, longer on a busy machine.
    const finishing = 200;
    for (const [batch, { due }] of chain.entries()) {
      // No batch goes before it is due.
      expect(sent[batch]!, `batch ${batch}`).toBeGreaterThanOrEqual(due - rounding);
      if (batch === 0) continue;
      const before = chain[batch - 1]!;
      // Due batchMs after the batch before began (once due, before its copy went), or as it finished if it took longer.
      expect(due - before.due, `batch ${batch}`).toBeGreaterThanOrEqual(batchMs - finishing);
      expect(due, `batch ${batch}`).toBeLessThanOrEqual(Math.max(sent[batch - 1]! + batchMs, before.done) + rounding);
      // So batch n is due n intervals after the first.
      expect(due - chain[0]!.due, `batch ${batch}`).toBeGreaterThanOrEqual(batch * (batchMs - finishing));
    }
  });

  it("two senders on one database send each subscriber one copy, with the footer link and the one-click headers", async () => {
    const { db } = opened.database;
    const addresses = await subscribe(db, 12);
    await startNewsletterSend(db, article, "editor@vesper.example", lifted);
    const smtp = await sink();
    const second =
      driver.name === "PostgreSQL" ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger }) : opened.database;
    if (second !== opened.database) extra.push(second);
    await sender(db, smtp);
    await sender(second.db, smtp);
    await smtp.waitFor((mails) => mails.length >= 12, 100_000);
    await until(async () => (await readSendProgress(db))[0]?.sent === 12);
    expect(copies([smtp]).map((line) => line.split(" ")[0])).toEqual([...addresses].sort());
    expect(new Set(copies([smtp])).size).toBe(12);
    const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader0@example.com"));
    const mail = smtp.received.find((one) => one.envelopeTo[0] === "reader0@example.com")!;
    const url = signer.unsubscribeUrl({ id: subscriber!.id, mailbox: subscriber!.mailbox });
    expect(mail.header("list-unsubscribe")).toBe(`<${url}>`);
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.header("subject")).toBe("The first post");
    expect(mail.raw).toContain("What the first post is about.");
    expect(await readSendProgress(db)).toMatchObject([{ recipients: 12, queued: 0, sent: 12, failed: 0, bounced: 0, skipped: 0 }]);
  });

  it("a sender that died mid-batch: its batch is taken over, the copies it sent are not sent again, none is skipped", async () => {
    const { db } = opened.database;
    const addresses = await subscribe(db, 6);
    await startNewsletterSend(db, article, "editor@vesper.example", lifted);
    // The dead sender's state, as kill -9 leaves it: the batch claimed (attempt 1), two copies sent and recorded,
    // the third claimed and in flight (the SMTP server never answered it), the rest untouched.
    const rows = await db.select().from(newsletterDeliveries).orderBy(newsletterDeliveries.id);
    await db.update(jobs).set({ attempts: 1, claimedUntil: sql`now() + interval '1 hour'` });
    await db
      .update(newsletterDeliveries)
      .set({ status: "sent", claim: 1, sentAt: new Date() })
      .where(sql`${newsletterDeliveries.id} in (${rows[0]!.id}, ${rows[1]!.id})`);
    await db.update(newsletterDeliveries).set({ status: "sending", claim: 1 }).where(eq(newsletterDeliveries.id, rows[2]!.id));
    const smtp = await sink();
    // PGlite: the next start forgets every claim (one process per data folder); PostgreSQL: the claim expires.
    if (driver.name === "PGlite") await sender(db, smtp, { releaseClaims: true });
    else {
      await db.update(jobs).set({ claimedUntil: sql`now() - interval '1 second'` });
      await sender(db, smtp);
    }
    await smtp.waitFor((mails) => mails.length >= 4, 100_000);
    await until(async () => (await readSendProgress(db))[0]?.queued === 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(copies([smtp]).map((line) => line.split(" ")[0])).toEqual(addresses.slice(2).sort());
    expect(await readSendProgress(db)).toMatchObject([{ sent: 6, queued: 0 }]);
  });

  it("a hard bounce marks the subscriber, and no later send goes to them; a subscriber who left before their turn is skipped", async () => {
    const { db } = opened.database;
    await subscribe(db, 4);
    const smtp = await sink({ refuseRecipient: (address) => (address === "reader1@example.com" ? { code: 550, text: "5.1.1 No such user" } : undefined) });
    await startNewsletterSend(db, article, "editor@vesper.example", lifted);
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "reader3@example.com"));
    await sender(db, smtp);
    await until(async () => (await readSendProgress(db))[0]?.queued === 0);
    expect(await readSendProgress(db)).toMatchObject([{ sent: 2, bounced: 1, skipped: 1, failed: 0 }]);
    const [bounced] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader1@example.com"));
    expect(bounced!.bouncedAt).not.toBeNull();
    // No address in the log: the subscriber's id and the SMTP code only.
    expect(logLines.join("\n")).not.toContain("reader1");

    const next = await startNewsletterSend(db, { ...article, path: "/news/2" }, "editor@vesper.example", lifted);
    expect(next.send.recipients).toBe(2);
    await until(async () => (await readSendProgress(db))[0]?.sent === 2);
    expect(smtp.received.filter((mail) => mail.envelopeTo[0] === "reader1@example.com")).toHaveLength(0);
  });

  it("erasing an address deletes its subscription and its copies, scrubs the database's files, and audits without the address", async () => {
    const { db } = opened.database;
    await subscribe(db, 3);
    await db
      .insert(newsletterSubscribers)
      .values({ email: "Erase.Me+news@GMail.com", mailbox: canonicalMailbox("Erase.Me+news@GMail.com"), status: "confirmed" });
    await startNewsletterSend(db, article, "editor@vesper.example", lifted);
    expect(await db.$count(newsletterDeliveries)).toBe(4);
    // Whatever the spelling of the request: the mailbox it is delivered to.
    expect(await eraseNewsletterAddress(db, "eraseme@gmail.com", "editor@vesper.example")).toEqual({ erased: 1 });
    expect(await db.$count(newsletterSubscribers)).toBe(3);
    expect(await db.$count(newsletterDeliveries)).toBe(3);
    const [entry] = await db.select().from(auditEvents).where(eq(auditEvents.action, "newsletter.erase"));
    expect(entry).toMatchObject({ actor: "editor@vesper.example", details: { erased: 1 } });
    expect(JSON.stringify(await db.select().from(auditEvents))).not.toMatch(/erase\.me|eraseme/i);
    if (driver.name === "PGlite") {
      const dataDir = (opened.database as { dataDir?: string }).dataDir!;
      const files = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.length).toBeGreaterThan(0);
      const holding = files.filter((file) => fs.readFileSync(`${file.parentPath}/${file.name}`).includes("Erase.Me+news@GMail.com"));
      expect(holding.map((file) => file.name)).toEqual([]);
    }
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
