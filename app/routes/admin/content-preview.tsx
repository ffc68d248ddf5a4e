import { data } from "react-router";
import { adminMeta, contentServices } from "~/lib/pages/admin-context";
import type { Route } from "./+types/content-preview";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Preview: ${loaderData.title}` : "Preview");
}

/**
 * The draft as it will be published, at a phone's and a desktop's width: each frame is the page
 * rendered through the build's pipeline with the draft (server/content/preview.ts), for signed-in
 * editors only, never cached or indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const document = await contentServices(context).open(params.slug);
  if (!document) throw data("No such document.", { status: 404 });
  const asked = new URL(request.url).searchParams.get("path");
  const path = asked && document.pages.includes(asked) ? asked : (document.pages[0] ?? "/");
  return { slug: document.slug, title: document.title, pages: document.pages, path, hasDraft: document.draft !== null };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { slug, title, pages, path, hasDraft } = loaderData;
  const src = `/admin/content/${slug}/preview/page?path=${encodeURIComponent(path)}`;
  return (
    <>
      <p className="text-sm">
        <a href={`/admin/content/${slug}`} className="text-neon-strong underline-offset-4 hover:underline">
          Back to editing “{title}”
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Preview of “{title}”</h1>
      <p className="mt-2 text-muted">{hasDraft ? "The draft, as it will look once published. Visitors still see the published page." : "There is no draft: this is the published page."}</p>
      {pages.length > 1 ? (
        <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="preview-path" className="text-sm font-medium">
              Page
            </label>
            <select id="preview-path" name="path" defaultValue={path} className="mt-1 block rounded-lg border border-line bg-void/80 px-3 py-2">
              {pages.map((page) => (
                <option key={page} value={page}>
                  {page}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="min-h-11 rounded-lg border border-line px-4 py-2 hover:bg-white/5">
            Show
          </button>
        </form>
      ) : null}
      <p className="mt-3 text-sm">
        <a href={src} className="text-neon-strong underline-offset-4 hover:underline">
          Open the preview of {path} on its own
        </a>
      </p>
      <div className="mt-6 flex flex-wrap items-start gap-6">
        <figure>
          <figcaption className="mb-2 text-sm text-muted">Phone, 390 pixels wide</figcaption>
          <iframe title={`Preview of ${path} at a phone's width`} src={src} width={390} height={760} className="rounded-xl border border-line bg-void" />
        </figure>
        <figure className="min-w-0 flex-1">
          <figcaption className="mb-2 text-sm text-muted">Desktop, 1280 pixels wide</figcaption>
          <div className="overflow-x-auto rounded-xl border border-line">
            <iframe title={`Preview of ${path} at a desktop width`} src={src} width={1280} height={760} className="bg-void" />
          </div>
        </figure>
      </div>
    </>
  );
}
