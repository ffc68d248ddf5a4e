import { buttonClasses } from "~/components/ui/button";
import { searchPagePath, searchQueryMaxLength, searchQueryParam } from "~/lib/contracts/search-index";
import { fullPageTitle } from "~/lib/pages/site-identity";

/**
 * The site search's results page (decision 040), rendered by the render pipeline as a special page
 * (app/lib/pages/page-registry.ts `specialPages`), so it has the site's header and footer of the content
 * being served. It is the shell: per request, server/search/search-page.ts puts the query into the field
 * (`data-search-query`) and the results into `data-search-results` — plain markup, no script, so the page
 * works without JavaScript and keeps its prerendered CSP. Never indexed.
 */
export function meta() {
  return [{ title: fullPageTitle("Search", searchPagePath) }, { name: "robots", content: "noindex" }];
}

export default function SearchPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-32 sm:px-6 lg:pt-40">
      <h1 className="text-4xl font-bold leading-tight tracking-tight sm:text-5xl">Search</h1>
      <form method="get" action={searchPagePath} role="search" aria-label="Site" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="search-page-query" className="block text-sm font-semibold">
            Search the site
          </label>
          <input
            id="search-page-query"
            type="search"
            name={searchQueryParam}
            maxLength={searchQueryMaxLength}
            autoComplete="off"
            data-search-query=""
            className="mt-2 min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus:border-neon focus:outline-none focus:ring-2 focus:ring-neon/40"
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          Search
        </button>
      </form>
      <div data-search-results="" className="mt-10" />
    </div>
  );
}
