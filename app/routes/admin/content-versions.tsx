import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { adminForm, adminMeta, contentServices, useFormatInstant, useAdminViewer } from "~/lib/pages/admin-context";
import type { Route } from "./+types/content-versions";
import { neutralLine } from "~/lib/contracts/neutral-text";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Versions: ${loaderData.document.title}` : "Site content");
}

/**
 * A document's published versions, newest first, each comparable with what is published now and restorable.
 * "Restore and publish…" changes the public pages at once, so it first opens a confirmation (`?compare=N&confirm=1`):
 * the differences, then the button that publishes. Without JavaScript, as every admin page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = contentServices(context);
  const document = await content.open(params.slug);
  if (!document) throw data("No such document.", { status: 404 });
  const versions = await content.versions(params.slug);
  const query = new URL(request.url).searchParams;
  const asked = query.get("compare");
  const compare = asked !== null && /^\d{1,9}$/.test(asked) ? await content.compare(params.slug, Number(asked)) : null;
  const confirming = compare !== null && query.get("confirm") === "1" && compare.version.version !== document.version;
  return { document: { slug: document.slug, title: document.title, opened: document.opened, version: document.version }, versions, compare, confirming };
}

export async function action({ params, context }: Route.ActionArgs) {
  const content = contentServices(context);
  const form = adminForm(context);
  const version = Number(form.get("version"));
  if (!Number.isSafeInteger(version) || version < 0) return data({ error: "Choose a version to restore." }, { status: 400 });
  const opened = { revision: Number(form.get("_revision")), version: Number(form.get("_version")) };
  const publishNow = form.get("intent") === "restore-publish";
  // Only the confirmation's own button publishes: a post without it (an old page, a crafted form) changes nothing.
  if (publishNow && form.get("confirmed") !== "yes")
    return data({ error: "Nothing was published: confirm the restore on its confirmation step first." }, { status: 400 });
  const outcome = await content.restore(params.slug, version, publishNow, opened);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.conflict ? 409 : 422 });
  return redirect(`/admin/content/${params.slug}?done=${publishNow ? "published" : "restored"}`, 303);
}

const quietButton = "min-h-11 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-white/5";

export default function ContentVersions({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { document, versions, compare, confirming } = loaderData;
  const viewer = useAdminViewer();
  return (
    <>
      <p className="text-sm">
        <a href="/admin/content" className="text-neon-strong underline-offset-4 hover:underline">
          Site content
        </a>{" "}
        ›{" "}
        <a href={`/admin/content/${document.slug}`} className="text-neon-strong underline-offset-4 hover:underline">
          {document.title}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Versions of “{document.title}”</h1>
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {actionData.error}
        </p>
      )}
      {compare && (
        <section aria-labelledby="compare-heading" className="mt-6 rounded-xl border border-line p-4">
          <h2 id="compare-heading" className="text-xl font-semibold">
            Version {compare.version.version} compared with what is published now (version {compare.current})
          </h2>
          {compare.changes.length === 0 ? (
            <p className="mt-2 text-muted">The same content as the published version.</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">Fields that differ</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Field
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Published now
                  </th>
                  <th scope="col" className="py-2">
                    In version {compare.version.version}
                  </th>
                </tr>
              </thead>
              <tbody>
                {compare.changes.map((change) => (
                  <tr key={change.field} className="border-b border-line/60 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {change.field}
                    </th>
                    <td className="py-2 pr-4 wrap-anywhere">{neutralLine(change.before)}</td>
                    <td className="py-2 wrap-anywhere">{neutralLine(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {confirming && (
            <form method="post" className="mt-4 space-y-3 rounded-lg border border-warn/60 bg-warn/10 p-4">
              <h3 id="confirm-heading" className="font-semibold">
                Publish {compare.version.version === 0 ? "the shipped version" : `version ${compare.version.version}`} on the site now?
              </h3>
              <p className="text-sm">
                The public pages change at once to the content on the right above. The version published now stays in this list, to restore later.
              </p>
              <CsrfField token={viewer.csrfToken} />
              <input type="hidden" name="version" value={compare.version.version} />
              <input type="hidden" name="_revision" value={document.opened.revision} />
              <input type="hidden" name="_version" value={document.opened.version} />
              <input type="hidden" name="confirmed" value="yes" />
              <div className="flex flex-wrap gap-2">
                <button type="submit" name="intent" value="restore-publish" className={quietButton}>
                  Yes, restore and publish now
                </button>
                <a href="?" className={quietButton}>
                  Cancel
                </a>
              </div>
            </form>
          )}
        </section>
      )}
      <ol className="mt-6 divide-y divide-line rounded-xl border border-line">
        {versions.map((version) => (
          <li key={version.version} className="space-y-2 px-4 py-3">
            <p>
              <span className="font-semibold">{version.version === 0 ? "As shipped" : `Version ${version.version}`}</span>
              {version.version === document.version ? (
                <span className="ml-2 rounded-md border border-ok/60 px-2 py-0.5 text-xs text-ok">Published now</span>
              ) : null}
              <span className="ml-2 text-sm text-muted">
                {version.createdAt ? `${formatInstant(version.createdAt)} · ` : ""}
                {neutralLine(version.author)}
                {version.source === "restore" ? " · a restore" : version.source === "import" ? " · imported" : ""}
              </span>
            </p>
            <p className="text-sm wrap-anywhere">{neutralLine(version.summary)}</p>
            <div className="flex flex-wrap gap-2">
              <a href={`?compare=${version.version}#compare-heading`} className={quietButton}>
                Compare with published
              </a>
              {version.version !== document.version ? (
                <form method="post" className="flex flex-wrap gap-2">
                  <CsrfField token={viewer.csrfToken} />
                  <input type="hidden" name="version" value={version.version} />
                  <input type="hidden" name="_revision" value={document.opened.revision} />
                  <input type="hidden" name="_version" value={document.opened.version} />
                  <button type="submit" name="intent" value="restore-draft" className={quietButton}>
                    Restore as draft
                  </button>
                  {/* Changes the public site at once: a confirmation step first (the loader's `confirming`). */}
                  <a href={`?compare=${version.version}&confirm=1#confirm-heading`} className={quietButton}>
                    Restore and publish…
                  </a>
                </form>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
