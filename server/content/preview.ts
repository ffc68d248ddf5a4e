import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { contentDocuments, isDocumentId, type DocumentId } from "../../app/content/documents.ts";
import { documentSlug } from "../../app/lib/contracts/content-services.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import type { Db } from "../db/database.ts";
import { renderPages } from "../render/render-pages.ts";
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "../security.ts";
import { withDocument } from "./documents.ts";
import type { LiveContent } from "./live-content.ts";
import { contentRequestContext } from "./site-renderer.ts";
import { readDraft } from "./store.ts";

const bySlug = new Map(Object.keys(contentDocuments).map((id) => [documentSlug(id), id]));

/**
 * GET /admin/content/:slug/preview/page?path=/services/web — one public page rendered by the build's
 * code with the document's draft in place of its published version, for the editor's preview frames.
 * The admin area has already checked the session and the editor role. Never cached (no-store), never
 * indexed, framed only by this origin's admin.
 */
export function previewPage({ db, build, live }: { db: Db; build: ServerBuild; live: LiveContent }): RequestHandler {
  return async (req, res) => {
    const id = bySlug.get(String(req.params.slug ?? ""));
    if (!id || !isDocumentId(id)) {
      res.status(404).type("text/plain").send("No such document.");
      return;
    }
    const draft = await readDraft(db, id);
    let documents = live.documents();
    if (draft) {
      const parsed = contentDocuments[id as DocumentId].schema.safeParse(draft.data);
      if (!parsed.success) {
        res.status(422).type("text/plain").send("The draft has problems to fix before it can be previewed: open the editor to see them beside their fields.");
        return;
      }
      documents = withDocument(documents, id, parsed.data);
    }
    const asked = typeof req.query.path === "string" ? req.query.path : "/";
    const index = siteIndexOf(documents);
    const isPage = index.byPath.has(asked);
    let html: string;
    try {
      const { pages, special } = await renderPages({
        build,
        paths: isPage ? [asked] : [],
        specialPages: isPage ? [] : [{ file: "preview-not-found.html", url: "/__not-found", status: 404 }],
        context: () => contentRequestContext(build, documents),
      });
      html = (isPage ? pages[0] : special[0])!.body.toString("utf8");
    } catch {
      res.status(500).type("text/plain").send("This page failed to render with the draft: it cannot be published as it is.");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html), framing: "self" }));
    res.status(isPage ? 200 : 404).type("text/html; charset=utf-8").send(html);
  };
}
