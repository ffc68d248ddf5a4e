import { data, redirect } from "react-router";
import { ApplicationDeliveryState } from "~/components/admin/application-delivery-state";
import { CsrfField } from "~/components/admin/csrf-field";
import { InquiryStatusBadge, OverdueBadge } from "~/components/admin/inquiry-status-badge";
import { adminForm, adminMeta, adminServicesFor, inquiryId, useFormatInstant, useAdminViewer } from "~/lib/pages/admin-context";
import { budgetLabel, wishedStartLabel } from "~/lib/contracts/inquiry-labels";
import { inquiryStatusLabels, isInquiryStatus, nextInquiryStatuses } from "~/lib/contracts/inquiry-status";
import { inquiryTopicLabel } from "~/lib/contracts/inquiry-topic-label";
import { neutralLine, neutralText } from "~/lib/contracts/neutral-text";
import { webLink } from "~/lib/contracts/web-link";
import type { Route } from "./+types/inquiries-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.inquiry ? `Inquiry ${loaderData.inquiry.id}` : "No such inquiry");
}

/** One project inquiry (the `sales` role): reading it is audited and the first reading marks it opened. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "sales");
  const inquiry = await admin.inquiry(inquiryId(params.id));
  const done = new URL(request.url).searchParams.get("done");
  if (!inquiry) return data({ inquiry: null, done: null }, { status: 404 });
  return { inquiry, done: done === "status" || done === "note" ? done : null };
}

/** The two forms of this page: a status change (with an optional note) and a note on its own. */
export async function action({ params, context }: Route.ActionArgs) {
  const admin = adminServicesFor(context, "sales");
  const id = inquiryId(params.id);
  const form = adminForm(context);
  const intent = form.get("intent");
  const text = (name: string) => form.get(name) ?? "";
  if (intent === "status") {
    const to = form.get("to");
    if (!isInquiryStatus(to)) return data({ intent, error: "Choose the new status." }, { status: 400 });
    const result = await admin.changeInquiryStatus(id, to, text("note"));
    if (!result.ok) return data({ intent, error: result.error }, { status: 409 });
    return redirect(`/admin/inquiries/${id}?done=status`, 303);
  }
  if (intent === "note") {
    const result = await admin.addInquiryNote(id, text("body"));
    if (!result.ok) return data({ intent, error: result.error }, { status: 400 });
    return redirect(`/admin/inquiries/${id}?done=note`, 303);
  }
  return data({ intent: "unknown", error: "This form is not one the page knows." }, { status: 400 });
}

const field = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";
const button = "min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void hover:bg-neon-strong";

export default function AdminInquiry({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { inquiry, done } = loaderData;
  const viewer = useAdminViewer();
  if (!inquiry) {
    return (
      <>
        <h1 className="text-3xl font-bold">No such inquiry</h1>
        <p className="mt-4">It may have been erased.</p>
        <p className="mt-4">
          <a className="underline underline-offset-4" href="/admin/inquiries">
            Back to the inquiries
          </a>
        </p>
      </>
    );
  }
  // What the client typed, shown without bidi, zero-width or control characters (app/lib/contracts/neutral-text.ts).
  const name = neutralLine(inquiry.name);
  const email = neutralLine(inquiry.email);
  const topic = inquiryTopicLabel(inquiry.topic);
  // A link is a link only for an ordinary web address, shown by its real host, never the raw string.
  const link = inquiry.link ? webLink(inquiry.link) : null;
  const reply = `mailto:${encodeURIComponent(inquiry.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Your project inquiry to Vesper (${topic})`)}`;
  const statusError = actionData?.intent === "status" ? actionData.error : undefined;
  const noteError = actionData?.intent === "note" ? actionData.error : undefined;
  return (
    <>
      <p className="text-sm">
        <a className="underline underline-offset-4" href="/admin/inquiries">
          ← All inquiries
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold wrap-anywhere">{name}</h1>
        <InquiryStatusBadge status={inquiry.status} />
        {inquiry.overdue && <OverdueBadge />}
      </div>
      <p className="mt-2 text-muted">
        Inquiry {inquiry.id}, received {formatInstant(inquiry.createdAt)}
      </p>
      <p className={`mt-4 rounded-lg border p-3 ${inquiry.overdue ? "border-danger/60 bg-danger/10" : "border-line bg-surface"}`}>
        {inquiry.firstAnsweredAt ? (
          <>
            First answered {formatInstant(inquiry.firstAnsweredAt)} (due {formatInstant(inquiry.answerDueAt)}).
          </>
        ) : inquiry.overdue ? (
          <>
            <strong>Overdue:</strong> the first answer was due {formatInstant(inquiry.answerDueAt)}. Reply, then move it out of “New”.
          </>
        ) : (
          <>First answer due {formatInstant(inquiry.answerDueAt)}. Moving it out of “New” records the answer.</>
        )}
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
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="sent-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="sent-heading" className="text-lg font-semibold">
              What the client sent
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted">Name</dt>
              <dd className="wrap-anywhere">{name}</dd>
              <dt className="text-muted">E-mail</dt>
              <dd className="break-all">{email}</dd>
              <dt className="text-muted">Company</dt>
              <dd className="wrap-anywhere">{inquiry.company ? neutralLine(inquiry.company) : "—"}</dd>
              <dt className="text-muted">Topic</dt>
              <dd>{topic}</dd>
              <dt className="text-muted">Budget</dt>
              <dd>{budgetLabel(inquiry.budget)}</dd>
              <dt className="text-muted">Wished start</dt>
              <dd>{wishedStartLabel(inquiry.wishedStart)}</dd>
              <dt className="text-muted">Brief or site</dt>
              <dd className="break-all">
                {inquiry.link ? (
                  link ? (
                    <a className="underline underline-offset-4" href={link.href} rel="noopener noreferrer nofollow" target="_blank">
                      {link.text}
                    </a>
                  ) : (
                    neutralLine(inquiry.link)
                  )
                ) : (
                  "—"
                )}
              </dd>
              <dt className="text-muted">Routed to</dt>
              <dd className="break-all">{inquiry.teamEmail}</dd>
            </dl>
            <h3 className="mt-6 font-semibold">The project</h3>
            <p className="mt-2 whitespace-pre-wrap break-words">{neutralText(inquiry.description)}</p>
            <p className="mt-6">
              <a className="underline underline-offset-4 break-all" href={reply}>
                Reply by e-mail to {email}
              </a>
            </p>
          </section>

          <section aria-labelledby="notes-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="notes-heading" className="text-lg font-semibold">
              Internal notes
            </h2>
            {inquiry.notes.length === 0 ? (
              <p className="mt-2 text-muted">No notes yet.</p>
            ) : (
              <ol className="mt-4 space-y-4">
                {inquiry.notes.map((note) => (
                  <li key={note.id} className="border-l-2 border-line pl-4">
                    <p className="text-sm text-muted">
                      {neutralLine(note.author)}, {formatInstant(note.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
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

        <div className="min-w-0 space-y-8">
          <section aria-labelledby="status-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="status-heading" className="text-lg font-semibold">
              Status
            </h2>
            <p className="mt-2">
              Now: <strong>{inquiryStatusLabels[inquiry.status]}</strong>
              {inquiry.statusChangedAt && <span className="text-muted"> since {formatInstant(inquiry.statusChangedAt)}</span>}
            </p>
            <form method="post" className="mt-4 space-y-3">
              <CsrfField token={viewer.csrfToken} />
              <input type="hidden" name="intent" value="status" />
              <label htmlFor="status-to" className="block text-sm font-semibold">
                Move to
              </label>
              <select id="status-to" name="to" required className={field} aria-describedby={statusError ? "status-error" : undefined}>
                {nextInquiryStatuses(inquiry.status).map((status) => (
                  <option key={status} value={status}>
                    {inquiryStatusLabels[status]}
                  </option>
                ))}
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
            {inquiry.history.length > 0 && (
              <>
                <h3 className="mt-6 font-semibold">History</h3>
                <ol className="mt-2 space-y-1 text-sm">
                  {inquiry.history.map((change, index) => (
                    <li key={index}>
                      {inquiryStatusLabels[change.from]} → {inquiryStatusLabels[change.to]}, by {neutralLine(change.by)}, {formatInstant(change.at)}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>

          <ApplicationDeliveryState delivery={inquiry.delivery} of="inquiry" />

          <section aria-labelledby="retention-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="retention-heading" className="text-lg font-semibold">
              Retention
            </h2>
            <p className="mt-2 text-sm">
              Deleted automatically after {formatInstant(inquiry.deleteAfter)} unless its status changes (privacy policy, “How long we keep it”).
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
