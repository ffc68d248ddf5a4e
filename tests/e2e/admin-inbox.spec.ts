import fs from "node:fs";
import { apply, createTeamMember, signIn, sqlOnServer, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, islandReady, test } from "./fixtures";

test.describe("the hiring team's inbox", () => {
  test("done when: apply on /join, find it by filter, move it to interview with a note, export it, erase it — all audited", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const word = uniqueWord("done");
    const email = `${word}@example.com`;
    const member = `${uniqueWord("lead")}@example.com`;
    await createTeamMember(member);

    // An applicant applies through the form on /join, in another browser session.
    const applicant = await browser.newPage();
    await applicant.goto("/join");
    await islandReady(applicant, "application-form");
    await applicant.getByLabel("Full Name").fill(`Ada ${word}`);
    await applicant.getByLabel("Email Address").fill(email);
    await applicant.getByLabel("Division of Interest").selectOption("vesperguard");
    await applicant.getByLabel("Tell Us Your Story").fill('=HYPERLINK("https://evil.example") and <b>bold</b> text, rendered as text.');
    await applicant.getByRole("button", { name: "Join the Revolution" }).click();
    await expect(applicant.getByRole("region", { name: /Notifications/ }).getByText("Application Received!")).toBeVisible();
    await applicant.close();

    await signIn(page, member);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    // Find it by filter: division, status and free text.
    await page.getByLabel("Search name, e-mail or message").fill(word);
    await page.getByLabel("Division", { exact: true }).selectOption("vesperguard");
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByRole("button", { name: "Apply filter" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?q=${word}&division=vesperguard&status=new&from=&to=$`));
    await expect(page.getByText("1 application match this filter")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: `Ada ${word}` }).click();

    // The detail: everything as text, a mailto reply.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ada ${word}`);
    await expect(page.getByText('=HYPERLINK("https://evil.example") and <b>bold</b> text, rendered as text.')).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Reply by e-mail to ${email}` })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=Your%20application%20to%20Vesper`,
    );
    // The delivery state of its two e-mails, read from the outbox (this server has no SMTP_URL: they wait, and the page says why
    // in the hiring team's words, not the setting's).
    const delivery = page.getByRole("region", { name: "E-mail delivery" });
    await expect(delivery.getByRole("listitem")).toHaveText([
      /^Notification to the hiring team: not sent — this site does not send e-mail yetIt waits and goes out once whoever runs the site sets up its e-mail/,
      /^Confirmation to the applicant: not sent — this site does not send e-mail yetIt waits/,
    ]);
    await expect(page.locator("main")).not.toContainText("SMTP_URL");
    await expectAccessible(page);

    // Move it to interview with a note.
    await page.getByLabel("Move to").selectOption("interview");
    await page.getByLabel("Note (optional)").fill("Strong security background; invite for a call.");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status changed.");
    await expect(page.getByText("Now: Interview")).toBeVisible();
    await expect(page.getByText(`New → Interview, by ${member}`)).toBeVisible();
    const notes = page.getByRole("region", { name: "Internal notes" });
    await expect(notes.getByText("Strong security background; invite for a call.")).toBeVisible();
    // Every time on the team's pages is in the company's zone (site settings), labelled: none in UTC beside it.
    await expect(notes.getByText(new RegExp(`^${member.replace(".", "\\.")}, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\(Europe/Berlin\\)$`))).toBeVisible();
    await expect(page.locator("main")).not.toContainText("UTC");
    // The workflow goes on from interview, or back to an earlier stage to undo a misclick (in the history as a move back).
    await expect(page.getByLabel("Move to").locator("option")).toHaveText(["Offer", "Hired", "Rejected", "Withdrawn", "New", "Reviewing"]);
    await page.getByLabel("Move to").selectOption("reviewing");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Now: Reviewing")).toBeVisible();
    await expect(page.getByText(`Interview → Reviewing (back), by ${member}`)).toBeVisible();
    await page.getByLabel("Move to").selectOption("interview");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Now: Interview")).toBeVisible();

    // A note on its own.
    await page.getByLabel("Add a note (only the team sees it)").fill("Call booked for Tuesday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(notes.getByRole("listitem")).toHaveCount(2);

    // Export the current filter (now status interview) as CSV and JSON.
    await page.goto(`/admin?status=interview&q=${word}`);
    await expect(page.getByRole("link", { name: `Ada ${word}` })).toBeVisible();
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these as CSV" }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await csvDownload.path())!, "utf8");
    expect(csv.split("\n")[0]).toBe(
      '"id","createdAt","name","email","discord","division","portfolio","message","status","statusChangedAt","openedAt","notes","lastNoteAt"',
    );
    expect(csv.trim().split("\n")).toHaveLength(2);
    expect(csv).toContain(`"Ada ${word}","${email}"`);
    // What the team sees: the division's and the status's labels, the notes' count (two, above).
    expect(csv).toMatch(/,"VesperGuard",.*,"Interview","[^"]+","[^"]+","2","\d{4}-/);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"") and <b>bold</b> text, rendered as text."`);
    const [jsonDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these as JSON" }).click()]);
    const exported = JSON.parse(fs.readFileSync((await jsonDownload.path())!, "utf8")) as { email: string; status: string }[];
    expect(exported).toEqual([expect.objectContaining({ email, division: "VesperGuard", status: "Interview", notes: 2 })]);

    // Erase it: the detail page's action, confirmed twice.
    await page.getByRole("link", { name: `Ada ${word}` }).click();
    await page.getByRole("link", { name: "Erase this applicant…" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase Ada ${word}`);
    await expectAccessible(page);
    // Without both confirmations, nothing happens.
    await page.getByLabel("Second confirmation: type the applicant’s e-mail address").fill("someone.else@example.com");
    await page.getByLabel(/First confirmation/).check();
    await page.getByRole("button", { name: "Erase permanently" }).click();
    await expect(page.getByRole("alert")).toHaveText("The address you typed is not this applicant’s address. Nothing was erased.");
    await page.getByLabel(/First confirmation/).check();
    await page.getByLabel("Second confirmation: type the applicant’s e-mail address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Erase permanently" }).click();
    await expect(page).toHaveURL(/\/admin\?erased=1$/);
    await expect(page.getByRole("status")).toContainText("Erased: 1 application");
    await page.goto(`/admin?q=${word}`);
    await expect(page.getByText("No application matches this filter.")).toBeVisible();
    const { rows } = await sqlOnServer("select count(*)::int as n from contact_submissions where email = $1", [email]);
    expect(rows[0].n).toBe(0);

    // All audited, with who and when; the erasure with a count only.
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    await expectAccessible(page);
    const mine = page.getByRole("row").filter({ hasText: member });
    // Changes by default; views, sign-ins and exports one link away.
    for (const action of ["Changed status", "Added note", "Erased applicant"]) {
      await expect(mine.filter({ hasText: action }).first(), action).toBeVisible();
    }
    for (const action of ["Signed in", "Viewed application", "Exported applications"]) await expect(mine.filter({ hasText: action }), action).toHaveCount(0);
    await page.getByRole("navigation", { name: "Kinds of entry" }).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?kind=all$/);
    for (const action of ["Signed in", "Viewed application", "Changed status", "Added note", "Exported applications", "Erased applicant"]) {
      await expect(mine.filter({ hasText: action }).first(), action).toBeVisible();
    }
    await expect(mine.filter({ hasText: "Erased applicant" })).toContainText("deleted: 1");
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /delete/i })).toHaveCount(0);
  });

  test("counts per status, filters by date range, newest first, and pages", async ({ page, request }) => {
    const word = uniqueWord("count");
    const member = `${uniqueWord("counter")}@example.com`;
    await createTeamMember(member);
    const ids: number[] = [];
    for (let i = 0; i < 27; i++)
      ids.push(await apply(request, { name: `Applicant ${i} ${word}`, email: `${word}-${i}@example.com`, division: i % 2 ? "nexus" : "viad" }));
    await sqlOnServer("update contact_submissions set status = 'rejected', status_changed_at = now() where id = any($1)", [ids.slice(0, 3)]);
    await sqlOnServer("update contact_submissions set created_at = '2025-01-15T10:00:00Z' where id = $1", [ids[3]]);
    await signIn(page, member);
    await page.goto(`/admin?q=${word}`);
    const byStatus = page.getByRole("navigation", { name: "Applications by status" });
    await expect(byStatus.getByRole("link", { name: "All (27)" })).toBeVisible();
    await expect(byStatus.getByRole("link", { name: "New (24)" })).toBeVisible();
    await expect(byStatus.getByRole("link", { name: "Rejected (3)" })).toBeVisible();
    // Newest first, 25 a page.
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(26);
    await expect(rows.nth(1)).toContainText(`Applicant 26 ${word}`);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}&page=2$`));
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expectAccessible(page);
    // A date range.
    await page.goto(`/admin?q=${word}&from=2025-01-01&to=2025-01-31`);
    await expect(page.getByText("1 application match this filter")).toBeVisible();
    await expect(rows.nth(1)).toContainText(`Applicant 3 ${word}`);
    // A status link keeps the rest of the filter.
    await page.goto(`/admin?q=${word}&division=nexus`);
    await byStatus.getByRole("link", { name: /^Rejected/ }).click();
    await expect(page).toHaveURL(new RegExp(`division=nexus&status=rejected&q=${word}$`));
    await expect(rows).toHaveCount(2);
  });

  test("an unknown application and an unknown admin page answer 404 in the admin shell, accessibly", async ({ page }) => {
    const member = `${uniqueWord("lost")}@example.com`;
    await createTeamMember(member);
    await signIn(page, member);
    const missing = await page.goto("/admin/applications/2147483000");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such application");
    await expectAccessible(page);
    const unknown = await page.goto("/admin/nothing-here");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expectAccessible(page);
  });
});
