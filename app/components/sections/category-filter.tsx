import type { ReactNode } from "react";
import { filterStatus, type FilterStatusCopy } from "~/lib/pages/category-filter";
import { islandAttributes } from "~/islands/dom-island";

export interface FilterOption {
  /** null is the "All" option. */
  value: string | null;
  label: string;
  count?: number;
}

/**
 * An in-page category filter (blog, news): a row of toggle buttons (aria-pressed), a status line and
 * the filtered content, which marks each item with `data-category` and each group that should hide
 * when empty with `data-filter-group`. No request, no navigation: `category-filter.island.ts` hides
 * the other items. The buttons need JavaScript, so they are disabled in the server HTML and enabled by
 * the island; without it every item shows and a note says so.
 */
export function CategoryFilterRegion({
  label,
  options,
  status,
  total,
  noScriptNote,
  empty,
  toolbarClassName = "",
  children,
}: {
  label: string;
  options: readonly FilterOption[];
  status: FilterStatusCopy;
  total: number;
  noScriptNote: string;
  empty: ReactNode;
  toolbarClassName?: string;
  children: ReactNode;
}) {
  return (
    <div {...islandAttributes("category-filter", "visible")} data-filter-status-copy={JSON.stringify(status)}>
      <div className={toolbarClassName}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div role="group" aria-label={label} className="flex flex-wrap gap-2">
            {options.map((option) => (
              <button
                key={option.label}
                type="button"
                disabled
                aria-pressed={option.value === null}
                data-filter-value={option.value ?? ""}
                className="group inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-neon/60 hover:text-neon-strong disabled:cursor-not-allowed aria-pressed:border-neon aria-pressed:bg-neon aria-pressed:text-void"
              >
                {option.label}
                {option.count !== undefined && (
                  <>
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-white/10 px-2 py-0.5 font-mono text-xs text-muted group-aria-pressed:bg-void/20 group-aria-pressed:text-void"
                    >
                      {option.count}
                    </span>
                    {/* The accessible name reads "Security 2 stories". */}
                    <span className="sr-only">{` ${option.count} ${option.count === 1 ? status.countNounOne : status.countNoun}`}</span>
                  </>
                )}
              </button>
            ))}
          </div>
          <p role="status" data-filter-status="" className="text-sm text-muted">
            {filterStatus(status, null, total)}
          </p>
        </div>
        <noscript>
          <p className="mt-3 text-sm text-muted">{noScriptNote}</p>
        </noscript>
        <div data-filter-empty="" hidden>
          {empty}
        </div>
      </div>
      {children}
    </div>
  );
}
