/**
 * How long a newsletter send takes (a script with printed figures, not a timed test): for 10,000 confirmed
 * subscribers, on a throwaway PGlite and, with DATABASE_URL (or TEST_DATABASE_URL) set, on that PostgreSQL:
 * - queueing: the one transaction that makes the send, its copies and its first batch's job (server/mail/newsletter-sending.ts);
 * - projected: how long the batches take at NEWSLETTER_PER_MINUTE's default (the pace is the rate, not the machine);
 * - actual: the batch jobs sending every copy with the rate lifted, through the job loop, to an SMTP server of the
 *   script's own on 127.0.0.1 (`--sender smtp`, the default) or to a sender that accepts at once (`--sender null`).
 *
 *   npm run newsletter-timing [-- --subscribers 10000 --sender smtp|null]
 * The SMTP server, the loop and the database share the machine: the actual figure is a floor for the site's
 * bookkeeping and says nothing of a real relay's speed. On PostgreSQL the script's rows are deleted afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, like, sql } from "../server/db/drizzle.ts";
import { defaultNewsletterPerMinute } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/database.ts";
import { jobs, newsletterSends, newsletterSubscribers } from "../server/db/schema.ts";
import { createJobLoop } from "../server/jobs/loop.ts";
import { createLogger } from "../server/logger.ts";
import type { MailSender } from "../server/mail/delivery.ts";
import { newsletterBatchRunner, newsletterPace, readSendProgress, startNewsletterSend } from "../server/mail/newsletter-sending.ts";
import { createSmtpSender } from "../server/mail/smtp-sender.ts";
import { NewsletterSigner } from "../server/newsletter/tokens.ts";
import { startSmtpSink, type SmtpSink } from "./lib/smtp-sink.ts";

const { values } = parseArgs({ options: { subscribers: { type: "string", default: "10000" }, sender: { type: "string", default: "smtp" } } });
const subscribers = Number(values.subscribers);
if (!Number.isInteger(subscribers) || subscribers < 1 || (values.sender !== "smtp" && values.sender !== "null")) {
  console.error("usage: npm run newsletter-timing -- [--subscribers N] [--sender smtp|null]");
  process.exit(2);
}

const logger = createLogger("error");
const runId = Date.now().toString(36);
const signer = new NewsletterSigner(Buffer.alloc(32, 1));
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

async function measure(name: string, database: Database) {
  const { db } = database;
  console.log(`\n${name}`);
  const addresses = Array.from({ length: subscribers }, (_, i) => `timing-${runId}-${i}@example.com`);
  for (let i = 0; i < addresses.length; i += 1000) {
    await db
      .insert(newsletterSubscribers)
      .values(
        addresses.slice(i, i + 1000).map((email) => ({ email, mailbox: email, status: "confirmed" as const, confirmedAt: new Date(), confirmedHow: "link" })),
      );
  }

  // At the default rate: the queueing is measured, the sending projected from the pace the send was queued with.
  const article = { title: "Timing", excerpt: "How long a send takes.", coverUrl: null, coverAlt: "" };
  const queueStarted = performance.now();
  const paced = await startNewsletterSend(db, { ...article, path: `/blog/timing-${runId}-paced` }, "timing@vesper.example", defaultNewsletterPerMinute);
  const queueMs = performance.now() - queueStarted;
  const { batchSize, batchMs } = newsletterPace(defaultNewsletterPerMinute);
  const batches = Math.ceil(paced.send.recipients / batchSize);
  console.log(`  queueing ${paced.send.recipients} copies (one transaction): ${(queueMs / 1000).toFixed(2)} s`);
  console.log(
    `  projected at NEWSLETTER_PER_MINUTE=${defaultNewsletterPerMinute}: ${batches} batches of ${batchSize}, one every ${(batchMs / 1000).toFixed(1)} s → ${minutes((batches - 1) * batchMs)} + the last batch's sending`,
  );
  // That send is not sent here: its first job is cancelled.
  await db
    .update(jobs)
    .set({ status: "cancelled" })
    .where(eq(jobs.messageId, `newsletter:${paced.send.id}:0`));

  // The rate lifted: every batch as soon as the last one is done, through the loop and the sender.
  let sink: SmtpSink | undefined;
  let sender: MailSender;
  if (values.sender === "smtp") {
    sink = await startSmtpSink();
    sender = createSmtpSender(sink.url, { connections: 1 });
  } else sender = { send: async () => ({ accepted: [1] }), close() {} };
  const lifted = await startNewsletterSend(db, { ...article, path: `/blog/timing-${runId}-lifted` }, "timing@vesper.example", 1_000_000);
  const loop = createJobLoop({
    db,
    logger,
    kinds: { "newsletter-batch": newsletterBatchRunner({ db, logger, sender, fromAddress: "news@vesper.example", signer: async () => signer }) },
    pollMs: 20,
  });
  const sendStarted = performance.now();
  await loop.start();
  for (;;) {
    const progress = (await readSendProgress(db, 1_000)).find((send) => send.id === lifted.send.id);
    if (progress && progress.queued === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const sendMs = performance.now() - sendStarted;
  await loop.stop();
  sender.close();
  await sink?.stop();
  console.log(
    `  actual with the rate lifted (${values.sender === "smtp" ? "SMTP server on 127.0.0.1" : "null sender"}): ${lifted.send.recipients} copies in ${(sendMs / 1000).toFixed(1)} s → ${((lifted.send.recipients / sendMs) * 60_000).toFixed(0)} a minute`,
  );

  // Leave a shared PostgreSQL as it was.
  const sends = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(like(newsletterSends.articlePath, `/blog/timing-${runId}-%`));
  await db.delete(jobs).where(
    sql`${jobs.kind} = 'newsletter-batch' and (${jobs.payload}->>'sendId')::int in (${sql.join(
      sends.map((send) => sql`${send.id}`),
      sql`, `,
    )})`,
  );
  await db.delete(newsletterSends).where(like(newsletterSends.articlePath, `/blog/timing-${runId}-%`));
  await db.delete(newsletterSubscribers).where(sql`${newsletterSubscribers.email} like ${`timing-${runId}-%`}`);
}

console.log(`newsletter timing: ${subscribers} confirmed subscribers, sender: ${values.sender}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-newsletter-timing-"));
const pglite = await openDatabase({ dataDir, logger });
await measure("PGlite (throwaway)", pglite);
await pglite.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  const postgres = await openDatabase({ databaseUrl, dataDir: "unused", logger });
  await measure("PostgreSQL (DATABASE_URL)", postgres);
  await postgres.close();
} else console.log("\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)");
