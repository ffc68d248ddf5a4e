import { Search } from "lucide-react";
import { islandAttributes } from "~/islands/dom-island";
import { searchPagePath, searchQueryMaxLength, searchQueryParam } from "~/lib/contracts/search-index";

/**
 * The header's search field (one in the desktop header, one in the mobile menu): a plain GET form to the
 * results page, so it works without JavaScript. `search-box.island.ts` turns it into a combobox with
 * results as you type (decision 041). The results popup is drawn by the island, absolutely placed in the
 * header and in the flow of the mobile menu, so the page never shifts; the form's own size is fixed here.
 */
export function SearchBox({ id, className = "" }: { id: string; className?: string }) {
  const inputId = `${id}-q`;
  return (
    <form {...islandAttributes("site-search")} role="search" action={searchPagePath} method="get" className={`search-box relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <input
        id={inputId}
        type="search"
        name={searchQueryParam}
        maxLength={searchQueryMaxLength}
        placeholder="Search"
        enterKeyHint="search"
        spellCheck={false}
        className="h-11 w-full rounded-lg border border-muted/60 bg-void/80 pl-3 pr-11 text-sm text-ink placeholder:text-muted focus:border-neon focus:outline-none focus:ring-2 focus:ring-neon/40"
      />
      <button type="submit" className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-lg text-muted hover:text-neon-strong">
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
