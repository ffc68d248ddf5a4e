/**
 * Outbox throughput (a script with printed figures, not a timed test): queues `--applications`
 * applications (two messages each, every applicant a different address so no confirmation is held
 * back by the per-address limit), then lets the delivery loop (server/mail/delivery.ts, Nodemailer
 * over SMTP) send them all to an SMTP server of the script's own on 127.0.0.1 and prints messages/s.
 *
 *   npm run mail:throughput [-- --applications 300 --workers 4]
 * With DATABASE_URL set the outbox is in that PostgreSQL, otherwise in a throwaway PGlite. The SMTP
 * server, the loop and the database share the machine, so the figure is a floor for the outbox and
 * says nothing of a real mail server's own speed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, inArray, sql } from "../server/db/drizzle.ts";
import { openDatabase } from "../server/db/database.ts";
import { jobs } from "../server/db/schema.ts";
import { createLogger } from "../server/logger.ts";
import { createMailDelivery } from "../server/mail/delivery.ts";
import { createSmtpSender } from "../server/mail/smtp-sender.ts";
import { createApplicationStore } from "../server/applications/store.ts";
import { startSmtpSink } from "./lib/smtp-sink.ts";

const { values } = parseArgs({ options: { applications: { type: "string", default: "300" }, workers: { type: "string", default: "4" } } });
const applications = Number(values.applications);
const workers = Number(values.workers);
if (!Number.isInteger(applications) || applications < 1 || !Number.isInteger(workers) || workers < 1) {
  console.error("usage: npm run mail:throughput -- [--applications N] [--workers N]");
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-mail-throughput-"));
const logger = createLogger("error");
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, logger });
// Every confirmation counts here: the site-wide hourly cap would hold most of them back.
const store = createApplicationStore(database.db, { confirmationsPerHour: applications });
const runId = Date.now().toString(36);
console.log(`mail throughput: ${applications} applications (${2 * applications} messages), ${workers} workers`);
console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (throwaway)"}; SMTP: smtp-server on 127.0.0.1`);

// Queue first, with no sender running: the figure below is sending alone.
const ids: number[] = [];
const queueStarted = performance.now();
for (let i = 0; i < applications; i++) {
  const result = await store.submit({
    name: `Throughput ${runId} ${i}`,
    email: `throughput-${runId}-${i}@example.com`,
    discord: "",
    division: "general",
    portfolio: "https://portfolio.example/work",
    message: "An application queued to measure how fast the outbox empties.",
  });
  if (result.kind !== "stored") throw new Error(`application ${i} not stored: ${result.kind}`);
  ids.push(result.receipt.id);
}
const queueSeconds = (performance.now() - queueStarted) / 1000;
console.log(
  `queued: ${applications} applications with their outbox rows in ${queueSeconds.toFixed(2)} s (${(applications / queueSeconds).toFixed(1)} applications/s, one at a time)`,
);

const smtp = await startSmtpSink();
const delivery = createMailDelivery({
  db: database.db,
  logger,
  sender: createSmtpSender(smtp.url, { connections: workers }),
  settings: { from: { name: "Vesper Careers", address: "careers@vesper.example" }, hiringEmails: ["throughput-team@vesper.example"] },
  workers,
});
const sendStarted = performance.now();
await delivery.start();
await smtp.waitFor((received) => received.length >= 2 * applications, 600_000);
const sendSeconds = (performance.now() - sendStarted) / 1000;
// Every row recorded as sent, not just received by the SMTP server.
for (;;) {
  const [row] = await database.db
    .select({ unsent: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(inArray(jobs.submissionId, ids), eq(jobs.status, "pending")));
  if ((row?.unsent ?? 0) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const recordedSeconds = (performance.now() - sendStarted) / 1000;
await delivery.stop();
await smtp.stop();
const distinct = new Set(smtp.received.map((mail) => mail.header("message-id"))).size;
console.log(`sent: ${smtp.received.length} messages (${distinct} distinct Message-IDs) in ${sendSeconds.toFixed(2)} s`);
console.log(
  `outbox throughput: ${(smtp.received.length / sendSeconds).toFixed(1)} messages/s to a local SMTP server (all recorded as sent after ${recordedSeconds.toFixed(2)} s)`,
);

if (process.env.DATABASE_URL) await database.db.execute(sql`delete from contact_submissions where name like ${`Throughput ${runId} %`}`);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
