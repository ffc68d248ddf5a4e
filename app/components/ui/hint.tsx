import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

type TooltipModule = typeof import("@radix-ui/react-tooltip");
let loadedModule: TooltipModule | null = null;

/**
 * Tooltips are a nicety, so Radix Tooltip (~13 KB gzip) loads when the browser is idle after
 * hydration instead of with every page. Until then, and without JavaScript, the children render as is.
 */
function useTooltipModule(): TooltipModule | null {
  const [module, setModule] = useState(loadedModule);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    const load = () =>
      void import("@radix-ui/react-tooltip").then((loaded) => {
        loadedModule = loaded;
        if (!cancelled) setModule(loaded);
      });
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(load) : window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [module]);
  return module;
}

// Hints render as tooltips only inside a group whose provider has mounted.
const LoadedTooltip = createContext<TooltipModule | null>(null);

/** Spec §9: tooltips open after 700 ms, and skip the delay for 300 ms after one closes. */
export function HintGroup({ children }: { children: ReactNode }) {
  const Tooltip = useTooltipModule();
  if (!Tooltip) return <>{children}</>;
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <LoadedTooltip.Provider value={Tooltip}>{children}</LoadedTooltip.Provider>
    </Tooltip.Provider>
  );
}

/** A short visual hint for an element that already has an accessible name. Use inside a HintGroup. */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  const Tooltip = useContext(LoadedTooltip);
  if (!Tooltip) return <>{children}</>;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content sideOffset={6} className="z-50 rounded-md border border-line bg-surface-2 px-2.5 py-1.5 text-xs text-ink shadow-lg">
          {label}
          <Tooltip.Arrow className="fill-surface-2" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
