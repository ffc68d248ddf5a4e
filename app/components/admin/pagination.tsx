/** Previous / next links of a paged list, with where the reader is. */
export function Pagination({ page, pageCount, hrefFor, label }: { page: number; pageCount: number; hrefFor: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <a className="underline underline-offset-4" href={hrefFor(page - 1)}>
          Previous page
        </a>
      ) : null}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a className="underline underline-offset-4" href={hrefFor(page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
