import type { RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { contentDocuments, isDocumentId, type DocumentId } from "../../app/content/documents.ts";
import { documentJsonBounds, jsonBeyondBounds } from "../../app/lib/contracts/bounded-json.ts";
import { documentSlug } from "../../app/lib/contracts/content-services.ts";
import { fieldHref, problemFieldName } from "../../app/lib/editor/field-problems.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import type { Db } from "../db/database.ts";
import { escapeHtml } from "../mail/layout.ts";
import { renderPages } from "../render/render-pages.ts";
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "../security.ts";
import { readForm, withImageDetails, type UnreadField } from "../../app/lib/editor/document-form.ts";
import type { AdminServices } from "../../app/lib/contracts/admin-services.ts";
import { documentFormSchema, documentProblems, withDraft, type DocumentProblem } from "./documents.ts";
import type { LiveContent } from "./live-content.ts";
import { contentRequestContext } from "./site-renderer.ts";
import { readDraft } from "./store.ts";
import { collectionOf, itemSchema, withItem, type ItemValue } from "../../app/lib/editor/collections.ts";
import type { JsonSchema } from "../../app/lib/editor/document-form.ts";

const bySlug = new Map(Object.keys(contentDocuments).map((id) => [documentSlug(id), id]));

/** How many problems the notice lists: the rest are beside their fields in the form. */
const listedProblems = 20;

/**
 * Every answer of the preview's frame source is a page its frames may show (same CSP rules as a rendered page:
 * hashed inline styles, framed by this origin's admin only), never cached or indexed: an error the frame may
 * not show is a grey box with a broken-page icon that says nothing.
 */
function sendFramable(res: Response, status: number, html: string): void {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html), framing: "self" }));
  res.status(status).type("text/html; charset=utf-8").send(html);
}

/**
 * A short page in the frame instead of the public page: what stops the preview, and for a draft with problems
 * each one linking to its field in the editor (in the whole window, not the frame).
 */
function noticePage(heading: string, lines: string[], problems: { slug: string; problems: DocumentProblem[] } = { slug: "", problems: [] }): string {
  const items = problems.problems
    .slice(0, listedProblems)
    .map(
      (problem) =>
        `<li><a href="${escapeHtml(fieldHref(problems.slug, problem.path))}" target="_top">${escapeHtml(problemFieldName(problem.path))}</a>: ${escapeHtml(problem.message)}</li>`,
    );
  if (problems.problems.length > listedProblems) items.push(`<li>and ${problems.problems.length - listedProblems} more, each beside its field.</li>`);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(heading)}</title>`,
    "<style>body{margin:0;padding:1.5rem;background:#05060b;color:#e8ecf4;font:1rem/1.5 ui-sans-serif,system-ui,sans-serif}h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#67e8f9}li{margin:.25rem 0}</style>",
    `</head><body><main><h1>${escapeHtml(heading)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    items.length > 0 ? `<ul>${items.join("")}</ul>` : "",
    "</main></body></html>",
  ].join("");
}

/**
 * The document as its form holds it now (a live preview's post, read as a save reads it,
 * app/lib/editor/document-form.ts): a newly chosen image takes its size from its upload. Undefined when a
 * field cannot be read (JSON that does not parse).
 */
async function typedValues(schema: JsonSchema, res: Response): Promise<unknown> {
  const form = res.locals.adminForm as URLSearchParams;
  const unread: UnreadField[] = [];
  const data = readForm(schema, form, [], unread);
  if (unread.length > 0) return undefined;
  const media = (res.locals.admin as AdminServices | undefined)?.media;
  const images = media ? await media.list() : [];
  return withImageDetails(
    schema,
    data,
    images.map((image) => ({ ...image.asset, label: "" })),
  );
}

/**
 * GET /admin/content/:slug/preview/page?path=/services/web — one public page rendered by the build's
 * code with the document's draft in place of its published version, for the editor's preview frames.
 * POST to the same address — the form's values as they are typed, not saved (the live preview beside the
 * form, decision 044): the same render with those values as the draft; nothing is stored. The admin area has
 * checked the session, the editor role and the post's CSRF token, and the write gate its size.
 * A draft with problems renders as far as it can (server/content/documents.ts, `withDraft`); where it cannot,
 * the frame says what to fix first, with links to the fields.
 */
export function previewPage({ db, build, live }: { db: Db; build: ServerBuild; live: LiveContent }): RequestHandler {
  return async (req, res) => {
    const slug = String(req.params.slug ?? "");
    // POST /admin/content/:collection/items/:item/preview/page — one item's form as typed, put in its
    // document as published now (as its publish would, decision 043), the rest of the site as published.
    const collection = req.params.item === undefined ? undefined : collectionOf(slug);
    const id = req.params.item === undefined ? bySlug.get(slug) : collection?.document;
    if (!id || !isDocumentId(id) || (req.params.item !== undefined && req.method !== "POST")) {
      sendFramable(res, 404, noticePage("No such document", ["Open the document from the site content list, then preview it again."]));
      return;
    }
    let draft: { data: unknown } | null;
    if (req.method === "POST") {
      const typed = await typedValues(collection ? itemSchema(collection, documentFormSchema(id)) : documentFormSchema(id), res);
      if (!typed) {
        sendFramable(res, 422, noticePage("A field cannot be read", ["Its message is beside it in the form. The preview follows again once it is fixed."]));
        return;
      }
      draft = { data: collection ? withItem(collection, live.documents()[id], String(req.params.item), typed as ItemValue) : typed };
    } else {
      draft = await readDraft(db, id);
    }
    const problems = draft ? documentProblems(id as DocumentId, draft.data) : [];
    // An item's problems are named at the document's form, which holds every field of the item.
    const problemSlug = collection ? documentSlug(id) : slug;
    if (draft && jsonBeyondBounds(draft.data, documentJsonBounds)) {
      sendFramable(res, 422, noticePage("This draft cannot be previewed", ["Discard it or save over it in the editor."], { slug: problemSlug, problems }));
      return;
    }
    const asked = typeof req.query.path === "string" ? req.query.path : "/";
    let html: string;
    let isPage = false;
    try {
      const documents = draft ? withDraft(live.documents(), id, draft.data) : live.documents();
      isPage = siteIndexOf(documents).byPath.has(asked);
      const { pages, special } = await renderPages({
        build,
        paths: isPage ? [asked] : [],
        specialPages: isPage ? [] : [{ file: "preview-not-found.html", url: "/__not-found", status: 404 }],
        context: () => contentRequestContext(build, documents),
      });
      html = (isPage ? pages[0] : special[0])!.body.toString("utf8");
    } catch {
      const fix = problems.length > 0;
      sendFramable(
        res,
        fix ? 422 : 500,
        fix
          ? noticePage(
              `Fix ${problems.length === 1 ? "this problem" : `these ${problems.length} problems`} first`,
              [`${asked} cannot be shown with this draft until then. Each link opens the field in the editor.`],
              { slug: problemSlug, problems },
            )
          : noticePage("This page failed to render with the draft", [`${asked} cannot be published as it is.`]),
      );
      return;
    }
    sendFramable(res, isPage ? 200 : 404, html);
  };
}
