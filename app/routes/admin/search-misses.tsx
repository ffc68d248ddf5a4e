import { data } from "react-router";
import { neutralLine } from "~/lib/contracts/neutral-text";
import { adminMeta, adminServices } from "~/lib/pages/admin-context";
import type { Route } from "./+types/search-misses";

/** The periods the page offers, in days; the first is the default. */
const periods = [30, 7, 90] as const;

export function meta() {
  return adminMeta("Searches not found");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminServices(context);
  // Present for owners and editors only (server/admin/admin-area.ts): the server decides, not this page.
  if (!admin.missedSearches)
    throw data("This needs the owner or editor role. Ask an owner of the team if you need it.", { status: 403, statusText: "Forbidden" });
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = periods.find((period) => period === asked) ?? periods[0];
  return { days, rows: await admin.missedSearches(days) };
}

/**
 * What visitors searched the site for and did not find (decision 040): counted per day and query, no
 * person. A hint of what the site should say, or say in the visitors' words.
 */
export default function AdminSearchMisses({ loaderData }: Route.ComponentProps) {
  const { days, rows } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Searches not found</h1>
      <p className="mt-2 max-w-3xl text-muted">
        What visitors typed in the site's search and found nothing for, most asked first. Only the words and how often are kept — never who asked. A query that
        looks like an e-mail address or a phone number is not kept at all.
      </p>
      <nav aria-label="Period" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[...periods]
            .sort((a, b) => a - b)
            .map((period) => (
              <li key={period}>
                <a
                  href={`/admin/search-misses?days=${period}`}
                  aria-current={period === days ? "page" : undefined}
                  className="inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong"
                >
                  Last {period} days
                </a>
              </li>
            ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6">Every search of the last {days} days found something.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Searches that found nothing in the last {days} days, most asked first</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Search
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Times
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Last asked
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.query} className="border-b border-line/60">
                  {/* Text, not a link to /search: trying it would count it once more. */}
                  <td className="py-2 pr-4 break-all">{neutralLine(row.query)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{row.count}</td>
                  <td className="py-2 whitespace-nowrap">{row.lastDay}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
