import type { ReactNode } from "react";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";

export interface CtaAction {
  label: string;
  href: string;
  variant?: ButtonVariant;
}

/** A closing band with a heading, a sentence and one or more buttons. */
export function CallToAction({ title, body, actions, id = "cta" }: { title: ReactNode; body?: ReactNode; actions: CtaAction[]; id?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl border border-neon/30 bg-gradient-to-br from-surface-2 via-surface to-void p-8 text-center sm:p-14">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {body && <div className="mx-auto mt-4 max-w-2xl text-lg text-muted">{body}</div>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <ButtonLink key={action.href + action.label} href={action.href} variant={action.variant ?? (index === 0 ? "primary" : "secondary")}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
