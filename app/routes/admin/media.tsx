import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { adminFile, adminForm, adminMeta, useFormatInstant, mediaServices, useAdminViewer } from "~/lib/pages/admin-context";
import { neutralLine } from "~/lib/contracts/neutral-text";
import type { Route } from "./+types/media";

export function meta() {
  return adminMeta("Images");
}

/** The kinds the file picker offers; the server tells the type from the bytes whatever the picker says. */
const accepted = "image/jpeg,image/png,image/webp,image/avif";

/**
 * The editors' images: upload a cover or a portrait with its alt text, and copy what a
 * document's image field takes (src, alt, width, height). The server checks the file's type from its
 * bytes, its size and pixel count, strips its metadata and converts it to AVIF and WebP; a refusal comes
 * back next to the field it concerns, and nothing is stored. Editors only; no script (decision 010).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const media = mediaServices(context);
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const [images, storage] = await Promise.all([media.list(), media.storage()]);
  return {
    images,
    storage,
    graceHours: media.graceHours,
    uploaded: done === "uploaded" || done === "existing" ? { hash: params.get("image") ?? "", existing: done === "existing" } : null,
    removed: done === "removed",
  };
}

export async function action({ context }: Route.ActionArgs) {
  const media = mediaServices(context);
  const form = adminForm(context);
  const intent = form.get("intent") ?? "upload";
  if (intent === "remove") {
    const result = await media.remove(form.get("image") ?? "");
    if (!result.ok) return data({ intent, field: "remove" as const, error: result.error, alt: "" }, { status: 409 });
    return redirect("/admin/media?done=removed", 303);
  }
  const alt = (form.get("alt") ?? "").slice(0, 2000);
  const result = await media.upload(adminFile(context, "file"), alt);
  if (!result.ok) {
    // Too many uploads converting at once: the browser (or a script) is told when to try again.
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data({ intent, field: result.field, error: result.error, alt }, { status: result.status, headers });
  }
  return redirect(`/admin/media?done=${result.created ? "uploaded" : "existing"}&image=${result.image.hash}`, 303);
}

const field = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";
const button = "min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void hover:bg-neon-strong";
const quietButton = "min-h-11 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-white/5";

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString("en", { maximumFractionDigits: 1 })} MB`;
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { images, storage, graceHours, uploaded, removed } = loaderData;
  const viewer = useAdminViewer();
  const fileError = actionData?.field === "file" ? actionData.error : undefined;
  const altError = actionData?.field === "alt" ? actionData.error : undefined;
  const removeError = actionData?.field === "remove" ? actionData.error : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold">Images</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Covers for news, blog posts and case studies, and the founder&rsquo;s portrait. Upload a JPEG, PNG, WebP or AVIF photo (at most 10 MB and 40
        megapixels); the site keeps AVIF and WebP copies 480, 960 and 1440 pixels wide, turned upright and without the camera&rsquo;s data (GPS position, camera
        model). Then choose it by its file name in the image field of the document (a news article&rsquo;s cover, a blog post&rsquo;s, the founder&rsquo;s
        portrait): its size comes with it. An image no published page uses is removed {graceHours} hours after its upload.
      </p>
      {uploaded && (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          {uploaded.existing
            ? "This picture was already uploaded: it is listed below, with its first alt text."
            : "Image uploaded and converted: it is first in the list below."}
        </p>
      )}
      {removed && (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          Image removed.
        </p>
      )}
      {removeError && (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3">
          {removeError}
        </p>
      )}

      <section aria-labelledby="upload-heading" className="mt-6 max-w-2xl rounded-xl border border-line p-5">
        <h2 id="upload-heading" className="text-lg font-semibold">
          Upload an image
        </h2>
        <p className="mt-1 text-sm text-muted" data-field="storage">
          Storage: {megabytes(storage.usedBytes)} of {megabytes(storage.limitBytes)} used
          {storage.usedBytes >= storage.limitBytes ? " (full: remove images no content uses to upload more)." : "."}
        </p>
        <form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <CsrfField token={viewer.csrfToken} />
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor="media-file" className="font-medium">
              Image file
            </label>
            <input
              id="media-file"
              name="file"
              type="file"
              required
              accept={accepted}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? "media-file-error" : "media-file-hint"}
              className={field}
            />
            <p id="media-file-hint" className="mt-1 text-sm text-muted">
              JPEG, PNG, WebP or AVIF; at most 10 MB and 40 megapixels.
            </p>
            {fileError && (
              <p id="media-file-error" role="alert" className="mt-1 text-danger">
                {fileError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="media-alt" className="font-medium">
              Alt text
            </label>
            <input
              id="media-alt"
              name="alt"
              type="text"
              required
              maxLength={300}
              defaultValue={actionData?.alt ?? ""}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? "media-alt-error" : "media-alt-hint"}
              className={field}
            />
            <p id="media-alt-hint" className="mt-1 text-sm text-muted">
              What the picture shows, for people who cannot see it (at most 300 characters).
            </p>
            {altError && (
              <p id="media-alt-error" role="alert" className="mt-1 text-danger">
                {altError}
              </p>
            )}
          </div>
          <button type="submit" className={button}>
            Upload
          </button>
        </form>
      </section>

      <section aria-labelledby="images-heading" className="mt-8">
        <h2 id="images-heading" className="text-xl font-semibold">
          Uploaded images ({images.length})
        </h2>
        {images.length === 0 ? (
          <p className="mt-3 text-muted">No image uploaded yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {images.map((image) => {
              const smallest = (format: "avif" | "webp") => image.variants.find((v) => v.format === format);
              const avif = smallest("avif");
              const webp = smallest("webp");
              const total = image.variants.reduce((sum, v) => sum + v.byteLength, 0);
              return (
                <li key={image.hash} id={`image-${image.hash}`} className="flex flex-wrap gap-4 px-4 py-4" data-image={image.hash}>
                  <picture>
                    {avif && <source type="image/avif" srcSet={avif.path} />}
                    <img
                      src={webp?.path}
                      alt={neutralLine(image.alt)}
                      width={webp?.width}
                      height={webp?.height}
                      loading="lazy"
                      className="h-auto w-40 rounded-md border border-line"
                    />
                  </picture>
                  <div className="min-w-0 flex-1 space-y-1 text-sm">
                    <p className="font-medium wrap-anywhere">{neutralLine(image.originalName)}</p>
                    <p>
                      {image.width} × {image.height} px · {image.variants.length} files, {kilobytes(total)} in all · uploaded by {neutralLine(image.createdBy)},{" "}
                      {formatInstant(image.createdAt)}
                    </p>
                    <p>
                      Alt text: <span className="wrap-anywhere">{neutralLine(image.alt)}</span>
                    </p>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs">
                      <dt>src</dt>
                      <dd className="wrap-anywhere" data-field="src">
                        {image.asset.src}
                      </dd>
                      <dt>width</dt>
                      <dd data-field="width">{image.asset.width}</dd>
                      <dt>height</dt>
                      <dd data-field="height">{image.asset.height}</dd>
                    </dl>
                    <p className="text-muted">
                      Files: {image.variants.map((v) => `${v.format.toUpperCase()} ${v.width} px (${kilobytes(v.byteLength)})`).join(", ")}
                    </p>
                    <p data-field="usage">
                      {image.usedBy.length > 0 ? `Used by: ${image.usedBy.join(", ")}` : `Not used by any content (removed ${graceHours} hours after upload).`}
                    </p>
                    {image.usedBy.length === 0 && (
                      <form method="post" encType="multipart/form-data">
                        <CsrfField token={viewer.csrfToken} />
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="image" value={image.hash} />
                        <button type="submit" className={quietButton}>
                          Remove <span className="sr-only">{neutralLine(image.originalName)}</span>
                        </button>
                      </form>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
