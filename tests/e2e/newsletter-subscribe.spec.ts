import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { newsletterPages } from "../../app/content/newsletter-pages";
import { startSmtpSink, type SmtpSink } from "../../scripts/lib/smtp-sink";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { NewsletterSigner } from "../../server/newsletter/tokens";
import { sqlOnServer } from "./admin-helpers";
import { expectAccessible } from "./fixtures";
import { confirmationLink, confirmInBrowser, newPage, onServer, statusOf, subscribeFromBlog } from "./newsletter-helpers";
import { blogPage } from "../support/site-content";

// Subscribing and unsubscribing (decision 038) as a reader does it, on a production server of the test's own with
// SMTP_URL pointing at an SMTP server of the test's own: the box on /blog and /news, with and without JavaScript,
// the confirmation mail's link, and the one-click unsubscribe a mail client sends (RFC 8058). The plain
// @playwright/test `test`: the shared fixture would count this server's origin as third-party.
// Sending an article to the subscribers: newsletter-send.spec.ts.

const { newsletter } = blogPage;
const secret = "e2e newsletter key, long enough to sign links";
const signer = new NewsletterSigner(Buffer.from(secret, "utf8"));

test.describe("newsletter: subscribing and unsubscribing", () => {
  let smtp: SmtpSink;
  let server: RunningServer;

  // One server for the three tests, started once: a production start takes a while on a busy machine.
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpSink();
    server = await startServer({
      env: { SMTP_URL: smtp.url, DATABASE_URL: "", NEWSLETTER_SECRET: secret, APPLICATION_RATE_LIMIT: "100000", MAIL_CONFIRMATIONS_PER_HOUR: "100000" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("with JavaScript from /blog: check your inbox, confirm from the mail, then one click unsubscribes for good", async ({ browser }) => {
    test.setTimeout(180_000);
    const email = "reader.one@example.com";
    const { context, page } = await newPage(browser, true);
    try {
      await subscribeFromBlog(page, server, email);
      await expect(page).toHaveURL(`${server.url}/blog`);
      await expectAccessible(page);

      // The link opened (a GET, as a mail scanner's prefetch) confirms nothing; the button does.
      const link = await confirmationLink(smtp, server, email);
      expect((await fetch(link)).status).toBe(200);
      expect(await statusOf(server, email)).toBe("pending");
      await confirmInBrowser(page, link, true);
      expect(await statusOf(server, email)).toBe("confirmed");

      // The unsubscribe link of every newsletter: its page is one button, and a mail client's one-click POST needs no page at all.
      const [subscriber] = (await sqlOnServer("select id, mailbox from newsletter_subscribers where mailbox = $1", [email], server.dataDir)).rows as {
        id: number;
        mailbox: string;
      }[];
      const headers = signer.listUnsubscribeHeaders(subscriber!);
      const unsubscribeUrl = onServer(server, headers["List-Unsubscribe"].slice(1, -1));
      await page.goto(unsubscribeUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterPages.unsubscribe.title);
      await expectAccessible(page);
      expect(await statusOf(server, email)).toBe("confirmed");

      const oneClick = await fetch(unsubscribeUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: headers["List-Unsubscribe-Post"],
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain(newsletterPages.unsubscribe.done.title);
      expect(await statusOf(server, email)).toBe("unsubscribed");

      // The page's button says the same (it sends the very same POST).
      await page.getByRole("button", { name: newsletterPages.unsubscribe.button }).click();
      await expect(page.getByRole("status")).toContainText(newsletterPages.unsubscribe.done.title);
      await expectAccessible(page);

      // A forged link is refused and unsubscribes no one.
      const forged = await fetch(`${server.url}/newsletter/unsubscribe?token=${subscriber!.id}.${"A".repeat(43)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(forged.status).toBe(400);

      // The used confirmation link does not subscribe the address again.
      await page.goto(link);
      await page.getByRole("button", { name: newsletterPages.confirm.button }).click();
      await expect(page.getByRole("status")).toContainText(newsletterPages.confirm.invalid.title);
      expect(await statusOf(server, email)).toBe("unsubscribed");
    } finally {
      await context.close();
    }
  });

  test("without JavaScript from /news: the form posts, the page says check your inbox, the mailed link confirms", async ({ browser }) => {
    test.setTimeout(180_000);
    const email = "reader.two@example.com";
    const { context, page } = await newPage(browser, false);
    try {
      await page.goto(`${server.url}/news`);
      await page.getByRole("textbox", { name: newsletter.label }).fill(email);
      await page.getByRole("button", { name: newsletter.button }).click();
      await expect(page).toHaveURL(`${server.url}/news?newsletter=sent#newsletter`);
      await expect(page.locator("#newsletter-outcome")).toContainText(newsletter.sentTitle);
      // The address typed is not in the address bar, nor in the page that answered.
      expect(page.url()).not.toContain("reader.two");
      expect(await page.content()).not.toContain(email);

      const link = await confirmationLink(smtp, server, email);
      await confirmInBrowser(page, link, false);
      expect(await statusOf(server, email)).toBe("confirmed");
    } finally {
      await context.close();
    }
  });

  test("the box at 390 px: nothing overflows, the field and the button are whole and reachable", async ({ browser }) => {
    // A page of its own on a shared machine, then axe: more than the default 30 s when the machine is busy.
    test.setTimeout(90_000);
    const { context, page } = await newPage(browser, true, 390);
    try {
      await page.goto(`${server.url}/blog#newsletter`);
      const form = page.locator('[data-island="newsletter-form"]');
      await form.scrollIntoViewIfNeeded();
      const field = page.getByRole("textbox", { name: newsletter.label });
      const button = page.getByRole("button", { name: newsletter.button });
      for (const control of [field, button]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
