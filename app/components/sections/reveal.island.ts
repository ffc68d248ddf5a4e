import type { DomIsland } from "~/islands/dom-island";
import { prefersReducedMotion } from "~/lib/browser/motion";

/** A list reveals once 10% of it is visible (docs/product.md#reveal-on-scroll). */
export const revealThreshold = 0.1;

/**
 * The one reveal-on-scroll mechanism. Content is visible in the server HTML; a list that is still
 * below the fold when the page starts is hidden, then its children fade in `data-stagger` ms apart
 * once 10% of it is visible. Lists already on screen, and visitors who prefer reduced motion, see no
 * animation at all. Only opacity and transform change (app.css), so the layout never shifts.
 */
const enhanceReveal: DomIsland = (list) => {
  if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
  const stagger = Number(list.dataset.stagger ?? 0);
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (first) {
        first = false;
        if (entry.isIntersecting) {
          observer.disconnect();
          return;
        }
        Array.from(list.children).forEach((child, index) => {
          (child as HTMLElement).style.transitionDelay = `${index * stagger}ms`;
        });
        list.dataset.reveal = "pending";
        return;
      }
      if (entry.isIntersecting) {
        list.dataset.reveal = "shown";
        observer.disconnect();
      }
    },
    { threshold: revealThreshold },
  );
  observer.observe(list);
  return () => observer.disconnect();
};

export default enhanceReveal;
