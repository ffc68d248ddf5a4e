import { data, redirect } from "react-router";
import { ScheduledPublishItem } from "~/components/admin/scheduled-publish";
import { documentGroups } from "~/content/documents";
import { collectionOfDocument } from "~/lib/editor/collections";
import { adminForm, adminMeta, contentServices, useFormatInstant, useAdminViewer } from "~/lib/pages/admin-context";
import type { Route } from "./+types/content";
import { neutralLine } from "~/lib/contracts/neutral-text";

export function meta() {
  return adminMeta("Site content");
}

/** Every content document of the site, grouped as a visitor knows them, with its published version and any draft. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = contentServices(context);
  const cancelled = new URL(request.url).searchParams.get("done") === "schedule-cancelled";
  return { documents: await content.list(), scheduled: await content.scheduled(), timeZone: content.timeZone(), cancelled };
}

/** Cancels a scheduled publish from the overview. */
export async function action({ context }: Route.ActionArgs) {
  const form = adminForm(context);
  const job = Number(form.get("_job"));
  if (form.get("intent") !== "cancel-schedule" || !Number.isSafeInteger(job) || job <= 0) throw data("Nothing to do.", { status: 400 });
  const outcome = await contentServices(context).cancelScheduled(job);
  if (!outcome.ok) return data({ error: outcome.message }, { status: 409 });
  return redirect("/admin/content?done=schedule-cancelled", 303);
}

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { documents, scheduled, timeZone, cancelled } = loaderData;
  const viewer = useAdminViewer();
  return (
    <>
      <h1 className="text-3xl font-bold">Site content</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every word, price, article and policy of the public site. Open a document, change it and save a draft: nothing public changes until you preview it and
        publish. Every publish is kept as a version you can compare and restore.
      </p>
      {cancelled ? (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          Scheduled publish cancelled. It will not be published.
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {actionData.error}
        </p>
      ) : null}
      <section aria-labelledby="scheduled" className="mt-8">
        <h2 id="scheduled" className="text-xl font-semibold">
          Scheduled
        </h2>
        {scheduled.length === 0 ? (
          <p className="mt-2 text-muted">Nothing is scheduled. Open a document and use “Schedule publish” to publish it at a time ({timeZone}).</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {scheduled.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <ScheduledPublishItem entry={entry} csrfToken={viewer.csrfToken} withTitle />
              </li>
            ))}
          </ul>
        )}
      </section>
      {documentGroups.map((group) => {
        const inGroup = documents.filter((document) => document.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
            <h2 id={`group-${group}`} className="text-xl font-semibold">
              {group}
            </h2>
            {group === "Legal policies" ? (
              <p className="mt-2">
                <a href="/admin/content/legal/items" className="text-neon-strong underline-offset-4 hover:underline">
                  All legal policies, with their status
                </a>
              </p>
            ) : null}
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
              {inGroup.map((document) => (
                <li key={document.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                  <span>
                    <a href={`/admin/content/${document.slug}`} className="font-medium text-neon-strong underline-offset-4 hover:underline">
                      {document.title}
                    </a>
                    {collectionOfDocument(document.id) ? (
                      <>
                        {" · "}
                        <a
                          href={`/admin/content/${collectionOfDocument(document.id)!.slug}/items`}
                          className="text-neon-strong underline-offset-4 hover:underline"
                        >
                          {collectionOfDocument(document.id)!.title}, one form each
                        </a>
                      </>
                    ) : null}
                  </span>
                  <span className="text-sm text-muted">
                    {document.draft ? (
                      <span className="mr-3 rounded-md border border-warn/60 px-2 py-0.5 text-warn">
                        Draft by {neutralLine(document.draft.updatedBy)}, {formatInstant(document.draft.updatedAt)}
                      </span>
                    ) : null}
                    {document.version === 0
                      ? "As shipped with the site"
                      : `Version ${document.version}, published by ${neutralLine(document.publishedBy ?? "")} ${document.publishedAt ? formatInstant(document.publishedAt) : ""}`}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
