import { Check } from "lucide-react";

/** What a service includes, as a two-column checklist of cards. */
export function IncludedFeatures({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl border border-line bg-surface/60 p-4">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neon-strong" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
