import { data, redirect } from "react-router";
import { ActionBar } from "~/components/admin/content/action-bar";
import { DocumentField, ImageLibrary, OpenItems, type ProblemsByField } from "~/components/admin/content/document-fields";
import { LiveEditorScript, liveEditorAttributes } from "~/components/admin/content/document-editor";
import { ProblemSummary } from "~/components/admin/content/problem-summary";
import { CsrfField } from "~/components/admin/csrf-field";
import { ScheduledPublishItem } from "~/components/admin/scheduled-publish";
import { SearchPreviews } from "~/components/admin/content/search-previews";
import { appliedAnswer, openItemsOf, problemsByField, shownProblems } from "~/lib/editor/applied-change";
import { adminForm, adminMeta, adminServicesFor, contentServices, useFormatInstant, useAdminViewer } from "~/lib/pages/admin-context";
import type { FieldProblem, OpenedState } from "~/lib/contracts/content-services";
import {
  addressAfterOperation,
  applyOperation,
  openedItemParam,
  parseOperation,
  readForm,
  withImageDetails,
  type ImageChoice,
  type UnreadField,
} from "~/lib/editor/document-form";
import { documentBytes, maxDocumentBytes } from "~/lib/editor/document-limits";
import type { Route } from "./+types/content-document";
import { neutralLine } from "~/lib/contracts/neutral-text";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Edit: ${loaderData.document.title}` : "Site content");
}

const doneMessages = {
  saved: "Draft saved. Nothing public has changed: preview it, then publish.",
  published: "Published. The public pages show it now.",
  discarded: "Draft discarded. This is the published content again.",
  restored: "The earlier version is now the draft. Preview it, then publish to restore it on the site.",
  scheduled: "Scheduled. It is listed under “Scheduled publishes” and goes live at its time; nothing public has changed yet.",
  "schedule-cancelled": "Scheduled publish cancelled. It will not be published.",
} as const;

type Done = keyof typeof doneMessages;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = contentServices(context);
  const document = await content.open(params.slug);
  if (!document) throw data("No such document.", { status: 404 });
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  return {
    document,
    images: await imageLibrary(context),
    scheduled: await content.scheduled(params.slug),
    timeZone: content.timeZone(),
    done: done && done in doneMessages ? (done as Done) : null,
    open: openedItemParam(search.get("open")),
  };
}

/** The uploaded images an image field offers, newest first (none on a server without the media services). */
async function imageLibrary(context: Route.LoaderArgs["context"]): Promise<ImageChoice[]> {
  const media = adminServicesFor(context, "editor").media;
  const images = media ? await media.list() : [];
  return images.map((image) => ({ ...image.asset, label: neutralLine(`${image.originalName} (${image.width} × ${image.height}) — ${image.alt}`) }));
}

function openedFrom(form: URLSearchParams): OpenedState {
  const number = (name: string) => {
    const value = Number(form.get(name));
    return Number.isSafeInteger(value) && value >= 0 ? value : -1;
  };
  return { revision: number("_revision"), version: number("_version") };
}

/**
 * Save, publish, discard, preview and the list buttons. Every intent but discard saves the draft first,
 * so nothing typed is lost; a save or publish based on a document that changed since it was opened is
 * refused (409) and the form shows what was typed. So does a post the draft cannot hold (422): a JSON
 * field too deep or too long to read, a character the database cannot store.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const content = contentServices(context);
  const form = adminForm(context);
  const document = await content.open(params.slug);
  if (!document) throw data("No such document.", { status: 404 });
  const opened = openedFrom(form);
  const intent = form.get("intent") ?? (form.get("_op") ? "operation" : "save");
  const here = `/admin/content/${document.slug}`;
  if (intent === "cancel-schedule") {
    const job = Number(form.get("_job"));
    const outcome = Number.isSafeInteger(job) && job > 0 ? await content.cancelScheduled(job) : { ok: false as const, message: "No such scheduled publish." };
    if (!outcome.ok) return data({ error: outcome.message, conflict: false, problems: [] as FieldProblem[], posted: null as unknown, opened }, { status: 409 });
    return redirect(`${here}?done=schedule-cancelled`, 303);
  }
  if (intent === "discard") {
    const outcome = await content.discard(params.slug, opened);
    if (!outcome.ok)
      return data(
        { error: outcome.message, conflict: outcome.conflict ?? false, problems: [] as FieldProblem[], posted: null as unknown, opened },
        { status: 409 },
      );
    return redirect(`${here}?done=discarded`, 303);
  }
  const unread: UnreadField[] = [];
  let posted = withImageDetails(document.schema, readForm(document.schema, form, [], unread), await imageLibrary(context));
  if (unread.length > 0) {
    const error = "Not saved: a field could not be read (its message is beside it). Nothing public has changed.";
    return data({ error, conflict: false, problems: unread as FieldProblem[], posted, opened }, { status: 422 });
  }
  const operation = parseOperation(form.get("_op"), form.get(`_key.${(form.get("_op") ?? "").replace(/^add:/, "")}`));
  if (operation) posted = applyOperation(document.schema, posted, operation);
  // The editor's script changing a list or a kind in place: the fields re-rendered as posted, nothing saved (decision 044).
  if (intent === "apply") return data(appliedAnswer(posted, opened, content.problemsOf(params.slug, posted), operation));
  const saved = await content.save(params.slug, posted, opened);
  if (!saved.ok)
    return data(
      { error: saved.message, conflict: saved.conflict ?? false, problems: saved.problems ?? [], posted, opened },
      { status: saved.conflict ? 409 : 422 },
    );
  if (intent === "publish") {
    const reopened = await content.open(params.slug);
    const outcome = await content.publish(params.slug, posted, reopened!.opened);
    if (!outcome.ok)
      return data(
        { error: outcome.message, conflict: outcome.conflict ?? false, problems: outcome.problems ?? [], posted, opened: outcome.conflict ? opened : null },
        { status: outcome.conflict ? 409 : 422 },
      );
    return redirect(`${here}?done=published`, 303);
  }
  if (intent === "schedule") {
    // What the form holds now, validated and kept as it is; the draft stays for further editing.
    const outcome = await content.schedule(params.slug, posted, form.get("_scheduleAt") ?? "");
    if (!outcome.ok) return data({ error: outcome.message, conflict: false, problems: outcome.problems ?? [], posted, opened: null }, { status: 422 });
    return redirect(`${here}?done=scheduled`, 303);
  }
  // The preview opens on the page the saved change shows on (app/routes/admin/content-preview.tsx).
  if (intent === "preview") return redirect(`${here}/preview`, 303);
  if (operation) return redirect(addressAfterOperation(here, operation, posted), 303);
  return redirect(`${here}?done=saved`, 303);
}

export default function ContentDocument({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { document, images, scheduled, timeZone, done } = loaderData;
  // The list item a list button left in view stays unfolded (document-fields.tsx OpenItems).
  const openItems = openItemsOf(actionData, loaderData.open);
  const viewer = useAdminViewer();
  const problems = shownProblems(actionData, document.problems);
  const byField: ProblemsByField = problemsByField(problems);
  const value = actionData?.posted ?? document.data;
  // After a refused save the form keeps what its editor had opened, not what the other editor saved:
  // saving again is refused again, never a silent overwrite of the change they have not seen.
  const opened = actionData?.conflict && actionData.opened ? actionData.opened : document.opened;
  return (
    <>
      <p className="text-sm">
        <a href="/admin/content" className="text-neon-strong underline-offset-4 hover:underline">
          Site content
        </a>{" "}
        › {document.group}
      </p>
      <h1 className="mt-2 text-3xl font-bold">{document.title}</h1>
      <p className="mt-2 text-muted">
        {document.version === 0
          ? "Published: as shipped with the site."
          : `Published: version ${document.version} by ${neutralLine(document.publishedBy ?? "")}${document.publishedAt ? `, ${formatInstant(document.publishedAt)}` : ""}.`}{" "}
        {document.draft ? `Draft saved by ${neutralLine(document.draft.updatedBy)}, ${formatInstant(document.draft.updatedAt)}.` : "No draft."}{" "}
        <a href={`/admin/content/${document.slug}/versions`} className="text-neon-strong underline-offset-4 hover:underline">
          Versions and restore
        </a>
      </p>
      {document.unreadableDraft ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {document.unreadableDraft}
        </p>
      ) : null}
      {done && (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          {done === "saved" && problems.length > 0
            ? "Draft saved, with problems to fix before it can be published (listed below). Nothing public has changed."
            : doneMessages[done]}
        </p>
      )}
      {actionData?.error && (
        <div role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          <p>{actionData.error}</p>
          {actionData.conflict ? (
            <p className="mt-2">
              What you typed is still in the form below.{" "}
              <a href={`/admin/content/${document.slug}`} className="underline">
                Open the document again
              </a>{" "}
              to see the other change, then make yours again.
            </p>
          ) : null}
        </div>
      )}
      <div data-problem-summary>
        <ProblemSummary schema={document.schema} data={value} problems={problems} />
      </div>
      {scheduled.length > 0 ? (
        <section aria-labelledby="scheduled-heading" className="mt-6 rounded-xl border border-line p-4">
          <h2 id="scheduled-heading" className="text-lg font-semibold">
            Scheduled publishes
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {scheduled.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <ScheduledPublishItem entry={entry} csrfToken={viewer.csrfToken} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SearchPreviews previews={document.searchPreviews} />
      <form
        method="post"
        className="mt-6 space-y-6"
        noValidate
        {...liveEditorAttributes({
          previewAddress: `/admin/content/${document.slug}/preview/page`,
          pages: document.pages,
          path: document.changedPages[0] ?? document.pages[0] ?? "/",
        })}
      >
        <CsrfField token={viewer.csrfToken} />
        <input type="hidden" name="_revision" value={opened.revision} />
        <input type="hidden" name="_version" value={opened.version} />
        {/* First in the form, so Enter in a field saves the draft. */}
        <ActionBar timeZone={timeZone} hasDraft={document.draft !== null} />
        <p id="document-size" className="text-sm text-muted">
          A document may hold up to {maxDocumentBytes / 1024} KB; this one holds {Math.ceil(documentBytes(value) / 1024)} KB. Each list says how many items it
          takes, each text field how many characters.
        </p>
        <div data-document-fields>
          <ImageLibrary.Provider value={images}>
            <OpenItems.Provider value={openItems}>
              <DocumentField schema={document.schema} path={[]} value={value} label={document.title} required problems={byField} />
            </OpenItems.Provider>
          </ImageLibrary.Provider>
        </div>
      </form>
      <LiveEditorScript />
    </>
  );
}
