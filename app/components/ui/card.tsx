import type { HTMLAttributes } from "react";

/** The one card surface every page uses. `as` keeps list semantics when cards sit in a <ul>. */
export function Card({ as: Tag = "div", className = "", ...rest }: HTMLAttributes<HTMLElement> & { as?: "div" | "li" | "article" | "section" }) {
  return (
    <Tag
      className={`rounded-2xl border border-line bg-surface/80 p-6 shadow-[0_0_0_1px_rgb(34_211_238/0.03)] transition-colors hover:border-neon/40 ${className}`}
      {...rest}
    />
  );
}
