// A collection's list in the site editor (decision 043): each item with its status and last change, a filter box, and "Add"; each item opens its own form.
import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import type { CollectionList } from "~/lib/contracts/content-services";
import { neutralLine } from "~/lib/contracts/neutral-text";
import { legalPolicyDocuments } from "~/lib/editor/collections";
import { adminForm, adminMeta, contentServices, useAdminViewer, useFormatInstant } from "~/lib/pages/admin-context";
import type { Route } from "./+types/content-items";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? loaderData.list.title : "Site content");
}

/** The legal policies are each a document of their own: their list opens each policy's form. */
const legalSlug = "legal";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = contentServices(context);
  const filter = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  if (params.slug === legalSlug) {
    const wanted = filter.trim().toLowerCase();
    const documents = (await content.list()).filter((document) => (legalPolicyDocuments as readonly string[]).includes(document.id));
    const list: CollectionList = {
      slug: legalSlug,
      title: "Legal policies",
      itemName: "policy",
      keyLabel: "",
      keyHelp: "",
      documentSlug: "",
      documentTitle: "",
      items: documents
        .map((document) => ({
          key: document.slug,
          title: document.title,
          published: true,
          draft: document.draft,
          scheduledFor: null,
          lastChange: document.publishedBy && document.publishedAt ? { by: document.publishedBy, at: document.publishedAt } : null,
        }))
        .filter((item) => !wanted || item.title.toLowerCase().includes(wanted)),
    };
    return { list, filter, documents: true };
  }
  const list = await content.items(params.slug, filter);
  if (!list) throw data("No such list.", { status: 404 });
  return { list, filter, documents: false };
}

/** "Add": a new item's draft with empty fields, opened in its form. */
export async function action({ params, context }: Route.ActionArgs) {
  const form = adminForm(context);
  const outcome = await contentServices(context).addItem(params.slug, (form.get("key") ?? "").slice(0, 200));
  if (!outcome.ok || !outcome.key) return data({ error: outcome.message }, { status: 422 });
  return redirect(`/admin/content/${params.slug}/items/${outcome.key}?done=added`, 303);
}

const control = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";
const quietButton = "min-h-11 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-white/5";

export default function ContentItems({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const viewer = useAdminViewer();
  const { list, filter, documents } = loaderData;
  const href = (key: string) => (documents ? `/admin/content/${key}` : `/admin/content/${list.slug}/items/${key}`);
  return (
    <>
      <p className="text-sm">
        <a href="/admin/content" className="text-neon-strong underline-offset-4 hover:underline">
          Site content
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{list.title}</h1>
      {documents ? (
        <p className="mt-2 text-muted">Each policy is its own page, with its own form.</p>
      ) : (
        <p className="mt-2 text-muted">
          Each {list.itemName} has its own form: publishing one leaves the others as they are, drafts included. The page’s heading, introduction and call to
          action are in{" "}
          <a href={`/admin/content/${list.documentSlug}`} className="text-neon-strong underline-offset-4 hover:underline">
            {list.documentTitle}
          </a>
          .
        </p>
      )}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {actionData.error}
        </p>
      ) : null}
      <form method="get" role="search" aria-label={`Filter ${list.title.toLowerCase()}`} className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="items-q" className="text-sm font-semibold">
            Show only titles with
          </label>
          <input id="items-q" name="q" type="search" defaultValue={filter} maxLength={200} className={control} />
        </div>
        <button type="submit" className={quietButton}>
          Filter
        </button>
        {filter ? (
          <a href={`/admin/content/${list.slug}/items`} className="text-neon-strong underline-offset-4 hover:underline">
            Show all
          </a>
        ) : null}
      </form>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{list.title}</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Title
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 font-semibold">
                Last change
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.key} className="border-b border-line">
                <td className="py-2 pr-4">
                  <a href={href(item.key)} className="font-medium text-neon-strong underline-offset-4 hover:underline">
                    {neutralLine(item.title)}
                  </a>
                </td>
                <td className="py-2 pr-4">
                  {[
                    item.published ? "Published" : "New, not published",
                    item.draft ? `draft by ${neutralLine(item.draft.updatedBy)}` : "",
                    item.scheduledFor ? `scheduled for ${item.scheduledFor}` : "",
                  ]
                    .filter(Boolean)
                    .join("; ")}
                </td>
                <td className="py-2">
                  {item.draft
                    ? `${formatInstant(item.draft.updatedAt)}, ${neutralLine(item.draft.updatedBy)} (draft)`
                    : item.lastChange
                      ? `${formatInstant(item.lastChange.at)}, ${neutralLine(item.lastChange.by)}`
                      : "As shipped with the site"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.items.length === 0 ? <p className="mt-4">{filter ? `No ${list.itemName} matches “${filter}”.` : `No ${list.itemName} yet.`}</p> : null}
      </div>
      {documents ? null : (
        <form method="post" className="mt-8 rounded-xl border border-line p-4">
          <CsrfField token={viewer.csrfToken} />
          <h2 className="text-lg font-semibold">Add a {list.itemName}</h2>
          <label htmlFor="new-key" className="mt-2 block text-sm font-semibold">
            {list.keyLabel}
          </label>
          <p id="new-key-help" className="text-sm text-muted">
            {list.keyHelp}
          </p>
          <input id="new-key" name="key" required maxLength={200} aria-describedby="new-key-help" className={control} />
          <button type="submit" className={`${quietButton} mt-3`}>
            Add as a draft
          </button>
        </form>
      )}
    </>
  );
}
