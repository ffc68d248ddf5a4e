// The search-result preview of the pages a document changes (app/lib/editor/search-preview.ts): their titles and descriptions as the heads carry them, and cut where search engines cut.
import { describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/documents.ts";
import { cutAt, searchPreviews } from "../../app/lib/editor/search-preview.ts";
import { siteIdentity } from "../../app/lib/pages/site-identity.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import { withDocument } from "../../server/content/documents.ts";

describe("cutAt", () => {
  it("leaves a text within the limit alone", () => {
    expect(cutAt("Web services", 60)).toBe("Web services");
  });
  it("cuts a longer text at the last word within the limit, with an ellipsis", () => {
    expect(cutAt("Fast websites that rank and convert, built by the people who run them", 30)).toBe("Fast websites that rank and …");
  });
});

describe("searchPreviews", () => {
  it("shows each page the document changes, with the page's full title, address and description", () => {
    const previews = searchPreviews("services", siteIndexOf(shippedDocuments));
    expect(previews.map((preview) => preview.path)).toEqual(expect.arrayContaining(["/services", "/services/web"]));
    const web = previews.find((preview) => preview.path === "/services/web")!;
    expect(web.title).toMatch(new RegExp(` \\| ${siteIdentity.name}$`));
    expect(web.url).toBe(`${siteIdentity.url}/services/web`);
    expect(web.description.length).toBeGreaterThan(0);
  });

  it("shows the document's new words, not the published ones", () => {
    const services = structuredClone(shippedDocuments.services);
    services.servicesPage.meta.description = "A new description for the services page.";
    const previews = searchPreviews("services", siteIndexOf(withDocument(shippedDocuments, "services", services)));
    expect(previews.find((preview) => preview.path === "/services")?.description).toBe("A new description for the services page.");
  });
});
