import { data, redirect } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { ConversionTable, DailyViewsChart, RankingTable } from "~/components/admin/insights-charts";
import { neutralLine } from "~/lib/contracts/neutral-text";
import { insightsExportHref, insightsPeriods, insightsRefusal, readInsightsPeriod, type InsightsServices } from "~/lib/contracts/insights";
import { adminForm, adminMeta, adminServices } from "~/lib/pages/admin-context";
import type { Route } from "./+types/insights";

export function meta() {
  return adminMeta("Insights");
}

/** The dashboard's services: owners and editors only (server/admin/admin-area.ts gives them to no one else). */
function insightsServices(context: Route.LoaderArgs["context"]): { insights: InsightsServices; csrfToken: string } {
  const admin = adminServices(context);
  if (!admin.insights) throw data(insightsRefusal, { status: 403, statusText: "Forbidden" });
  return { insights: admin.insights, csrfToken: admin.viewer.csrfToken };
}

/** The searches that found nothing the dashboard shows; the rest are on /admin/search-misses. */
const shownMissedSearches = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { insights, csrfToken } = insightsServices(context);
  const params = new URL(request.url).searchParams;
  const report = await insights.report(readInsightsPeriod(params));
  // Only for a member who may also open the searches' own page (the server decides: absent otherwise).
  const missedSearches = adminServices(context).missedSearches;
  const searchMisses = missedSearches
    ? (await missedSearches(report.days)).slice(0, shownMissedSearches).map((row) => ({ label: neutralLine(row.query), count: row.count }))
    : undefined;
  return {
    report,
    searchMisses,
    csrfToken,
    canMovePages: insights.addMovedPage !== undefined,
    moved: params.get("moved"),
    problem: params.get("problem"),
  };
}

/** "Make it a redirect": the 404 address goes into the draft of "Moved and removed pages", where the editor gives its new address. */
export async function action({ context }: Route.ActionArgs) {
  const { insights } = insightsServices(context);
  const form = adminForm(context);
  const path = form.get("path") ?? "";
  if (!insights.addMovedPage) throw data("Only an editor can change the moved and removed pages.", { status: 403 });
  const outcome = await insights.addMovedPage(path);
  if (!outcome.ok) return redirect(`/admin/insights?problem=${encodeURIComponent(outcome.message)}`, 303);
  return redirect("/admin/content/redirects", 303);
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What people read, where they came from and what led them to apply or inquire (decision 042): counts the
 * server kept, with no cookie, no script and nothing that names a visitor. Owners and editors.
 */
export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { report, searchMisses, csrfToken, canMovePages, problem } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Insights</h1>
      <p className="mt-2 max-w-prose text-muted">
        Page views counted by the server: no cookie, no script, no third party, and nothing that identifies a visitor. Bots, prefetches and visitors who ask not
        to be tracked (Global Privacy Control, Do Not Track) are not counted. Counts reach this page within a minute.
      </p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-md border border-pulse p-3">
          {problem}
        </p>
      ) : null}
      <nav aria-label="Period" className="mt-6 flex flex-wrap items-center gap-2 text-sm">
        {insightsPeriods.map((days) => (
          <a
            key={days}
            href={`/admin/insights?days=${days}`}
            aria-current={days === report.days ? "page" : undefined}
            className="inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong"
          >
            Last {days} days
          </a>
        ))}
        <a href={insightsExportHref(report.days)} className="ml-auto underline underline-offset-4" download>
          Export CSV
        </a>
      </nav>

      <Section id="views" title={`Views per day: ${report.totalViews} in the last ${report.days} days`}>
        <figure className="mt-4">
          <DailyViewsChart days={report.viewsPerDay} />
          <figcaption className="mt-1 text-sm text-muted">Days in the company's time zone ({report.timeZone}). The numbers are in the table below.</figcaption>
        </figure>
        <details className="mt-2">
          <summary className="cursor-pointer">Views of each day</summary>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Views per day</caption>
            <thead className="text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {report.viewsPerDay.map((day) => (
                <tr key={day.day} className="border-b border-line/50">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {day.day}
                  </th>
                  <td className="py-1 text-right tabular-nums">{day.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Section>

      <Section id="pages" title="Top pages">
        <RankingTable caption="Views per page" heading="Page" lines={report.topPages} empty="No views in this period yet." />
      </Section>

      <Section id="referrers" title="Where visitors came from">
        <RankingTable caption="Views per referring site" heading="Site" lines={report.referrers} empty="No views from other sites in this period." />
        <h3 className="mt-6 font-semibold">Campaigns</h3>
        <p className="text-sm text-muted">From links that carry utm_source and utm_campaign.</p>
        <RankingTable caption="Views per utm_source" heading="Source" lines={report.sources} empty="No views with a utm_source." />
        <RankingTable caption="Views per utm_campaign" heading="Campaign" lines={report.campaigns} empty="No views with a utm_campaign." />
      </Section>

      <Section id="devices" title="Devices">
        <RankingTable caption="Views per kind of device" heading="Device" lines={report.devices} empty="No views in this period yet." />
      </Section>

      <Section id="conversions" title="Pages that lead to applications and inquiries">
        <p className="mt-1 max-w-prose text-sm text-muted">
          The page each form was sent from: /contact?service=web is the contact form opened from the web service's page. “(unknown)”: the browser sent no
          address.
        </p>
        <ConversionTable caption="Applications and inquiries per page the form was sent from" heading="Form's page" lines={report.conversions} />
        <h3 className="mt-6 font-semibold">The page before the form</h3>
        <p className="mt-1 max-w-prose text-sm text-muted">
          The page whose link opened the form: /services/web for the contact form opened from the web service's page. Only where the visitor followed a link on
          this site to the form, not from a bookmark, another site or a typed address.
        </p>
        <ConversionTable caption="Applications and inquiries per page before the form" heading="Page before" lines={report.conversionsBefore} />
      </Section>

      <Section id="not-found" title="Addresses that found nothing (404)">
        <p className="mt-1 max-w-prose text-sm text-muted">
          {canMovePages
            ? "“Make it a redirect” adds the address to the draft of “Moved and removed pages”, where you choose its new address and publish."
            : "An editor can turn one into a redirect in “Moved and removed pages”."}
        </p>
        <RankingTable
          caption="Views of the not-found page per address"
          heading="Address"
          lines={report.notFound}
          empty="No one hit a missing page in this period."
          action={
            canMovePages
              ? {
                  heading: "Redirect",
                  render: (line) => (
                    <form method="post" action="/admin/insights">
                      <CsrfField token={csrfToken} />
                      <input type="hidden" name="path" value={line.label} />
                      <button type="submit" className="underline underline-offset-4">
                        Make it a redirect<span className="sr-only">: {line.label}</span>
                      </button>
                    </form>
                  ),
                }
              : undefined
          }
        />
      </Section>

      {searchMisses ? (
        <Section id="search-misses" title="Searches that found nothing">
          <p className="mt-1 max-w-prose text-sm text-muted">
            The {shownMissedSearches} most asked searches of the site that found nothing in the last {report.days} days (only the words and how often).
          </p>
          <RankingTable
            caption="Searches that found nothing, most asked first"
            heading="Search"
            lines={searchMisses}
            empty="Every search in this period found something."
          />
          <p className="mt-2 text-sm">
            <a href={`/admin/search-misses?days=${report.days}`} className="underline underline-offset-4">
              All searches that found nothing in the last {report.days} days
            </a>
          </p>
        </Section>
      ) : null}
    </>
  );
}
