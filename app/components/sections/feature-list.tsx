import { Check } from "lucide-react";

/** A checklist of short features. */
export function FeatureList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm text-ink/90">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neon-strong" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
