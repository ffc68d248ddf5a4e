import { useEffect, useRef } from "react";

/**
 * The one reveal-on-scroll mechanism. Content is visible in the server HTML; after hydration a
 * group that is still below the fold is hidden, then its children fade in `stagger` ms apart once
 * 10% of it is visible. Groups already on screen, and visitors who prefer reduced motion, see no
 * animation at all. Only opacity and transform change, so layout never shifts.
 */
export function useReveal<T extends HTMLElement>(stagger: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
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
          Array.from(element.children).forEach((child, index) => {
            (child as HTMLElement).style.transitionDelay = `${index * stagger}ms`;
          });
          element.dataset.reveal = "pending";
          return;
        }
        if (entry.isIntersecting) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [stagger]);
  return ref;
}
