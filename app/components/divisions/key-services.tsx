import { Check } from "lucide-react";

/** A division's key services as a two-column checklist. */
export function KeyServices({ services }: { services: readonly string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {services.map((service) => (
        <li key={service} className="flex gap-3 rounded-2xl border border-line bg-surface/80 p-5">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neon-strong" />
          <span className="text-ink/90">{service}</span>
        </li>
      ))}
    </ul>
  );
}
