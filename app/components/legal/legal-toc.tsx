import type { LegalSection } from "~/content/legal/types";

/** The in-page table of contents: plain fragment links, so it works without JavaScript. */
export function LegalToc({ sections }: { sections: Pick<LegalSection, "id" | "heading">[] }) {
  return (
    <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
      <p className="mb-3 font-mono text-xs uppercase tracking-[0.3em] text-neon-strong" aria-hidden="true">
        On this page
      </p>
      <ol className="space-y-1 border-l border-line text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="-ml-px block border-l border-transparent py-1 pl-4 text-muted hover:border-neon hover:text-ink">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
