import type { HydrateOn } from "./react-island";
import type { IslandName } from "./registry";

/**
 * A DOM island: a small module that enhances server HTML where React would be overkill (toggling
 * attributes, timers, a listener or two). It receives the element marked with its name and may
 * return a clean-up function (used by tests).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: "returns nothing, or a clean-up": most islands have no return statement at all.
export type DomIsland = (root: HTMLElement) => void | (() => void);

/** The attributes that mark an element for a DOM island: spread them on the element it enhances. */
export function islandAttributes(name: IslandName, hydrate: HydrateOn = "load") {
  return { "data-island": name, "data-hydrate": hydrate } as const;
}
