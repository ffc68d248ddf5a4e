import type { APIRequestContext, Page } from "@playwright/test";
import { runCli, signIn, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, islandReady, test } from "./fixtures";

/**
 * The page before the form (issue 36, decision 049): an application sent without JavaScript from the
 * form /founder's link opened, and an inquiry sent with it from /privacy's, are counted under the page
 * before as well as under the form's page, and show in the dashboard's "The page before the form" — with
 * no cookie set on the visitor. Other tests send forms from other pages at the same time, so the counts
 * are compared with the CSV's before the visits. The server writes its counts every second here.
 */

test.describe.configure({ timeout: 120_000 });

/** The CSV's count of one dimension and value (0 when it has no line). */
async function countOf(request: APIRequestContext, dimension: string, value: string): Promise<number> {
  const csv = await (await request.get("/admin/insights.csv?days=7", { headers: { "sec-fetch-site": "same-origin" } })).text();
  const line = csv.split("\n").find((row) => row.startsWith(`"${dimension}","${value}",`));
  return line ? Number(/"(\d+)"\s*$/.exec(line)?.[1] ?? 0) : 0;
}

async function signedInOwner(page: Page) {
  const email = `${uniqueWord("owner-before")}@example.com`;
  expect((await runCli("admin", ["add-user", email, "--role", "owner", "--password-stdin"], `${teamPassword}\n`)).code).toBe(0);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/team$/);
}

test("an application without JavaScript from /founder's link and an inquiry with it from /privacy's are counted under the page before", async ({ browser }) => {
  const owner = await browser.newPage();
  await signedInOwner(owner);
  const before = {
    application: await countOf(owner.request, "application-before", "/founder"),
    inquiry: await countOf(owner.request, "inquiry-before", "/privacy"),
  };

  // Without JavaScript: /founder's Join link names the page, and the form's post brings it back.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const applicant = await plain.newPage();
  await applicant.goto("/founder");
  await applicant.getByRole("main").getByRole("link", { name: "Join the Team" }).click();
  await expect(applicant).toHaveURL(/\/join\?from=\/founder$/);
  await applicant.getByLabel("Full Name").fill("Ada Lovelace");
  await applicant.getByLabel("Email Address").fill(`${uniqueWord("before")}@example.com`);
  await applicant.getByLabel("Division of Interest").selectOption("nexus");
  await applicant.getByLabel("Tell Us Your Story").fill("I write programs for engines that do not exist yet.");
  await applicant.getByRole("button", { name: "Join the Revolution" }).click();
  await expect(applicant.getByRole("region", { name: "Application Received!" })).toBeVisible();
  expect(await plain.cookies()).toEqual([]);
  await plain.close();

  // With JavaScript: /privacy's link to the contact page, the inquiry sent by the form's island.
  const scripted = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await scripted.newPage();
  await client.goto("/privacy");
  await client.getByRole("main").getByRole("link", { name: "the Contact page" }).click();
  await expect(client).toHaveURL(/\/contact\?from=\/privacy$/);
  await islandReady(client, "inquiry-form");
  await client.getByLabel("What is it about?").selectOption("service:web");
  await client.getByLabel("Your name").fill("Grace Hopper");
  await client.getByLabel("Work email").fill(`${uniqueWord("before")}@example.com`);
  await client.getByRole("textbox", { name: "Your project", exact: true }).fill("A compiler for our bakery's ordering system, please.");
  await client.getByRole("button", { name: "Send inquiry" }).click();
  await expect(client.getByRole("region", { name: "Inquiry received" })).toBeFocused();
  expect(await scripted.cookies()).toEqual([]);
  await scripted.close();

  // Counted with the server's next batch: one more each under the page before.
  await expect
    .poll(
      async () => [
        (await countOf(owner.request, "application-before", "/founder")) - before.application,
        (await countOf(owner.request, "inquiry-before", "/privacy")) - before.inquiry,
      ],
      {
        timeout: 20_000,
      },
    )
    .toEqual([1, 1]);
  await owner.goto("/admin/insights?days=7");
  const table = owner.getByRole("table", { name: "Applications and inquiries per page before the form" });
  await expect(table.getByRole("row", { name: new RegExp(`^/founder ${before.application + 1} \\d+`) })).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(`^/privacy \\d+ ${before.inquiry + 1}`) })).toBeVisible();
  await expectAccessible(owner);
  await owner.close();
});
