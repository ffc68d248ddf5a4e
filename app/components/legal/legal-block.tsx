import type { LegalBlock as LegalBlockData } from "~/content/legal/types";
import { LegalText } from "./legal-text";

const stackedCell = "max-sm:block max-sm:py-1.5 [overflow-wrap:anywhere]";
const stackedLabel =
  "max-sm:before:block max-sm:before:font-mono max-sm:before:text-xs max-sm:before:uppercase max-sm:before:tracking-wider max-sm:before:text-neon-strong max-sm:before:content-[attr(data-label)]";

/** One block of a legal section: a paragraph, a list, a table, titled notes or IP inventory items. */
export function LegalBlock({ block }: { block: LegalBlockData }) {
  if (typeof block === "string" || Array.isArray(block)) {
    return (
      <p>
        <LegalText text={block} />
      </p>
    );
  }
  switch (block.kind) {
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`space-y-2 pl-6 marker:text-neon ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <LegalText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table": {
      // Wide tables stack on small screens: each row becomes a block, each cell labelled by its column.
      const stack = block.columns.length > 2;
      return (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="border-b border-line bg-surface-2 px-4 py-3 text-left font-mono text-xs uppercase tracking-[0.2em] text-neon-strong">
              {block.caption}
            </caption>
            <thead className={stack ? "max-sm:sr-only" : undefined}>
              <tr className="border-b border-line bg-surface">
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold text-ink">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([head, ...cells]) => (
                <tr key={head} className={`border-b border-line/70 last:border-0 ${stack ? "max-sm:block max-sm:py-2" : ""}`}>
                  <th scope="row" className={`px-4 py-3 align-top font-medium text-ink ${stack ? stackedCell : ""}`}>
                    {head}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} data-label={block.columns[index + 1]} className={`px-4 py-3 align-top ${stack ? `${stackedCell} ${stackedLabel}` : ""}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case "notes":
      return (
        <div className="space-y-6">
          {block.items.map((note) => (
            <div key={note.title} className="border-l-2 border-neon/50 pl-5">
              <h3 className="text-lg font-semibold text-ink">{note.title}</h3>
              <p className="mt-2">{note.content}</p>
            </div>
          ))}
        </div>
      );
    case "ip-items":
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.name} className="rounded-2xl border border-line bg-surface/80 p-5">
              <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
              <p className="mt-2 text-sm leading-relaxed">{item.description}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-mono text-xs uppercase tracking-wider text-neon-strong">Year</dt>
                <dd className="text-ink">{item.year}</dd>
                <dt className="font-mono text-xs uppercase tracking-wider text-neon-strong">Registration</dt>
                <dd className="text-ink">{item.registration}</dd>
              </dl>
            </li>
          ))}
        </ul>
      );
  }
}
