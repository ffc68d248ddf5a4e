import { RevealList } from "~/components/sections/reveal";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { Principle } from "~/content/founder";

/** Leadership Philosophy: the three principles. */
export function PrincipleList({ principles, stagger }: { principles: readonly Principle[]; stagger: number }) {
  return (
    <RevealList stagger={stagger} className="grid gap-6 md:grid-cols-3">
      {principles.map((item) => (
        <Card as="li" key={item.principle}>
          <span className="inline-flex size-12 items-center justify-center rounded-xl border border-violet/40 bg-violet/10 text-violet">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{item.principle}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </Card>
      ))}
    </RevealList>
  );
}
