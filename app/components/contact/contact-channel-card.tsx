import { Mail } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { AddressedContactChannel } from "~/content/contact";

/** One contact desk: what it handles and its address as a mailto link. */
export function ContactChannelCard({ channel, href }: AddressedContactChannel) {
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
          <Icon name={channel.icon} />
        </span>
        {channel.badge && <Badge tone="green">{channel.badge}</Badge>}
      </div>
      <h3 className="mt-5 text-xl font-bold">{channel.title}</h3>
      <p className="mt-2 text-sm text-muted">{channel.description}</p>
      <div className="mt-auto pt-5">
        <a
          href={href}
          className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg [overflow-wrap:anywhere] font-mono text-sm text-neon-strong hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="sr-only">Email {channel.title}: </span>
            {channel.email}
          </span>
        </a>
      </div>
    </Card>
  );
}
