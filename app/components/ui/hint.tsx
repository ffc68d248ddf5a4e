import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/** Spec §9: tooltips open after 700 ms, and skip the delay for 300 ms after one closes. */
export function HintProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

/** A short visual hint for an element that already has an accessible name. */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md border border-line bg-surface-2 px-2.5 py-1.5 text-xs text-ink shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-surface-2" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
