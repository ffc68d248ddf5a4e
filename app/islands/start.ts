import type { HydrateOn } from "./react-island";
import { islands, type IslandEntry } from "./registry";

/** Islands marked "visible" start this far before they scroll into view, so they are ready on arrival. */
const visibleMargin = "300px 0px";

function schedule(element: HTMLElement, entry: IslandEntry, hydrate: HydrateOn, run: () => void) {
  if (hydrate === "visible" && typeof IntersectionObserver !== "undefined") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: visibleMargin },
    );
    // A React island's marker is display: contents and has no box to intersect: watch its content.
    // Known from the entry, not measured: a layout read here would force the whole page's first
    // style and layout into this script's task (one long task on a phone).
    const boxes = entry.kind === "react" ? Array.from(element.children) : [element];
    for (const box of boxes) observer.observe(box);
  } else if (hydrate === "idle" && typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else if (hydrate === "idle") {
    setTimeout(run, 200);
  } else {
    run();
  }
}

function markReady(element: HTMLElement) {
  element.dataset.islandReady = "";
}

async function runIsland(entry: IslandEntry, element: HTMLElement) {
  if (entry.kind === "dom") {
    const { default: enhance } = await entry.load();
    enhance(element);
    markReady(element);
    return;
  }
  // React loads only for a page that has a React island, and only when that island is due.
  const [{ createElement, useEffect }, { hydrateRoot }, { default: island }] = await Promise.all([import("react"), import("react-dom/client"), entry.load()]);
  const props = JSON.parse(element.dataset.props ?? "{}") as never;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, to mark that very element ready when React has rendered it.
  function Ready({ children }: { children: React.ReactNode }) {
    useEffect(() => markReady(element), []);
    return children;
  }
  hydrateRoot(element, createElement(Ready, null, createElement(island.Component, props)), {
    onRecoverableError: (error) => console.error(`Island "${element.dataset.island}" did not hydrate cleanly`, error),
  });
}

/** Finds every island in the document and runs each at its time (`data-hydrate`). */
export function startIslands(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    // The server's HTML carries registered names (IslandName), but a stale or foreign page may carry any.
    const entry = (islands as Record<string, IslandEntry | undefined>)[name];
    if (!entry) {
      console.error(`No island is registered as "${name}" (app/islands/registry.ts)`);
      continue;
    }
    const hydrate = (element.dataset.hydrate ?? "load") as HydrateOn;
    schedule(element, entry, hydrate, () => {
      runIsland(entry, element).catch((error: unknown) => console.error(`Island "${name}" failed to start`, error));
    });
  }
}
