/**
 * Durability check (a script, not a timed test): sends applications to the production server,
 * kills it with SIGKILL right after the acknowledgements, restarts it on the same data, and counts
 * the rows. Every acknowledged (201) submission must survive. Every server sends its mail to an SMTP
 * server of the script's own (smtp-server on 127.0.0.1); after the last kill one more server starts,
 * and every acknowledged application must then have its team notification and its confirmation
 * delivered (decision 009): mail owed by a killed server is sent after the restart. Then the newsletter
 * (scripts/lib/newsletter-kill.ts): a send to `--newsletter` confirmed subscribers, the server killed with
 * SIGKILL a third of the way through and restarted, and nobody may be sent it twice but the one copy in
 * flight at the kill (with the same Message-ID), nor skipped. Prints the figures; exits 1 on any loss.
 *
 *   npm run build && npm run durability [-- --rounds 5 --per-round 20 --newsletter 300]
 * With DATABASE_URL set it runs against that PostgreSQL instead of PGlite.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { like } from "../server/db/drizzle.ts";
import { openDatabase } from "../server/db/database.ts";
import { applications } from "../server/db/schema.ts";
import { createLogger } from "../server/logger.ts";
import { newsletterKillCheck, type NewsletterKillResult } from "./lib/newsletter-kill.ts";
import { startSmtpSink, type ReceivedMail } from "./lib/smtp-sink.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "5" }, "per-round": { type: "string", default: "20" }, newsletter: { type: "string", default: "300" } },
});
const rounds = Number(values.rounds);
const perRound = Number(values["per-round"]);
/** Confirmed subscribers of the newsletter phase; 0 leaves it out. */
const newsletterSubscribers = Number(values.newsletter);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-durability-"));
const runId = Date.now().toString(36);
const acknowledged = new Set<number>();
let lost = 0;
const hiringTeam = "durability-team@vesper.example";
const smtp = await startSmtpSink();
const serverEnv = {
  APPLICATION_RATE_LIMIT: "100000",
  SMTP_URL: smtp.url,
  HIRING_EMAIL: hiringTeam,
  // A killed server's sends in flight are claimed for this long; on PostgreSQL the next server waits it out.
  MAIL_CLAIM_SECONDS: "10",
  // Every confirmation must arrive, however many this database saw in the last hour.
  MAIL_CONFIRMATIONS_PER_HOUR: "100000",
};

function application(round: number, i: number) {
  return {
    name: `Durability ${runId} ${round}-${i}`,
    // One address each: the per-address confirmation limit (one per 24 h) must not hold any back.
    email: `durability-${runId}-${round}-${i}@example.com`,
    discord: "",
    division: "general",
    portfolio: "",
    message: "A durability probe: this row must survive a kill -9.",
  };
}

/** Reads the rows back straight from the database the killed server was writing to. */
async function countOurRows(): Promise<Set<number>> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, logger: createLogger("silent") });
  try {
    const rows = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(like(applications.name, `Durability ${runId} %`));
    return new Set(rows.map((row) => row.id));
  } finally {
    await database.close();
  }
}

console.log(`durability: ${rounds} rounds × ${perRound} concurrent submissions, kill -9 after the last acknowledgement`);
console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`}`);
const started = Date.now();
for (let round = 1; round <= rounds; round++) {
  const server = await startServer({ dataDir, env: serverEnv });
  const answers = await Promise.all(
    Array.from({ length: perRound }, (_, i) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `durability-${runId}-${round}-${i}` },
        body: JSON.stringify(application(round, i)),
      }),
    ),
  );
  let roundAcks = 0;
  for (const res of answers) {
    if (res.status === 201) {
      acknowledged.add(((await res.json()) as { id: number }).id);
      roundAcks++;
    } else {
      console.log(`  round ${round}: unexpected status ${res.status}`);
    }
  }
  await server.stop("SIGKILL");
  // A SIGKILLed server leaves its lock behind; the next start takes over a lock whose process is gone.
  const stored = await countOurRows();
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  lost = missing.length;
  console.log(
    `  round ${round}: ${roundAcks}/${perRound} acknowledged, killed, ${stored.size} rows found, ${missing.length} acknowledged rows missing; ${smtp.received.length} messages delivered so far`,
  );
}

// The mail: which of the acknowledged applications had their two messages delivered, counting what
// arrived before the last restart and what the restarted server sent.
const applicationOf = (mail: ReceivedMail) => Number(mail.header("x-vesper-application-id"));
const isTeam = (mail: ReceivedMail) => mail.envelopeTo.includes(hiringTeam);
function delivered(mails: ReceivedMail[]) {
  const ours = mails.filter((mail) => acknowledged.has(applicationOf(mail)));
  return {
    notified: new Set(ours.filter(isTeam).map(applicationOf)),
    confirmed: new Set(ours.filter((mail) => !isTeam(mail)).map(applicationOf)),
    messages: ours.length,
    distinct: new Set(ours.map((mail) => mail.header("message-id"))).size,
  };
}
const beforeRestart = delivered(smtp.received);
const receivedBeforeRestart = smtp.received.length;
console.log(
  `  mail before the last restart: ${beforeRestart.notified.size} notifications and ${beforeRestart.confirmed.size} confirmations of ${acknowledged.size} acknowledged applications delivered`,
);
const last = await startServer({ dataDir, env: serverEnv });
const mailDeadline = Date.now() + 180_000;
let mail = delivered(smtp.received);
while ((mail.notified.size < acknowledged.size || mail.confirmed.size < acknowledged.size) && Date.now() < mailDeadline) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  mail = delivered(smtp.received);
}
// A moment more, so a duplicate on its way is counted too.
await new Promise((resolve) => setTimeout(resolve, 1_000));
mail = delivered(smtp.received);
await last.stop();
await smtp.stop();
const afterRestart = smtp.received.slice(receivedBeforeRestart).filter((item) => acknowledged.has(applicationOf(item))).length;
const missingNotifications = acknowledged.size - mail.notified.size;
const missingConfirmations = acknowledged.size - mail.confirmed.size;
console.log(
  `  mail after the last restart: ${afterRestart} more message(s) delivered; notifications ${mail.notified.size}/${acknowledged.size}, ` +
    `confirmations ${mail.confirmed.size}/${acknowledged.size}; ${mail.messages} messages received in all, ` +
    `${mail.messages - mail.distinct} of them a resend of a message cut off by a kill (same Message-ID)`,
);

// The newsletter, on the same data: a send cut by a kill -9 a third of the way through.
let newsletter: NewsletterKillResult | undefined;
if (newsletterSubscribers > 0) {
  console.log(`newsletter: a send to ${newsletterSubscribers} confirmed subscribers, kill -9 when a third have arrived, restart`);
  try {
    newsletter = await newsletterKillCheck({ dataDir, databaseUrl: process.env.DATABASE_URL, runId, subscribers: newsletterSubscribers, serverEnv });
  } catch (error) {
    console.log(`  NEWSLETTER VIOLATION: the check did not finish: ${error instanceof Error ? error.stack : String(error)}`);
    newsletter = { ok: false, copies: newsletterSubscribers, missing: newsletterSubscribers, duplicates: 0 };
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const newsletterFigures = newsletter
  ? `, newsletter copies ${newsletter.copies} missing ${newsletter.missing} sent twice ${newsletter.duplicates}${newsletter.ok ? "" : " (VIOLATION)"}`
  : "";
console.log(
  `\nacknowledged ${acknowledged.size}, lost ${lost}, notifications missing ${missingNotifications}, confirmations missing ${missingConfirmations}${newsletterFigures}, in ${seconds} s`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(lost === 0 && missingNotifications === 0 && missingConfirmations === 0 && newsletter?.ok !== false ? 0 : 1);
