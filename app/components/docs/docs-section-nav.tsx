import type { LinkItem } from "~/content/link";

/** The four guides of the current docs area, beside the title; the current one is marked. */
export function DocsSectionNav({ title, links, current }: { title: string; links: LinkItem[]; current: string }) {
  return (
    <nav aria-label={`${title} guides`} className="w-full rounded-2xl border border-line bg-surface/80 p-5 lg:w-72">
      <p className="font-mono text-xs uppercase tracking-[0.25em] text-neon-strong">{title}</p>
      <ul className="mt-3 space-y-1">
        {links.map((link) => {
          const isCurrent = link.href === current;
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-lg border-l-2 px-3 text-sm transition-colors hover:bg-white/5 hover:text-neon-strong ${
                  isCurrent ? "border-neon-strong bg-neon/10 font-semibold text-neon-strong" : "border-transparent text-ink"
                }`}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
