import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { contentDocuments, documentIds, shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createLiveContent, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { readVersions, saveDraft } from "../../server/content/store.ts";
import { asc } from "../../server/db/drizzle.ts";
import { auditEvents, contentVersions } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { contentFileOf, exportContent, importContent } from "../../scripts/lib/content-files.ts";
import { runOperatorCli } from "../support/run-operator-cli.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const root = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const repositoryFile = (id: (typeof documentIds)[number]) => fs.readFileSync(path.join(root, contentDocuments[id].file), "utf8");

/** Changes the web service's price in an exported services.json, as a developer would with an editor. */
function changePrice(dir: string, from: string, to: string): void {
  const file = path.join(dir, "services.json");
  const text = fs.readFileSync(file, "utf8");
  expect(text).toContain(`"pricing": "${from}"`);
  fs.writeFileSync(file, text.replace(`"pricing": "${from}"`, `"pricing": "${to}"`));
}

const shippedPrice = shippedDocuments.services.serviceDetails.web.pricing!;

describe.each(testDatabases(quiet, "vesper-content-files-"))("content export and import on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events");
  let live: LiveContent | undefined;

  afterEach(() => live?.stop());

  const db = () => opened.database.db;
  const versionCount = async () => (await db().select({ id: contentVersions.id }).from(contentVersions)).length;

  it("exports the shipped content byte for byte as the repository holds it, where nothing is published", async () => {
    const dir = tempFolder("vesper-export-");
    const { files, published } = await exportContent(db(), dir);
    expect(published).toBe(0);
    expect(files).toHaveLength(documentIds.length);
    for (const id of documentIds) expect(fs.readFileSync(path.join(dir, contentFileOf(id)), "utf8"), id).toBe(repositoryFile(id));
  });

  it("round-trips: an unchanged import makes no version; a changed price makes one for services, audited and served by a running server", async () => {
    const served: ContentDocuments[] = [];
    const renderer: SiteRenderer<ContentDocuments> = { render: async (documents) => documents, serve: (site) => served.push(site) };
    live = createLiveContent({ db: db(), renderer, logger: quiet, pollMs: 100 });
    await live.start();

    const dir = tempFolder("vesper-roundtrip-");
    await exportContent(db(), dir);
    const unchanged = await importContent(db(), dir, "cli:ops");
    expect(unchanged).toMatchObject({ problems: [], published: [], ignored: [] });
    expect(unchanged.unchanged).toHaveLength(documentIds.length);
    expect(await versionCount()).toBe(0);

    changePrice(dir, shippedPrice, "Starting at $6,500");
    const changed = await importContent(db(), dir, "cli:ops");
    expect(changed.published).toEqual([{ id: "services", version: 1, summary: `Service details › Web › Pricing: “${shippedPrice}” → “Starting at $6,500”` }]);
    expect(changed.unchanged).toHaveLength(documentIds.length - 1);
    expect((await readVersions(db(), "services")).map(({ version, author, source }) => ({ version, author, source }))).toEqual([
      { version: 1, author: "cli:ops", source: "import" },
    ]);
    expect(await versionCount()).toBe(1);
    expect(
      await db()
        .select({ actor: auditEvents.actor, action: auditEvents.action, subject: auditEvents.subject, details: auditEvents.details })
        .from(auditEvents)
        .orderBy(asc(auditEvents.id)),
    ).toEqual([{ actor: "cli:ops", action: "content.import", subject: "content:services", details: { version: 1 } }]);

    // The server polls content_versions: it serves the import without being told.
    const deadline = Date.now() + 10_000;
    while (served.at(-1)?.services.serviceDetails.web.pricing !== "Starting at $6,500") {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    // Exported again: the new price, the other files as they were; importing that changes nothing.
    const again = tempFolder("vesper-export-again-");
    await exportContent(db(), again);
    expect(fs.readFileSync(path.join(again, "services.json"), "utf8")).toBe(fs.readFileSync(path.join(dir, "services.json"), "utf8"));
    expect(fs.readFileSync(path.join(again, "legal/privacy.json"), "utf8")).toBe(repositoryFile("legal/privacy"));
    expect((await importContent(db(), again, "cli:ops")).published).toEqual([]);

    // The repository's own folder imports: it publishes the shipped price back.
    expect((await importContent(db(), path.join(root, "app/content"), "cli:ops")).published).toEqual([expect.objectContaining({ id: "services", version: 2 })]);
  });

  it("imports nothing when any file has a problem, and names each problem's file and field", async () => {
    const dir = tempFolder("vesper-broken-");
    await exportContent(db(), dir);
    changePrice(dir, shippedPrice, "Starting at $6,500"); // a valid change that must not go in either
    const privacy = JSON.parse(fs.readFileSync(path.join(dir, "legal/privacy.json"), "utf8")) as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, "legal/privacy.json"), JSON.stringify({ ...privacy, surprise: true }, null, 2));
    const divisions = fs.readFileSync(path.join(dir, "divisions.json"), "utf8");
    fs.writeFileSync(path.join(dir, "divisions.json"), divisions.slice(0, -20));
    const services = JSON.parse(fs.readFileSync(path.join(dir, "services.json"), "utf8")) as { serviceSummaries: unknown };
    services.serviceSummaries = "not a list";
    fs.writeFileSync(path.join(dir, "services.json"), JSON.stringify(services, null, 2));
    fs.writeFileSync(path.join(dir, "notes.json"), "{}");

    const result = await importContent(db(), dir, "cli:ops");
    expect(result.published).toEqual([]);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "divisions.json", message: expect.stringMatching(/^not valid JSON/) }),
        expect.objectContaining({ file: "legal/privacy.json", message: expect.stringContaining("surprise") }),
        expect.objectContaining({ file: "services.json", field: "serviceSummaries" }),
      ]),
    );
    expect(new Set(result.problems.map((problem) => problem.file))).toEqual(new Set(["divisions.json", "legal/privacy.json", "services.json"]));
    expect(await versionCount()).toBe(0);
  });

  it("imports nothing that a publish would refuse: a skipped heading in a blog post, named by file and field", async () => {
    const dir = tempFolder("vesper-checks-");
    await exportContent(db(), dir);
    changePrice(dir, shippedPrice, "Starting at $6,500");
    const blog = JSON.parse(fs.readFileSync(path.join(dir, "blog.json"), "utf8")) as { blogPosts: { body: string }[] };
    blog.blogPosts[0]!.body += "\n\n#### Too deep";
    fs.writeFileSync(path.join(dir, "blog.json"), JSON.stringify(blog, null, 2));

    const result = await importContent(db(), dir, "cli:ops");
    expect(result.published).toEqual([]);
    expect(result.problems).toEqual([{ file: "blog.json", field: "blogPosts.0.body", message: expect.stringContaining("“Too deep” (####) skips a level") }]);
    expect(await versionCount()).toBe(0);
  });

  it("says which drafts an import replaced", async () => {
    await saveDraft(db(), "services", shippedDocuments.services, { revision: 0, version: 0 }, "ed@example.com");
    const dir = tempFolder("vesper-drafts-");
    await exportContent(db(), dir);
    changePrice(dir, shippedPrice, "Starting at $6,500");
    expect(await importContent(db(), dir, "cli:ops")).toMatchObject({ draftsReplaced: ["services"], published: [expect.objectContaining({ id: "services" })] });
  });
});

// The command itself, as an operator runs it: each run is a new Node process opening the embedded opened.database.
describe("npm run content", () => {
  it("export DIR, import DIR (unchanged, a changed price, broken files); usage errors", { timeout: 600_000 }, async () => {
    const dataDir = tempFolder("vesper-content-cli-");
    const dir = path.join(tempFolder("vesper-content-cli-export-"), "content");
    const content = (args: string[]) => runOperatorCli("content", args, { DATA_DIR: dataDir, DATABASE_URL: "" });

    expect(await content(["publish", dir])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^unknown command "publish"/) });
    expect(await content(["import"])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^import needs a folder/) });

    expect(await content(["export", dir])).toMatchObject({
      code: 0,
      stderr: "",
      stdout: `Wrote ${documentIds.length} documents to ${dir} (0 as published from the editor, the rest as shipped).\n`,
    });
    for (const id of documentIds) expect(fs.readFileSync(path.join(dir, contentFileOf(id)), "utf8"), id).toBe(repositoryFile(id));
    expect(await content(["import", dir])).toMatchObject({
      code: 0,
      stderr: "",
      stdout: `Nothing to import: all ${documentIds.length} documents are as published.\n`,
    });

    changePrice(dir, shippedPrice, "Starting at $6,500");
    const imported = await content(["import", dir]);
    expect(imported).toMatchObject({ code: 0, stderr: "" });
    expect(imported.stdout).toBe(
      `services: published as version 1 (Service details › Web › Pricing: “${shippedPrice}” → “Starting at $6,500”)\nImported 1 document; ${documentIds.length - 1} unchanged.\n`,
    );

    fs.writeFileSync(path.join(dir, "legal/terms.json"), "{}\n");
    const broken = await content(["import", dir]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe("");
    expect(broken.stderr).toMatch(/^legal\/terms\.json: \w+: /m);
    expect(broken.stderr).toMatch(/Nothing was imported: \d+ problems? to fix\.\n$/);
  });
});
