import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { simpleParser } from "mailparser";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../scripts/lib/smtp-sink";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { freshDatabase } from "../support/worker-postgres";

// These start their own production servers, each with SMTP_URL pointing at an SMTP server of the
// test's own (smtp-server on 127.0.0.1): what an operator gets from a fresh clone started with SMTP_URL.
// The plain @playwright/test `test`: the shared fixture would count this server's origin as third-party.

const team = "hiring@vesper.example";
const mailEnv = (smtp: SmtpSink, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  SMTP_URL: smtp.url,
  HIRING_EMAIL: team,
  MAIL_FROM: "Vesper Careers <careers@vesper.example>",
  APPLICATION_RATE_LIMIT: "100000",
  // The shared test PostgreSQL keeps earlier runs' confirmations: the hourly cap must not hold these back.
  MAIL_CONFIRMATIONS_PER_HOUR: "100000",
  ...extra,
});

const applicationOf = (mail: ReceivedMail) => mail.header("x-vesper-application-id");
const teamMails = (smtp: SmtpSink, id: number) => smtp.received.filter((mail) => mail.envelopeTo.includes(team) && applicationOf(mail) === String(id));
const confirmations = (smtp: SmtpSink, id: number) => smtp.received.filter((mail) => !mail.envelopeTo.includes(team) && applicationOf(mail) === String(id));

async function apply(server: RunningServer, email: string, name = "Kill Nine"): Promise<number> {
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, division: "nexus", message: "Acknowledged, then the server died." }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function fillAndSend(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Discord").fill("form.user");
  await page.getByLabel("Division of Interest").selectOption("nexus");
  await page.getByLabel("Portfolio").fill("https://portfolio.example/<b>");
  await page.getByLabel("Tell Us Your Story").fill("Sent through the browser form <script>alert(1)</script>.");
  await page.getByRole("button", { name: "Join the Revolution" }).click();
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test.describe("mail delivery", () => {
  test("an application through the browser form, with and without JavaScript, mails the team and the applicant", async ({ browser }) => {
    test.setTimeout(240_000);
    const smtp = await startSmtpSink();
    const server = await startServer({ env: mailEnv(smtp, { DATABASE_URL: "" }) });
    try {
      for (const javaScriptEnabled of [true, false]) {
        const email = javaScriptEnabled ? "with.script@example.com" : "without.script@example.com";
        const name = javaScriptEnabled ? "Script Applicant" : "Plain Form Applicant";
        const { context, page } = await newPage(browser, javaScriptEnabled);
        try {
          await page.goto(`${server.url}/join`);
          if (javaScriptEnabled) {
            const island = page.locator('[data-island="application-form"]').first();
            await island.evaluate((element) => (element.getClientRects().length ? element : element.firstElementChild)?.scrollIntoView({ block: "center" }));
            await expect(island).toHaveAttribute("data-island-ready", "");
          }
          await fillAndSend(page, name, email);
          const received = page.getByRole("region", { name: "Application Received!" });
          // This server has SMTP_URL, so the page (with JavaScript, which knows the address) says where the confirmation goes.
          if (javaScriptEnabled) await expect(received).toContainText(`A confirmation e-mail is on its way to ${email}.`);
          else await expect(received).toBeFocused();
        } finally {
          await context.close();
        }
        const teamMailOf = (mails: ReceivedMail[]) => mails.find((mail) => mail.envelopeTo.includes(team) && mail.raw.includes(email));
        const confirmationOf = (mails: ReceivedMail[]) => mails.find((mail) => mail.envelopeTo.includes(email));
        const mails = await smtp.waitFor((received) => teamMailOf(received) !== undefined && confirmationOf(received) !== undefined);
        const teamMail = teamMailOf(mails)!;
        const confirmation = confirmationOf(mails)!;
        const parsedTeam = await simpleParser(teamMail.raw);
        expect(teamMail.envelopeFrom).toBe("careers@vesper.example");
        expect(parsedTeam.subject).toMatch(new RegExp(`^Application #\\d+: ${name} \\(Nexus\\)$`));
        expect(parsedTeam.replyTo?.value[0]?.address).toBe(email);
        expect(parsedTeam.text).toContain("Sent through the browser form <script>alert(1)</script>.");
        expect(parsedTeam.html).toContain("Sent through the browser form &lt;script&gt;alert(1)&lt;/script&gt;.");
        expect(parsedTeam.html).not.toContain("<script>");
        const parsedConfirmation = await simpleParser(confirmation.raw);
        expect(parsedConfirmation.to && !Array.isArray(parsedConfirmation.to) ? parsedConfirmation.to.value.map((entry) => entry.address) : []).toEqual([
          email,
        ]);
        expect(parsedConfirmation.subject).toBe("We received your application to Vesper");
        // The confirmation says what arrived in the site's words and repeats nothing the applicant typed.
        expect(parsedConfirmation.text).toMatch(/Reference: #\d+/);
        expect(parsedConfirmation.text).toContain("Division: Nexus");
        for (const typed of [name, "form.user", "portfolio.example", "Sent through the browser form"]) {
          expect(parsedConfirmation.text).not.toContain(typed);
          expect(parsedConfirmation.html || "").not.toContain(typed);
        }
        expect(parsedConfirmation.text).toContain("/privacy");
      }
      // Exactly two messages per application, no more.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(4);
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { outbox: unknown };
      expect(health.outbox).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
    } finally {
      await server.stop();
      await smtp.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("an inquiry through the browser form, with and without JavaScript, mails the division's team and the client", async ({ browser }) => {
    test.setTimeout(240_000);
    const smtp = await startSmtpSink();
    const server = await startServer({ env: mailEnv(smtp, { DATABASE_URL: "" }) });
    // The site settings' team for VesperLegal (app/content/site.json inquiryTeams), no SALES_EMAIL over it.
    const legalTeam = "legal@vesper.example";
    try {
      for (const javaScriptEnabled of [true, false]) {
        const email = javaScriptEnabled ? "client.with.script@example.com" : "client.without.script@example.com";
        const name = javaScriptEnabled ? "Script Client" : "Plain Form Client";
        const { context, page } = await newPage(browser, javaScriptEnabled);
        try {
          await page.goto(`${server.url}/contact`);
          if (javaScriptEnabled) {
            const island = page.locator('[data-island="inquiry-form"]').first();
            await island.scrollIntoViewIfNeeded();
            await expect(island).toHaveAttribute("data-island-ready", "");
          }
          await page.getByLabel("Your name").fill(name);
          await page.getByLabel("Work email").fill(email);
          await page.getByRole("textbox", { name: "Company (optional)" }).fill("Analytical Engines <b>Ltd</b>");
          await page.getByLabel("What is it about?").selectOption("division:vesperlegal");
          await page
            .getByRole("textbox", { name: "Your project", exact: true })
            .fill("Contracts to review <script>alert(1)</script>, sent through the browser.");
          await page.getByRole("button", { name: "Send inquiry" }).click();
          const received = page.getByRole("region", { name: "Inquiry received" });
          // This server has SMTP_URL, so the page (with JavaScript, which knows the address) says where the confirmation goes.
          if (javaScriptEnabled) await expect(received).toContainText(`A short confirmation is on its way to ${email}.`);
          else await expect(received).toBeFocused();
        } finally {
          await context.close();
        }
        const teamMailOf = (mails: ReceivedMail[]) => mails.find((mail) => mail.envelopeTo.includes(legalTeam) && mail.raw.includes(email));
        const confirmationOf = (mails: ReceivedMail[]) => mails.find((mail) => mail.envelopeTo.includes(email));
        const mails = await smtp.waitFor((received) => teamMailOf(received) !== undefined && confirmationOf(received) !== undefined);
        const teamMail = teamMailOf(mails)!;
        const confirmation = confirmationOf(mails)!;
        const id = teamMail.header("x-vesper-inquiry-id");
        expect(id).toMatch(/^\d+$/);
        expect(confirmation.header("x-vesper-inquiry-id")).toBe(id);
        const parsedTeam = await simpleParser(teamMail.raw);
        expect(parsedTeam.subject).toBe(`Inquiry #${id}: ${name} (VesperLegal)`);
        expect(parsedTeam.replyTo?.value[0]?.address).toBe(email);
        expect(parsedTeam.text).toContain("Contracts to review <script>alert(1)</script>, sent through the browser.");
        expect(parsedTeam.html).toContain("Contracts to review &lt;script&gt;alert(1)&lt;/script&gt;");
        expect(parsedTeam.html).not.toContain("<script>");
        const parsedConfirmation = await simpleParser(confirmation.raw);
        expect(parsedConfirmation.to && !Array.isArray(parsedConfirmation.to) ? parsedConfirmation.to.value.map((entry) => entry.address) : []).toEqual([
          email,
        ]);
        expect(parsedConfirmation.subject).toBe("We received your project inquiry");
        // The confirmation says what arrived in the site's words and repeats nothing the client typed.
        expect(parsedConfirmation.text).toContain(`Reference: #${id}`);
        expect(parsedConfirmation.text).toContain("About: VesperLegal");
        for (const typed of [name, "Analytical Engines", "Contracts to review"]) {
          expect(parsedConfirmation.text).not.toContain(typed);
          expect(parsedConfirmation.html || "").not.toContain(typed);
        }
      }
      // Exactly two messages per inquiry, no more (the reminders are not due for a day).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(4);
    } finally {
      await server.stop();
      await smtp.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("kill -9 after the 201 and before the send completes: the messages go out after the restart", async () => {
    test.setTimeout(240_000);
    // This SMTP server reads each message and never answers: the sends are in flight when the server dies.
    const stalled = await startSmtpSink({ stall: true });
    const first = await startServer({ env: mailEnv(stalled, { DATABASE_URL: "" }) });
    let second: RunningServer | undefined;
    const smtp = await startSmtpSink();
    try {
      const id = await apply(first, "killed@example.com");
      // Both messages were claimed and are being sent, and none has been answered.
      await expect.poll(() => stalled.refused.length, { timeout: 30_000 }).toBe(2);
      expect(await first.stop("SIGKILL")).toBeNull();

      second = await startServer({ dataDir: first.dataDir, env: mailEnv(smtp, { DATABASE_URL: "" }) });
      await smtp.waitFor((mails) => mails.length >= 2, 60_000);
      expect(teamMails(smtp, id)).toHaveLength(1);
      expect(confirmations(smtp, id)).toHaveLength(1);
      // The same messages as the ones cut off: a receiver can tell a resend by its Message-ID.
      expect(new Set(smtp.received.map((mail) => mail.header("message-id")))).toEqual(new Set(stalled.refused.map((mail) => mail.header("message-id"))));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(2);
    } finally {
      await second?.stop();
      // (A process killed by a signal keeps exitCode null: ask for its signal too.)
      if (first.process.exitCode === null && first.process.signalCode === null) await first.stop("SIGKILL");
      await stalled.stop();
      await smtp.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("kill -9 right after the 201 with the SMTP server down: the messages go out after the restart", async () => {
    test.setTimeout(240_000);
    const smtp = await startSmtpSink();
    const port = smtp.port;
    await smtp.stop();
    const first = await startServer({ env: mailEnv(smtp, { DATABASE_URL: "" }) });
    let second: RunningServer | undefined;
    let back: SmtpSink | undefined;
    try {
      const ids = [await apply(first, "down.one@example.com"), await apply(first, "down.two@example.com")];
      expect(await first.stop("SIGKILL")).toBeNull();
      back = await startSmtpSink({ port });
      second = await startServer({ dataDir: first.dataDir, env: mailEnv(back, { DATABASE_URL: "" }) });
      await back.waitFor((mails) => mails.length >= 4, 60_000);
      for (const id of ids) {
        expect(teamMails(back, id)).toHaveLength(1);
        expect(confirmations(back, id)).toHaveLength(1);
      }
    } finally {
      await second?.stop();
      await back?.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("without SMTP_URL the start-up log says so once, the messages wait, and go out once a server has SMTP_URL", async () => {
    test.setTimeout(240_000);
    const first = await startServer({ env: { DATABASE_URL: "", SMTP_URL: "", HIRING_EMAIL: team }, captureLogs: true });
    let second: RunningServer | undefined;
    const smtp = await startSmtpSink();
    try {
      const id = await apply(first, "waiting@example.com", "Patient Applicant");
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const health = (await (await fetch(`${first.url}/healthz`)).json()) as { outbox: { pending: number; failed: number } };
      expect(health.outbox).toMatchObject({ pending: 2, failed: 0 });
      const said = first.logs.filter((line) => line.includes("SMTP_URL"));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain("SMTP_URL is not set: no mail is sent");
      expect(await first.stop()).toBe(0);

      second = await startServer({ dataDir: first.dataDir, env: mailEnv(smtp, { DATABASE_URL: "" }) });
      await smtp.waitFor((mails) => mails.length >= 2, 60_000);
      expect(teamMails(smtp, id)).toHaveLength(1);
      expect(confirmations(smtp, id)).toHaveLength(1);
    } finally {
      await second?.stop();
      if (first.process.exitCode === null && first.process.signalCode === null) await first.stop();
      await smtp.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  // Two servers on one PostgreSQL (CI starts one; locally: TEST_DATABASE_URL from scripts/start-test-postgres.sh).
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) {
    test("two server instances on one PostgreSQL send each message once", async () => {
      test.setTimeout(240_000);
      // A database of their own: a shared one may hold others' messages still waiting, which these servers
      // would send first (a backlog left by a load test once held theirs past the wait).
      const database = await freshDatabase(postgres, "mail_twins");
      const smtp = await startSmtpSink();
      const env = mailEnv(smtp, { DATABASE_URL: database.url });
      const servers = await Promise.all([startServer({ env }), startServer({ env })]);
      try {
        const runId = Date.now().toString(36);
        const count = 40;
        const ids = await Promise.all(Array.from({ length: count }, (_, i) => apply(servers[i % 2]!, `twin-${runId}-${i}@example.com`, `Twin ${runId} ${i}`)));
        const ours = (mails: ReceivedMail[]) => mails.filter((mail) => ids.includes(Number(applicationOf(mail))));
        // Long enough for a send that timed out on a loaded machine to be retried (30 s later): this test is
        // about each message going out once, not about speed (npm run mail:throughput measures that).
        await smtp.waitFor((mails) => ours(mails).length >= 2 * count, 150_000);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const messageIds = ours(smtp.received).map((mail) => mail.header("message-id"));
        expect(messageIds).toHaveLength(2 * count);
        expect(new Set(messageIds).size).toBe(2 * count);
        for (const id of ids) {
          expect(teamMails(smtp, id)).toHaveLength(1);
          expect(confirmations(smtp, id)).toHaveLength(1);
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        await smtp.stop();
        await database.drop();
        for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    });
  }
});
