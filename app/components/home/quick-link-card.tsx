import { Icon } from "~/components/ui/icon";
import type { QuickLink } from "~/content/home";

/** A whole-card link: the title is the link, and its overlay makes the full card clickable. */
export function QuickLinkCard({ link }: { link: QuickLink }) {
  return (
    <li className="relative flex gap-4 rounded-2xl border border-line bg-surface/80 p-5 transition-colors focus-within:border-neon/60 hover:border-neon/40">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-neon/10 text-neon-strong">
        <Icon name={link.icon} className="size-5" />
      </span>
      <div>
        <a href={link.href} className="font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl">
          {link.title}
        </a>
        <p className="mt-1 text-sm text-muted">{link.description}</p>
      </div>
    </li>
  );
}
