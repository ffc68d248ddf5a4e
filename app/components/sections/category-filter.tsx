/** The items of one category, or all of them when `category` is null. */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string | null): T[] {
  return category === null ? [...items] : items.filter((item) => item.category === category);
}

/** "Showing 2 stories in Security": fills {count}, {noun} and {category} in a content template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export interface FilterOption {
  /** null is the "All" option. */
  value: string | null;
  label: string;
  count?: number;
}

/**
 * A row of toggle buttons (aria-pressed) that filter a list in the page: no request, no navigation.
 * Disabled until hydration, so without JavaScript nothing looks clickable that does nothing.
 */
export function CategoryFilter({
  label,
  options,
  selected,
  onSelect,
  enabled,
  countNoun,
  countNounOne,
}: {
  label: string;
  options: readonly FilterOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  enabled: boolean;
  countNoun?: string;
  countNounOne?: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            disabled={!enabled}
            onClick={() => onSelect(option.value)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${
              pressed ? "border-neon bg-neon text-void" : "border-line bg-surface/80 text-ink hover:border-neon/60 hover:text-neon-strong"
            }`}
          >
            {option.label}
            {option.count !== undefined && (
              <>
                <span
                  aria-hidden="true"
                  className={`rounded-full px-2 py-0.5 font-mono text-xs ${pressed ? "bg-void/20 text-void" : "bg-white/10 text-muted"}`}
                >
                  {option.count}
                </span>
                {/* The accessible name reads "Security 2 stories". */}
                <span className="sr-only">{` ${option.count} ${option.count === 1 ? (countNounOne ?? countNoun ?? "") : (countNoun ?? "")}`}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
