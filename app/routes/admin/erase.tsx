import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { adminForm, adminMeta, adminServicesFor, applicationId, useAdminViewer } from "~/lib/pages/admin-context";
import { neutralLine } from "~/lib/contracts/neutral-text";
import type { Route } from "./+types/erase";

export function meta() {
  return adminMeta("Erase an applicant");
}

/**
 * Erasure on request (docs/product.md#erasure), confirmed twice: the detail page's "Erase this applicant…" leads
 * here, and here the member must both tick that the request was checked and type the applicant's
 * address. Every application from that address goes, with its notes and e-mail rows (server/retention.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "recruiter");
  const candidate = await admin.erasureCandidate(applicationId(params.id));
  if (!candidate) return data({ candidate: null }, { status: 404 });
  return { candidate };
}

export async function action({ params, context }: Route.ActionArgs) {
  const admin = adminServicesFor(context, "recruiter");
  const id = applicationId(params.id);
  const form = adminForm(context);
  if (form.get("checked") !== "yes") return data({ error: "Tick the box to confirm that the erasure request was checked." }, { status: 400 });
  const result = await admin.eraseApplicant(id, form.get("confirmation") ?? "");
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  return redirect(`/admin?erased=${result.erased}`, 303);
}

export default function AdminErase({ loaderData, actionData }: Route.ComponentProps) {
  const { candidate } = loaderData;
  const viewer = useAdminViewer();
  if (!candidate) {
    return (
      <>
        <h1 className="text-3xl font-bold">No such application</h1>
        <p className="mt-4">
          It may already have been erased.{" "}
          <a className="underline underline-offset-4" href="/admin">
            Back to the applications
          </a>
        </p>
      </>
    );
  }
  const error = actionData?.error;
  return (
    <div className="max-w-2xl">
      <p className="text-sm">
        <a className="underline underline-offset-4" href={`/admin/applications/${candidate.id}`}>
          ← Back to the application, nothing erased
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold">Erase {neutralLine(candidate.name)}</h1>
      <p className="mt-4">
        This permanently deletes <strong>{candidate.applications === 1 ? "the one application" : `all ${candidate.applications} applications`}</strong> sent
        from <strong className="break-all">{neutralLine(candidate.email)}</strong>, with their internal notes and e-mail records. It cannot be undone. The audit
        log keeps only that an erasure happened, by whom, and how many applications it removed.
      </p>
      {error && (
        <p role="alert" id="erase-error" className="mt-6 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {error}
        </p>
      )}
      <form method="post" className="mt-6 space-y-5 rounded-xl border border-danger/60 p-5" aria-describedby={error ? "erase-error" : undefined}>
        <CsrfField token={viewer.csrfToken} />
        <div className="flex items-start gap-3">
          <input id="erase-checked" name="checked" type="checkbox" value="yes" required className="mt-1 size-5" />
          <label htmlFor="erase-checked">First confirmation: I have checked that this erasure was requested by the applicant (or is otherwise due).</label>
        </div>
        <div>
          <label htmlFor="erase-confirmation" className="block font-semibold">
            Second confirmation: type the applicant’s e-mail address
          </label>
          <input
            id="erase-confirmation"
            name="confirmation"
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            className="mt-2 block w-full rounded-lg border border-line bg-void/80 px-3 py-2"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-danger px-5 py-2 font-semibold text-void hover:bg-red-300">
          Erase permanently
        </button>
      </form>
    </div>
  );
}
