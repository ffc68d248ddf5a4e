import { expect, type Browser, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { newsletterPages } from "../../app/content/newsletter-pages";
import type { SmtpSink } from "../../scripts/lib/smtp-sink";
import type { RunningServer } from "../../scripts/lib/start-server";
import { blogPage } from "../support/site-content";
import { sqlOnServer } from "./admin-helpers";
import { expectAccessible } from "./fixtures";

// What the newsletter's end-to-end specs share (newsletter-subscribe.spec.ts, newsletter-send.spec.ts): a reader's
// browser on a server of the spec's own, the box, and the confirmation mail's link.

const { newsletter } = blogPage;

export async function newPage(browser: Browser, javaScriptEnabled: boolean, width = 1280) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/**
 * The same path and query on this test's server: the mails name the site's public address (site.json), which
 * is not where the test's server listens.
 */
export function onServer(server: RunningServer, link: string): string {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
}

/** Subscribes `email` from the box on /blog with JavaScript, as a reader does, and waits for "check your inbox". */
export async function subscribeFromBlog(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.goto(`${server.url}/blog`);
  const island = page.locator('[data-island="newsletter-form"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-island-ready", "");
  await page.getByRole("textbox", { name: newsletter.label }).fill(email);
  await page.getByRole("button", { name: newsletter.button }).click();
  await expect(page.locator("#newsletter-outcome")).toContainText(newsletter.sentTitle);
}

/** The confirmation link of the newest mail to `email`, on this test's server. */
export async function confirmationLink(smtp: SmtpSink, server: RunningServer, email: string): Promise<string> {
  const received = await smtp.waitFor((mails) => mails.some((mail) => mail.envelopeTo.includes(email)));
  const mail = await simpleParser(received.filter((m) => m.envelopeTo.includes(email)).at(-1)!.raw);
  expect(mail.subject).toMatch(/^Confirm your subscription to the .+ newsletter$/);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
  expect(link).toBeDefined();
  return onServer(server, link!);
}

export async function statusOf(server: RunningServer, mailbox: string): Promise<string | undefined> {
  const { rows } = await sqlOnServer("select status from newsletter_subscribers where mailbox = $1", [mailbox], server.dataDir);
  return (rows[0] as { status?: string } | undefined)?.status;
}

/** Opens the confirmation link and presses its one button (opening it alone confirms nothing: decision 038). */
export async function confirmInBrowser(page: Page, link: string, javaScriptEnabled: boolean) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterPages.confirm.title);
  if (javaScriptEnabled) await expectAccessible(page);
  await page.getByRole("button", { name: newsletterPages.confirm.button }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?status=confirmed$/);
  await expect(page.getByRole("status")).toContainText(newsletterPages.confirm.done.title);
  if (javaScriptEnabled) await expectAccessible(page);
}
