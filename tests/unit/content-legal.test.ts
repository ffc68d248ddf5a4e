import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { retentionPeriods } from "../../app/content/retention.ts";
import { sessionIdleHours } from "../../server/admin/sessions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { LegalBlock, LegalDocument, LegalIpItems, LegalLink, LegalNotes, LegalTable, LegalText } from "../../app/content/legal/types.ts";
import { mailto } from "../../app/content/site.ts";
import { allPagePaths, expectFilled, expectMetaDescription, expectPastDate, expectUnique } from "../support/content-checks.ts";
import { cookiePolicy, copyrightPolicy, disclaimer, dmcaPolicy, privacyPolicy, refundPolicy, termsOfService } from "../support/site-content.ts";

const { site } = shippedDocuments.site;

const documents: LegalDocument[] = [privacyPolicy, termsOfService, cookiePolicy, dmcaPolicy, copyrightPolicy, refundPolicy, disclaimer];

function textOf(text: LegalText): string {
  return typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : part.label)).join("");
}

function linksOfText(text: LegalText): LegalLink[] {
  return typeof text === "string" ? [] : text.filter((part): part is LegalLink => typeof part !== "string");
}

/** Every piece of readable text of a block, as separate strings (so empty ones can be found). */
function blockTexts(block: LegalBlock): string[] {
  if (typeof block === "string" || Array.isArray(block)) return [textOf(block)];
  switch (block.kind) {
    case "list":
      return block.items.map(textOf);
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case "notes":
      return block.items.flatMap((note) => [note.title, note.content]);
    case "ip-items":
      return block.items.flatMap((item) => [item.name, item.description, item.year, item.registration]);
  }
}

function blockLinks(block: LegalBlock): LegalLink[] {
  if (typeof block === "string" || Array.isArray(block)) return linksOfText(block);
  return block.kind === "list" ? block.items.flatMap(linksOfText) : [];
}

const allText = (doc: LegalDocument) => [doc.title, doc.summary, ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)])].join("\n");
const linksOf = (doc: LegalDocument) => doc.sections.flatMap((s) => s.blocks.flatMap(blockLinks));
const hrefsOf = (doc: LegalDocument) => linksOf(doc).map((link) => link.href);
const tablesOf = (doc: LegalDocument) =>
  doc.sections.flatMap((s) => s.blocks.filter((b): b is LegalTable => typeof b === "object" && !Array.isArray(b) && b.kind === "table"));

describe("legal documents", () => {
  it("are the seven legal pages, each on its own path with its own title", () => {
    expect(documents.map((doc) => doc.path)).toEqual(["/privacy", "/terms", "/cookies", "/dmca", "/copyright", "/refunds", "/disclaimer"]);
    for (const doc of documents) expect(allPagePaths).toContain(doc.path);
    expectUnique(
      documents.map((doc) => doc.title),
      "legal titles",
    );
  });

  it("show a last-updated date that has passed and reads as the machine-readable one (which: product-conformance)", () => {
    for (const doc of documents) {
      if (!doc.lastUpdated) continue;
      expectPastDate(doc.lastUpdated.iso, doc.path);
      const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${doc.lastUpdated.iso}T00:00:00Z`));
      expect(shown, `${doc.path}: the shown date matches the machine-readable one`).toBe(doc.lastUpdated.label);
    }
  });

  it("have a real description and summary, and sections with unique ids, headings and non-empty text", () => {
    for (const doc of documents) {
      expectMetaDescription(doc.description, doc.path);
      expect(doc.summary.trim(), doc.path).not.toBe("");
      expect(doc.sections.length, doc.path).toBeGreaterThan(0);
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size, `${doc.path} repeats a section id`).toBe(ids.length);
      for (const section of doc.sections) {
        expect(section.id, doc.path).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(section.heading.trim(), `${doc.path}#${section.id}`).not.toBe("");
        expect(section.blocks.length, `${doc.path}#${section.id}`).toBeGreaterThan(0);
        for (const text of section.blocks.flatMap(blockTexts)) expect(text.trim(), `${doc.path}#${section.id}`).not.toBe("");
      }
    }
  });

  it("link only to pages that exist and to the contact addresses of site.ts", () => {
    const addresses = Object.values(site.contacts).map(mailto);
    for (const doc of documents) {
      for (const link of linksOf(doc)) {
        expect(link.label.trim(), doc.path).not.toBe("");
        if (link.href.startsWith("mailto:")) expect(addresses, doc.path).toContain(link.href);
        else expect(allPagePaths, `${doc.path} links to ${link.href}`).toContain(link.href);
      }
    }
  });

  it("tables have a caption, headers and full rows", () => {
    for (const doc of documents) {
      for (const table of tablesOf(doc)) {
        expect(table.caption, doc.path).not.toBe("");
        for (const row of table.rows) expect(row.length, `${doc.path}: ${table.caption}`).toBe(table.columns.length);
      }
    }
  });
});

describe("privacy policy", () => {
  const text = allText(privacyPolicy);

  it("states the retention periods of app/content/retention.ts, links the form and the legal@ address", () => {
    expect(text).toContain(`${retentionPeriods.decidedApplicationMonths} months`);
    expect(text).toContain(`${retentionPeriods.undecidedApplicationMonths} months`);
    expect(hrefsOf(privacyPolicy)).toContain("/join");
    // The project inquiries' row states the period the purge keeps (server/retention.ts).
    const inquiryRow = tablesOf(privacyPolicy)
      .flatMap((table) => table.rows)
      .find((row) => String(row[0]).startsWith("Project inquiry"));
    expect(String(inquiryRow?.[1])).toContain(`${retentionPeriods.inquiryMonths} months after the inquiry last changed status`);
    expect(hrefsOf(privacyPolicy)).toContain("/contact");
    expect(hrefsOf(privacyPolicy)).toContain(mailto(site.contacts.legal));
  });
});

describe("cookie policy", () => {
  const text = allText(cookiePolicy);

  it("names no browser storage the site does not use", () => {
    expect(text).not.toContain("react-router-scroll-positions");
  });

  it("names the hiring team's session cookie as it is set: its name, /admin only, HttpOnly, SameSite=Lax, 12 idle hours", () => {
    const cookie = fs.readFileSync(path.resolve("server/admin/session-cookie.ts"), "utf8");
    expect(cookie).toContain(`sessionCookieName = "vesper_admin"`);
    expect(cookie).toContain(`cookiePath = "/admin"`);
    expect(cookie).toContain("HttpOnly; SameSite=Lax");
    for (const words of ["vesper_admin", "/admin", "HttpOnly", "SameSite=Lax", `${sessionIdleHours} hours`]) {
      expect(text).toContain(words);
    }
  });

  it("stays true: no code of the site sets a cookie or uses other browser storage, but the team's session cookie", () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return full.includes(path.join("content", "legal")) ? [] : files(full);
        return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
      });
    const sessionCookie = path.resolve("server/admin/session-cookie.ts");
    for (const file of [...files(path.resolve("app")), ...files(path.resolve("server"))]) {
      if (file === sessionCookie) continue;
      const source = fs.readFileSync(file, "utf8");
      expect(source, file).not.toMatch(/document\.cookie|localStorage|sessionStorage|indexedDB|res\.cookie\(|Set-Cookie/);
    }
  });
});

describe("DMCA policy", () => {
  const text = allText(dmcaPolicy);

  it("lists the six elements of a notice and the four of a counter-notice", () => {
    const orderedList = (id: string) =>
      dmcaPolicy.sections
        .find((section) => section.id === id)
        ?.blocks.find((block) => typeof block === "object" && !Array.isArray(block) && block.kind === "list" && block.ordered);
    const notice = orderedList("notice");
    const counter = orderedList("counter-notice");
    expect(notice && blockTexts(notice)).toHaveLength(6);
    expect(counter && blockTexts(counter)).toHaveLength(4);
    // docs/product.md#legal-pages: notice and counter-notice under 17 U.S.C. § 512.
    expect(text).toContain("§ 512");
  });

  it("names the designated agent at legal@ and links the DMCA service page", () => {
    expect(hrefsOf(dmcaPolicy)).toContain(mailto(site.contacts.legal));
    expect(hrefsOf(dmcaPolicy)).toContain("/services/dmca");
  });
});

describe("copyright and IP inventory", () => {
  // The inventory: the sections holding IP items, one per category.
  const inventory = copyrightPolicy.sections.filter((section) =>
    section.blocks.some((block) => typeof block === "object" && "kind" in block && block.kind === "ip-items"),
  );
  const itemsOf = (blocks: readonly LegalBlock[]) =>
    blocks.filter((block): block is LegalIpItems => typeof block === "object" && "kind" in block && block.kind === "ip-items").flatMap((block) => block.items);
  const notes = copyrightPolicy.sections
    .flatMap((section) => section.blocks)
    .filter((block): block is LegalNotes => typeof block === "object" && "kind" in block && block.kind === "notes")
    .flatMap((block) => block.items);

  it("lists categories whose items all have a name, description, year and registration note", () => {
    expect(inventory.length).toBeGreaterThan(0);
    expectUnique(
      inventory.map((category) => category.heading),
      "IP categories",
    );
    for (const category of inventory) {
      for (const item of itemsOf(category.blocks)) {
        expect(Object.keys(item).sort()).toEqual(["description", "name", "registration", "year"]);
        expect(item.name.trim()).not.toBe("");
        expect(item.description.trim()).not.toBe("");
        expect(item.year).toMatch(/^20\d\d$/);
        expect(item.registration.trim()).not.toBe("");
      }
    }
  });

  it("has enforcement notes, and links to /contact", () => {
    expect(notes.length).toBeGreaterThan(0);
    expectFilled(notes, "enforcement notes");
    expect(hrefsOf(copyrightPolicy)).toContain("/contact");
  });
});

describe("refund policy", () => {
  it("links the support address (the refund figures: product-conformance)", () => {
    expect(hrefsOf(refundPolicy)).toContain(mailto(site.contacts.support));
  });
});

describe("disclaimer", () => {
  it("links to /terms, /privacy and /contact", () => {
    expect(hrefsOf(disclaimer)).toEqual(expect.arrayContaining(["/terms", "/privacy", "/contact"]));
  });
});
