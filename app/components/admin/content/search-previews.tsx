import { cutAt, searchDescriptionCut, searchTitleCut, type SearchPreview } from "~/lib/editor/search-preview";

/**
 * How each page a document shows on may look in search results (app/lib/editor/search-preview.ts): the title
 * and description cut where search engines commonly cut them, with their lengths, so the editor sees
 * what a searcher reads before publishing. Plain text: nothing to run, nothing fetched.
 */

function Length({ what, text, limit }: { what: string; text: string; limit: number }) {
  const over = text.length > limit;
  return (
    <p className={`text-xs ${over ? "text-warn" : "text-muted"}`}>
      {what}: {text.length} characters
      {over ? ` — search engines show about ${limit}, so the end is cut: put what matters first.` : ` (search engines show about ${limit}).`}
    </p>
  );
}

export function SearchPreviews({ previews }: { previews: readonly SearchPreview[] }) {
  if (previews.length === 0) return null;
  return (
    <section aria-labelledby="search-previews-heading" className="mt-6 rounded-xl border border-line p-4">
      <h2 id="search-previews-heading" className="text-lg font-semibold">
        In search results
      </h2>
      <p className="mt-1 text-sm text-muted">
        How {previews.length === 1 ? "the page" : `the ${previews.length} pages`} this document changes may look in a search engine, with what the form holds
        now (after its last save).
      </p>
      <ul className="mt-3 space-y-4">
        {previews.map((preview) => (
          <li key={preview.path} className="max-w-2xl">
            <p className="break-words text-lg text-neon-strong">{cutAt(preview.title, searchTitleCut)}</p>
            <p className="break-all text-xs text-muted">{preview.url}</p>
            <p className="mt-1 break-words text-sm">{cutAt(preview.description, searchDescriptionCut)}</p>
            <Length what="Title" text={preview.title} limit={searchTitleCut} />
            <Length what="Description" text={preview.description} limit={searchDescriptionCut} />
          </li>
        ))}
      </ul>
    </section>
  );
}
