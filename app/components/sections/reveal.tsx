import type { ReactNode } from "react";
import { islandAttributes } from "~/islands/dom-island";

/**
 * A list whose children fade in one after another (`stagger` ms apart) when it scrolls into view
 * (reveal.island.ts). The content is in the server HTML and stays visible without JavaScript.
 */
export function RevealList({
  stagger,
  className = "",
  children,
  as = "ul",
  label,
}: {
  stagger: number;
  className?: string;
  children: ReactNode;
  as?: "ul" | "ol" | "div";
  label?: string;
}) {
  const Tag = as;
  return (
    <Tag {...islandAttributes("reveal")} data-reveal="" data-stagger={stagger} aria-label={label} className={className}>
      {children}
    </Tag>
  );
}
