import type { ComponentType, JSX } from "react";
import type { IslandName } from "./registry";

/**
 * When an island's JavaScript runs: at once ("load"), when the browser is idle ("idle"), or when the
 * island comes near the viewport ("visible"). Everything before that is the server's HTML.
 */
export type HydrateOn = "load" | "idle" | "visible";

export interface ReactIsland<P extends object> {
  (props: P): JSX.Element;
  /** The component the client hydrates with the same props. */
  Component: ComponentType<P>;
}

/**
 * Declares a React island: on the server it renders the component inside a marker element that
 * carries its name, when to hydrate and its props as JSON (an attribute, not an inline script, so the
 * CSP needs no hash for it); in the browser `app/islands/start.ts` hydrates that element alone.
 * Props must be plain JSON data. The marker is `display: contents`, so it never changes the layout.
 */
export function reactIsland<P extends object>(name: IslandName, Component: ComponentType<P>, hydrate: HydrateOn): ReactIsland<P> {
  function Island(props: P) {
    return (
      <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.Component = Component;
  return Island;
}
