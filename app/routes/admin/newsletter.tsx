import { data } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { adminForm, adminMeta, newsletterServices, useAdminViewer, useFormatInstant } from "~/lib/pages/admin-context";
import type { NewsletterSendProgress } from "~/lib/contracts/newsletter-services";
import { neutralLine } from "~/lib/contracts/neutral-text";
import type { Route } from "./+types/newsletter";

export function meta() {
  return adminMeta("Newsletter");
}

/** The list's counts, each send's progress, the published articles that can be sent, the export and the erasure (owners and editors). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const overview = await newsletterServices(context).overview();
  const params = new URL(request.url).searchParams;
  return { ...overview, started: params.get("started"), erased: params.get("erased") };
}

/** Erases one address from the list and the sends' records. */
export async function action({ context }: Route.ActionArgs) {
  const form = adminForm(context);
  if (form.get("intent") !== "erase") throw data("Nothing to do.", { status: 400 });
  const email = (form.get("email") ?? "").trim();
  if (email === "" || email.length > 254) return data({ error: "Type the address to erase." }, { status: 400 });
  if (form.get("checked") !== "yes") return data({ error: "Tick the box to confirm that the erasure was requested." }, { status: 400 });
  const { erased } = await newsletterServices(context).erase(email);
  return { erased };
}

function Progress({ send }: { send: NewsletterSendProgress }) {
  const formatInstant = useFormatInstant();
  return (
    <>
      <p className="font-medium">{neutralLine(send.title)}</p>
      <p className="text-sm text-muted">
        Sent by {neutralLine(send.sentBy)}, {formatInstant(send.createdAt)} · to {send.recipients}
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(
          [
            ["Queued", send.queued],
            ["Sent", send.sent],
            ["Failed", send.failed],
            ["Bounced", send.bounced],
            ["Skipped (left the list)", send.skipped],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, candidates, sends, perMinute, started } = loaderData;
  const viewer = useAdminViewer();
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const erased = actionData && "erased" in actionData ? actionData.erased : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold">Newsletter</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Send a published blog post or news article to the readers who subscribed and confirmed. Each article can be sent once; it goes out at {perMinute}{" "}
        e-mails a minute, and every e-mail has a one-click unsubscribe link.
      </p>
      {started ? (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          The send has started. Its progress is below.
        </p>
      ) : null}
      <section aria-labelledby="list" className="mt-8">
        <h2 id="list" className="text-xl font-semibold">
          The list
        </h2>
        <dl className="mt-3 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ["Confirmed", counts.confirmed],
              ["Pending", counts.pending],
              ["Unsubscribed", counts.unsubscribed],
              ["Bounced", counts.bounced],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line p-3">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3">
          <a className="underline underline-offset-4" href="/admin/newsletter/export.csv" download>
            Export the confirmed list (CSV)
          </a>
        </p>
      </section>
      <section aria-labelledby="sends" className="mt-8">
        <h2 id="sends" className="text-xl font-semibold">
          Sends
        </h2>
        {sends.length === 0 ? (
          <p className="mt-2 text-muted">Nothing has been sent yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {sends.map((send) => (
              <li key={send.id} className="px-4 py-3">
                <Progress send={send} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="articles" className="mt-8">
        <h2 id="articles" className="text-xl font-semibold">
          Published articles
        </h2>
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
          {candidates.map((candidate) => (
            <li key={candidate.path} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span>
                <span className="text-sm text-muted">
                  {candidate.section} · {candidate.date}
                </span>{" "}
                <span className="font-medium">{neutralLine(candidate.title)}</span>
              </span>
              {candidate.sentAt ? (
                <span className="text-sm text-muted">Sent</span>
              ) : (
                <a
                  className="font-medium text-neon-strong underline underline-offset-4"
                  href={`/admin/newsletter/send?path=${encodeURIComponent(candidate.path)}`}
                >
                  Send to subscribers<span className="sr-only">: {neutralLine(candidate.title)}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="erase" className="mt-8 max-w-2xl">
        <h2 id="erase" className="text-xl font-semibold">
          Erase an address
        </h2>
        <p className="mt-2 text-muted">
          On a reader’s request: their subscription and their copies of every send are deleted and scrubbed from the database’s files. The audit log keeps only
          that an erasure happened.
        </p>
        {error ? (
          <p role="alert" id="erase-error" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
            {error}
          </p>
        ) : null}
        {erased !== undefined ? (
          <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
            {erased === 0 ? "No subscription had this address. Nothing is kept of it." : "Erased."}
          </p>
        ) : null}
        <form method="post" className="mt-4 space-y-4 rounded-xl border border-danger/60 p-5" aria-describedby={error ? "erase-error" : undefined}>
          <CsrfField token={viewer.csrfToken} />
          <input type="hidden" name="intent" value="erase" />
          <div>
            <label htmlFor="erase-email" className="block font-semibold">
              Address
            </label>
            <input
              id="erase-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              spellCheck={false}
              className="mt-2 block w-full rounded-lg border border-line bg-void/80 px-3 py-2"
            />
          </div>
          <div className="flex items-start gap-3">
            <input id="erase-checked" name="checked" type="checkbox" value="yes" required className="mt-1 size-5" />
            <label htmlFor="erase-checked">I have checked that this erasure was requested by the reader (or is otherwise due).</label>
          </div>
          <button type="submit" className="min-h-11 rounded-lg bg-danger px-5 py-2 font-semibold text-void hover:bg-red-300">
            Erase permanently
          </button>
        </form>
      </section>
    </>
  );
}
