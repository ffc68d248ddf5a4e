// Subscribing and unsubscribing (decision 038), through the app's doors on PGlite and PostgreSQL: the loop, the one answer, the limits, the retention.
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../scripts/lib/smtp-sink.ts";
import { createApp } from "../../server/app.ts";
import { auditEvents, jobs, newsletterSubscribers } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { createMailDelivery, type MailDelivery } from "../../server/mail/delivery.ts";
import { skippedByLimit } from "../../server/mail/outbox.ts";
import { createSmtpSender } from "../../server/mail/smtp-sender.ts";
import { newsletterSigner } from "../../server/newsletter/tokens.ts";
import { purgeExpiredSubscriptions } from "../../server/retention.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

/** Every log line, so the tests can check that no address reaches the log. */
const logLines: string[] = [];
const logger = Object.fromEntries(
  ["debug", "info", "warn", "error"].map((level) => [level, (msg: string, fields: unknown = {}) => void logLines.push(JSON.stringify({ level, msg, fields }))]),
) as unknown as Logger;

const settings = { from: { name: "Vesper", address: "news@vesper.example" }, hiringEmails: ["hiring@vesper.example"] };

describe.each(testDatabases(logger, "vesper-newsletter-"))("newsletter subscriptions on $name", (driver) => {
  const opened = useTestDatabase(driver, "newsletter_deliveries, newsletter_sends, newsletter_subscribers, site_secrets, jobs, audit_events");
  let url: string;
  let close: () => Promise<void>;
  const running: MailDelivery[] = [];
  const sinks: SmtpSink[] = [];

  beforeAll(async () => {
    const app = createApp({
      config: { applicationRateLimit: 10_000, trustProxy: false, buildDir: "unused" },
      logger,
      database: opened.database,
      store: {} as never,
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
  });
  beforeEach(() => {
    logLines.length = 0;
  });
  afterEach(async () => {
    for (const delivery of running.splice(0)) await delivery.stop(1_000);
    for (const sink of sinks.splice(0)) await sink.stop();
  });

  async function deliverTo(): Promise<SmtpSink> {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const delivery = createMailDelivery({ db: opened.database.db, logger, sender: createSmtpSender(sink.url), settings, pollMs: 50 });
    await delivery.start({});
    running.push(delivery);
    return sink;
  }

  const subscribeJson = (email: string, extra: Record<string, string> = {}) =>
    fetch(`${url}/api/newsletter`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, ...extra }) });
  const subscribeForm = (email: string, from = "/blog") =>
    fetch(`${url}/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, from, website: "" }).toString(),
      redirect: "manual",
    });
  const answerOf = async (response: Response) => ({ status: response.status, body: await response.text(), location: response.headers.get("location") });
  const rows = () => opened.database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
  const confirmations = () => opened.database.db.select().from(jobs).where(eq(jobs.kind, "newsletter-confirmation")).orderBy(jobs.id);
  /** The confirmation mails of the last 24 hours no longer count: as if they had been sent a day ago. */
  const aDayLater = () => opened.database.db.execute(sql`update jobs set created_at = created_at - interval '25 hours'`);

  async function linkFrom(sink: SmtpSink, to: string, count: number): Promise<string> {
    const received = await sink.waitFor((mails) => mails.filter((mail) => mail.envelopeTo.includes(to)).length >= count);
    const mail = await simpleParser(received.filter((m) => m.envelopeTo.includes(to))[count - 1]!.raw);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.html).toContain(link!);
    return link!;
  }
  const confirm = (link: string) =>
    fetch(`${url}${new URL(link).pathname}${new URL(link).search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });

  it("subscribe → confirm by the mailed link → one-click unsubscribe; a resubscription needs a new confirmation", async () => {
    const sink = await deliverTo();
    expect((await subscribeJson("Ada.Lovelace@example.com")).status).toBe(202);
    const link = await linkFrom(sink, "Ada.Lovelace@example.com", 1);
    expect((await rows())[0]).toMatchObject({ status: "pending", email: "Ada.Lovelace@example.com", mailbox: "ada.lovelace@example.com" });

    // Opening the link (a GET, as a mail scanner does) changes nothing; the button's POST confirms, once.
    expect((await rows())[0]?.status).toBe("pending");
    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/newsletter/confirm?status=confirmed");
    expect((await rows())[0]).toMatchObject({ status: "confirmed", confirmedHow: "link" });
    expect((await confirm(link)).headers.get("location")).toBe("/newsletter/confirm?status=invalid");

    // RFC 8058: a POST of `List-Unsubscribe=One-Click` to the header's URL, no session, no CSRF token: 200.
    const subscriber = (await rows())[0]!;
    const signer = await newsletterSigner(opened.database.db, undefined);
    const { "List-Unsubscribe": header, "List-Unsubscribe-Post": post } = signer.listUnsubscribeHeaders(subscriber);
    const target = new URL(header.slice(1, -1));
    const oneClick = await fetch(`${url}${target.pathname}${target.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: post,
    });
    expect(oneClick.status).toBe(200);
    expect((await rows())[0]).toMatchObject({ status: "unsubscribed" });
    // A client that sends it as multipart/form-data is answered alike.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await fetch(`${url}${target.pathname}${target.search}`, { method: "POST", body: form })).status).toBe(200);
    // A changed signature is refused and changes nothing.
    const forged = `${target.pathname}?token=${subscriber.id}.${"A".repeat(43)}`;
    expect((await fetch(`${url}${forged}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: post })).status).toBe(400);

    // Final: a new request makes it pending again, with a new confirmation mail and a new link; the old link stays dead.
    await aDayLater();
    expect((await subscribeJson("ada.lovelace@example.com")).status).toBe(202);
    expect((await rows())[0]).toMatchObject({ status: "pending", confirmedAt: null, unsubscribedAt: null });
    const second = await linkFrom(sink, "ada.lovelace@example.com", 1);
    expect(second).not.toBe(link);
    expect((await confirm(link)).headers.get("location")).toBe("/newsletter/confirm?status=invalid");
    expect((await confirm(second)).headers.get("location")).toBe("/newsletter/confirm?status=confirmed");
    expect(await rows()).toHaveLength(1);

    // Nothing of the address in any log line.
    for (const line of logLines) expect(line.toLowerCase()).not.toContain("lovelace");
  });

  it("answers every state of an address alike, by either door, and mails only a pending one", async () => {
    const jsonAnswers: unknown[] = [];
    const formAnswers: unknown[] = [];
    const ask = async () => {
      jsonAnswers.push(await answerOf(await subscribeJson("grace@example.com")));
      formAnswers.push(await answerOf(await subscribeForm("grace@example.com")));
    };
    await ask(); // new
    await ask(); // pending
    await opened.database.db.update(newsletterSubscribers).set({ status: "confirmed", confirmedAt: sql`now()`, confirmedHow: "link" });
    await aDayLater();
    await ask(); // confirmed
    const confirmedRow = (await rows())[0];
    expect(confirmedRow).toMatchObject({ status: "confirmed", confirmedHow: "link" });
    await opened.database.db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: sql`now()` });
    await ask(); // unsubscribed
    // A bot's post (the hidden field filled): the same answer, nothing stored.
    jsonAnswers.push(await answerOf(await subscribeJson("bot@example.com", { website: "https://spam.example" })));

    expect(new Set(jsonAnswers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 202, body: '{"status":"sent"}', location: null })]),
    );
    expect(new Set(formAnswers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(formAnswers[0]).toMatchObject({ status: 303, location: "/blog?newsletter=sent#newsletter" });
    expect(await rows()).toHaveLength(1);
    // Each state was asked twice (JSON, then form). New: one queued, then the mailbox's limit skips the
    // second; pending (same day): skipped twice; confirmed: nothing at all; unsubscribed → pending again:
    // one queued (a day after the first), one skipped.
    expect((await confirmations()).map((job) => job.status)).toEqual(["pending", "skipped", "skipped", "skipped", "pending", "skipped"]);

    // What is not an address is said to be one thing: invalid; from /news the form comes back to /news.
    expect((await subscribeJson("not an address")).status).toBe(400);
    expect((await subscribeForm("not an address", "/news")).headers.get("location")).toBe("/news?newsletter=invalid#newsletter");
    expect((await subscribeForm("x@example.com", "https://evil.example/")).headers.get("location")).toBe("/blog?newsletter=sent#newsletter");
  });

  it("sends one confirmation per mailbox a day, whatever the spelling, with requests in parallel", async () => {
    const spellings = ["victim@gmail.com", "v.i.c.t.i.m@gmail.com", "Victim+a@googlemail.com", "VICTIM+b@gmail.com", "vic.tim+c@GMAIL.com"];
    const answers = await Promise.all(spellings.flatMap((email) => [subscribeJson(email), subscribeForm(email)]));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(202), ...Array(5).fill(303)]);
    expect(await rows()).toHaveLength(1);
    const queued = await confirmations();
    expect(queued).toHaveLength(10);
    expect(queued.filter((job) => job.status === "pending")).toHaveLength(1);
    expect(queued.filter((job) => job.status === "skipped").every((job) => job.lastError === skippedByLimit)).toBe(true);
  });

  it("erases what the privacy policy says when it says: unconfirmed after 7 days, unsubscribed after 30, confirmed never", async () => {
    const { db } = opened.database;
    for (const email of ["old-pending@example.com", "new-pending@example.com", "old-gone@example.com", "new-gone@example.com", "reader@example.com"]) {
      expect((await subscribeJson(email)).status, logLines.join("\n")).toBe(202);
    }
    const at = (email: string) => eq(newsletterSubscribers.mailbox, email);
    await db.update(newsletterSubscribers).set({ requestedAt: sql`now() - interval '8 days'` }).where(at("old-pending@example.com"));
    await db.update(newsletterSubscribers).set({ requestedAt: sql`now() - interval '6 days'` }).where(at("new-pending@example.com"));
    await db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: sql`now() - interval '31 days'` }).where(at("old-gone@example.com"));
    await db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: sql`now() - interval '29 days'` }).where(at("new-gone@example.com"));
    await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: sql`now() - interval '400 days'`, requestedAt: sql`now() - interval '400 days'` })
      .where(at("reader@example.com"));

    const { deleted } = await purgeExpiredSubscriptions(db, "system");
    expect(deleted).toBe(2);
    expect((await rows()).map((row) => row.mailbox).sort()).toEqual(["new-gone@example.com", "new-pending@example.com", "reader@example.com"]);
    // Their confirmation mails went with them; the audit entry holds a count, no address.
    expect(await confirmations()).toHaveLength(3);
    const [entry] = await db.select().from(auditEvents).where(eq(auditEvents.action, "newsletter.purge"));
    expect(entry?.details).toEqual({ deleted: 2 });
  });
});
