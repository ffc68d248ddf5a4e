import { documentGroups } from "~/content/documents";
import { adminMeta, contentServices, formatInstant } from "~/lib/admin-context";
import type { Route } from "./+types/content";

export function meta() {
  return adminMeta("Site content");
}

/** Every content document of the site, grouped as a visitor knows them, with its published version and any draft. */
export async function loader({ context }: Route.LoaderArgs) {
  return { documents: await contentServices(context).list() };
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { documents } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Site content</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every word, price, article and policy of the public site. Open a document, change it and save a draft: nothing public changes until you
        preview it and publish. Every publish is kept as a version you can compare and restore.
      </p>
      {documentGroups.map((group) => {
        const inGroup = documents.filter((document) => document.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
            <h2 id={`group-${group}`} className="text-xl font-semibold">
              {group}
            </h2>
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
              {inGroup.map((document) => (
                <li key={document.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                  <a href={`/admin/content/${document.slug}`} className="font-medium text-neon-strong underline-offset-4 hover:underline">
                    {document.title}
                  </a>
                  <span className="text-sm text-muted">
                    {document.draft ? (
                      <span className="mr-3 rounded-md border border-warn/60 px-2 py-0.5 text-warn">
                        Draft by {document.draft.updatedBy}, {formatInstant(document.draft.updatedAt)}
                      </span>
                    ) : null}
                    {document.version === 0
                      ? "As shipped with the site"
                      : `Version ${document.version}, published by ${document.publishedBy} ${document.publishedAt ? formatInstant(document.publishedAt) : ""}`}
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
