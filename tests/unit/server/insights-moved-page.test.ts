import { describe, expect, it } from "vitest";
import type { RedirectsContent } from "../../../app/content/schemas/redirects.ts";
import type { ContentServices, OpenDocument, OpenedState } from "../../../app/lib/contracts/content-services.ts";
import type { Db } from "../../../server/db/database.ts";
import { createInsightsServices } from "../../../server/insights/insights-services.ts";

/**
 * The dashboard's "Make it a redirect" (decision 042): a 404 address goes into the draft of "Moved and removed
 * pages" through the editor's own content services (so the schema, the lock and the audit apply), once, and
 * only for a member who has them (an editor).
 */
function editorWith(data: RedirectsContent) {
  const saves: { slug: string; data: RedirectsContent; opened: OpenedState }[] = [];
  const opened: OpenedState = { revision: 3, version: 7 };
  const content = {
    async open(slug: string) {
      return slug === "redirects" ? ({ data, opened } as unknown as OpenDocument) : null;
    },
    async save(slug: string, next: unknown, at: OpenedState) {
      saves.push({ slug, data: next as RedirectsContent, opened: at });
      return { ok: true as const, message: "Draft saved." };
    },
  } as unknown as ContentServices;
  return { content, saves, opened };
}

const noDatabase = {} as Db;

describe("making a 404 address a moved page", () => {
  it("adds it to the draft, pointing home until the editor chooses, with the state the editor had open", async () => {
    const { content, saves, opened } = editorWith({ moved: [{ from: "/old", to: "/about" }], removed: [] } as unknown as RedirectsContent);
    const insights = createInsightsServices(noDatabase, "UTC", content);
    expect(await insights.addMovedPage?.("/Old-Page/")).toEqual({ ok: true });
    expect(saves).toEqual([
      {
        slug: "redirects",
        data: {
          moved: [
            { from: "/old", to: "/about" },
            { from: "/old-page", to: "/" },
          ],
          removed: [],
        },
        opened,
      },
    ]);
  });

  it("does nothing for an address already moved or removed", async () => {
    const { content, saves } = editorWith({ moved: [{ from: "/old-page", to: "/about" }], removed: [{ path: "/gone" }] } as unknown as RedirectsContent);
    const insights = createInsightsServices(noDatabase, "UTC", content);
    expect(await insights.addMovedPage?.("/old-page")).toEqual({ ok: true });
    expect(await insights.addMovedPage?.("/gone")).toEqual({ ok: true });
    expect(saves).toEqual([]);
  });

  it("refuses what is not an address of this site, and is not offered without the editor's services", async () => {
    const { content, saves } = editorWith({ moved: [], removed: [] } as unknown as RedirectsContent);
    const insights = createInsightsServices(noDatabase, "UTC", content);
    expect(await insights.addMovedPage?.("https://elsewhere.example/x")).toMatchObject({ ok: false });
    expect(await insights.addMovedPage?.(`/${"x".repeat(5_000)}`)).toMatchObject({ ok: false });
    expect(saves).toEqual([]);
    expect(createInsightsServices(noDatabase, "UTC").addMovedPage).toBeUndefined();
  });
});
