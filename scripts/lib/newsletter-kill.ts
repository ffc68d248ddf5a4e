/**
 * The newsletter's phase of the durability check (scripts/durability.ts; issue 35: "nothing is sent twice when a
 * server is killed mid-send"), with a real kill -9 where tests/integration/newsletter-sending.test.ts can only set
 * a dead sender's rows by hand. It queues one send to `subscribers` confirmed subscribers, starts the production
 * server with SMTP_URL at a slow SMTP server of its own, kills the server with SIGKILL when a third of the copies
 * have arrived, restarts it on the same data and waits for the send to end. Then every subscriber must have the
 * article, a copy received twice must carry its own Message-ID both times and be the one copy that was in flight
 * at the kill, nothing may be skipped, failed or left queued, and the send's progress must say every copy sent.
 *
 * The bound on duplicates, read from server/mail/newsletter-sending.ts: a send's batch jobs chain (the next is
 * queued by the transaction that completes the one before, so one batch job of a send is pending at a time), a
 * batch sends its copies one after another, and each copy is claimed (`sending`) and committed before it goes.
 * So at the kill at most one copy of the send is in flight, found `sending` in the database afterwards, and a
 * kill may cause at most that one duplicate.
 */
import { randomInt } from "node:crypto";
import { and, eq, sql } from "../../server/db/drizzle.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { jobs, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { canonicalMailbox } from "../../server/mail/mailbox-providers.ts";
import { newsletterMessageId, readSendProgress, startNewsletterSend } from "../../server/mail/newsletter-sending.ts";
import { startSmtpSink, type ReceivedMail } from "./smtp-sink.ts";
import { startServer, type RunningServer } from "./start-server.ts";

export interface NewsletterKillOptions {
  dataDir: string;
  /** The PostgreSQL the servers use, or undefined for PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  runId: string;
  subscribers: number;
  /** The durability check's server settings (MAIL_CLAIM_SECONDS and the like); SMTP_URL is this phase's own. */
  serverEnv: NodeJS.ProcessEnv;
}

export interface NewsletterKillResult {
  /** No violation. */
  ok: boolean;
  /** The figures, for the closing line. */
  copies: number;
  missing: number;
  duplicates: number;
}

/** Lifted far enough that the pace (batches of 50, one every 30 ms) is the SMTP server's, not the rate's. */
const perMinute = 100_000;
/** Each message's answer is held 20–50 ms, so 300 copies take several seconds and a kill lands mid-send. */
const answerDelayMs = () => randomInt(20, 51);

const open = (options: NewsletterKillOptions): Promise<Database> =>
  openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, logger: createLogger("silent") });

export async function newsletterKillCheck(options: NewsletterKillOptions): Promise<NewsletterKillResult> {
  const started = Date.now();
  const violations: string[] = [];
  const prefix = `durability-news-${options.runId}-`;
  const articlePath = `/blog/durability-${options.runId}`;

  // The subscribers and the send, written as an editor's Send does (server/admin/newsletter.ts calls the same
  // function after its checks), while no server holds the database: PGlite has one process at a time.
  const setup = await open(options);
  let sendId: number;
  /** Every recipient of the send, by address: its subscriber id (on a shared PostgreSQL, others' confirmed rows too). */
  const recipients = new Map<string, number>();
  try {
    const { db } = setup;
    const addresses = Array.from({ length: options.subscribers }, (_, i) => `${prefix}${i}@example.com`);
    for (let i = 0; i < addresses.length; i += 500) {
      await db.insert(newsletterSubscribers).values(
        addresses.slice(i, i + 500).map((email) => ({
          email,
          mailbox: canonicalMailbox(email),
          status: "confirmed" as const,
          confirmedAt: new Date(),
          confirmedHow: "link",
        })),
      );
    }
    const send = await startNewsletterSend(
      db,
      { path: articlePath, title: `Durability ${options.runId}`, excerpt: "A durability probe: sent once, whatever the kill.", coverUrl: null, coverAlt: "" },
      "durability@vesper.example",
      perMinute,
    );
    if (send.kind !== "started") throw new Error(`the send of ${articlePath} was already there`);
    sendId = send.send.id;
    const rows = await db
      .select({ email: newsletterSubscribers.email, id: newsletterSubscribers.id })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(eq(newsletterDeliveries.sendId, sendId));
    for (const row of rows) recipients.set(row.email, row.id);
    const ours = addresses.filter((email) => recipients.has(email)).length;
    if (ours !== addresses.length) violations.push(`the send was queued for ${ours} of the ${addresses.length} subscribers`);
  } finally {
    await setup.close();
  }

  // Only this send's copies count: a shared PostgreSQL may hold other jobs, and they mail this server too.
  const isOurs = (mail: ReceivedMail) => mail.header("message-id")?.startsWith(`<newsletter-${sendId}-`) === true;
  const copies = recipients.size;
  const killAt = Math.ceil(copies / 3);
  let victim: RunningServer | undefined;
  let restarted: RunningServer | undefined;
  let smtpOpen = true;
  let kill: { exited: Promise<number | null>; receivedBefore: number } | undefined;
  let ourCount = 0;
  const smtp = await startSmtpSink({
    answerDelayMs,
    // The kill comes as the copy that makes a third is kept and not yet answered: its sender dies not knowing
    // it went, the worst moment there is (SMTP cannot tell it either way), so it must go again, with its Message-ID.
    onAccepted(mail) {
      if (!isOurs(mail)) return;
      ourCount++;
      if (ourCount >= killAt && victim && !kill) kill = { exited: victim.stop("SIGKILL"), receivedBefore: ourCount };
    },
  });
  const env = { ...options.serverEnv, SMTP_URL: smtp.url, NEWSLETTER_PER_MINUTE: String(perMinute) };
  try {
    victim = await startServer({ dataDir: options.dataDir, env });
    const deadline = Date.now() + 120_000;
    while (!kill) {
      if (Date.now() > deadline) throw new Error(`newsletter: ${ourCount} of ${copies} copies arrived in 120 s, no kill`);
      // Started late, after a third had come: killed now (the figures say where).
      if (ourCount >= killAt) kill = { exited: victim.stop("SIGKILL"), receivedBefore: ourCount };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await kill.exited;
    const receivedBefore = smtp.received.filter(isOurs);

    // What the killed server left: the copies it claimed and did not mark sent were in flight.
    const after = await open(options);
    let inFlight: string[];
    let markedSent: string[];
    try {
      const rows = await after.db
        .select({ email: newsletterSubscribers.email, status: newsletterDeliveries.status })
        .from(newsletterDeliveries)
        .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
        .where(eq(newsletterDeliveries.sendId, sendId));
      inFlight = rows.filter((row) => row.status === "sending").map((row) => row.email);
      markedSent = rows.filter((row) => row.status === "sent").map((row) => row.email);
    } finally {
      await after.close();
    }
    if (inFlight.length > 1) violations.push(`${inFlight.length} copies in flight at the kill (at most 1: a send's copies go one at a time)`);
    if (receivedBefore.length === 0 || receivedBefore.length >= copies)
      violations.push(`the kill did not land mid-send (${receivedBefore.length} of ${copies} copies had arrived)`);
    const arrivedBefore = new Set(receivedBefore.map((mail) => mail.envelopeTo.join(",")));
    const sentUnseen = markedSent.filter((email) => !arrivedBefore.has(email));
    if (sentUnseen.length > 0) violations.push(`${sentUnseen.length} copies marked sent before the kill had not arrived (first: ${sentUnseen[0]})`);

    // The same data, a new server: the send goes on (on PGlite at once; on PostgreSQL once the job's claim expires).
    restarted = await startServer({ dataDir: options.dataDir, env });
    const byRecipient = () => {
      const map = new Map<string, ReceivedMail[]>();
      for (const mail of smtp.received.filter(isOurs)) {
        const to = mail.envelopeTo.join(",");
        map.set(to, [...(map.get(to) ?? []), mail]);
      }
      return map;
    };
    const doneBy = Date.now() + 180_000;
    while (byRecipient().size < copies && Date.now() < doneBy) await new Promise((resolve) => setTimeout(resolve, 200));
    // A moment more, so a duplicate on its way is counted too; then a clean stop lets the last batch record itself.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await restarted.stop();
    await smtp.stop();
    smtpOpen = false;

    const received = byRecipient();
    const all = smtp.received.filter(isOurs);
    const missing = [...recipients.keys()].filter((email) => !received.has(email));
    if (missing.length > 0) violations.push(`${missing.length} subscribers never received the article (first: ${missing[0]})`);
    const strangers = [...received.keys()].filter((to) => !recipients.has(to));
    if (strangers.length > 0) violations.push(`${strangers.length} copies went to addresses not in the send (first: ${strangers[0]})`);
    // Per recipient, each kind of fault counted once with its first example: a broken sender breaks hundreds alike.
    const wrongId: string[] = [];
    const differingIds: string[] = [];
    const notInFlight: string[] = [];
    const tooOften: string[] = [];
    let duplicates = 0;
    let sameIdDuplicates = 0;
    for (const [to, mails] of received) {
      const expected = recipients.has(to) ? newsletterMessageId(sendId, recipients.get(to)!) : undefined;
      const ids = new Set(mails.map((mail) => mail.header("message-id")));
      if ([...ids].some((id) => id !== expected)) wrongId.push(`${to}: ${[...ids].join(", ")}, not ${expected}`);
      if (mails.length === 1) continue;
      duplicates += mails.length - 1;
      if (ids.size === 1) sameIdDuplicates += mails.length - 1;
      else differingIds.push(`${to}: ${[...ids].join(", ")}`);
      if (!inFlight.includes(to)) notInFlight.push(`${to} (${mails.length} times)`);
      else if (mails.length > 2) tooOften.push(`${to} (${mails.length} times)`);
    }
    const fault = (list: string[], what: string) => {
      if (list.length > 0) violations.push(`${list.length} ${what} (first: ${list[0]})`);
    };
    fault(differingIds, "subscribers received the article twice with different Message-IDs");
    fault(notInFlight, "subscribers received the article more than once and were not the copy in flight at the kill");
    fault(tooOften, "copies in flight at the kill arrived more than twice (one kill, one resend at most)");
    fault(wrongId, "subscribers received a Message-ID other than their copy's");
    if (duplicates > Math.min(inFlight.length, 1)) violations.push(`${duplicates} copies sent twice: one kill may resend at most the one copy in flight`);

    const check = await open(options);
    try {
      const progress = (await readSendProgress(check.db, 1_000)).find((send) => send.id === sendId);
      if (!progress) violations.push("the send is not in the progress list");
      else {
        const { recipients: queuedFor, queued, sent, failed, bounced, skipped } = progress;
        console.log(`  newsletter progress: ${sent}/${queuedFor} sent, ${queued} queued, ${failed} failed, ${bounced} bounced, ${skipped} skipped`);
        if (sent !== copies || queuedFor !== copies || queued + failed + bounced + skipped > 0)
          violations.push(
            `the send's progress is not every copy sent (${sent}/${queuedFor} sent, ${queued} queued, ${failed} failed, ${bounced} bounced, ${skipped} skipped)`,
          );
      }
      const pending = await check.db.$count(
        jobs,
        and(eq(jobs.kind, "newsletter-batch"), sql`(${jobs.payload}->>'sendId')::int = ${sendId}`, sql`${jobs.status} <> 'done'`),
      );
      if (pending > 0) violations.push(`${pending} of the send's batch jobs are not done`);
      // Leave a shared PostgreSQL as it was (the send's copies and jobs go with it; the audit entry stays).
      await check.db.delete(jobs).where(and(eq(jobs.kind, "newsletter-batch"), sql`(${jobs.payload}->>'sendId')::int = ${sendId}`));
      await check.db.delete(newsletterSends).where(eq(newsletterSends.id, sendId));
      await check.db.delete(newsletterSubscribers).where(sql`${newsletterSubscribers.email} like ${`${prefix}%`}`);
    } finally {
      await check.close();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `  newsletter: ${copies} copies, kill -9 at ${receivedBefore.length} received (${inFlight.length} in flight, ${markedSent.length} marked sent); ` +
        `${all.length} messages received in all, ${duplicates} sent twice (${sameIdDuplicates} with the same Message-ID; at most 1 allowed: the copy in flight), ` +
        `${missing.length} subscribers missed, in ${seconds} s`,
    );
    for (const violation of violations) console.log(`  NEWSLETTER VIOLATION: ${violation}`);
    return { ok: violations.length === 0, copies, missing: missing.length, duplicates };
  } finally {
    // A failure on the way must not leave a server or the SMTP server running.
    for (const server of [victim, restarted])
      if (server && server.process.exitCode === null && server.process.signalCode === null) await server.stop("SIGKILL");
    if (smtpOpen) await smtp.stop();
  }
}
