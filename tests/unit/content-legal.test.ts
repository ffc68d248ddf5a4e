import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { retentionPeriods } from "../../app/content/retention.ts";
import { cookiePolicy } from "../../app/content/legal/cookies.ts";
import { sessionIdleHours } from "../../server/admin/sessions.ts";
import { copyrightPolicy, enforcementNotes, ipInventory } from "../../app/content/legal/copyright.ts";
import { disclaimer } from "../../app/content/legal/disclaimer.ts";
import { dmcaPolicy } from "../../app/content/legal/dmca.ts";
import { privacyPolicy } from "../../app/content/legal/privacy.ts";
import { refundPolicy } from "../../app/content/legal/refunds.ts";
import { termsOfService } from "../../app/content/legal/terms.ts";
import type { LegalBlock, LegalDocument, LegalLink, LegalTable, LegalText } from "../../app/content/legal/types.ts";
import { mailto, site } from "../../app/content/site.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

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

const allText = (doc: LegalDocument) =>
  [doc.title, doc.summary, ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)])].join("\n");
const linksOf = (doc: LegalDocument) => doc.sections.flatMap((s) => s.blocks.flatMap(blockLinks));
const hrefsOf = (doc: LegalDocument) => linksOf(doc).map((link) => link.href);
const tablesOf = (doc: LegalDocument) =>
  doc.sections.flatMap((s) => s.blocks.filter((b): b is LegalTable => typeof b === "object" && !Array.isArray(b) && b.kind === "table"));

describe("legal documents", () => {
  it("are the seven legal pages, each on its own path with its own title", () => {
    expect(documents.map((doc) => doc.path)).toEqual(["/privacy", "/terms", "/cookies", "/dmca", "/copyright", "/refunds", "/disclaimer"]);
    for (const doc of documents) expect(allPagePaths).toContain(doc.path);
    expect(new Set(documents.map((doc) => doc.title)).size).toBe(7);
    expect(privacyPolicy.title).toBe("Privacy Policy");
    expect(termsOfService.title).toBe("Terms of Service");
    expect(cookiePolicy.title).toBe("Cookie Policy");
    expect(dmcaPolicy.title).toBe("DMCA Policy");
    expect(refundPolicy.title).toBe("Refund Policy");
    expect(disclaimer.title).toBe("Disclaimer");
  });

  it("carry the spec's last-updated dates, and only where the spec sets one", () => {
    expect(privacyPolicy.lastUpdated).toEqual({ iso: "2024-12-15", label: "December 15, 2024" });
    expect(termsOfService.lastUpdated).toEqual({ iso: "2025-06-15", label: "June 15, 2025" });
    expect(cookiePolicy.lastUpdated).toEqual({ iso: "2025-06-15", label: "June 15, 2025" });
    for (const doc of [dmcaPolicy, copyrightPolicy, refundPolicy, disclaimer]) expect(doc.lastUpdated).toBeUndefined();
    for (const doc of documents) {
      if (!doc.lastUpdated) continue;
      const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${doc.lastUpdated.iso}T00:00:00Z`));
      expect(shown, `${doc.path}: the shown date matches the machine-readable one`).toBe(doc.lastUpdated.label);
    }
  });

  it("have a real description and summary, and sections with unique ids, headings and non-empty text", () => {
    for (const doc of documents) {
      expect(doc.description.length, doc.path).toBeGreaterThan(60);
      expect(doc.description.length, doc.path).toBeLessThanOrEqual(170);
      expect(doc.summary.length, doc.path).toBeGreaterThan(60);
      expect(doc.sections.length, doc.path).toBeGreaterThanOrEqual(4);
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size, `${doc.path} repeats a section id`).toBe(ids.length);
      for (const section of doc.sections) {
        expect(section.id, doc.path).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(section.heading.trim(), `${doc.path}#${section.id}`).not.toBe("");
        expect(section.blocks.length, `${doc.path}#${section.id}`).toBeGreaterThan(0);
        for (const text of section.blocks.flatMap(blockTexts)) expect(text.trim(), `${doc.path}#${section.id}`).not.toBe("");
      }
      expect(allText(doc)).not.toMatch(/lorem|ipsum|TODO|coming soon|TBD/i);
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

  it("names every field of the application form and the IP address", () => {
    for (const field of ["Full name", "Email address", "Discord handle", "Division of interest", "Portfolio URL", "Your message", "IP address"]) {
      expect(text).toContain(field);
    }
    expect(hrefsOf(privacyPolicy)).toContain("/join");
  });

  it("says why, on what legal basis, how long, and who sees it", () => {
    expect(text).toContain("to assess your application");
    expect(text).toMatch(/Article 6\(1\)\(b\)/);
    expect(text).toContain(`${retentionPeriods.decidedApplicationMonths} months after we tell you our decision`);
    expect(text).toContain(`deleted ${retentionPeriods.undecidedApplicationMonths} months after it arrived`);
    expect(text).toContain("hiring team");
    expect(text).toContain("hosting provider");
    // Applications are mailed to the team and confirmed to the applicant.
    expect(text).toContain("email provider");
    expect(text).toContain("confirming by email that your application arrived");
    expect(text).toContain("We do not sell your personal data");
  });

  it("lists the GDPR and CCPA rights, children, and the legal@ address", () => {
    for (const right of ["access", "rectification", "erasure", "restriction", "portability", "object", "supervisory authority"]) expect(text).toContain(right);
    for (const right of ["know", "delete", "correct", "opt out of the sale or sharing", "non-discrimination"]) expect(text).toContain(right);
    expect(text).toContain("under 16");
    expect(text).toContain("18 and over");
    expect(hrefsOf(privacyPolicy)).toContain(mailto(site.contacts.legal));
  });
});

describe("cookie policy", () => {
  const text = allText(cookiePolicy);

  it("says no cookies for visitors and no browser storage at all", () => {
    expect(text).toContain("For its visitors, this website does not set cookies");
    expect(text).toContain("No cookies of any kind for visitors");
    expect(text).toContain("Our pages use none of them");
    expect(text).toContain("Why there is no consent banner");
    expect(text).not.toContain("react-router-scroll-positions");
  });

  it("names the hiring team's session cookie as it is set: its name, /admin only, HttpOnly, SameSite=Lax, 12 idle hours", () => {
    const cookie = fs.readFileSync(path.resolve("server/admin/session-cookie.ts"), "utf8");
    expect(cookie).toContain(`sessionCookieName = "vesper_admin"`);
    expect(cookie).toContain(`cookiePath = "/admin"`);
    expect(cookie).toContain("HttpOnly; SameSite=Lax");
    expect(text).toContain("The hiring team’s session cookie");
    for (const words of ["vesper_admin", "only to addresses under /admin", "HttpOnly", "SameSite=Lax", `after ${sessionIdleHours} hours without use`, "never receive it"]) {
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
    expect(counter && blockTexts(counter).join(" ")).toMatch(/penalty of perjury[\s\S]*consent to the jurisdiction/);
    expect(text).toContain("17 U.S.C. § 512(c)(3)");
    expect(text).toContain("17 U.S.C. § 512(g)(3)");
    expect(text).toContain("no less than 10 and no more than 14 business days");
    expect(text).toContain("Repeat infringers");
    expect(text).toContain("17 U.S.C. § 512(f)");
  });

  it("names the designated agent at legal@, VesperGuard and the DMCA service page", () => {
    expect(hrefsOf(dmcaPolicy)).toContain(mailto(site.contacts.legal));
    expect(text).toContain("VesperGuard");
    expect(hrefsOf(dmcaPolicy)).toContain("/services/dmca");
  });
});

describe("copyright and IP inventory", () => {
  it("lists categories whose items all have a name, description, year and registration note", () => {
    expect(ipInventory.map((category) => category.title)).toEqual(["Trademarks", "Software", "Content", "Game assets"]);
    for (const category of ipInventory) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      for (const item of category.items) {
        expect(Object.keys(item).sort()).toEqual(["description", "name", "registration", "year"]);
        expect(item.name.trim()).not.toBe("");
        expect(item.description.trim()).not.toBe("");
        expect(item.year).toMatch(/^20\d\d$/);
        expect(item.registration.trim()).not.toBe("");
      }
    }
    const marks = ipInventory[0]!.items;
    expect(marks.find((item) => item.name === "Vesper")?.registration).toMatch(/pending registration/);
    expect(marks.some((item) => /Common-law/.test(item.registration))).toBe(true);
  });

  it("renders every category and the enforcement notes, and links to /contact", () => {
    const ids = copyrightPolicy.sections.map((section) => section.id);
    for (const category of ipInventory) expect(ids).toContain(category.id);
    expect(enforcementNotes.length).toBeGreaterThanOrEqual(4);
    for (const note of enforcementNotes) {
      expect(note.title.trim()).not.toBe("");
      expect(note.content.length).toBeGreaterThan(40);
    }
    expect(allText(copyrightPolicy)).toContain(enforcementNotes[0]!.content);
    expect(hrefsOf(copyrightPolicy)).toContain("/contact");
  });
});

describe("refund policy", () => {
  const text = allText(refundPolicy);

  it("states every refund figure", () => {
    for (const figure of [
      "30 days",
      "within 14 days of purchase if the audit has not been delivered",
      "AI subscriptions are prorated",
      "refunded on unused credits",
      "within 14 days of purchase if you have played it for under 2 hours",
      "Virtual items, such as in-game currency, cosmetics and upgrades, are non-refundable",
      "refunded by milestone",
      "2-3 business days",
      "Downloaded digital assets are non-refundable after 14 days",
    ]) {
      expect(text).toContain(figure);
    }
    expect(hrefsOf(refundPolicy)).toContain(mailto(site.contacts.support));
  });

  it("has the payout table", () => {
    const payouts = tablesOf(refundPolicy).find((table) => table.caption === "Refund payout times");
    expect(payouts?.rows).toEqual([
      ["Card", "3-5 business days"],
      ["PayPal", "1-2 business days"],
      ["Bank transfer", "5-7 business days"],
      ["Crypto", "1-24 hours"],
    ]);
  });
});

describe("disclaimer", () => {
  const text = allText(disclaimer);

  it("covers the general, AI platform, forward-looking, investment and liability disclaimers", () => {
    expect(disclaimer.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(["General information only", "AI platform disclaimer", "Forward-looking statements", "Investment disclaimer", "Limitation of liability"]),
    );
    expect(text).toContain("adults aged 18 and over");
    expect(text).toContain("require additional age verification");
    expect(text).toContain("responsible-use agreement");
    expect(text).toContain("Outputs may be inaccurate");
    expect(text).toContain("summer 2025");
    expect(text).toContain("Vesper Holdings");
    expect(text).toContain("not investment advice");
  });

  it("links to /terms, /privacy and /contact", () => {
    expect(hrefsOf(disclaimer)).toEqual(expect.arrayContaining(["/terms", "/privacy", "/contact"]));
  });
});
