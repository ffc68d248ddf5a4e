import { islandAttributes } from "~/islands/dom-island";
import { searchIndexUrl, searchPagePath, searchQueryMaxLength, searchQueryParam } from "~/lib/contracts/search-index";

/**
 * The header's search field (one in the desktop header, one in the mobile menu): a plain GET form to the
 * results page, so it works without JavaScript (Enter, or the phone keyboard's search key, sends it).
 * `search-box.island.ts` turns it into a combobox with results as you type (decision 041), fetching the
 * index this form names (`data-index`, so the client entry need not import the search contract). The
 * results popup is the island's, absolutely placed in the header and in the flow of the mobile menu, so
 * nothing shifts; the form's own size is fixed here. Styled in app.css: every page carries these bytes.
 */
export function SearchBox({ id, className = "" }: { id: string; className?: string }) {
  const inputId = `${id}-q`;
  return (
    <form
      {...islandAttributes("site-search")}
      role="search"
      action={searchPagePath}
      method="get"
      data-index={searchIndexUrl}
      className={`search-box ${className}`}
    >
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
      />
    </form>
  );
}
