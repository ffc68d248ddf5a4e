import type { ContentServices } from "../../app/lib/contracts/content-services.ts";
import type { InsightsServices } from "../../app/lib/contracts/insights.ts";
import type { RedirectsContent } from "../../app/content/schemas/redirects.ts";
import type { Db } from "../db/database.ts";
import { countedPath } from "./page-path.ts";
import { insightsReport } from "./report.ts";

/** The document "Moved and removed pages" in the site editor. */
const redirectsSlug = "redirects";

/**
 * The dashboard's services for a member who may read it (owners and editors: server/admin/admin-area.ts
 * gives them to no one else). `content`, an editor's content services, adds the one-click move of a 404
 * address into the draft of "Moved and removed pages".
 */
export function createInsightsServices(db: Db, timeZone: string, content?: ContentServices): InsightsServices {
  return {
    report: (days) => insightsReport(db, days, timeZone),
    ...(content
      ? {
          async addMovedPage(path) {
            const address = countedPath(path);
            if (!address) return { ok: false, message: "That address cannot be listed as a moved page." };
            const document = await content.open(redirectsSlug);
            if (!document) return { ok: false, message: "The site has no “Moved and removed pages” to add it to." };
            const data = document.data as RedirectsContent;
            if (data.moved.some((entry) => entry.from === address) || data.removed.some((entry) => entry.path === address)) return { ok: true };
            // To the home page until the editor chooses the new address; saved as a draft, so nothing public changes yet.
            const outcome = await content.save(redirectsSlug, { ...data, moved: [...data.moved, { from: address, to: "/" }] }, document.opened);
            return outcome.ok ? { ok: true } : { ok: false, message: outcome.message };
          },
        }
      : {}),
  };
}
