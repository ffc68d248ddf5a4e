import { Icon } from "~/components/ui/icon";
import type { ContactInfoBlock as ContactInfoBlockData } from "~/content/contact";

/** One "what to expect" fact: response time, 24/7 support, global reach. */
export function ContactInfoBlock({ block }: { block: ContactInfoBlockData }) {
  return (
    <li className="rounded-2xl border border-line bg-surface/60 p-6">
      <Icon name={block.icon} className="size-6 text-neon-strong" />
      <h3 className="mt-4 font-mono text-xs uppercase tracking-[0.25em] text-muted">{block.title}</h3>
      <p className="mt-2 text-xl font-bold text-ink">{block.value}</p>
      <p className="mt-2 text-sm text-muted">{block.description}</p>
    </li>
  );
}
