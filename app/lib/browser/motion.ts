/** Whether the visitor asks for reduced motion right now (browser only). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
