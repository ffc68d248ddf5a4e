import type { ReactNode } from "react";

/**
 * A short visual hint for an element that already has an accessible name, shown on hover and on
 * keyboard focus after 700 ms (docs/product.md#hints). Plain HTML and CSS (app.css "Hints"); inside a
 * `data-hint-group`, `hint-group.ts` (run by the footer's island) adds the 300 ms skip delay and Escape.
 */
export function Hint({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span className="hint-anchor relative inline-flex">
      {children}
      <span
        id={id}
        role="tooltip"
        className="hint pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md border border-line bg-surface-2 px-2.5 py-1.5 text-xs text-ink shadow-lg"
      >
        {label}
      </span>
    </span>
  );
}
