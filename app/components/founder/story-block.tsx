import type { ReactNode } from "react";
import type { StorySection } from "~/content/founder";

/** One titled part of the founder's story (THE VISION, WHY THIS MATTERS…), a region named by its h2. */
export function StoryBlock({ section, className = "", children }: { section: StorySection; className?: string; children?: ReactNode }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={`rounded-3xl border border-line bg-surface/60 p-6 sm:p-10 ${className}`}>
      <h2 id={headingId} className="font-mono text-sm font-semibold uppercase tracking-[0.3em] text-neon-strong">
        {section.title}
      </h2>
      <div className="mt-5 space-y-4 text-base leading-relaxed text-ink/90 sm:text-lg">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children}
    </section>
  );
}
