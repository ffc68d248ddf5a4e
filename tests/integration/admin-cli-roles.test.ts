import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runOperatorCli, type CliResult } from "../support/run-operator-cli.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-cli-roles-"));
const admin = (args: string[], stdin = ""): Promise<CliResult> => runOperatorCli("admin", args, { DATA_DIR: dataDir, DATABASE_URL: "" }, stdin);
const password = "correct horse battery\n";

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each command is a new Node process opening the embedded database: slow on a busy machine.
describe("npm run admin with roles", () => {
  it("add-user --role (repeatable, owner, recruiter and sales without it; sales accepted), set-roles, list-users; unknown roles and a team without owner refused", {
    timeout: 600_000,
  }, async () => {
    // Refused before anything is opened or read: no password needed to learn the role is wrong.
    const unknown = await admin(["add-user", "x@example.com", "--role", "admin", "--password-stdin"]);
    expect(unknown).toMatchObject({ code: 2, stdout: "" });
    expect(unknown.stderr).toBe('Unknown role "admin": the roles are owner, editor, recruiter, sales.\n');
    expect((await admin(["set-roles", "x@example.com"])).stderr).toMatch(/^set-roles needs one --role or more/);
    expect((await admin(["list-users", "--role", "owner"])).stderr).toMatch(/^list-users takes no --role/);

    // The editing guide's command on a fresh install: the first account becomes an owner too, and is told so.
    expect(await admin(["add-user", "ada@example.com", "--role", "editor", "--password-stdin"], password)).toMatchObject({
      code: 0,
      stderr: "",
      stdout:
        "Added ada@example.com (owner, editor). As the first account it is also an owner, so someone can manage the team (change with set-roles once there is another owner). They can sign in at /admin/login.\n",
    });
    expect(await admin(["add-user", "ed@example.com", "--role", "editor", "--role", "recruiter", "--password-stdin"], password)).toMatchObject({
      code: 0,
      stderr: "",
    });
    expect(await admin(["set-roles", "ED@example.com", "--role", "editor"])).toMatchObject({
      code: 0,
      stderr: "",
      stdout: "ed@example.com: roles editor, recruiter → editor.\n",
    });
    expect(await admin(["add-user", "sam@example.com", "--role", "sales", "--password-stdin"], password)).toMatchObject({
      code: 0,
      stderr: "",
      stdout: "Added sam@example.com (sales). They can sign in at /admin/login.\n",
    });
    const lastOwner = await admin(["set-roles", "ada@example.com", "--role", "recruiter"]);
    expect(lastOwner.code).toBe(1);
    expect(lastOwner.stderr).toMatch(/at least one owner/);

    const listed = (await admin(["list-users"])).stdout.trim().split("\n");
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatch(/^ada@example\.com\tadded \d{4}-\d{2}-\d{2}\tpassword set \d{4}-\d{2}-\d{2}\troles owner,editor$/);
    expect(listed[1]).toMatch(/^ed@example\.com\t.*\troles editor$/);
    expect(listed[2]).toMatch(/^sam@example\.com\t.*\troles sales$/);
  });
});
