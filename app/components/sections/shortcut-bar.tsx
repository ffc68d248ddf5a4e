import { ButtonLink } from "~/components/ui/button";
import type { Action } from "./action-buttons";

/** The row of page shortcuts some pages carry under their hero (Services, Join). */
export function ShortcutBar({ label, links }: { label: string; links: readonly Action[] }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <ButtonLink href={link.href} variant="ghost" className="border border-line">
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
