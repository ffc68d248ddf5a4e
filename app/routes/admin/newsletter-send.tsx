import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { adminForm, adminMeta, newsletterServices, useAdminViewer } from "~/lib/pages/admin-context";
import { neutralLine } from "~/lib/contracts/neutral-text";
import type { Route } from "./+types/newsletter-send";

export function meta() {
  return adminMeta("Send to subscribers");
}

/** An article's path from `?path=`: a published article's, or the 404. */
function articlePath(request: Request): string {
  const path = new URL(request.url).searchParams.get("path") ?? "";
  if (!/^\/(blog|news)\/[^/?#]{1,200}$/.test(path)) throw data("No such article.", { status: 404 });
  return path;
}

/**
 * "Send to subscribers" for one published article: the e-mail as the subscribers will get it (HTML in a sandboxed
 * frame, and the plain text), a test send to the member's own address, and the send, confirmed with the number
 * of confirmed subscribers it goes to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const draft = await newsletterServices(context).draft(articlePath(request));
  if (!draft) throw data("No published article has this address.", { status: 404 });
  return { draft, tested: new URL(request.url).searchParams.get("tested") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const newsletter = newsletterServices(context);
  const path = articlePath(request);
  const form = adminForm(context);
  const query = `path=${encodeURIComponent(path)}`;
  if (form.get("intent") === "test") {
    const outcome = await newsletter.testSend(path);
    if (!outcome.ok) return data({ error: outcome.error }, { status: 400 });
    return redirect(`/admin/newsletter/send?${query}&tested=1`, 303);
  }
  if (form.get("intent") !== "send") throw data("Nothing to do.", { status: 400 });
  const recipients = Number(form.get("recipients"));
  if (form.get("confirmed") !== "yes") return data({ error: "Tick the box to confirm the send." }, { status: 400 });
  const outcome = await newsletter.send(path, Number.isSafeInteger(recipients) ? recipients : -1);
  if (!outcome) throw data("No published article has this address.", { status: 404 });
  if (outcome.kind === "recipients-changed")
    return data({ error: `The list changed: it now has ${outcome.recipients} confirmed subscribers. Check the number and confirm again.` }, { status: 409 });
  if (outcome.kind === "no-recipients") return data({ error: "No one has subscribed and confirmed yet: there is no one to send it to." }, { status: 409 });
  // Started now, or already by an earlier click or another member: either way the send is under way once.
  return redirect("/admin/newsletter?started=1", 303);
}

export default function NewsletterSend({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, tested } = loaderData;
  const viewer = useAdminViewer();
  const error = actionData?.error;
  const { candidate, send } = draft;
  return (
    <>
      <p className="text-sm">
        <a className="underline underline-offset-4" href="/admin/newsletter">
          ← Back to the newsletter, nothing sent
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold">Send to subscribers</h1>
      <p className="mt-2 text-muted">
        {candidate.section} · {candidate.date} ·{" "}
        <a className="underline underline-offset-4" href={candidate.path}>
          {candidate.path}
        </a>
      </p>
      {error ? (
        <p role="alert" id="send-error" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {error}
        </p>
      ) : null}
      {tested ? (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          A test is on its way to {neutralLine(viewer.email)}.
        </p>
      ) : null}
      <section aria-labelledby="preview" className="mt-6">
        <h2 id="preview" className="text-xl font-semibold">
          The e-mail
        </h2>
        <p className="mt-2">
          <span className="text-muted">Subject:</span> <strong>{neutralLine(draft.subject)}</strong>
        </p>
        <iframe
          title="The e-mail as HTML"
          src={draft.htmlPreviewUrl}
          sandbox=""
          className="mt-3 h-[32rem] w-full max-w-2xl rounded-xl border border-line bg-white"
        />
        <details className="mt-4 max-w-2xl">
          <summary className="cursor-pointer font-medium">The plain-text part</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-xl border border-line p-4 text-sm">{draft.text}</pre>
        </details>
      </section>
      <section aria-labelledby="test" className="mt-8">
        <h2 id="test" className="text-xl font-semibold">
          Test send
        </h2>
        <form method="post" className="mt-3">
          <CsrfField token={viewer.csrfToken} />
          <input type="hidden" name="intent" value="test" />
          <button type="submit" className="min-h-11 rounded-lg border border-line px-5 py-2 font-semibold hover:bg-white/5">
            Send a test to {neutralLine(viewer.email)}
          </button>
        </form>
      </section>
      <section aria-labelledby="send" className="mt-8 max-w-2xl">
        <h2 id="send" className="text-xl font-semibold">
          Send
        </h2>
        {send ? (
          <p className="mt-2">
            This article was sent to {send.recipients} subscribers ({send.sent} sent so far). An article is sent only once.
          </p>
        ) : draft.recipients === 0 ? (
          <p className="mt-2">No one has subscribed and confirmed yet: there is no one to send it to.</p>
        ) : (
          <form method="post" className="mt-3 space-y-4 rounded-xl border border-line p-5" aria-describedby={error ? "send-error" : undefined}>
            <CsrfField token={viewer.csrfToken} />
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="recipients" value={draft.recipients} />
            <div className="flex items-start gap-3">
              <input id="send-confirmed" name="confirmed" type="checkbox" value="yes" required className="mt-1 size-5" />
              <label htmlFor="send-confirmed">
                Send this e-mail to <strong>{draft.recipients}</strong> confirmed {draft.recipients === 1 ? "subscriber" : "subscribers"}. It cannot be
                recalled, and this article cannot be sent again.
              </label>
            </div>
            <button type="submit" className="min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void">
              Send to {draft.recipients} {draft.recipients === 1 ? "subscriber" : "subscribers"}
            </button>
          </form>
        )}
      </section>
    </>
  );
}
