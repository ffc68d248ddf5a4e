import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../scripts/lib/smtp-sink.ts";
import { inquiryPromise } from "../../app/content/inquiry-promise.ts";
import { createApp } from "../../server/app.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { applications, inquiries, inquiryIdempotencyKeys, jobs, newsletterSubscribers } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { createMailDelivery, reminderSkippedAsAnswered, type MailDelivery } from "../../server/mail/delivery.ts";
import { outboxHealth } from "../../server/mail/delivery-state.ts";
import { skippedByLimit } from "../../server/mail/outbox.ts";
import { createSmtpSender } from "../../server/mail/smtp-sender.ts";
import { createInquiryStore, type InquiryStore } from "../../server/inquiries/store.ts";
import { retentionPeriods } from "../../app/content/retention.ts";
import { addMonths } from "../../app/lib/contracts/retention.ts";
import { auditEvents } from "../../server/db/schema.ts";
import { eraseApplicantByEmail, purgeExpiredInquiries } from "../../server/retention.ts";
import { testDatabases } from "./test-databases.ts";

/** Every log line, so the tests can check that nothing a client typed reaches the log. */
const logLines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = Object.fromEntries(
  (["debug", "info", "warn", "error"] as const).map((level) => [
    level,
    (msg: string, fields: Record<string, unknown> = {}) => void logLines.push({ level, msg, fields }),
  ]),
) as unknown as Logger;

const valid = {
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  company: "Analytical Engines Ltd",
  topic: "division:vesperlegal",
  budget: "10k-50k",
  wishedStart: "within-3-months",
  description: "We need our supplier contracts reviewed before the next quarter.",
  link: "https://analytical.example/brief",
};
const application = { name: "Grace Hopper", email: "grace@example.com", division: "general", message: "I find bugs, literally." };

const settings = { from: { name: "Vesper", address: "hello@vesper.example" }, hiringEmails: ["hiring@vesper.example"] };
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

interface Harness {
  url: string;
  close(): Promise<void>;
}

async function serve(database: Database, options: { limit?: number; inquiryStore?: InquiryStore; salesEmails?: string[] } = {}): Promise<Harness> {
  const app = createApp({
    config: { applicationRateLimit: options.limit ?? 1000, trustProxy: false, buildDir: "unused" },
    logger,
    database,
    store: createApplicationStore(database.db),
    inquiryStore: options.inquiryStore ?? createInquiryStore(database.db),
    salesEmails: options.salesEmails,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}, path = "/api/inquiries") {
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(testDatabases(logger, "vesper-inquiries-"))("POST /api/inquiries on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  let harness: Harness;
  const running: MailDelivery[] = [];
  const sinks: SmtpSink[] = [];

  const rows = () => database.db.select().from(inquiries).orderBy(inquiries.id);
  const outbox = () => database.db.select().from(jobs).orderBy(jobs.id);

  async function deliver(smtpUrl: string, db: Database["db"] = database.db) {
    const delivery = createMailDelivery({ db, logger, sender: createSmtpSender(smtpUrl), settings, pollMs: 50 });
    await delivery.start();
    running.push(delivery);
    return delivery;
  }
  async function sink() {
    const started = await startSmtpSink();
    sinks.push(started);
    return started;
  }

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    harness = await serve(database);
  });
  afterAll(async () => {
    await harness.close();
    await database.close();
    cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate table jobs, inquiries, inquiry_idempotency_keys, contact_submissions, application_idempotency_keys, audit_events, newsletter_subscribers restart identity cascade`,
    );
    logLines.length = 0;
  });
  afterEach(async () => {
    for (const delivery of running.splice(0)) await delivery.stop(1_000);
    for (const started of sinks.splice(0)) await started.stop();
  });

  it("stores an inquiry with its three outbox rows, routed to its division's team, due after the promised hours", async () => {
    const res = await post(harness.url, { ...valid, company: "  Analytical Engines Ltd  " });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; createdAt: string };
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String), confirmationEmail: false });
    const [stored, ...more] = await rows();
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      id: body.id,
      company: "Analytical Engines Ltd",
      topic: "division:vesperlegal",
      budget: "10k-50k",
      status: "new",
      firstAnsweredAt: null,
    });
    // app/content/site.json routes VesperLegal's inquiries to the legal desk.
    expect(stored!.teamEmail).toBe("legal@vesper.example");
    expect(stored!.answerDueAt.getTime() - stored!.createdAt.getTime()).toBe(inquiryPromise.responseTimeHours * 3_600_000);
    const mail = await outbox();
    expect(mail.map((row) => [row.kind, row.status, row.inquiryId])).toEqual([
      ["inquiry-team-notification", "pending", body.id],
      ["inquiry-client-confirmation", "pending", body.id],
      ["inquiry-answer-reminder", "pending", body.id],
    ]);
    const reminder = mail[2]!;
    expect(reminder.nextAttemptAt.getTime()).toBe(stored!.answerDueAt.getTime());
    // Not due yet: the health check does not count it as waiting mail.
    expect(await outboxHealth(database.db)).toMatchObject({ pending: 2 });
    expect(JSON.stringify(logLines)).not.toMatch(/Ada|analytical|supplier/i);
  });

  it("routes a service, the unsure topic and, with SALES_EMAIL, everything to the right addresses", async () => {
    await post(harness.url, { ...valid, topic: "service:legal" });
    await post(harness.url, { ...valid, topic: "service:web" });
    await post(harness.url, { ...valid, topic: "unsure" });
    const sales = await serve(database, { salesEmails: ["deals@vesper.example", "cto@vesper.example"] });
    try {
      await post(sales.url, { ...valid, topic: "division:vesperlegal" });
    } finally {
      await sales.close();
    }
    expect((await rows()).map((row) => row.teamEmail)).toEqual([
      "legal@vesper.example",
      "sales@vesper.example",
      "sales@vesper.example",
      "deals@vesper.example,cto@vesper.example",
    ]);
  });

  it("answers 400 with the field messages, wrong types included, and stores nothing", async () => {
    const res = await post(harness.url, { ...valid, name: "A", topic: "service:skynet", description: "too short", link: "javascript:alert(1)", budget: "<b>" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: {
        name: "Name must be at least 2 characters",
        topic: "Please choose what your project is about",
        budget: "Please choose one of the budget ranges",
        description: "Please describe your project in at least 20 characters",
        link: "Please enter a valid URL starting with http:// or https://",
      },
    });
    const wrongTypes = await post(harness.url, { ...valid, name: 42, email: ["a@b.example"], wishedStart: { a: 1 }, description: null });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(((await wrongTypes.json()) as { errors: object }).errors).sort()).toEqual(["description", "email", "name", "wishedStart"]);
    expect((await post(harness.url, "[1,2]")).status).toBe(400);
    expect((await post(harness.url, "{ nope")).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("refuses control characters in every field, and a lone surrogate", async () => {
    for (const field of ["name", "company"] as const) {
      const res = await post(harness.url, { ...valid, [field]: "Ada\u0007Lovelace" });
      expect(res.status, field).toBe(400);
    }
    expect((await post(harness.url, { ...valid, description: "A project\u0000 that is long enough to count." })).status).toBe(400);
    expect((await post(harness.url, { ...valid, description: "A project \ud800 that is long enough to count." })).status).toBe(400);
    expect((await post(harness.url, { ...valid, email: "ada@analytical.example\r\nBcc: x@y.example" })).status).toBe(400);
    // Line breaks and tabs are text in a description.
    expect((await post(harness.url, { ...valid, description: "Line one\r\n\tLine two, long enough." })).status).toBe(201);
    expect((await rows()).map((row) => row.description)).toEqual(["Line one\n\tLine two, long enough."]);
  });

  it("an Idempotency-Key stores once, even sent in parallel; another body under the same key is 409", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(harness.url, valid, { "Idempotency-Key": "inquiry-key-1" })));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (res) => ((await res.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect(await rows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(3);
    const conflict = await post(harness.url, { ...valid, description: "Something else entirely, long enough." }, { "Idempotency-Key": "inquiry-key-1" });
    expect(conflict.status).toBe(409);
    expect((await post(harness.url, valid, { "Idempotency-Key": "bad key!" })).status).toBe(400);
    expect(await database.db.select().from(inquiryIdempotencyKeys)).toHaveLength(1);
  });

  it("stores nothing, outbox included, when the transaction fails, and answers 500 without internals", async () => {
    // The outbox's insert is the transaction's last statement: make it fail, and the inquiry must go with it.
    await database.db.execute(sql`alter table jobs add constraint test_no_inquiry_mail check (inquiry_id is null) not valid`);
    try {
      const res = await post(harness.url, valid);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toMatch(/Ada|insert|constraint/i);
    } finally {
      await database.db.execute(sql`alter table jobs drop constraint test_no_inquiry_mail`);
    }
    expect(await rows()).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(JSON.stringify(logLines)).not.toMatch(/Ada|analytical/i);
  });

  it("pretends to accept a filled honeypot but stores nothing, and logs the drop without the client's address", async () => {
    const res = await post(harness.url, { ...valid, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await rows()).toEqual([]);
    const dropped = logLines.filter((line) => line.msg.startsWith("honeypot filled"));
    expect(dropped.length).toBeGreaterThan(0);
    // The privacy policy: the request log keeps no IP address.
    for (const line of dropped) expect(JSON.stringify(line.fields)).not.toMatch(/127\.0\.0\.1|::1|"ip"/);
  });

  it("answers as /api/contact does to hostile transport: 413 (declared or chunked), 415, 403, 405", async () => {
    expect((await post(harness.url, { ...valid, description: "x".repeat(17 * 1024) })).status).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(harness.url);
      let sent = 0;
      const req = http.request({
        host: "127.0.0.1",
        port,
        path: "/api/inquiries",
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      });
      req.on("response", (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", (error) => (sent > 16 * 1024 ? undefined : reject(error)));
      const chunk = Buffer.alloc(4096, 0x20);
      const pump = () => {
        while (sent < 64 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
      };
      pump();
    });
    expect(chunked).toBe(413);
    expect((await post(harness.url, valid, { "Content-Type": "application/json; charset=latin1" })).status).toBe(415);
    expect((await post(harness.url, valid, { "Content-Encoding": "gzip" })).status).toBe(415);
    expect((await post(harness.url, "name=Ada", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post(harness.url, valid, { Origin: "https://attacker.example" })).status).toBe(403);
    expect((await post(harness.url, valid, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await fetch(`${harness.url}/api/inquiries`)).status).toBe(405);
    expect(await rows()).toEqual([]);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("shares the per-client limit with applications, the newsletter's two doors and both form posts, sent in parallel", async () => {
    const limited = await serve(database, { limit: 5 });
    try {
      const form = (path: string, body = "name=x") =>
        // Not followed: the newsletter's door answers with a redirect to its page's state, which this server without a site does not have.
        fetch(`${limited.url}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body, redirect: "manual" });
      // Made in the one array below, so the twelve requests go out together in this order.
      const newsletterDoors = [
        () => post(limited.url, { email: "reader.one@example.com" }, {}, "/api/newsletter"),
        () => post(limited.url, { email: "reader.two@example.com" }, {}, "/api/newsletter"),
        () => form("/newsletter/subscribe", "email=reader.three%40example.com&from=%2Fblog"),
        () => form("/newsletter/subscribe", "email=reader.four%40example.com&from=%2Fnews"),
      ];
      const answers = await Promise.all([
        post(limited.url, valid),
        post(limited.url, { ...valid, email: "b@analytical.example" }),
        post(limited.url, application, {}, "/api/contact"),
        post(limited.url, { ...application, email: "h@example.com" }, {}, "/api/contact"),
        form("/contact"),
        form("/join"),
        post(limited.url, { ...valid, email: "c@analytical.example" }),
        post(limited.url, application, {}, "/api/contact"),
        ...newsletterDoors.map((door) => door()),
      ]);
      const statuses = answers.map((res) => res.status);
      // Five of the twelve pass the gate (the form posts to /join and /contact end in 404 here: no React Router), the
      // other seven are refused: 429 (the newsletter's form door answers its "retry" state with it), or for /join and
      // /contact handed on with its Retry-After to the page that says how long to wait.
      expect(answers.filter((res) => res.status === 429 || res.headers.has("retry-after"))).toHaveLength(7);
      const refused = answers.find((res) => res.status === 429)!;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const stored = (await rows()).length + (await database.db.select().from(applications)).length;
      expect(stored).toBe(statuses.filter((status) => status === 201).length);
      // A newsletter request let through is stored (202 with JavaScript, 303 to "check your inbox" without); one refused is not.
      const newsletterStatuses = statuses.slice(-newsletterDoors.length);
      expect(
        newsletterStatuses.every((status) => [202, 303, 429].includes(status)),
        `${newsletterStatuses}`,
      ).toBe(true);
      expect(await database.db.$count(newsletterSubscribers)).toBe(newsletterStatuses.filter((status) => status !== 429).length);
    } finally {
      await limited.close();
    }
  });

  it("mails the team with Reply-To the client, and the client a confirmation that repeats nothing typed, through a real SMTP server", async () => {
    const smtp = await sink();
    await deliver(smtp.url);
    const res = await post(harness.url, { ...valid, description: "Contracts <script>alert(1)</script> to review, please." });
    const { id } = (await res.json()) as { id: number };
    const received = await smtp.waitFor((mails) => mails.length >= 2);
    const team = received.find((mail) => mail.envelopeTo.includes("legal@vesper.example"))!;
    const client = received.find((mail) => mail.envelopeTo.includes(valid.email))!;
    expect(team && client).toBeTruthy();
    const teamMail = await simpleParser(team.raw);
    expect(teamMail.replyTo?.value.map((entry) => entry.address)).toEqual([valid.email]);
    expect(teamMail.subject).toBe(`Inquiry #${id}: Ada Lovelace (VesperLegal)`);
    expect(teamMail.text).toContain("Analytical Engines Ltd");
    expect(teamMail.text).toContain("€10,000 to €50,000");
    expect(teamMail.html).not.toContain("<script>");
    expect(team.header("x-vesper-inquiry-id")).toBe(String(id));
    const clientMail = await simpleParser(client.raw);
    expect(clientMail.text).toContain(`#${id}`);
    expect(clientMail.text).toContain(`within ${inquiryPromise.responseTimeHours} hours`);
    for (const typed of ["Ada", "Analytical Engines", "Contracts", "analytical.example/brief"]) expect(client.raw).not.toContain(typed);
    // The reminder is not due: nothing more goes out.
    await wait(300);
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent", "pending"]);
  });

  it("a confirmation goes at most once a day to one mailbox, counted with applications' confirmations", async () => {
    expect((await post(harness.url, application, {}, "/api/contact")).status).toBe(201);
    expect((await post(harness.url, { ...valid, email: "Grace@Example.com" })).status).toBe(201);
    const confirmation = (await outbox()).find((row) => row.kind === "inquiry-client-confirmation");
    expect(confirmation).toMatchObject({ status: "skipped", lastError: skippedByLimit });
  });

  it("the reminder goes once when the answer is late, over two senders; an answered inquiry's is skipped", async () => {
    const smtp = await sink();
    const late = (await (await post(harness.url, valid)).json()) as { id: number };
    const answered = (await (await post(harness.url, { ...valid, email: "other@analytical.example" })).json()) as { id: number };
    // Both came due; one was answered in time.
    await database.db.update(inquiries).set({ answerDueAt: sql`now() - interval '1 minute'` });
    await database.db
      .update(jobs)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'`, queuedAt: sql`now() - interval '1 minute'` })
      .where(eq(jobs.kind, "inquiry-answer-reminder"));
    await database.db.update(inquiries).set({ status: "contacted", firstAnsweredAt: sql`now() - interval '2 hours'` }).where(eq(inquiries.id, answered.id));
    // A second connection pool stands for a second server instance (on PGlite, one process shares one).
    const second = driver.name === "PostgreSQL" ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger }) : undefined;
    try {
      await Promise.all([deliver(smtp.url), deliver(smtp.url, second?.db)]);
      await until(outbox, (mail) => mail.every((row) => row.status !== "pending"));
      await wait(300);
    } finally {
      for (const delivery of running.splice(0)) await delivery.stop(1_000);
      await second?.close();
    }
    const reminders = smtp.received.filter((mail) => mail.header("subject")?.startsWith("Unanswered"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.header("x-vesper-inquiry-id")).toBe(String(late.id));
    expect(reminders[0]!.envelopeTo).toEqual(["legal@vesper.example"]);
    const rowsNow = await outbox();
    expect(rowsNow.filter((row) => row.kind === "inquiry-answer-reminder").map((row) => [row.inquiryId, row.status, row.lastError])).toEqual([
      [late.id, "sent", null],
      [answered.id, "skipped", reminderSkippedAsAnswered],
    ]);
  });

  it("the purge deletes an inquiry unchanged for the retention period, with its mail, and keeps the rest", async () => {
    const now = new Date();
    const old = (await (await post(harness.url, valid)).json()) as { id: number };
    const movedLately = (await (await post(harness.url, { ...valid, email: "b@analytical.example" })).json()) as { id: number };
    const recent = (await (await post(harness.url, { ...valid, email: "c@analytical.example" })).json()) as { id: number };
    const past = addMonths(now, -retentionPeriods.inquiryMonths - 1);
    await database.db.update(inquiries).set({ createdAt: past }).where(eq(inquiries.id, old.id));
    // Arrived as long ago, but its status changed within the period: kept.
    await database.db
      .update(inquiries)
      .set({ createdAt: past, status: "qualified", statusChangedAt: addMonths(now, -1) })
      .where(eq(inquiries.id, movedLately.id));
    expect((await purgeExpiredInquiries(database.db, "system", now)).deleted).toBe(1);
    expect((await rows()).map((row) => row.id)).toEqual([movedLately.id, recent.id]);
    expect((await outbox()).some((row) => row.inquiryId === old.id)).toBe(false);
    const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "inquiries.purge"));
    expect(audit).toMatchObject({ actor: "system", details: { deleted: 1 } });
  });

  it("erasure by address removes the person's inquiries and applications, whatever the case, and the recruiters' erasure leaves inquiries", async () => {
    await post(harness.url, valid);
    await post(harness.url, { ...application, email: "ADA@analytical.example" }, {}, "/api/contact");
    await post(harness.url, { ...valid, email: "someone@else.example" });
    const recruiters = await eraseApplicantByEmail(database.db, "Ada@Analytical.example", "recruiter@vesper.example", { inquiries: false });
    expect(recruiters).toMatchObject({ deleted: 1, inquiries: 0 });
    expect(await rows()).toHaveLength(2);
    const operator = await eraseApplicantByEmail(database.db, " ada@ANALYTICAL.example ", "cli:ops");
    expect(operator).toMatchObject({ deleted: 0, inquiries: 1, scrubbed: { tablesRewritten: true } });
    expect((await rows()).map((row) => row.email)).toEqual(["someone@else.example"]);
    expect((await outbox()).every((row) => row.inquiryId === 2)).toBe(true);
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "applicant.erase"));
    expect(audits.map((entry) => entry.details)).toEqual([
      { deleted: 1, inquiries: 0 },
      { deleted: 0, inquiries: 1 },
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/analytical/i);
  });
});
