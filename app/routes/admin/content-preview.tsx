import { data } from "react-router";
import { problemCount, ProblemList } from "~/components/admin/content/problem-list";
import { adminMeta, contentServices } from "~/lib/pages/admin-context";
import { fieldHref } from "~/lib/editor/field-problems";
import type { Route } from "./+types/content-preview";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Preview: ${loaderData.title}` : "Preview");
}

/** The width the desktop frame lays the page out at, scaled down to fit its box (a wide laptop's window). */
const desktopWidth = 1440;
const desktopHeight = 900;

/**
 * The draft as it will be published, at a phone's and a desktop's width: each frame is the page
 * rendered through the build's pipeline with the draft (server/content/preview.ts), for signed-in
 * editors only, never cached or indexed. It opens on the page the change shows on (a new article's,
 * a changed price's service page) and lists every page of the draft, new ones too; a draft with
 * problems is shown as far as it renders, under the list of what to fix before it can be published.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const document = await contentServices(context).open(params.slug);
  if (!document) throw data("No such document.", { status: 404 });
  const asked = new URL(request.url).searchParams.get("path");
  const path = asked && document.pages.includes(asked) ? asked : (document.changedPages[0] ?? document.pages[0] ?? "/");
  return {
    slug: document.slug,
    title: document.title,
    pages: document.pages,
    newPages: document.newPages,
    path,
    hasDraft: document.draft !== null,
    problems: document.problems,
  };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { slug, title, pages, newPages, path, hasDraft, problems } = loaderData;
  const src = `/admin/content/${slug}/preview/page?path=${encodeURIComponent(path)}`;
  const isNew = new Set(newPages);
  return (
    <>
      <p className="text-sm">
        <a href={`/admin/content/${slug}`} className="text-neon-strong underline-offset-4 hover:underline">
          Back to editing “{title}”
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Preview of “{title}”</h1>
      <p className="mt-2 text-muted">
        {hasDraft ? "The draft, as it will look once published. Visitors still see the published page." : "There is no draft: this is the published page."}
      </p>
      {problems.length > 0 ? (
        <section aria-labelledby="preview-problems" className="mt-4 rounded-lg border border-warn/60 bg-warn/10 p-3">
          <h2 id="preview-problems" className="font-semibold">
            {problemCount(problems.length)} to fix before this draft can be published
          </h2>
          <p className="mt-1 text-sm">The preview shows the draft as far as it renders. Each link opens the field in the editor.</p>
          <ProblemList problems={problems} href={(field) => fieldHref(slug, field)} />
        </section>
      ) : null}
      {pages.length > 1 ? (
        <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="preview-path" className="text-sm font-medium">
              Page
            </label>
            <select id="preview-path" name="path" defaultValue={path} className="mt-1 block rounded-lg border border-line bg-void/80 px-3 py-2">
              {pages.map((page) => (
                <option key={page} value={page}>
                  {isNew.has(page) ? `${page} (new)` : page}
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
          {/* box-content: the border outside the 390 pixels, so the page inside is laid out at a phone's width. */}
          <iframe
            title={`Preview of ${path} at a phone's width`}
            src={src}
            width={390}
            height={760}
            className="box-content rounded-xl border border-line bg-void"
          />
        </figure>
        <figure className="min-w-72 flex-1">
          <figcaption className="mb-2 text-sm text-muted">Desktop, {desktopWidth} pixels wide, scaled to fit</figcaption>
          {/*
            The page is laid out at the desktop width and scaled to the box's width by CSS alone (the admin has no
            script): the box's height follows its width (aspect ratio), so nothing moves once the page loads.
            tan(atan2(box width, 1440px)) is the ratio of two lengths as a number, which scale() takes.
          */}
          <div className="@container aspect-[1440/900] overflow-hidden rounded-xl border border-line">
            <iframe
              title={`Preview of ${path} at a desktop width`}
              src={src}
              width={desktopWidth}
              height={desktopHeight}
              className="block max-w-none origin-top-left bg-void [scale:tan(atan2(100cqw,1440px))]"
            />
          </div>
        </figure>
      </div>
    </>
  );
}
