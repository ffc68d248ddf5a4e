import type { ReactNode } from "react";
import { useReveal } from "~/lib/reveal";

/** A list whose children fade in one after another (`stagger` ms apart) when it scrolls into view. */
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
  const ref = useReveal<HTMLElement>(stagger);
  const Tag = as;
  return (
    // @ts-expect-error: one ref type serves the three list elements
    <Tag ref={ref} data-reveal="" aria-label={label} className={className}>
      {children}
    </Tag>
  );
}
