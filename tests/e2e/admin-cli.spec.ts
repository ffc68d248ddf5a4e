import { apply, createTeamMember, runCli, signIn, sqlOnServer, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The operator CLIs against the server Playwright started on the embedded database: they reach it
// through the server's socket while it runs (server/db/pglite-socket.ts).
test.describe("the CLIs while the server runs on the embedded database", () => {
  // Each command is a new Node process (and Argon2 takes its time on purpose): generous on a busy machine.
  test.beforeEach(() => test.setTimeout(120_000));
  test("npm run admin adds, lists, resets (signing out everywhere) and removes an account", async ({ page }) => {
    const email = `${uniqueWord("cli")}@example.com`;
    await createTeamMember(email.toUpperCase());
    const listed = await runCli("admin", ["list-users"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${email}\tadded `);
    // The audit log names the command line and the operating-system user who ran it.
    const { rows } = await sqlOnServer("select actor from audit_events where action = 'user.add' and subject = $1", [`user:${email}`]);
    expect(rows).toEqual([{ actor: expect.stringMatching(/^cli:.+/) }]);

    const short = await runCli("admin", ["add-user", `x${email}`, "--password-stdin"], "too short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const twice = await runCli("admin", ["add-user", email, "--password-stdin"], `${teamPassword}\n`);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("already has an account");
    const noStdin = await runCli("admin", ["add-user", `y${email}`]);
    expect(noStdin.code).toBe(2);
    expect(noStdin.stderr).toContain("--password-stdin");

    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    const reset = await runCli("admin", ["reset-password", email, "--password-stdin"], "a brand new passphrase\n");
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain("1 session signed out");
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, email, "a brand new passphrase");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");

    const removed = await runCli("admin", ["remove-user", email]);
    expect(removed.code).toBe(0);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await runCli("admin", ["list-users"])).stdout).not.toContain(email);
  });

  test("npm run applications reads, and erases one applicant, while the server runs", async ({ request }) => {
    const word = uniqueWord("sub");
    await apply(request, { name: `Reader ${word}`, email: `${word}@example.com` });
    const listed = await runCli("applications", ["--format", "json", "--limit", "200"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${word}@example.com`);
    const erased = await runCli("applications", ["--erase", `${word.toUpperCase()}@example.com`]);
    expect(erased.code).toBe(0);
    expect(erased.stdout).toBe("Erased 1 application and 0 project inquiries from that address.\n");
    expect((await runCli("applications", ["--format", "json", "--limit", "200"])).stdout).not.toContain(`${word}@example.com`);
    const purge = await runCli("applications", ["--purge"]);
    expect(purge.code).toBe(0);
    expect(purge.stdout).toMatch(/^Purge: \d+ applications? and \d+ project inquir(y|ies) past the retention period deleted\.\n$/);
  });
});
