import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { CompanyValue } from "~/content/about";

/** One of the four company values on /about. */
export function ValueCard({ value }: { value: CompanyValue }) {
  return (
    <Card as="li" className="flex gap-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
        <Icon name={value.icon} />
      </span>
      <div>
        <h3 className="text-xl font-semibold">{value.title}</h3>
        <p className="mt-2 text-muted">{value.description}</p>
      </div>
    </Card>
  );
}
