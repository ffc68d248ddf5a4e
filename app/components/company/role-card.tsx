import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { IconKey } from "~/content/icons";

export interface RoleCardData {
  role: string;
  description: string;
  icon: IconKey;
  /** Display names of the divisions the role works in. */
  divisions: string[];
}

/** One role of the team of 8: what the role is, where it works and what it does. No invented people. */
export function RoleCard({ role }: { role: RoleCardData }) {
  return (
    <Card as="li" className="flex flex-col">
      <span className="inline-flex size-11 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
        <Icon name={role.icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{role.role}</h3>
      <p className="mt-1 font-mono text-xs uppercase tracking-wider text-neon-strong">
        <span className="sr-only">Divisions: </span>
        {role.divisions.join(" · ")}
      </p>
      <p className="mt-3 text-sm text-muted">{role.description}</p>
    </Card>
  );
}
