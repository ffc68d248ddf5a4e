import type { ReactNode } from "react";

/** The top of every page: eyebrow, the page's one <h1>, a lead paragraph and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="grid-backdrop border-b border-line/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-32 sm:px-6 lg:grid-cols-[1fr_auto] lg:items-center lg:pb-20 lg:pt-40">
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-4 font-mono text-xs uppercase tracking-[0.35em] text-neon-strong">{eyebrow}</p>}
          <h1 className="text-4xl font-bold leading-tight tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
          {lead && <div className="mt-6 text-lg leading-relaxed text-muted sm:text-xl">{lead}</div>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside}
      </div>
    </div>
  );
}
