import type { AddressInfo } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../scripts/lib/smtp-sink.ts";
import { applicantConfirmationMail } from "../../app/content/application-mail.ts";
import { createApp } from "../../server/app.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { applications, jobs } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { createMailDelivery, type MailDelivery } from "../../server/mail/delivery.ts";
import { deliveryStateOf, outboxHealth, retryFailed } from "../../server/mail/delivery-state.ts";
import { skippedByLimit, skippedBySiteLimit } from "../../server/mail/outbox.ts";
import type { RetryPolicy } from "../../server/jobs/retry-policy.ts";
import { createSmtpSender } from "../../server/mail/smtp-sender.ts";
import { createApplicationStore, type ApplicationStore } from "../../server/applications/store.ts";
import { testDatabases } from "./test-databases.ts";

/** Every log line, so tests can check that no applicant data reaches the log. */
const logLines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = Object.fromEntries(
  (["debug", "info", "warn", "error"] as const).map((level) => [
    level,
    (msg: string, fields: Record<string, unknown> = {}) => void logLines.push({ level, msg, fields }),
  ]),
) as unknown as Logger;

const settings = {
  from: { name: "Vesper Careers", address: "careers@vesper.example" },
  hiringEmails: ["hiring@vesper.example", "founder@vesper.example"],
};
/** The real policy's shape at test speed: retries after 100 ms, 200 ms… (the 48 hours are kept). */
const fastRetries: RetryPolicy = { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 48 * 60 * 60_000 };

const applicant = {
  name: "Grace Hopper",
  email: "grace@example.com",
  discord: "grace.h",
  division: "vesperguard",
  portfolio: "https://grace.example.com/work?a=1&b=2",
  message: "I find bugs,\nliterally and figuratively.",
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await wait(50);
  }
}

const parse = (mail: ReceivedMail): Promise<ParsedMail> => simpleParser(mail.raw);
/** The header block of a raw message (up to the first empty line): where an injected header would land. */
const headerBlock = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address));

const drivers = testDatabases(logger, "vesper-mail-");

describe.each(drivers)("mail outbox on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  let store: ApplicationStore;
  let url: string;
  let close: () => Promise<void>;
  const running: { delivery: MailDelivery }[] = [];
  const sinks: SmtpSink[] = [];

  async function sink(options: Parameters<typeof startSmtpSink>[0] = {}) {
    const started = await startSmtpSink(options);
    sinks.push(started);
    return started;
  }

  async function deliver(smtpUrl: string, options: { db?: Database["db"]; workers?: number; releaseClaims?: boolean; claimMs?: number } = {}) {
    const delivery = createMailDelivery({
      db: options.db ?? database.db,
      logger,
      sender: createSmtpSender(smtpUrl),
      settings,
      retryPolicy: fastRetries,
      pollMs: 50,
      workers: options.workers,
      claimMs: options.claimMs,
    });
    await delivery.start({ releaseClaims: options.releaseClaims });
    running.push({ delivery });
    return delivery;
  }

  function apply(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return fetch(`${url}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  }

  async function applyOk(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<number> {
    const res = await apply(body, headers);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  const outbox = () => database.db.select().from(jobs).orderBy(jobs.id);

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    store = createApplicationStore(database.db);
    const app = createApp({ config: { applicationRateLimit: 10_000, trustProxy: false, buildDir: "unused" }, logger, database, store });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await database.close();
    cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(sql`truncate table jobs, application_idempotency_keys, contact_submissions restart identity cascade`);
    logLines.length = 0;
  });
  afterEach(async () => {
    for (const { delivery } of running.splice(0)) await delivery.stop(1_000);
    for (const started of sinks.splice(0)) await started.stop();
  });

  it("an application owes exactly two messages: the team's, with every field, and the applicant's, escaped", async () => {
    const smtp = await sink();
    await deliver(smtp.url);
    const id = await applyOk(applicant);
    const received = await smtp.waitFor((mails) => mails.length >= 2);
    await wait(500);
    expect(received).toHaveLength(2);

    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ["team-notification", "sent", 1],
      ["applicant-confirmation", "sent", 1],
    ]);
    const team = received.find((mail) => mail.header("x-vesper-application-id") === String(id) && mail.envelopeTo.includes("hiring@vesper.example"));
    const confirmation = received.find((mail) => mail.envelopeTo.includes("grace@example.com"));
    if (!team || !confirmation) throw new Error("a message is missing");

    expect(team.envelopeFrom).toBe("careers@vesper.example");
    expect(team.envelopeTo).toEqual(["hiring@vesper.example", "founder@vesper.example"]);
    const teamMail = await parse(team);
    expect(teamMail.messageId).toBe(rows[0]?.messageId);
    expect(addresses(teamMail.to)).toEqual(["hiring@vesper.example", "founder@vesper.example"]);
    expect(addresses(teamMail.replyTo)).toEqual(["grace@example.com"]);
    expect(teamMail.replyTo?.value[0]?.name).toBe("Grace Hopper");
    expect(teamMail.subject).toBe(`Application #${id}: Grace Hopper (VesperGuard)`);
    for (const value of [
      "Grace Hopper",
      "grace@example.com",
      "grace.h",
      "VesperGuard",
      applicant.portfolio,
      "I find bugs,\nliterally and figuratively.",
      `#${id}`,
    ]) {
      expect(teamMail.text).toContain(value);
    }
    // The link's visible text is its host and path; the href is the whole parsed address.
    expect(teamMail.html).toContain(`<a href="https://grace.example.com/work?a=1&amp;b=2">grace.example.com/work</a>`);
    expect(teamMail.html).toContain("I find bugs,<br>\nliterally and figuratively.");

    expect(confirmation.envelopeTo).toEqual(["grace@example.com"]);
    const confirmationMail = await parse(confirmation);
    expect(confirmationMail.messageId).toBe(rows[1]?.messageId);
    expect(addresses(confirmationMail.to)).toEqual(["grace@example.com"]);
    expect(confirmationMail.replyTo).toBeUndefined();
    expect(confirmationMail.subject).toBe(applicantConfirmationMail.subject);
    // What arrived, in the site's words: reference, time, division; nothing the applicant typed.
    expect(confirmationMail.text).toContain(`Reference: #${id}`);
    expect(confirmationMail.text).toMatch(/Received: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(confirmationMail.text).toContain("Division: VesperGuard");
    for (const typed of ["Grace", "Hopper", "grace.h", "literally", "grace.example.com"]) {
      expect(confirmationMail.text).not.toContain(typed);
      expect(confirmationMail.html).not.toContain(typed);
    }
    expect(headerBlock(confirmation)).toMatch(/^To: grace@example\.com\r?$/m);
    expect(confirmationMail.text).toContain("We usually reply within 24 hours");
    expect(confirmationMail.text).toContain("https://vesper.example/privacy");
    expect(confirmationMail.html).toContain(`<a href="https://vesper.example/privacy">`);
    // Nothing the applicant typed becomes a link in a message that may reach someone else's inbox.
    expect(confirmationMail.html).not.toContain(`href="https://grace.example.com`);

    const state = await deliveryStateOf(database.db, id);
    expect(state.notification).toMatchObject({ status: "sent", attempts: 1, lastError: null, nextAttemptAt: null });
    expect(state.notification?.sentAt).toBeInstanceOf(Date);
    expect(state.confirmation).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("HTML and header tricks in the fields arrive as inert text", async () => {
    const smtp = await sink();
    await deliver(smtp.url);
    const nasty = {
      name: 'Mallory <img src=x onerror=alert(1)>, Bcc: victim@evil.example "x" {privacyUrl}',
      email: "mallory+apply@example.com",
      discord: "</td><script>alert(1)</script>",
      division: "general",
      portfolio: 'https://evil.example/"><script>alert(2)</script>',
      message: '<a href="https://phish.example">click</a>\n</p><iframe src=//evil.example></iframe>\nBcc: victim@evil.example',
    };
    // A line break in a name never gets this far: the schema refuses it.
    expect((await apply({ ...nasty, name: "Eve\r\nBcc: victim@evil.example" })).status).toBe(400);
    const id = await applyOk(nasty);
    const received = await smtp.waitFor((mails) => mails.length >= 2);
    await wait(300);
    expect(received).toHaveLength(2);
    for (const mail of received) {
      expect(mail.envelopeTo).not.toContain("victim@evil.example");
      expect(headerBlock(mail)).not.toMatch(/^bcc:/im);
      const parsed = await parse(mail);
      expect(parsed.bcc).toBeUndefined();
      expect(parsed.cc).toBeUndefined();
      expect(parsed.html).not.toMatch(/<(script|img|iframe)\b/i);
      expect(parsed.html).not.toContain('phish.example">');
    }
    const team = received.find((mail) => mail.envelopeTo.includes("hiring@vesper.example"));
    const teamMail = await parse(team!);
    expect(teamMail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(teamMail.html).toContain("&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // A value that looks like a placeholder stays as typed.
    expect(teamMail.text).toContain("{privacyUrl}");
    expect(addresses(teamMail.replyTo)).toEqual(["mallory+apply@example.com"]);
    expect(teamMail.replyTo?.value[0]?.name).toBe(nasty.name);
    expect(teamMail.subject).toBe(`Application #${id}: ${nasty.name} (General Application - Let Us Decide)`);
    expect(teamMail.html).toContain(`<a href="https://evil.example/%22%3E%3Cscript%3Ealert(2)%3C/script%3E">`);
    const confirmation = received.find((mail) => mail.envelopeTo.includes("mallory+apply@example.com"));
    const confirmationMail = await parse(confirmation!);
    expect(addresses(confirmationMail.to)).toEqual(["mallory+apply@example.com"]);
    // The confirmation repeats none of it.
    const shown = [confirmationMail.text, confirmationMail.html, headerBlock(confirmation!)].join("\n");
    for (const typed of ["Mallory", "victim", "alert", "evil.example", "phish", "{privacyUrl}"]) expect(shown, typed).not.toContain(typed);
  });

  it("a stored row with line breaks and commas (past the schema) adds no header and no recipient", async () => {
    const smtp = await sink();
    const [row] = await database.db
      .insert(applications)
      .values({
        name: "Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes",
        email: "eve@example.com, victim@evil.example",
        division: "nexus",
        portfolio: "javascript:alert(1)",
        message: "Stored by hand.\r\n.\r\nMAIL FROM:<x@evil.example>",
      })
      .returning();
    await database.db.insert(jobs).values([
      { submissionId: row!.id, kind: "team-notification", messageId: "<hand-1@vesper.example>" },
      { submissionId: row!.id, kind: "applicant-confirmation", messageId: "<hand-2@vesper.example>" },
    ]);
    await deliver(smtp.url);
    const rows = await until(outbox, (current) => current.every((message) => message.status !== "pending"));
    expect(rows.map((message) => message.status)).toEqual(["sent", "failed"]);
    expect(rows[1]?.lastError).toBe("not sent: the applicant's address is not one plain mailbox");
    expect(smtp.received).toHaveLength(1);
    const [team] = smtp.received;
    expect(team?.envelopeTo).toEqual(settings.hiringEmails);
    expect(headerBlock(team!)).not.toMatch(/^(bcc|x-injected|reply-to):/im);
    const parsed = await parse(team!);
    expect(parsed.subject).toBe(`Application #${row!.id}: Eve Bcc: victim@evil.example X-Injected: yes (Nexus)`);
    expect(parsed.html).not.toContain(`href="javascript:`);
    expect(parsed.text).toContain("MAIL FROM:<x@evil.example>");
  });

  it("SMTP down when the application arrives: the messages wait, and go once it is back", async () => {
    const down = await sink();
    const port = down.port;
    await down.stop();
    sinks.splice(sinks.indexOf(down), 1);
    await deliver(`smtp://127.0.0.1:${port}`);
    const id = await applyOk(applicant);
    const failing = await until(outbox, (rows) => rows.every((row) => row.attempts >= 1 && row.lastError !== null));
    expect(failing.every((row) => row.status === "pending")).toBe(true);
    expect(failing[0]?.lastError).toMatch(/ECONNREFUSED/);
    const health = await (await fetch(`${url}/healthz`)).json();
    expect(health).toMatchObject({ status: "ok", outbox: { pending: 2, failed: 0 } });

    const back = await sink({ port });
    await back.waitFor((mails) => mails.length >= 2);
    const state = await until(
      () => deliveryStateOf(database.db, id),
      (current) => current.confirmation?.status === "sent" && current.notification?.status === "sent",
    );
    expect(state.notification?.attempts).toBeGreaterThan(1);
    await wait(300);
    expect(back.received).toHaveLength(2);
    expect(logLines.some((line) => line.level === "warn" && line.msg === "mail not sent yet: will retry")).toBe(true);
  });

  it("a 4xx answer is tried again, and then delivered", async () => {
    const refusedOnce = new Set<string>();
    const smtp = await sink({
      refuse: (mail) => {
        const id = mail.header("message-id") ?? "";
        if (refusedOnce.has(id)) return undefined;
        refusedOnce.add(id);
        return { code: 451, text: "4.3.0 Mailbox busy, try again later" };
      },
    });
    await deliver(smtp.url);
    await applyOk(applicant);
    await smtp.waitFor((mails) => mails.length >= 2);
    const rows = await until(outbox, (current) => current.every((row) => row.status === "sent"));
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    expect(smtp.refused).toHaveLength(2);
    expect(new Set(smtp.received.map((mail) => mail.header("message-id")))).toEqual(new Set(smtp.refused.map((mail) => mail.header("message-id"))));
  });

  it("a 5xx refusal is final at once, with the server's answer; --retry-failed sends it again", async () => {
    let refuse = true;
    const smtp = await sink({
      refuse: (mail) => (refuse && mail.envelopeTo.includes("grace@example.com") ? { code: 550, text: "5.1.1 No such mailbox" } : undefined),
    });
    await deliver(smtp.url);
    const id = await applyOk(applicant);
    const rows = await until(outbox, (current) => current.every((row) => row.status !== "pending"));
    expect(rows.map((row) => row.status)).toEqual(["sent", "failed"]);
    expect(rows[1]).toMatchObject({ attempts: 1, lastError: "550 5.1.1 No such mailbox" });
    expect(await outboxHealth(database.db)).toEqual({ pending: 0, failed: 1, oldestPendingSeconds: null });
    expect(logLines.find((line) => line.msg === "mail failed: given up")?.fields).toMatchObject({ kind: "applicant-confirmation", responseCode: 550 });

    refuse = false;
    expect(await retryFailed(database.db)).toBe(1);
    const state = await until(
      () => deliveryStateOf(database.db, id),
      (current) => current.confirmation?.status === "sent",
    );
    expect(state.confirmation?.attempts).toBe(2);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes("grace@example.com"))).toHaveLength(1);
  });

  it("after 48 hours of trying, a message is given up with the last SMTP answer", async () => {
    const smtp = await sink({ refuse: () => ({ code: 421, text: "4.7.0 Try again later" }) });
    const id = await applyOk(applicant);
    // Queued two days ago: the next failure is the last.
    await database.db.update(jobs).set({ queuedAt: sql`now() - interval '48 hours 1 minute'` });
    await deliver(smtp.url);
    const rows = await until(outbox, (current) => current.every((row) => row.status === "failed"));
    expect(rows.map((row) => row.lastError)).toEqual(["421 4.7.0 Try again later", "421 4.7.0 Try again later"]);
    const state = await deliveryStateOf(database.db, id);
    expect(state.notification).toMatchObject({ status: "failed", attempts: 1, lastError: "421 4.7.0 Try again later", sentAt: null, nextAttemptAt: null });
    // The log says which message and why in codes, never whose.
    const failures = logLines.filter((line) => line.msg === "mail failed: given up");
    expect(failures).toHaveLength(2);
    expect(JSON.stringify(logLines)).not.toMatch(/Grace|grace@example\.com|grace\.h/);
  });

  it("at most one confirmation per address in 24 hours; the team hears of every application", async () => {
    const smtp = await sink();
    await deliver(smtp.url);
    // Case and a +tag do not make a new address.
    const first = await applyOk({ ...applicant, email: "Same@Example.com" });
    const second = await applyOk({ ...applicant, email: "same+jobs@example.com", message: "A second application, to another division." });
    const third = await applyOk({ ...applicant, email: "same@example.com", division: "nexus" });
    const other = await applyOk({ ...applicant, email: "someone.else@example.com" });
    await smtp.waitFor((mails) => mails.length >= 6);
    await wait(300);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes("hiring@vesper.example"))).toHaveLength(4);
    const confirmations = smtp.received.filter((mail) => !mail.envelopeTo.includes("hiring@vesper.example"));
    // (SMTP software may lower-case the domain of an envelope address.)
    expect(confirmations.map((mail) => mail.envelopeTo.map((address) => address.toLowerCase())).sort()).toEqual([
      ["same@example.com"],
      ["someone.else@example.com"],
    ]);
    expect((await deliveryStateOf(database.db, first)).confirmation?.status).toBe("sent");
    for (const id of [second, third]) {
      expect((await deliveryStateOf(database.db, id)).confirmation).toMatchObject({ status: "skipped", lastError: skippedByLimit });
      expect((await deliveryStateOf(database.db, id)).notification?.status).toBe("sent");
    }
    expect((await deliveryStateOf(database.db, other)).confirmation?.status).toBe("sent");

    // A day later the address may hear from us again.
    await database.db.update(jobs).set({ createdAt: sql`now() - interval '24 hours 1 minute'` });
    const later = await applyOk({ ...applicant, email: "same@example.com" });
    await until(
      () => deliveryStateOf(database.db, later),
      (state) => state.confirmation?.status === "sent",
    );
  });

  it("the per-address limit holds for submissions that arrive together", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        apply({ ...applicant, email: i % 2 ? "race@example.com" : "RACE+x@example.com", message: `Concurrent application number ${i}.` }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(201));
    const rows = await outbox();
    expect(rows.filter((row) => row.kind === "team-notification")).toHaveLength(12);
    const confirmations = rows.filter((row) => row.kind === "applicant-confirmation");
    expect(confirmations).toHaveLength(12);
    expect(confirmations.filter((row) => row.status === "pending")).toHaveLength(1);
    expect(confirmations.filter((row) => row.status === "skipped")).toHaveLength(11);
  });

  /** A second connection pool stands for a second server instance (on PGlite, one process shares one). */
  async function secondInstance(): Promise<{ db: Database["db"]; close: () => Promise<void> }> {
    if (driver.name !== "PostgreSQL") return { db: database.db, close: async () => {} };
    const second = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger });
    return { db: second.db, close: () => second.close() };
  }

  /**
   * PostgreSQL only: holds every write to the outbox back until `release()`, so submissions sent
   * together all reach their limit decision before any of them commits — the moment a check-then-act
   * race would let them all through. `ready()` waits until `waiting` transactions are blocked: an
   * instance stores the submissions that arrive together in one transaction (store.ts), so with two
   * instances, two — one holding the confirmation lock, the other waiting for it — while the rest queue.
   */
  async function holdOutboxWrites(waiting: number) {
    if (driver.name !== "PostgreSQL") return { ready: async () => {}, release: async () => {} };
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query("begin");
    await client.query("lock table jobs in exclusive mode");
    const blocked = async () => (await client.query<{ n: number }>("select count(*)::int as n from pg_locks where not granted")).rows[0]?.n ?? 0;
    let released = false;
    return {
      ready: async () => void (await until(blocked, (n) => n >= waiting)),
      release: async () => {
        if (released) return;
        released = true;
        await client.query("commit");
        await client.end();
      },
    };
  }

  it("one confirmation per destination mailbox, whatever the provider-specific spelling, even sent together from two instances", async () => {
    const gmail = [
      "victim@gmail.com",
      "v.ictim@gmail.com",
      "vi.ctim@googlemail.com",
      "victim+1@gmail.com",
      "VICTIM@gmail.com",
      "v.i.c.t.i.m@gmail.com",
      "victim@googlemail.com",
      "vic.tim+x@googlemail.com",
      "Victim+y@Gmail.com",
      "victi.m@gmail.com",
      "v.ictim+z@googlemail.com",
      "vict.im@gmail.com",
    ];
    const yahoo = ["victim@yahoo.com", "victim-a@yahoo.com", "victim-b@yahoo.com", "victim+c@yahoo.com"];
    const second = await secondInstance();
    const gate = await holdOutboxWrites(2);
    try {
      const otherStore = createApplicationStore(second.db);
      const submitted = Promise.all(
        [...gmail, ...yahoo].map(async (email, i) => {
          if (i % 2) return applyOk({ ...applicant, email });
          const result = await otherStore.submit({ ...applicant, email });
          if (result.kind !== "stored") throw new Error(result.kind);
          return result.receipt.id;
        }),
      );
      await gate.ready();
      await gate.release();
      const ids = await submitted;
      const rows = await outbox();
      expect(
        rows
          .filter((row) => row.kind === "team-notification")
          .map((row) => row.submissionId)
          .sort(),
      ).toEqual([...ids].sort());
      expect(rows.filter((row) => row.kind === "team-notification").every((row) => row.status === "pending")).toBe(true);
      for (const mailbox of [ids.slice(0, gmail.length), ids.slice(gmail.length)]) {
        const confirmations = rows.filter((row) => row.kind === "applicant-confirmation" && mailbox.includes(row.submissionId!));
        expect(confirmations).toHaveLength(mailbox.length);
        expect(confirmations.filter((row) => row.status === "pending")).toHaveLength(1);
        expect(confirmations.filter((row) => row.status === "skipped").map((row) => row.lastError)).toEqual(Array(mailbox.length - 1).fill(skippedByLimit));
      }
    } finally {
      await gate.release();
      await second.close();
    }
  });

  it("the site-wide hourly number of confirmations holds for submissions that arrive together on two instances; the team hears of all", async () => {
    const second = await secondInstance();
    const gate = await holdOutboxWrites(2);
    try {
      const limits = { confirmationsPerHour: 5 };
      const stores = [createApplicationStore(database.db, limits), createApplicationStore(second.db, limits)];
      const count = 24;
      const submitted = Promise.all(
        Array.from({ length: count }, (_, i) =>
          stores[i % 2]!.submit({ ...applicant, email: `stranger${i}@example.com`, message: `Parallel application number ${i}.` }),
        ),
      );
      await gate.ready();
      await gate.release();
      const results = await submitted;
      expect(results.every((result) => result.kind === "stored")).toBe(true);
      const rows = await outbox();
      expect(rows.filter((row) => row.kind === "team-notification" && row.status === "pending")).toHaveLength(count);
      const confirmations = rows.filter((row) => row.kind === "applicant-confirmation");
      expect(confirmations).toHaveLength(count);
      expect(confirmations.filter((row) => row.status === "pending")).toHaveLength(5);
      expect(confirmations.filter((row) => row.status === "skipped").map((row) => row.lastError)).toEqual(Array(count - 5).fill(skippedBySiteLimit));

      // An hour later the site may confirm again; skipped confirmations never counted.
      await database.db.update(jobs).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(jobs.status, "pending"));
      const later = await stores[0]!.submit({ ...applicant, email: "later@example.com" });
      if (later.kind !== "stored") throw new Error(later.kind);
      expect((await deliveryStateOf(database.db, later.receipt.id)).confirmation?.status).toBe("pending");
    } finally {
      await gate.release();
      await second.close();
    }
  });

  it("applications stored in one transaction are decided in their order: one confirmation per mailbox, and the hourly number, within the group too", async () => {
    const limits = { confirmationsPerHour: 5 };
    const together = createApplicationStore(database.db, limits);
    const first = await together.submit({ ...applicant, email: "first@example.com" }); // alone; uses 1 of 5
    if (first.kind !== "stored") throw new Error(first.kind);
    const emails = [
      "victim@gmail.com",
      "v.ictim@gmail.com",
      "stranger0@example.com",
      "victim+1@gmail.com",
      ...[1, 2, 3, 4, 5].map((i) => `stranger${i}@example.com`),
    ];
    const results = await Promise.all(emails.map((email) => together.submit({ ...applicant, email })));
    const ids = results.map((result) => (result.kind === "stored" ? result.receipt.id : Number.NaN));
    // The test proves the decision inside one group only if they were one transaction.
    const transactions = await database.db.select({ tx: sql<string>`xmin::text` }).from(applications).where(inArray(applications.id, ids));
    expect(transactions).toHaveLength(ids.length);
    expect(new Set(transactions.map((row) => row.tx)).size).toBe(1);
    const confirmations = new Map(
      (await outbox())
        .filter((row) => row.kind === "applicant-confirmation")
        .map((row) => [row.submissionId, row.status === "skipped" ? row.lastError : row.status]),
    );
    expect(ids.map((id) => confirmations.get(id))).toEqual([
      "pending", // victim@gmail.com
      skippedByLimit, // the same mailbox
      "pending", // stranger0: 3 of 5
      skippedByLimit, // the same mailbox again
      "pending", // stranger1: 4 of 5
      "pending", // stranger2: 5 of 5
      skippedBySiteLimit,
      skippedBySiteLimit,
      skippedBySiteLimit,
    ]);
  });

  it("an application the database refuses in a group fails alone; the others are stored with their mail", async () => {
    const together = createApplicationStore(database.db);
    await together.submit({ ...applicant, email: "warm@example.com" });
    const messages = Array.from({ length: 8 }, (_, i) => (i === 3 ? "A NUL byte \u0000 PostgreSQL's text refuses." : `Application ${i} of a group.`));
    const results = await Promise.allSettled(messages.map((message, i) => together.submit({ ...applicant, email: `group${i}@example.com`, message })));
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    const stored = await database.db.select({ id: applications.id, message: applications.message }).from(applications);
    expect(stored.map((row) => row.message).sort()).toEqual([applicant.message, ...messages.filter((_, i) => i !== 3)].sort());
    const rows = await outbox();
    expect(rows).toHaveLength(2 * stored.length);
    expect(new Set(rows.map((row) => row.submissionId))).toEqual(new Set(stored.map((row) => row.id)));
  });

  it("a bot's submission (honeypot) and a replayed request send nothing", async () => {
    const smtp = await sink();
    await deliver(smtp.url);
    expect((await apply({ ...applicant, website: "https://spam.example" })).status).toBe(201);
    const key = "mail-replay-key-1";
    const id = await applyOk(applicant, { "Idempotency-Key": key });
    expect(await applyOk(applicant, { "Idempotency-Key": key })).toBe(id);
    await smtp.waitFor((mails) => mails.length >= 2);
    await wait(500);
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((row) => row.submissionId)).toEqual([id, id]);
  });

  it("two senders on one database send each message once", async () => {
    const smtp = await sink();
    const count = 30;
    for (let i = 0; i < count; i++) await applyOk({ ...applicant, email: `twin${i}@example.com` });
    // A second connection pool stands for a second server instance (on PGlite, one process shares one).
    const second = driver.name === "PostgreSQL" ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger }) : undefined;
    try {
      await Promise.all([deliver(smtp.url, { workers: 4 }), deliver(smtp.url, { workers: 4, db: second?.db })]);
      await smtp.waitFor((mails) => mails.length >= 2 * count);
      await until(outbox, (rows) => rows.every((row) => row.status === "sent"));
      await wait(500);
      const ids = smtp.received.map((mail) => mail.header("message-id"));
      expect(ids).toHaveLength(2 * count);
      expect(new Set(ids).size).toBe(2 * count);
      expect((await outbox()).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      for (const { delivery } of running.splice(0)) await delivery.stop(1_000);
      await second?.close();
    }
  });

  it("a message claimed by a sender that died is sent once its claim expires, or at once after a PGlite restart", async () => {
    const smtp = await sink();
    const id = await applyOk(applicant);
    // A sender claimed both and died before sending.
    await database.db.update(jobs).set({ claimedUntil: sql`now() + interval '2 seconds'`, attempts: 1 });
    await deliver(smtp.url);
    await wait(700);
    expect(smtp.received).toHaveLength(0);
    await smtp.waitFor((mails) => mails.length >= 2, 10_000);
    expect((await deliveryStateOf(database.db, id)).notification?.attempts).toBe(2);
    for (const { delivery } of running.splice(0)) await delivery.stop(1_000);

    const next = await applyOk({ ...applicant, email: "next@example.com" });
    await database.db.update(jobs).set({ claimedUntil: sql`now() + interval '1 hour'` }).where(eq(jobs.submissionId, next));
    await deliver(smtp.url, { releaseClaims: true });
    await smtp.waitFor((mails) => mails.length >= 4, 5_000);
  });

  it("/healthz counts the outbox and names no one; erasing an application takes its messages along", async () => {
    const id = await applyOk(applicant);
    await applyOk({ ...applicant, email: "second@example.com" });
    const res = await fetch(`${url}/healthz`);
    const text = await res.text();
    const health = JSON.parse(text) as { outbox: { oldestPendingSeconds: number } };
    expect(health).toEqual({
      status: "ok",
      database: database.kind,
      outbox: { pending: 4, failed: 0, oldestPendingSeconds: expect.any(Number) },
      team: { unansweredInquiries: 0, overdueInquiries: 0 },
    });
    expect(health.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
    expect(text).not.toMatch(/grace|example\.com|Hopper/i);

    await database.db.delete(applications).where(eq(applications.id, id));
    expect((await outbox()).map((row) => row.submissionId)).toEqual([id + 1, id + 1]);
    expect(await deliveryStateOf(database.db, id)).toEqual({});
  });
});
