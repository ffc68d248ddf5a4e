// One item of a collection in its own form (decision 043): saved, published, scheduled, discarded and taken off the site on its own; the form is the document form's fields for this item only.
import { data, redirect } from "react-router";
import { ActionBar } from "~/components/admin/content/action-bar";
import { LiveEditorScript, liveEditorAttributes } from "~/components/admin/content/document-editor";
import { DocumentField, ImageLibrary, OpenItems, type ProblemsByField } from "~/components/admin/content/document-fields";
import { ProblemSummary } from "~/components/admin/content/problem-summary";
import { CsrfField } from "~/components/admin/csrf-field";
import { ScheduledPublishItem } from "~/components/admin/scheduled-publish";
import type { FieldProblem, OpenedState } from "~/lib/contracts/content-services";
import { neutralLine } from "~/lib/contracts/neutral-text";
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
import { appliedAnswer, openItemsOf, problemsByField, shownProblems } from "~/lib/editor/applied-change";
import { adminForm, adminMeta, adminServicesFor, contentServices, useAdminViewer, useFormatInstant } from "~/lib/pages/admin-context";
import type { Route } from "./+types/content-item";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Edit: ${loaderData.item.title}` : "Site content");
}

const doneMessages = {
  added: "Started as a draft. Fill it in, save, then publish: nothing public changes until then.",
  saved: "Draft saved. Nothing public has changed.",
  published: "Published. The public pages show it now; the other items and their drafts are as they were.",
  discarded: "Draft discarded. This is the published content again.",
  restored: "The earlier version is now the draft. Publish to restore it on the site.",
  scheduled: "Scheduled. It goes live at its time; nothing public has changed yet.",
  "schedule-cancelled": "Scheduled publish cancelled. It will not be published.",
} as const;

type Done = keyof typeof doneMessages;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = contentServices(context);
  const item = await content.openItem(params.slug, params.item);
  if (!item) throw data("No such item.", { status: 404 });
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  const scheduled = (await content.scheduled(item.documentSlug)).filter((entry) => entry.item === item.key);
  return {
    item,
    images: await imageLibrary(context),
    scheduled,
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

type Refused = { error: string; conflict: boolean; problems: FieldProblem[]; posted: unknown; opened: OpenedState | null };
const refused = (body: Refused, status: number) => data(body, { status });

/**
 * As the document form (content-document.tsx): every intent but discard and remove saves the item's draft
 * first; a save or publish of an item that changed since it was opened is refused (409) with what was typed kept.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const content = contentServices(context);
  const form = adminForm(context);
  const item = await content.openItem(params.slug, params.item);
  if (!item) throw data("No such item.", { status: 404 });
  const opened = openedFrom(form);
  const intent = form.get("intent") ?? (form.get("_op") ? "operation" : "save");
  const here = `/admin/content/${params.slug}/items/${item.key}`;
  if (intent === "cancel-schedule") {
    const job = Number(form.get("_job"));
    const outcome = Number.isSafeInteger(job) && job > 0 ? await content.cancelScheduled(job) : { ok: false as const, message: "No such scheduled publish." };
    if (!outcome.ok) return refused({ error: outcome.message, conflict: false, problems: [], posted: null, opened }, 409);
    return redirect(`${here}?done=schedule-cancelled`, 303);
  }
  if (intent === "discard" || intent === "remove") {
    if (intent === "remove" && form.get("confirmed") !== "yes")
      return refused({ error: "Nothing was removed: tick “Yes, take it off the site” first.", conflict: false, problems: [], posted: null, opened }, 400);
    const outcome = intent === "discard" ? await content.discardItem(params.slug, item.key, opened) : await content.removeItem(params.slug, item.key, opened);
    if (!outcome.ok)
      return refused(
        { error: outcome.message, conflict: outcome.conflict ?? false, problems: outcome.problems ?? [], posted: null, opened },
        outcome.conflict ? 409 : 422,
      );
    if (intent === "remove" || !item.published) return redirect(`/admin/content/${params.slug}/items?done=removed`, 303);
    return redirect(`${here}?done=discarded`, 303);
  }
  const unread: UnreadField[] = [];
  let posted = withImageDetails(item.schema, readForm(item.schema, form, [], unread), await imageLibrary(context));
  if (unread.length > 0)
    return refused(
      {
        error: "Not saved: a field could not be read (its message is beside it). Nothing public has changed.",
        conflict: false,
        problems: unread,
        posted,
        opened,
      },
      422,
    );
  const operation = parseOperation(form.get("_op"), form.get(`_key.${(form.get("_op") ?? "").replace(/^add:/, "")}`));
  if (operation) posted = applyOperation(item.schema, posted, operation);
  // The editor's script changing a list or a kind in place: the fields re-rendered as posted, nothing saved (decision 044).
  if (intent === "apply") return data(appliedAnswer(posted, opened, content.itemProblemsOf(params.slug, item.key, posted), operation));
  const saved = await content.saveItem(params.slug, item.key, posted, opened);
  if (!saved.ok)
    return refused({ error: saved.message, conflict: saved.conflict ?? false, problems: saved.problems ?? [], posted, opened }, saved.conflict ? 409 : 422);
  if (intent === "publish") {
    const reopened = (await content.openItem(params.slug, item.key))!;
    const outcome = await content.publishItem(params.slug, item.key, posted, { revision: reopened.opened.revision, version: opened.version });
    if (!outcome.ok)
      return refused(
        { error: outcome.message, conflict: outcome.conflict ?? false, problems: outcome.problems ?? [], posted, opened: outcome.conflict ? opened : null },
        outcome.conflict ? 409 : 422,
      );
    return redirect(`${here}?done=published`, 303);
  }
  if (intent === "schedule") {
    const outcome = await content.scheduleItem(params.slug, item.key, posted, form.get("_scheduleAt") ?? "");
    if (!outcome.ok) return refused({ error: outcome.message, conflict: false, problems: outcome.problems ?? [], posted, opened: null }, 422);
    return redirect(`${here}?done=scheduled`, 303);
  }
  if (operation) return redirect(addressAfterOperation(here, operation, posted), 303);
  return redirect(`${here}?done=saved`, 303);
}

export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { item, images, scheduled, timeZone, done } = loaderData;
  // The list item a list button left in view stays unfolded (document-fields.tsx OpenItems).
  const openItems = openItemsOf(actionData, loaderData.open);
  const viewer = useAdminViewer();
  const problems = shownProblems(actionData, item.problems);
  const byField: ProblemsByField = problemsByField(problems);
  const value = actionData?.posted ?? item.data;
  // After a refused save the form keeps what its editor had opened: saving again is refused again, never a silent overwrite.
  const opened = actionData?.conflict && actionData.opened ? actionData.opened : item.opened;
  const here = `/admin/content/${item.collection}/items/${item.key}`;
  return (
    <>
      <p className="text-sm">
        <a href="/admin/content" className="text-neon-strong underline-offset-4 hover:underline">
          Site content
        </a>{" "}
        ›{" "}
        <a href={`/admin/content/${item.collection}/items`} className="text-neon-strong underline-offset-4 hover:underline">
          {item.collectionTitle}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{neutralLine(item.title)}</h1>
      <p className="mt-2 text-muted">
        {item.published ? "On the site." : `A new ${item.itemName}: not on the site until you publish it.`}{" "}
        {item.draft ? `Draft saved by ${neutralLine(item.draft.updatedBy)}, ${formatInstant(item.draft.updatedAt)}.` : "No draft."}{" "}
        <a href={`${here}/versions`} className="text-neon-strong underline-offset-4 hover:underline">
          Versions and restore
        </a>
      </p>
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
              <a href={here} className="underline">
                Open it again
              </a>{" "}
              to see the other change, then make yours again.
            </p>
          ) : null}
        </div>
      )}
      <div data-problem-summary>
        <ProblemSummary schema={item.schema} data={value} problems={problems} />
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
      <form
        method="post"
        className="mt-6 space-y-6"
        noValidate
        {...liveEditorAttributes({ previewAddress: `${here}/preview/page`, pages: item.pages, path: item.changedPages[0] ?? item.pages[0] ?? "/" })}
      >
        <CsrfField token={viewer.csrfToken} />
        <input type="hidden" name="_revision" value={opened.revision} />
        <input type="hidden" name="_version" value={opened.version} />
        {/* First in the form, so Enter in a field saves the draft. */}
        <ActionBar timeZone={timeZone} hasDraft={item.draft !== null} preview={false} />
        <div data-document-fields>
          <ImageLibrary.Provider value={images}>
            <OpenItems.Provider value={openItems}>
              <DocumentField schema={item.schema} path={[]} value={value} label={neutralLine(item.title)} required problems={byField} />
            </OpenItems.Provider>
          </ImageLibrary.Provider>
        </div>
      </form>
      <form method="post" className="mt-8 rounded-xl border border-line p-4">
        <CsrfField token={viewer.csrfToken} />
        <input type="hidden" name="_revision" value={opened.revision} />
        <input type="hidden" name="_version" value={opened.version} />
        <h2 className="text-lg font-semibold">{item.published ? "Take it off the site" : `Discard this new ${item.itemName}`}</h2>
        <p className="mt-1 text-sm text-muted">
          {item.published
            ? `Publishes the list without this ${item.itemName}; its page answers “gone”. Earlier versions keep it, to restore.`
            : "Its draft is deleted; nothing public changes."}
        </p>
        <label className="mt-2 flex items-center gap-2">
          <input type="checkbox" name="confirmed" value="yes" required /> Yes, take it off the site
        </label>
        <button type="submit" name="intent" value="remove" className="mt-3 min-h-11 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-white/5">
          {item.published ? "Remove" : "Discard"}
        </button>
      </form>
      <LiveEditorScript />
    </>
  );
}
