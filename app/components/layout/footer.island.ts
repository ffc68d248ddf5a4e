import { enhanceHints } from "~/components/ui/hint-group";
import type { DomIsland } from "~/islands/dom-island";
import { prefersReducedMotion } from "~/lib/browser/motion";
import { listen } from "~/lib/browser/listen";

/**
 * Footer links bring the visitor to the top of the page (docs/product.md#footer). Another page opens at its top
 * anyway; a link to the page already open scrolls there smoothly instead of reloading it.
 */
const enhanceFooter: DomIsland = (footer) => {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='/']") : null;
    if (!link || link.pathname !== window.location.pathname) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  const stops = [listen(footer, "click", onClick), enhanceHints(footer)];
  return () => stops.forEach((stop) => stop());
};

export default enhanceFooter;
