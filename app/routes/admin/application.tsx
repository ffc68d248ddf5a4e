import { data, redirect } from "react-router";
import { ApplicationDeliveryState } from "~/components/admin/application-delivery-state";
import { CsrfField } from "~/components/admin/csrf-field";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminForm, adminMeta, adminServicesFor, applicationId, useFormatInstant, useAdminViewer } from "~/lib/pages/admin-context";
import { divisionLabel } from "~/lib/contracts/division-label";
import { earlierStatuses, isApplicationStatus, isMoveBack, nextStatuses, statusLabels } from "~/lib/contracts/application-status";
import { neutralLine, neutralText } from "~/lib/contracts/neutral-text";
import { webLink } from "~/lib/contracts/web-link";
import type { Route } from "./+types/application";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.application ? `Application ${loaderData.application.id}` : "No such application");
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "recruiter");
  const id = applicationId(params.id);
  const application = await admin.application(id);
  const done = new URL(request.url).searchParams.get("done");
  if (!application) return data({ application: null, done: null }, { status: 404 });
  return { application, done: done === "status" || done === "note" ? done : null };
}

/** The two forms of this page: a status change (with an optional note) and a note on its own. */
export async function action({ params, context }: Route.ActionArgs) {
  const admin = adminServicesFor(context, "recruiter");
  const id = applicationId(params.id);
  const form = adminForm(context);
  const intent = form.get("intent");
  const text = (name: string) => form.get(name) ?? "";
  if (intent === "status") {
    const to = form.get("to");
    if (!isApplicationStatus(to)) return data({ intent, error: "Choose the new status." }, { status: 400 });
    const result = await admin.changeStatus(id, to, text("note"));
    if (!result.ok) return data({ intent, error: result.error }, { status: 409 });
    return redirect(`/admin/applications/${id}?done=status`, 303);
  }
  if (intent === "note") {
    const result = await admin.addNote(id, text("body"));
    if (!result.ok) return data({ intent, error: result.error }, { status: 400 });
    return redirect(`/admin/applications/${id}?done=note`, 303);
  }
  return data({ intent: "unknown", error: "This form is not one the page knows." }, { status: 400 });
}

const field = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";
const button = "min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void hover:bg-neon-strong";

export default function AdminApplication({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { application, done } = loaderData;
  const viewer = useAdminViewer();
  if (!application) {
    return (
      <>
        <h1 className="text-3xl font-bold">No such application</h1>
        <p className="mt-4">It may have been erased or deleted at the end of its retention period.</p>
        <p className="mt-4">
          <a className="underline underline-offset-4" href="/admin">
            Back to the applications
          </a>
        </p>
      </>
    );
  }
  const next = nextStatuses(application.status);
  const back = earlierStatuses(application.status);
  const division = divisionLabel(application.division);
  // What the applicant typed, shown without bidi, zero-width or control characters (app/lib/contracts/neutral-text.ts).
  const name = neutralLine(application.name);
  const email = neutralLine(application.email);
  // A portfolio is a link only for an ordinary web address, shown by its real host, never the raw string.
  const portfolioLink = application.portfolio ? webLink(application.portfolio) : null;
  const reply = `mailto:${encodeURIComponent(application.email).replace(/%40/g, "@")}?subject=${encodeURIComponent("Your application to Vesper")}`;
  const statusError = actionData?.intent === "status" ? actionData.error : undefined;
  const noteError = actionData?.intent === "note" ? actionData.error : undefined;
  return (
    <>
      <p className="text-sm">
        <a className="underline underline-offset-4" href="/admin">
          ← All applications
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{name}</h1>
        <StatusBadge status={application.status} />
      </div>
      <p className="mt-2 text-muted">
        Application {application.id}, received {formatInstant(application.createdAt)}
      </p>
      {done && (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          {done === "status" ? "Status changed." : "Note added."}
        </p>
      )}
      {actionData?.intent === "unknown" && (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {actionData.error}
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <section aria-labelledby="sent-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="sent-heading" className="text-lg font-semibold">
              What the applicant sent
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted">Name</dt>
              <dd>{name}</dd>
              <dt className="text-muted">E-mail</dt>
              <dd className="break-all">{email}</dd>
              <dt className="text-muted">Discord</dt>
              <dd>{application.discord ? neutralLine(application.discord) : "—"}</dd>
              <dt className="text-muted">Division</dt>
              <dd>{division}</dd>
              <dt className="text-muted">Portfolio</dt>
              <dd className="break-all">
                {application.portfolio ? (
                  portfolioLink ? (
                    <a className="underline underline-offset-4" href={portfolioLink.href} rel="noopener noreferrer nofollow" target="_blank">
                      {portfolioLink.text}
                    </a>
                  ) : (
                    neutralLine(application.portfolio)
                  )
                ) : (
                  "—"
                )}
              </dd>
            </dl>
            <h3 className="mt-6 font-semibold">Message</h3>
            <p className="mt-2 whitespace-pre-wrap break-words">{neutralText(application.message)}</p>
            <p className="mt-6">
              <a className="underline underline-offset-4" href={reply}>
                Reply by e-mail to {email}
              </a>
            </p>
          </section>

          <section aria-labelledby="notes-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="notes-heading" className="text-lg font-semibold">
              Internal notes
            </h2>
            {application.notes.length === 0 ? (
              <p className="mt-2 text-muted">No notes yet.</p>
            ) : (
              <ol className="mt-4 space-y-4">
                {application.notes.map((note) => (
                  <li key={note.id} className="border-l-2 border-line pl-4">
                    <p className="text-sm text-muted">
                      {neutralLine(note.author)}, {formatInstant(note.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{neutralText(note.body)}</p>
                  </li>
                ))}
              </ol>
            )}
            <form method="post" className="mt-6 space-y-3">
              <CsrfField token={viewer.csrfToken} />
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note-body" className="block text-sm font-semibold">
                Add a note (only the team sees it)
              </label>
              <textarea
                id="note-body"
                name="body"
                required
                rows={4}
                maxLength={4000}
                className={field}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? "note-error" : undefined}
              />
              {noteError && (
                <p id="note-error" role="alert" className="text-sm text-danger">
                  {noteError}
                </p>
              )}
              <button type="submit" className={button}>
                Add note
              </button>
            </form>
          </section>
        </div>

        <div className="space-y-8">
          <section aria-labelledby="status-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="status-heading" className="text-lg font-semibold">
              Status
            </h2>
            <p className="mt-2">
              Now: <strong>{statusLabels[application.status]}</strong>
              {application.statusChangedAt && <span className="text-muted"> since {formatInstant(application.statusChangedAt)}</span>}
            </p>
            {next.length === 0 && <p className="mt-2 text-muted">This is a decision: nothing follows it. Taking it back is recorded in the history.</p>}
            {/* Every status has somewhere to go: forward, or back to undo a change. */}
            <form method="post" className="mt-4 space-y-3">
              <CsrfField token={viewer.csrfToken} />
              <input type="hidden" name="intent" value="status" />
              <label htmlFor="status-to" className="block text-sm font-semibold">
                Move to
              </label>
              <select id="status-to" name="to" required className={field} aria-describedby={statusError ? "status-error" : undefined}>
                {next.length > 0 && (
                  <optgroup label="Next">
                    {next.map((status) => (
                      <option key={status} value={status}>
                        {statusLabels[status]}
                      </option>
                    ))}
                  </optgroup>
                )}
                {back.length > 0 && (
                  <optgroup label="Back to (to undo a change)">
                    {back.map((status) => (
                      <option key={status} value={status}>
                        {statusLabels[status]}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
              <label htmlFor="status-note" className="block text-sm font-semibold">
                Note (optional)
              </label>
              <textarea id="status-note" name="note" rows={3} maxLength={4000} className={field} />
              {statusError && (
                <p id="status-error" role="alert" className="text-sm text-danger">
                  {statusError}
                </p>
              )}
              <button type="submit" className={button}>
                Change status
              </button>
            </form>
            {application.history.length > 0 && (
              <>
                <h3 className="mt-6 font-semibold">History</h3>
                <ol className="mt-2 space-y-1 text-sm">
                  {application.history.map((change, index) => (
                    <li key={index}>
                      {statusLabels[change.from]} → {statusLabels[change.to]}
                      {isMoveBack(change.from, change.to) ? " (back)" : ""}, by {neutralLine(change.by)}, {formatInstant(change.at)}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>

          <ApplicationDeliveryState delivery={application.delivery} />

          <section aria-labelledby="retention-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="retention-heading" className="text-lg font-semibold">
              Retention
            </h2>
            <p className="mt-2 text-sm">
              Deleted automatically after {formatInstant(application.deleteAfter)} unless its status changes (privacy policy, “How long we keep it”).
            </p>
            <p className="mt-4">
              <a className="font-semibold text-danger underline underline-offset-4" href={`/admin/applications/${application.id}/erase`}>
                Erase this applicant…
              </a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
