// One item's versions (decision 043): the document's versions in which this item changed, each restorable as the item's draft or published at once, the other items left as they are now.
import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { neutralLine } from "~/lib/contracts/neutral-text";
import { adminForm, adminMeta, contentServices, useAdminViewer, useFormatInstant } from "~/lib/pages/admin-context";
import type { Route } from "./+types/content-item-versions";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Versions: ${loaderData.item.title}` : "Site content");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = contentServices(context);
  const item = await content.openItem(params.slug, params.item);
  if (!item) throw data("No such item.", { status: 404 });
  const { collection, collectionTitle, key, title, opened, itemName } = item;
  return { item: { collection, collectionTitle, key, title, opened, itemName }, versions: await content.itemVersions(params.slug, params.item) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const content = contentServices(context);
  const form = adminForm(context);
  const version = Number(form.get("version"));
  if (!Number.isSafeInteger(version) || version < 0) return data({ error: "Choose a version to restore." }, { status: 400 });
  const opened = { revision: Number(form.get("_revision")), version: Number(form.get("_version")) };
  const publishNow = form.get("intent") === "restore-publish";
  const outcome = await content.restoreItem(params.slug, params.item, version, publishNow, opened);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.conflict ? 409 : 422 });
  return redirect(`/admin/content/${params.slug}/items/${params.item}?done=${publishNow ? "published" : "restored"}`, 303);
}

const quietButton = "min-h-11 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-white/5";

export default function ContentItemVersions({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const viewer = useAdminViewer();
  const { item, versions } = loaderData;
  const here = `/admin/content/${item.collection}/items/${item.key}`;
  return (
    <>
      <p className="text-sm">
        <a href={`/admin/content/${item.collection}/items`} className="text-neon-strong underline-offset-4 hover:underline">
          {item.collectionTitle}
        </a>{" "}
        ›{" "}
        <a href={here} className="text-neon-strong underline-offset-4 hover:underline">
          {neutralLine(item.title)}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Versions of “{neutralLine(item.title)}”</h1>
      <p className="mt-2 text-muted">
        Each publish that changed this {item.itemName}, newest first. Restoring one changes this {item.itemName} only: the others stay as they are now.
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {actionData.error}
        </p>
      ) : null}
      <ol className="mt-6 divide-y divide-line rounded-xl border border-line">
        {versions.map((version, index) => (
          <li key={version.version} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span>
              <span className="font-medium">{version.version === 0 ? "As shipped with the site" : `Version ${version.version}`}</span>{" "}
              <span className="text-sm text-muted">
                {version.version === 0 ? "" : `${neutralLine(version.author)}, ${formatInstant(version.createdAt)}`}
                {index === 0 ? " — on the site now" : ""}
                {version.present ? "" : " — removed it"}
              </span>
              {version.summary && version.version !== 0 ? <span className="block text-sm">{neutralLine(version.summary)}</span> : null}
            </span>
            {index > 0 && version.present ? (
              <form method="post" className="flex flex-wrap gap-2">
                <CsrfField token={viewer.csrfToken} />
                <input type="hidden" name="version" value={version.version} />
                <input type="hidden" name="_revision" value={item.opened.revision} />
                <input type="hidden" name="_version" value={item.opened.version} />
                <button type="submit" name="intent" value="restore-draft" className={quietButton}>
                  Restore as draft
                </button>
                <button type="submit" name="intent" value="restore-publish" className={quietButton}>
                  Restore and publish
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
