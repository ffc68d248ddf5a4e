/** Technologies and tools (a division's, a service's) as a wrapping list of chips. */
export function TechnologyList({ technologies }: { technologies: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {technologies.map((technology) => (
        <li key={technology} className="rounded-full border border-line bg-surface-2 px-4 py-2 font-mono text-sm text-ink/90">
          {technology}
        </li>
      ))}
    </ul>
  );
}
