import type { ReactNode } from "react";

/**
 * A titled band of a page. The heading gets an id so the section is labelled for assistive technology.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className = "",
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20 ${className}`}>
      {(eyebrow || title || intro) && (
        <header className="mb-10 max-w-3xl">
          {eyebrow && <p className="mb-2 font-mono text-xs uppercase tracking-[0.3em] text-neon-strong">{eyebrow}</p>}
          {title && (
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
          )}
          {intro && <div className="mt-4 text-lg text-muted">{intro}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
