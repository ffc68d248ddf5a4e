import { apply, createTeamMember, signIn, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("the inbox on a phone, sorted, with what no one has opened", () => {
  test("at 390 px nothing scrolls sideways and a long e-mail address reads as an address, not a column of letters", async ({ page, request }) => {
    test.setTimeout(90_000);
    const word = uniqueWord("phone");
    const member = `${uniqueWord("pocket")}@example.com`;
    await createTeamMember(member);
    const emails = [0, 1, 2].map((i) => `a.rather.long.applicant.address.${i}.${word}@recruiting.subdomain.example-company.com`);
    for (const [i, email] of emails.entries()) await apply(request, { name: `Phone Reader ${i} ${word}`, email, division: "vesperholdings" });

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, member);
    await page.goto(`/admin?q=${word}`);
    await expect(page.getByRole("link", { name: `Phone Reader 0 ${word}` })).toBeVisible();
    const sideways = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.clientWidth);
    // Each address's box spans most of the card (about 40 characters a line), so it breaks a few times at most.
    for (const email of emails) {
      const box = (await page.getByText(email, { exact: true }).boundingBox())!;
      expect(box.width).toBeGreaterThan(250);
      expect(box.height).toBeLessThan(80);
    }
    // The sort links stay reachable on a phone.
    await expect(page.getByRole("link", { name: "Name", exact: true })).toBeVisible();
    await expectAccessible(page);

    // On a wide screen the same list is a table with its column headers.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([/^Received/, "Name", "E-mail", "Division", "Status"]);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(4);
    await expectAccessible(page);
  });

  test("sorts by column header links (aria-sort), keeps the order in pages, filters and exports, and marks what no one has opened", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord("order");
    const member = `${uniqueWord("sorter")}@example.com`;
    await createTeamMember(member);
    for (const name of ["Carol", "alice", "Bob"]) await apply(request, { name: `${name} ${word}`, email: `${name.toLowerCase()}.${word}@example.com` });
    await signIn(page, member);
    await page.goto(`/admin?q=${word}`);
    const table = page.getByRole("table");
    const nameLinks = table.getByRole("link", { name: new RegExp(word) });
    // Newest first by default, all three new to everyone.
    await expect(nameLinks).toHaveText([`Bob ${word}`, `alice ${word}`, `Carol ${word}`]);
    await expect(page.getByText("3 applications match this filter, newest first. 3 not opened by anyone yet.")).toBeVisible();
    await expect(table.getByText("New — not opened")).toHaveCount(3);
    await expect(table.getByRole("columnheader", { name: /Received/ })).toHaveAttribute("aria-sort", "descending");

    // By name, A to Z, whatever the case; the same header again turns it round.
    await table.getByRole("link", { name: "Name", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&sort=name&dir=asc$`));
    await expect(nameLinks).toHaveText([`alice ${word}`, `Bob ${word}`, `Carol ${word}`]);
    await expect(table.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    await expect(table.getByRole("columnheader", { name: /Received/ })).not.toHaveAttribute("aria-sort");
    await table.getByRole("link", { name: "Name", exact: true }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc$/);
    await expect(nameLinks).toHaveText([`Carol ${word}`, `Bob ${word}`, `alice ${word}`]);
    await expect(page.getByText("3 applications match this filter, by name, Z to A.")).toBeVisible();
    await expectAccessible(page);

    // The exports, the status links and the filter form keep the order.
    await expect(page.getByRole("link", { name: "Export these as CSV" })).toHaveAttribute("href", `/admin/export.csv?q=${word}&sort=name&dir=desc`);
    await expect(page.getByRole("navigation", { name: "Applications by status" }).getByRole("link", { name: /^New/ })).toHaveAttribute(
      "href",
      `/admin?status=new&q=${word}&sort=name&dir=desc`,
    );
    const csv = await (await page.request.get(`/admin/export.csv?q=${word}&sort=name&dir=desc`)).text();
    expect(
      csv
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split(",")[2]),
    ).toEqual([`"Carol ${word}"`, `"Bob ${word}"`, `"alice ${word}"`]);
    await page.getByLabel("Division", { exact: true }).selectOption("noxgpt");
    await page.getByRole("button", { name: "Apply filter" }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    const filtered = page.url();
    await expect(nameLinks).toHaveText([`Carol ${word}`, `Bob ${word}`, `alice ${word}`]);

    // Opening one marks it opened for the whole team; the others stay new.
    await page.getByRole("link", { name: `Bob ${word}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bob ${word}`);
    await page.goto(filtered);
    await expect(page.getByText("2 not opened by anyone yet.", { exact: false })).toBeVisible();
    await expect(
      table
        .getByRole("row")
        .filter({ hasText: `Bob ${word}` })
        .getByText("New — not opened"),
    ).toHaveCount(0);
    await expect(
      table
        .getByRole("row")
        .filter({ hasText: `Carol ${word}` })
        .getByText("New — not opened"),
    ).toBeVisible();
    // (That it is opened for every member, not only this one, is tests/integration/inbox-views.test.ts.)
  });

  test("the detail page says plainly, in the team's words, that the site does not send e-mail yet (no SMTP_URL)", async ({ page, request }) => {
    test.setTimeout(90_000);
    const word = uniqueWord("nomail");
    const member = `${uniqueWord("reader")}@example.com`;
    await createTeamMember(member);
    const id = await apply(request, { name: `No Mail ${word}`, email: `${word}@example.com` });
    await signIn(page, member);
    await page.goto(`/admin/applications/${id}`);
    const delivery = page.getByRole("region", { name: "E-mail delivery" });
    await expect(delivery).toContainText("not sent — this site does not send e-mail yet");
    await expect(delivery).toContainText("It waits and goes out once whoever runs the site sets up its e-mail.");
    await expect(delivery).not.toContainText("SMTP_URL");
    await expect(delivery).not.toContainText("next attempt");
  });
});
