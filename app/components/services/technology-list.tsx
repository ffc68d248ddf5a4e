/** The technologies behind a service, as a wrapping list of chips. */
export function TechnologyList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-line bg-surface-2 px-4 py-2 font-mono text-sm text-ink">
          {item}
        </li>
      ))}
    </ul>
  );
}
