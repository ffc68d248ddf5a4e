import type { InsightsConversionLine, InsightsLine } from "~/lib/contracts/insights";

/**
 * The insights dashboard's charts (decision 042), drawn as SVG on the server: no chart library, no
 * script. Each is a picture for the eye only (its numbers are in the table beside it, which is what a
 * screen reader reads), sized by its viewBox so it fits a 390 px phone as well as a desktop.
 */

/** Views per day as columns, oldest on the left; the tallest day reaches the top. */
export function DailyViewsChart({ days }: { days: { day: string; views: number }[] }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...days.map((day) => day.views));
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(1, slot * 0.7);
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <line x1={0} y1={height} x2={width} y2={height} className="stroke-line" strokeWidth={1} />
      {days.map((day, index) => {
        const barHeight = Math.round((day.views / max) * (height - 16));
        return <rect key={day.day} x={index * slot + (slot - bar) / 2} y={height - barHeight} width={bar} height={barHeight} className="fill-neon" rx={1} />;
      })}
      <text x={0} y={12} className="fill-current text-muted" fontSize={12}>
        {max}
      </text>
      <text x={0} y={height + 16} className="fill-current text-muted" fontSize={12}>
        {days[0]?.day}
      </text>
      <text x={width} y={height + 16} textAnchor="end" className="fill-current text-muted" fontSize={12}>
        {days.at(-1)?.day}
      </text>
    </svg>
  );
}

/** One line's share of the largest, as a bar to sit beside its number in a table. */
export function ShareBar({ count, max }: { count: number; max: number }) {
  const width = Math.round((count / Math.max(1, max)) * 100);
  return (
    <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2 w-24 sm:w-40" aria-hidden="true" focusable="false">
      <rect x={0} y={0} width={100} height={8} className="fill-line" rx={2} />
      <rect x={0} y={0} width={width} height={8} className="fill-neon" rx={2} />
    </svg>
  );
}

/** A ranking as a table: each line's label, its count, and its bar; `empty` when there is none. */
export function RankingTable({
  caption,
  heading,
  lines,
  empty,
  action,
}: {
  caption: string;
  heading: string;
  lines: InsightsLine[];
  empty: string;
  /** Something to do with a line (the 404s' "make it a redirect"), in a last column. */
  action?: { heading: string; render: (line: InsightsLine) => React.ReactNode };
}) {
  if (lines.length === 0) return <p className="mt-2 text-muted">{empty}</p>;
  const max = Math.max(...lines.map((line) => line.count));
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {heading}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            Count
          </th>
          <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
            <span className="sr-only">Share</span>
          </th>
          {action ? (
            <th scope="col" className="py-2 pl-2 font-semibold">
              {action.heading}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} className="border-b border-line/50">
            <th scope="row" className="max-w-[12rem] break-all py-2 pr-2 font-normal sm:max-w-none">
              {line.label}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{line.count}</td>
            <td className="hidden py-2 sm:table-cell">
              <ShareBar count={line.count} max={max} />
            </td>
            {action ? <td className="py-2 pl-2">{action.render(line)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Applications and inquiries per page, with a bar for each line's share (its numbers are the table). */
export function ConversionTable({ caption, heading, lines }: { caption: string; heading: string; lines: InsightsConversionLine[] }) {
  if (lines.length === 0) return <p className="mt-2 text-muted">No applications or inquiries in this period.</p>;
  const max = Math.max(1, ...lines.map((line) => line.applications + line.inquiries));
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {heading}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            Applications
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            Inquiries
          </th>
          <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
            <span className="sr-only">Share</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.page} className="border-b border-line/50">
            <th scope="row" className="max-w-[10rem] break-all py-2 pr-2 font-normal sm:max-w-none">
              {line.page}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{line.applications}</td>
            <td className="py-2 pr-2 text-right tabular-nums">{line.inquiries}</td>
            <td className="hidden py-2 sm:table-cell">
              <ShareBar count={line.applications + line.inquiries} max={max} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
