import { ButtonLink } from "~/components/ui/button";
import type { StoryChapter as Chapter } from "~/content/story";

/** One chapter of the company narrative on /story. */
export function StoryChapter({ chapter }: { chapter: Chapter }) {
  const headingId = `${chapter.id}-heading`;
  return (
    <section id={chapter.id} aria-labelledby={headingId} className="grid gap-6 border-t border-line/60 py-12 first:border-t-0 md:grid-cols-[12rem_1fr]">
      <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-strong md:pt-3">{chapter.eyebrow}</p>
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {chapter.title}
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted">
          {chapter.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {chapter.link && (
          <div className="mt-6">
            <ButtonLink href={chapter.link.href} variant="secondary">
              {chapter.link.label}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
