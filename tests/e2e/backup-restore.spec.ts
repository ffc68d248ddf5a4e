import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addEditor, publishPrice, signIn, uploadImage } from "../../scripts/lib/editor-client";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { photoJpeg } from "../support/image-fixtures";
import { runOperatorCli } from "../support/run-operator-cli";

/**
 * Day two for an operator (docs/operations.md, "Backups"): `npm run backup` copies the embedded database of a
 * server that keeps running and taking applications, `npm run restore` puts it into a new DATA_DIR (and
 * nowhere else), and a server started there has every kind of thing the site stores: an application, a
 * published edit and an uploaded image.
 */
test.describe("backup and restore of the embedded database", () => {
  test("a running server's backup, restored elsewhere, serves its application, its published edit and its image", async () => {
    test.setTimeout(480_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-backup-"));
    const env = { DATABASE_URL: "" };
    const account = { email: "backup-editor@example.com", password: "backup editor password" };
    const price = `Starting at $${7000 + Math.floor(Math.random() * 900)}`;
    const apply = (url: string, email: string) =>
      fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: url },
        body: JSON.stringify({ name: "Backup Applicant", email, division: "nexus", message: "Kept in a backup, found after a restore." }),
      });
    let original: RunningServer | undefined;
    let restored: RunningServer | undefined;
    try {
      original = await startServer({ dataDir: path.join(work, "live"), env: { ...env, APPLICATION_RATE_LIMIT: "1000" } });
      expect((await apply(original.url, "kept@example.com")).status).toBe(201);
      await addEditor(account, { ...env, DATA_DIR: original.dataDir });
      const cookie = await signIn(original.url, account);
      await publishPrice(original.url, cookie, price);
      const image = await uploadImage(original.url, cookie, await photoJpeg(800, 600), "backup-photo.jpg", "A photo kept in a backup");
      expect(image.src).toMatch(/^\/media\/[0-9a-f]+-\d+\.webp$/);

      // The backup runs while applications keep arriving: each one is either wholly in it or not at all.
      const backupFile = path.join(work, "site.backup");
      const during = Array.from({ length: 12 }, (_, i) => apply(original!.url, `during-${i}@example.com`));
      const backup = await runOperatorCli("backup", [backupFile], { ...env, DATA_DIR: original.dataDir });
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up the embedded database in .* through the running server \(its database waited \d+\.\d\d s for the copy\): /);
      expect((await Promise.all(during)).map((res) => res.status)).toEqual(Array(12).fill(201));
      expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
      // The server went on serving its own database after the copy.
      expect((await apply(original.url, "after@example.com")).status).toBe(201);

      // Never over a live DATA_DIR, nor over any folder with something in it.
      const overLive = await runOperatorCli("restore", [backupFile], { ...env, DATA_DIR: original.dataDir });
      expect(overLive.code).toBe(1);
      expect(overLive.stderr).toContain("A server is using");
      const occupied = path.join(work, "occupied");
      fs.mkdirSync(occupied);
      fs.writeFileSync(path.join(occupied, "notes.txt"), "mine");
      const overFolder = await runOperatorCli("restore", [backupFile], { ...env, DATA_DIR: occupied });
      expect(overFolder.code).toBe(1);
      expect(overFolder.stderr).toContain("is not empty");
      expect(fs.readdirSync(occupied)).toEqual(["notes.txt"]);

      const restoredDir = path.join(work, "restored");
      const restore = await runOperatorCli("restore", [backupFile], { ...env, DATA_DIR: restoredDir });
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/ 1 image, 1 team member\. /);

      restored = await startServer({ dataDir: restoredDir, env });
      const listed = await runOperatorCli("applications", ["--format", "json", "--limit", "100"], { ...env, DATA_DIR: restoredDir });
      expect(listed.code).toBe(0);
      const emails = (JSON.parse(listed.stdout) as { email: string }[]).map((row) => row.email);
      expect(emails).toContain("kept@example.com");
      expect(emails).not.toContain("after@example.com");
      // Those sent during the backup: some, all or none, but only whole applications, each once.
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails.filter((email) => !/^(kept|during-\d+)@example\.com$/.test(email))).toEqual([]);

      expect(await (await fetch(`${restored.url}/services/web`)).text()).toContain(price);
      const served = await fetch(`${restored.url}${image.src}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await (await fetch(`${original.url}${image.src}`)).arrayBuffer()))).toBe(true);
      // And the team can sign in there, with the password they had.
      const restoredCookie = await signIn(restored.url, account);
      expect(await (await fetch(`${restored.url}/admin/media`, { headers: { Cookie: restoredCookie } })).text()).toContain("A photo kept in a backup");
    } finally {
      await restored?.stop();
      await original?.stop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
