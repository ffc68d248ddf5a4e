import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { simpleParser } from "mailparser";
import { siteIdentity as site } from "../../app/lib/pages/site-identity";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../scripts/lib/smtp-sink";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli } from "../support/run-operator-cli";
import { expectAccessible } from "./fixtures";

// Its own production server with SMTP_URL pointing at an SMTP server of the test's own, so the
// invitation and the reset travel the real way: outbox, delivery loop, SMTP, a link in the mail.
// The plain @playwright/test `test`: the shared fixture would count this server's origin as third-party.

const owner = "owner@vesper.example";
const colleague = "colleague@vesper.example";
const ownerPassword = "correct horse battery staple";

let smtp: SmtpSink;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: smtp.url, DATABASE_URL: "", LOG_LEVEL: "info" }, captureLogs: true });
  // The first account comes from the command line, as on a fresh install.
  const added = await runOperatorCli(
    "admin",
    ["add-user", owner, "--password-stdin"],
    { DATA_DIR: server.dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    `${ownerPassword}\n`,
  );
  expect(added.code).toBe(0);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
  return page;
}

/** The link of the next message to `to` with this subject, as the member would click it. */
async function linkInMail(to: string, subject: RegExp): Promise<URL> {
  const mails = await smtp.waitFor((received) => received.some((mail) => mail.envelopeTo.includes(to) && subject.test(mail.header("subject") ?? "")), 30_000);
  const mail = mails.filter((received: ReceivedMail) => received.envelopeTo.includes(to) && subject.test(received.header("subject") ?? "")).at(-1)!;
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  const parsed = await simpleParser(mail.raw);
  const href = /https?:\/\/\S+\?token=[A-Za-z0-9_-]{43}/.exec(parsed.text ?? "")?.[0];
  expect(href, parsed.text).toBeTruthy();
  expect(parsed.html || "").toContain(`href="${href}"`);
  return new URL(href!);
}

test("an owner invites a colleague, who joins by the e-mailed link; resets and removal work from the browser, and the audit log shows the changes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, owner, ownerPassword);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
  await expect(page.getByText("(you)")).toBeVisible();
  // Nobody can remove themselves, nor the last member: no link for it.
  await expect(page.getByRole("link", { name: /^Remove/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel("Their e-mail address").fill(colleague);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page).toHaveURL(/\/admin\/team\?done=invited$/);
  await expect(page.getByRole("status")).toContainText("Invitation queued");
  await expect(page.getByRole("region", { name: "Links not used yet" })).toContainText(colleague);

  // The link is on the site's public address (app/lib/pages/site-identity.ts), not on the address the owner used.
  const invitation = await linkInMail(colleague, /invited/);
  expect(invitation.origin).toBe(new URL(site.url).origin);
  expect(invitation.pathname).toBe("/admin/invite");
  const invitePath = invitation.pathname + invitation.search;

  const joiner = await (await browser.newContext({ baseURL: server.url })).newPage();
  await joiner.goto(invitePath);
  await expect(joiner.getByRole("heading", { level: 1 })).toHaveText("Join the hiring team");
  await expectAccessible(joiner);
  await joiner.getByLabel("New password").fill("a colleague's passphrase");
  await joiner.getByLabel("Repeat the password").fill("a different passphrase");
  await joiner.getByRole("button", { name: "Create my account" }).click();
  await expect(joiner.getByRole("alert")).toHaveText("The two passwords are not the same.");
  await joiner.getByLabel("New password").fill("a colleague's passphrase");
  await joiner.getByLabel("Repeat the password").fill("a colleague's passphrase");
  await joiner.getByRole("button", { name: "Create my account" }).click();
  await expect(joiner).toHaveURL(/\/admin$/);
  await expect(joiner.getByRole("navigation", { name: "Admin" })).toContainText(`Signed in as ${colleague}`);

  // Once only: the same link again is dead, and is taken out of the address bar.
  const again = await (await browser.newContext({ baseURL: server.url })).newPage();
  await again.goto(invitePath);
  await expect(again).toHaveURL(/\/admin\/invite\?expired=1$/);
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");

  // A password reset: the colleague's sessions end when the new password is set.
  await page.goto("/admin/team");
  await page.getByRole("button", { name: `Send password reset to ${colleague}` }).click();
  await expect(page.getByRole("status")).toContainText("Password-reset link queued");
  const reset = await linkInMail(colleague, /Reset your password/);
  expect(reset.pathname).toBe("/admin/reset-password");
  const resetter = await (await browser.newContext({ baseURL: server.url })).newPage();
  await resetter.goto(reset.pathname + reset.search);
  await expect(resetter.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await resetter.getByLabel("New password").fill("short");
  await resetter.getByLabel("Repeat the password").fill("short");
  // The browser's own minlength check would stop the post; the server's rule is what counts here.
  await resetter.locator("form").evaluate((form: HTMLFormElement) => form.setAttribute("novalidate", ""));
  await resetter.getByRole("button", { name: "Save my new password" }).click();
  await expect(resetter.getByRole("alert")).toHaveText("The password must be at least 12 characters.");
  await resetter.getByLabel("New password").fill("the colleague's new passphrase");
  await resetter.getByLabel("Repeat the password").fill("the colleague's new passphrase");
  await resetter.getByRole("button", { name: "Save my new password" }).click();
  await expect(resetter).toHaveURL(/\/admin$/);
  await joiner.goto("/admin");
  await expect(joiner).toHaveURL(/\/admin\/login/);

  // Removal asks first.
  await page.goto("/admin/team");
  await page.getByRole("link", { name: new RegExp(`^Remove ${colleague.replaceAll(".", "\\.")}`) }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Remove ${colleague}?` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(`Yes, remove ${colleague} from the team.`).check();
  await page.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByRole("status")).toContainText("Member removed");
  await expect(page.getByRole("region", { name: /Members/ })).not.toContainText(colleague);
  await resetter.goto("/admin");
  await expect(resetter).toHaveURL(/\/admin\/login/);

  // The audit log shows changes by default, not the sign-ins and views around them.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  const rows = page.getByRole("row");
  for (const action of ["Invited member", "Accepted invitation", "Sent password-reset link", "Reset password", "Removed account"]) {
    await expect(rows.filter({ hasText: action }).first(), action).toBeVisible();
  }
  await expect(rows.filter({ hasText: "Signed in" })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("navigation", { name: "Kinds of entry" }).getByRole("link", { name: "Sign-ins" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=sign-ins$/);
  await expect(rows.filter({ hasText: "Signed in" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "Invited member" })).toHaveCount(0);
  await page.goto("/admin/audit?kind=nonsense");
  await expect(page.getByRole("link", { name: "Changes" })).toHaveAttribute("aria-current", "page");

  // The tokens never reached the request log (they ride in the query string, which it leaves out).
  for (const link of [invitation, reset]) {
    const token = link.searchParams.get("token")!;
    expect(server.logs.filter((line) => line.includes(token))).toEqual([]);
  }
  expect(server.logs.some((line) => line.includes('"path":"/admin/invite"'))).toBe(true);
});
