import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { simpleParser, type ParsedMail } from "mailparser";
import { addEditor, uploadImage, signIn as signInOverHttp } from "../../scripts/lib/editor-client";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../scripts/lib/smtp-sink";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { photoJpeg } from "../support/image-fixtures";
import { shippedDocuments } from "../support/site-content";
import { signIn, sqlOnServer, submitAndLoad, writeNewsArticle } from "./admin-helpers";
import { expectAccessible } from "./fixtures";
import { confirmationLink, confirmInBrowser, newPage, onServer, statusOf, subscribeFromBlog } from "./newsletter-helpers";

// The sending half of the newsletter (decision 039) as the people involved do it, on a production server of the
// test's own with SMTP_URL pointing at an SMTP server of the test's own: two readers subscribe from /blog and
// confirm from their mail; an editor publishes a news article in the editor and sends it from /admin/newsletter;
// both readers receive it; one unsubscribes with the one-click POST their mail program would send to the
// received List-Unsubscribe URL (RFC 8058); the next article reaches the other reader only. A reader who still
// gets the second article shows that the send went out, so the unsubscribed one's empty inbox means something.
// Subscribing in every other way: newsletter-subscribe.spec.ts. The plain @playwright/test `test`: the shared
// fixture would count this server's origin as third-party.

const { site } = shippedDocuments.site;
const account = { email: "newsletter-editor@example.com", password: "newsletter editor password" };
const leaver = "leaver@example.com";
const stayer = "stayer@example.com";
const coverName = "newsletter-cover.jpg";
/** The uploaded cover's address, set once it is uploaded (beforeAll). */
let coverSrc = "";
const coverAlt = "A paper boat on a calm harbour at dawn";

interface Mail {
  received: ReceivedMail;
  parsed: ParsedMail;
}

/** The mails `email` received whose subject is `subject`, parsed (a subject may be MIME-encoded in the raw header). */
async function mailsTo(smtp: SmtpSink, email: string, subject: string): Promise<Mail[]> {
  const mails: Mail[] = [];
  for (const received of smtp.received.filter((mail) => mail.envelopeTo.includes(email))) {
    const parsed = await simpleParser(received.raw);
    if (parsed.subject === subject) mails.push({ received, parsed });
  }
  return mails;
}

/** Waits for exactly one such mail: a send that went out twice would show here as two. */
async function theMail(smtp: SmtpSink, email: string, subject: string): Promise<Mail> {
  // A batch is a job of the queue: it starts within a second or two, longer when the machine is busy.
  await expect.poll(async () => (await mailsTo(smtp, email, subject)).length, { timeout: 60_000, intervals: [250] }).toBeGreaterThan(0);
  const mails = await mailsTo(smtp, email, subject);
  expect(mails, `${email}: "${subject}" once`).toHaveLength(1);
  return mails[0]!;
}

/**
 * Writes a new news article in the editor's form (a new item of the news list, made an article, with the cover
 * uploaded before) and publishes it by hand; answers its page's path. `earlier`: the articles this test
 * published before, which the list holds after the shipped items.
 */
async function publishArticle(page: Page, earlier: number, title: string, excerpt: string): Promise<string> {
  const id = await writeNewsArticle(
    page,
    {
      title,
      excerpt,
      content: `${excerpt}\n\n## What changes\n\nNothing you need to do.`,
      cover: coverSrc,
      author: "Communications Team",
      authorRole: "Vesper Communications",
      readTime: "1 min read",
      tag: "Announcements",
    },
    earlier,
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published.", { timeout: 90_000 });
  const path = `/news/${id}`;
  await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 30_000 }).toBe(200);
  return path;
}

/** A count of the list on /admin/newsletter ("Confirmed", "Unsubscribed", …). */
const listCount = (page: Page, label: string) =>
  page.locator('section[aria-labelledby="list"] dt', { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");

/** One send's count by state ("Sent", "Queued", …) on /admin/newsletter. */
const sendCount = (page: Page, title: string, label: string) =>
  page
    .locator('section[aria-labelledby="sends"] li', { hasText: title })
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd");

/** An article's "Send to subscribers" link under "Published articles" (its name ends with the title, for a screen reader). */
const sendLink = (page: Page, title: string) =>
  page.locator('section[aria-labelledby="articles"] li', { hasText: title }).getByRole("link", { name: /^Send to subscribers/ });

/**
 * From /admin/newsletter to the article's "Send to subscribers" step: the preview of the e-mail (subject, HTML part,
 * plain text) and the number it goes to; then the send, confirmed with that number.
 */
async function sendToSubscribers(page: Page, title: string, path: string, recipients: number, options: { axe: boolean; testSend: boolean }): Promise<void> {
  const url = new URL(path, site.url).href;
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(listCount(page, "Confirmed")).toHaveText(String(recipients));
  if (options.axe) await expectAccessible(page);
  await sendLink(page, title).click();

  await expect(page.getByRole("heading", { level: 1, name: "Send to subscribers" })).toBeVisible();
  await expect(page.locator("p", { hasText: "Subject:" }).locator("strong")).toHaveText(title);
  const preview = page.frameLocator('iframe[title="The e-mail as HTML"]');
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Read the article" })).toHaveAttribute("href", url);
  await expect(preview.getByRole("img", { name: coverAlt })).toBeAttached();
  await expect(page.locator("pre")).toContainText(url);
  const plural = recipients === 1 ? "subscriber" : "subscribers";
  const confirm = page.getByRole("checkbox", { name: new RegExp(`^Send this e-mail to ${recipients} confirmed ${plural}\\.`) });
  await expect(confirm).toBeVisible();
  if (options.axe) await expectAccessible(page);

  if (options.testSend) {
    await submitAndLoad(page, () => page.getByRole("button", { name: `Send a test to ${account.email}` }).click());
    await expect(page.getByRole("status")).toContainText(`A test is on its way to ${account.email}.`);
  }
  await page.getByRole("checkbox", { name: new RegExp(`^Send this e-mail to ${recipients} confirmed`) }).check();
  await submitAndLoad(page, () => page.getByRole("button", { name: `Send to ${recipients} ${plural}` }).click());
  await expect(page).toHaveURL(/\/admin\/newsletter\?started=1$/);
  await expect(page.getByRole("status")).toContainText("The send has started.");
}

/** The article's mail as a subscriber receives it: its title, its link, and the one-click unsubscribe headers; answers the List-Unsubscribe URL. */
function expectArticleMail({ received, parsed }: Mail, email: string, title: string, path: string): string {
  const url = new URL(path, site.url).href;
  expect(received.envelopeTo).toEqual([email]);
  expect(received.envelopeFrom).toBe("news@vesper.example");
  expect(parsed.subject).toBe(title);
  expect(parsed.text).toContain(title);
  expect(parsed.text).toContain(url);
  expect(parsed.html).toContain(`href="${url}"`);
  const listUnsubscribe = received.header("list-unsubscribe") ?? "";
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>\s]+\/newsletter\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/);
  expect(received.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = listUnsubscribe.slice(1, -1);
  // The footer's link is the header's: a reader without the mail program's button has the same one click.
  expect(parsed.text).toContain(unsubscribeUrl);
  return unsubscribeUrl;
}

test.describe("newsletter: sending an article", () => {
  let smtp: SmtpSink;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtpSink();
    server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        DATABASE_URL: "",
        MAIL_FROM: "Vesper News <news@vesper.example>",
        APPLICATION_RATE_LIMIT: "100000",
        MAIL_CONFIRMATIONS_PER_HOUR: "100000",
        // NEWSLETTER_PER_MINUTE left at its default: a send's first batch (up to 50, so both readers) is due at once.
      },
    });
    await addEditor(account, { DATA_DIR: server.dataDir, DATABASE_URL: "" });
    // The covers' upload is the media page's test (admin-media.spec.ts): here it is only what an article needs.
    const cookie = await signInOverHttp(server.url, account);
    const cover = await uploadImage(server.url, cookie, await photoJpeg(1200, 675), coverName, coverAlt);
    expect(cover.src).toMatch(/^\/media\//);
    coverSrc = cover.src;
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("readers confirm, the editor publishes and sends; one click unsubscribes a reader, who is not sent the next article", async ({ browser }) => {
    test.setTimeout(600_000);

    // Two readers subscribe from the blog's box and confirm from the link in their mail.
    for (const email of [leaver, stayer]) {
      const { context, page } = await newPage(browser, true);
      try {
        await subscribeFromBlog(page, server, email);
        await confirmInBrowser(page, await confirmationLink(smtp, server, email), false);
        expect(await statusOf(server, email)).toBe("confirmed");
      } finally {
        await context.close();
      }
    }

    const editor = await browser.newContext({ baseURL: server.url });
    try {
      const page = await editor.newPage();
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/admin(\/|$)/);

      // The first article: published in the editor, previewed, tested, sent to both readers.
      const first = "Harbour Office Opens Its Doors";
      const firstPath = await publishArticle(page, 0, first, "Our new harbour office is open to visitors every weekday, with a reading room and a café.");
      await sendToSubscribers(page, first, firstPath, 2, { axe: true, testSend: true });
      const testMail = await theMail(smtp, account.email, `[Test] ${first}`);
      expect(testMail.parsed.text).toContain(new URL(firstPath, site.url).href);
      const leaverMail = await theMail(smtp, leaver, first);
      const stayerMail = await theMail(smtp, stayer, first);
      const leaverUnsubscribe = expectArticleMail(leaverMail, leaver, first, firstPath);
      const stayerUnsubscribe = expectArticleMail(stayerMail, stayer, first, firstPath);
      expect(leaverUnsubscribe).not.toBe(stayerUnsubscribe);

      // The send's progress, and the article now says it was sent (an article goes once).
      await expect(async () => {
        await page.goto("/admin/newsletter");
        await expect(sendCount(page, first, "Sent")).toHaveText("2", { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(sendCount(page, first, "Queued")).toHaveText("0");
      await expect(page.locator('section[aria-labelledby="articles"] li', { hasText: first })).toContainText("Sent");
      await expect(sendLink(page, first)).toHaveCount(0);

      // The mail program's one-click unsubscribe: RFC 8058's POST to the URL of the mail received.
      const oneClick = await fetch(onServer(server, leaverUnsubscribe), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: leaverMail.received.header("list-unsubscribe-post"),
      });
      expect(oneClick.status).toBe(200);
      expect(await statusOf(server, leaver)).toBe("unsubscribed");
      expect(await statusOf(server, stayer)).toBe("confirmed");

      // The second article goes to the reader still subscribed, and not to the one who left.
      const second = "Reading Room Hours Extended";
      const secondPath = await publishArticle(page, 1, second, "The harbour office's reading room now stays open until eight on Thursdays.");
      await page.goto("/admin/newsletter");
      await expect(listCount(page, "Unsubscribed")).toHaveText("1");
      await sendToSubscribers(page, second, secondPath, 1, { axe: false, testSend: false });
      expectArticleMail(await theMail(smtp, stayer, second), stayer, second, secondPath);
      const { rows } = await sqlOnServer(
        "select count(*)::int as copies from newsletter_deliveries d join newsletter_sends s on s.id = d.send_id where s.article_path = $1",
        [secondPath],
        server.dataDir,
      );
      expect(rows[0]).toEqual({ copies: 1 });
      // The stayer's copy arrived, so the send is done: nothing further is on its way to the leaver.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await mailsTo(smtp, leaver, second)).toHaveLength(0);
      expect(await mailsTo(smtp, leaver, first)).toHaveLength(1);
    } finally {
      await editor.close();
    }
  });
});
