import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createContentServices } from "../../server/content/content-services.ts";
import { createLiveContent, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { readDraft } from "../../server/content/store.ts";
import { sql } from "../../server/db/drizzle.ts";
import type { Logger } from "../../server/logger.ts";
import { importContent } from "../../scripts/lib/content-files.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

/**
 * What the database cannot hold, from an editor (issue 32, items 4 and 5): a NUL or a lone surrogate
 * refused before the draft is stored, not a failed query; a draft too deep to show (written some other
 * way) opened with a message and discarded; an import of such files refused with each file's problem.
 */

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** A stand-in for the render pipeline: the "site" is the documents it was given. */
const renderer: SiteRenderer<ContentDocuments> = { render: async (documents) => documents, serve() {} };

function withTitle(title: string): ContentDocuments["news"] {
  const news = structuredClone(shippedDocuments.news);
  news.newsItems[0]!.title = title;
  return news;
}

const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

describe.each(testDatabases(quiet, "vesper-hostile-text-"))("hostile text in the editor on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events");
  const started: LiveContent[] = [];
  afterEach(() => {
    for (const live of started.splice(0)) live.stop();
  });
  const editor = () => {
    const live = createLiveContent({ db: opened.database.db, renderer, logger: quiet });
    started.push(live);
    return createContentServices(opened.database.db, live, "ed@example.com");
  };

  it("refuses to save a NUL or a lone surrogate, naming the field, and stores nothing", async () => {
    const content = editor();
    for (const title of ["Launch\u0000day", "Launch\uD800day"]) {
      const outcome = await content.save("news", withTitle(title), { revision: 0, version: 0 });
      expect(outcome).toMatchObject({ ok: false, message: expect.stringContaining("Not saved") });
      expect(!outcome.ok && outcome.problems).toEqual(
        expect.arrayContaining([{ path: ["newsItems", 0, "title"], message: expect.stringMatching(/^Remove the .* at character 7/) }]),
      );
      expect(await readDraft(opened.database.db, "news")).toBeNull();
    }
    // In a field the schema does not look into (a JSON field, a record's key) just the same.
    const hidden = { ...withTitle("Launch"), newsPage: { ...shippedDocuments.news.newsPage, "extra\u0000": ["\u0000"] } };
    expect(await content.save("news", hidden, { revision: 0, version: 0 })).toMatchObject({ ok: false });
    expect(await readDraft(opened.database.db, "news")).toBeNull();
    // Any other invisible character is kept in the draft, as any problem is, and refused at publish.
    expect(await content.save("news", withTitle("Launch\u0001day"), { revision: 0, version: 0 })).toMatchObject({
      ok: true,
      message: expect.stringContaining("1 problem"),
    });
    expect((await content.open("news"))!.problems).toEqual([{ path: ["newsItems", 0, "title"], message: expect.stringContaining("(U+0001) at character 7") }]);
  });

  it("refuses to save a document nested deeper than a document may be", async () => {
    const deep = { ...shippedDocuments.docs, docsCategories: [{ ...shippedDocuments.docs.docsCategories[0]!, items: nested(40) }] };
    expect(await editor().save("docs", deep, { revision: 0, version: 0 })).toMatchObject({
      ok: false,
      message: expect.stringContaining("nested more than 32 levels deep"),
    });
    expect(await readDraft(opened.database.db, "docs")).toBeNull();
  });

  it("opens a draft too deep to show (stored some other way) with a message and the published data, and discards it", async () => {
    const content = editor();
    const draft = JSON.stringify({ docsPage: { title: "x" }, nested: nested(4000) });
    await opened.database.db.execute(
      sql`insert into content_drafts (document_id, data, revision, base_version, updated_by) values ('docs', ${draft}::jsonb, 3, 0, 'someone@example.com')`,
    );
    const document = (await content.open("docs"))!;
    expect(document.unreadableDraft).toBe(
      "The saved draft cannot be shown: it is nested more than 32 levels deep. The form shows the published content; discard the draft, or save to replace it.",
    );
    expect(document.data).toEqual(shippedDocuments.docs);
    expect(document.problems).toEqual([]);
    expect(document.opened).toEqual({ revision: 3, version: 0 });
    expect(await content.discard("docs", document.opened)).toMatchObject({ ok: true });
    expect(await readDraft(opened.database.db, "docs")).toBeNull();
  });

  it("opens a draft that is not a document at all the same way", async () => {
    await opened.database.db.execute(
      sql`insert into content_drafts (document_id, data, revision, base_version, updated_by) values ('docs', '"just text"'::jsonb, 1, 0, 'someone@example.com')`,
    );
    expect((await editor().open("docs"))!).toMatchObject({ unreadableDraft: expect.stringContaining("it is not a document"), data: shippedDocuments.docs });
  });

  it("imports nothing from files nested too deep or holding a NUL, naming each file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-hostile-import-"));
    try {
      // 5,000 levels: written as text, since JSON.stringify itself overflows the stack on such a value.
      fs.writeFileSync(path.join(dir, "docs.json"), JSON.stringify(shippedDocuments.docs).replace(/}$/, `,"extra":${"[".repeat(5000)}${"]".repeat(5000)}}`));
      fs.writeFileSync(path.join(dir, "news.json"), JSON.stringify(withTitle("Launch\u0000day")));
      const result = await importContent(opened.database.db, dir, "cli:ops");
      expect(result.published).toEqual([]);
      expect(result.problems).toEqual([
        { file: "docs.json", message: "not read: It is nested more than 32 levels deep (lists and groups inside each other)." },
        { file: "news.json", field: "newsItems.0.title", message: expect.stringContaining("(U+0000) at character 7") },
      ]);
      const versions = await opened.database.db.execute(sql`select count(*)::int as count from content_versions`);
      expect((versions as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
