import fs from "node:fs";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { createTeamMember, runCli, signIn, sqlOnServer, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";

/** A member with exactly these roles, made with the CLI as an operator would (`--role`, repeatable). */
async function memberWith(prefix: string, roles: string[]): Promise<string> {
  const email = `${uniqueWord(prefix)}@example.com`;
  const result = await runCli("admin", ["add-user", email, ...roles.flatMap((role) => ["--role", role]), "--password-stdin"], `${teamPassword}\n`);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return email;
}

/**
 * A project inquiry as the contact form's door stores it, written straight into the server's database
 * (this spec is about the team's side): arrived `hoursAgo`, its first answer due 24 hours later.
 */
async function inquiry(fields: {
  name: string;
  description: string;
  topic?: string;
  budget?: string | null;
  company?: string;
  hoursAgo: number;
}): Promise<number> {
  const result = await sqlOnServer(
    `insert into inquiries (name, email, company, topic, budget, description, team_email, created_at, answer_due_at)
     values ($1, $2, $3, $4, $5, $6, 'web-team@example.com', now() - make_interval(hours => $7), now() - make_interval(hours => $7) + interval '24 hours')
     returning id`,
    [
      fields.name,
      `${fields.name.toLowerCase().replace(/\W/g, "")}@example.com`,
      fields.company ?? null,
      fields.topic ?? "service:web",
      fields.budget === undefined ? "10k-50k" : fields.budget,
      fields.description,
      fields.hoursAgo,
    ],
  );
  return (result.rows[0] as { id: number }).id;
}

/** The signed-in browser's cookie and CSRF token, for requests the page's own forms would not offer. */
async function sessionOf(page: Page, context: BrowserContext): Promise<{ cookie: string; csrf: string }> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const csrf = await page.locator('form[action="/admin/logout"] input[name="csrf"]').inputValue();
  return { cookie, csrf };
}

/** A request a member makes: a GET, or a form post with these fields. */
interface Ask {
  path: string;
  role: string;
  post?: Record<string, string>;
}

/** Every request at once; each must be the 403 naming `role`, private, and show nothing of the record. */
async function expectAllRefused(request: APIRequestContext, cookie: string, csrf: string, asks: Ask[], secret: string) {
  const answers = await Promise.all(
    asks.map(async ({ path, role, post }) => {
      const res = post
        ? await request.post(path, { form: { csrf, ...post }, headers: { cookie }, maxRedirects: 0 })
        : await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      const body = await res.text();
      return {
        path,
        status: res.status(),
        cacheControl: res.headers()["cache-control"],
        refusal: body.includes(`needs the ${role} role`),
        leaked: body.includes(secret),
      };
    }),
  );
  expect(answers).toEqual(asks.map(({ path }) => ({ path, status: 403, cacheControl: "no-store", refusal: true, leaked: false })));
}

test.describe("the sales team's inquiries inbox", () => {
  test.beforeEach(() => test.setTimeout(240_000));
  test.beforeAll(async () => {
    // A team always has an owner: on a fresh database the first account must be one.
    await createTeamMember(`${uniqueWord("owner")}@example.com`);
  });

  test("a sales member sees the overdue counted and marked, filters, opens one, answers it with a note, adds a note and exports; accessible at 390 px too", async ({
    page,
  }) => {
    const word = uniqueWord("inq");
    const member = await memberWith("sales", ["sales"]);
    const overdueId = await inquiry({
      name: `Ada ${word}`,
      company: "Lovelace Ltd",
      description: `Rebuild our shop ${word}, with bookings.`,
      budget: "50k-150k",
      hoursAgo: 30,
    });
    await inquiry({ name: `Bob ${word}`, topic: "division:nexus", budget: null, description: `A dashboard ${word} for our fleet.`, hoursAgo: 2 });
    const health = async () =>
      ((await (await page.request.get("/healthz")).json()) as { team: { unansweredInquiries: number; overdueInquiries: number } }).team;
    const before = await health();
    expect(before.unansweredInquiries).toBeGreaterThanOrEqual(2);
    expect(before.overdueInquiries).toBeGreaterThanOrEqual(1);

    await signIn(page, member);
    // A sales member lands on the inquiries; the menu offers only them.
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Inquiries"]);
    const promise = page.getByRole("region", { name: "The 24-hour promise" });
    // Its figure is the whole inbox's, which other specs change meanwhile: at least this spec's one.
    await expect(promise).toContainText(/[1-9]\d* overdue/);

    // Find them by text and topic; the overdue one is marked in words.
    await page.getByLabel("Search name, e-mail, company or project").fill(word);
    await page.getByRole("button", { name: "Apply filter" }).click();
    await expect(page.getByText("2 inquiries match this filter")).toBeVisible();
    const adaRow = page.getByRole("row").filter({ hasText: `Ada ${word}` });
    await expect(adaRow.getByText("Overdue")).toBeVisible();
    await expect(adaRow).toContainText("Web Development");
    await expect(adaRow).toContainText("€50,000 to €150,000");
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `Bob ${word}` })
        .getByText("Overdue"),
    ).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel("Topic").selectOption("division:nexus");
    await page.getByRole("button", { name: "Apply filter" }).click();
    await expect(page.getByRole("link", { name: `Bob ${word}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Ada ${word}` })).toHaveCount(0);
    await page.goto(`/admin/inquiries?q=${word}&overdue=1`);
    await expect(page.getByRole("link", { name: `Ada ${word}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Bob ${word}` })).toHaveCount(0);

    // The detail: overdue, a mailto reply; opening it marks it opened.
    await page.getByRole("link", { name: `Ada ${word}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ada ${word}`);
    await expect(page.getByText(/^Overdue: the first answer was due/)).toBeVisible();
    const email = `ada${word.toLowerCase()}@example.com`;
    await expect(page.getByRole("link", { name: `Reply by e-mail to ${email}` })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${email}\\?subject=Your%20project%20inquiry`),
    );
    expect((await sqlOnServer("select opened_at is not null as opened from inquiries where id = $1", [overdueId])).rows[0]).toEqual({ opened: true });
    await expectAccessible(page);

    // Moved to "contacted" with a note: the first answer, recorded; no longer overdue.
    await page.getByLabel("Move to").selectOption("contacted");
    await page.getByLabel("Note (optional)").fill("Called; proposal next week.");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status changed.");
    await expect(page.getByText("Now: Contacted")).toBeVisible();
    await expect(page.getByText(/^First answered \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Europe\/Berlin\)/)).toBeVisible();
    await expect(page.getByText(`New → Contacted, by ${member}`)).toBeVisible();
    // Any status may follow, back to "New" too.
    await expect(page.getByLabel("Move to").locator("option")).toHaveText(["New", "Qualified", "Proposal sent", "Won", "Lost"]);
    await page.getByLabel("Add a note (only the team sees it)").fill("Budget confirmed by phone.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(page.getByRole("region", { name: "Internal notes" }).getByRole("listitem")).toHaveCount(2);
    const row = (await sqlOnServer("select status, first_answered_at is not null as answered from inquiries where id = $1", [overdueId])).rows[0];
    expect(row).toEqual({ status: "contacted", answered: true });
    // /healthz counts the whole inbox, and other specs send inquiries meanwhile: so its figures are checked
    // against the table at one moment (retried until no one else wrote in between), and this one is out of them.
    await expect(async () => {
      const counted = (
        await sqlOnServer(
          `select count(*)::int as unanswered, count(*) filter (where answer_due_at < now())::int as overdue,
                  count(*) filter (where id = $1)::int as mine
             from inquiries where first_answered_at is null`,
          [overdueId],
        )
      ).rows[0] as { unanswered: number; overdue: number; mine: number };
      const after = await health();
      expect(counted.mine).toBe(0);
      expect({ unanswered: after.unansweredInquiries, overdue: after.overdueInquiries }).toEqual({ unanswered: counted.unanswered, overdue: counted.overdue });
    }).toPass({ timeout: 30_000 });

    // Export the filtered list: labels, not codes; the notes counted, never copied.
    await page.goto(`/admin/inquiries?q=${word}&status=contacted`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these as CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const lines = csv.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"id","createdAt","name","email","company","topic","budget","wishedStart","description","link","teamEmail","status","statusChangedAt","answerDueAt","firstAnsweredAt","overdue","openedAt","notes","lastNoteAt"',
    );
    expect(lines[1]).toContain(`"Ada ${word}"`);
    expect(lines[1]).toContain('"Web Development","€50,000 to €150,000"');
    expect(lines[1]).toMatch(/"Contacted",.*"no","[^"]+","2",/);
    expect(csv).not.toContain("Budget confirmed");
    // Everything audited: the view, the status, both notes, the export.
    const audit = await sqlOnServer("select action from audit_events where actor = $1 and action <> 'sign-in' order by id", [member]);
    expect(audit.rows.map((entry: { action: string }) => entry.action)).toEqual([
      "inquiry.view",
      "inquiry.status",
      "inquiry.note",
      "inquiry.view",
      "inquiry.note",
      "inquiry.view",
      "inquiries.export",
    ]);

    // At 390 px: the list as cards and the detail, both accessible, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [`/admin/inquiries?q=${word}`, `/admin/inquiries/${overdueId}`]) {
      await page.goto(path);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test("roles both ways, asked all at once: a recruiter and an editor cannot reach the inquiries, a sales member not the applications", async ({
    browser,
    baseURL,
    request,
  }) => {
    const word = uniqueWord("secret");
    const id = await inquiry({ name: `Cy ${word}`, description: `Confidential project ${word}.`, hoursAgo: 1 });
    const applied = await request.post("/api/contact", {
      data: { name: `Grace ${word}`, email: "grace-inq@example.com", division: "noxgpt", message: `I would like to build compilers ${word}.` },
    });
    expect(applied.status()).toBe(201);
    const applicationId = ((await applied.json()) as { id: number }).id;
    const [recruiter, editor, sales] = await Promise.all([
      memberWith("recruiter", ["recruiter"]),
      memberWith("editor", ["editor"]),
      memberWith("salesonly", ["sales"]),
    ]);
    const sessions = await Promise.all(
      [recruiter, editor, sales].map(async (email) => {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await signIn(page, email);
        await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
        return { email, page, ...(await sessionOf(page, context)) };
      }),
    );
    const [asRecruiter, asEditor, asSales] = sessions;
    await expect(asRecruiter!.page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Applications"]);
    await expect(asSales!.page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Inquiries"]);

    const inquiryAsks: Ask[] = [
      { path: "/admin/inquiries", role: "sales" },
      { path: `/admin/inquiries?q=${word}`, role: "sales" },
      { path: `/admin/inquiries/${id}`, role: "sales" },
      { path: `/admin/inquiries/${id}.data`, role: "sales" },
      { path: `/admin/inquiries/export.csv?q=${word}`, role: "sales" },
      { path: "/admin/inquiries/export.json", role: "sales" },
      { path: `/admin/inquiries/${id}`, role: "sales", post: { intent: "note", body: "not mine to write" } },
      { path: `/admin/inquiries/${id}`, role: "sales", post: { intent: "status", to: "won" } },
    ];
    const applicationAsks: Ask[] = [
      { path: "/admin", role: "recruiter" },
      { path: `/admin/applications/${applicationId}`, role: "recruiter" },
      { path: `/admin/export.csv?q=${word}`, role: "recruiter" },
      { path: `/admin/applications/${applicationId}`, role: "recruiter", post: { intent: "note", body: "not mine to write" } },
    ];
    await Promise.all([
      expectAllRefused(request, asRecruiter!.cookie, asRecruiter!.csrf, inquiryAsks, word),
      expectAllRefused(request, asEditor!.cookie, asEditor!.csrf, [...inquiryAsks, ...applicationAsks], word),
      expectAllRefused(request, asSales!.cookie, asSales!.csrf, applicationAsks, word),
    ]);
    // The refusal page is the admin's own, accessible.
    await asRecruiter!.page.goto("/admin/inquiries");
    await expect(asRecruiter!.page.getByRole("heading", { level: 1 })).toHaveText("Not for your role");
    await expect(asRecruiter!.page.getByText("This needs the sales role")).toBeVisible();
    await expectAccessible(asRecruiter!.page);
    // Nothing was read, changed or exported in their name.
    expect((await sqlOnServer("select status, opened_at from inquiries where id = $1", [id])).rows[0]).toEqual({ status: "new", opened_at: null });
    expect((await sqlOnServer("select count(*)::int as n from inquiry_notes where inquiry_id = $1", [id])).rows[0]).toEqual({ n: 0 });
    const written = await sqlOnServer("select count(*)::int as n from audit_events where actor = any($1) and action <> 'sign-in'", [
      [recruiter, editor, sales],
    ]);
    expect(written.rows[0]).toEqual({ n: 0 });
    // And the sales member does read it.
    await asSales!.page.goto(`/admin/inquiries/${id}`);
    await expect(asSales!.page.getByRole("heading", { level: 1 })).toHaveText(`Cy ${word}`);
    for (const session of sessions) await session.page.context().close();
  });
});
