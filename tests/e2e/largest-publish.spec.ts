import { test, expect } from "@playwright/test";
import fs from "node:fs";
import pg from "pg";
import { addEditor, publishDocument, signIn } from "../../scripts/lib/editor-client";
import { largestNewsDocument } from "../../scripts/lib/largest-document";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { freshDatabase } from "../support/worker-postgres";

// The largest publish the content limits allow (issue 32): the news document at its limits — 40
// articles, each a page and a social card, 256 KB — published through the editor, then another one
// scheduled; the site answers every request meanwhile, the server stays up, and the pages are live.
// On a production server of its own (its own data), on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL). `npm run largest-publish` prints the time and memory these take.

/** Asks for public pages one after another until stopped; every status seen. */
function watchSite(url: string) {
  const statuses: (number | string)[] = [];
  let running = true;
  const loop = (async () => {
    for (let turn = 0; running; turn++) {
      const path = ["/", "/news", "/about"][turn % 3]!;
      try {
        const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch (error) {
        statuses.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return statuses;
  };
}

const databases: { name: string; url?: () => Promise<{ url: string; drop: () => Promise<void> }> }[] = [{ name: "the embedded database" }];
const postgres = process.env.TEST_DATABASE_URL;
if (postgres) databases.push({ name: "PostgreSQL", url: () => freshDatabase(postgres, "largest_publish") });

for (const database of databases) {
  test(`the largest allowed publish and a scheduled one on ${database.name}: the site answers throughout`, async () => {
    test.setTimeout(480_000);
    const fresh = await database.url?.();
    const env = fresh ? { DATABASE_URL: fresh.url } : { DATABASE_URL: "" };
    let server: RunningServer | undefined;
    try {
      server = await startServer({ env });
      const account = { email: "largest@example.com", password: "largest publish password" };
      await addEditor(account, fresh ? env : { ...env, DATA_DIR: server.dataDir });
      const cookie = await signIn(server.url, account);
      const stop = watchSite(server.url);

      const first = largestNewsDocument("A");
      expect(await publishDocument(server.url, cookie, "news", first)).toBeUndefined();
      const last = first.newsItems.at(-1)!;
      const page = await fetch(`${server.url}/news/${last.id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(last.title);

      // Scheduled for now: the job queue publishes it, as it would at a chosen minute.
      const second = largestNewsDocument("B");
      const client = fresh
        ? new pg.Client({ connectionString: fresh.url })
        : new pg.Client({ host: server.dataDir, port: 5432, user: "postgres", database: "postgres" });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number }>(
          "insert into jobs (kind, message_id, payload, created_by, next_attempt_at, queued_at) values ('scheduled-publish', $1, $2, $3, now(), now()) returning id",
          [`schedule:largest-${Date.now()}`, JSON.stringify({ documentId: "news", data: second }), account.email],
        );
        await expect
          .poll(async () => (await client.query<{ status: string }>("select status from jobs where id = $1", [rows[0]!.id])).rows[0]!.status, {
            timeout: 300_000,
            intervals: [500],
          })
          .toBe("done");
      } finally {
        await client.end();
      }
      expect(await (await fetch(`${server.url}/news/${last.id}`)).text()).toContain(second.newsItems.at(-1)!.title);

      const statuses = await stop();
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await server?.stop();
      if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
      await fresh?.drop();
    }
  });
}
