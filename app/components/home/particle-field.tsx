import { islandAttributes } from "~/islands/dom-island";

/**
 * Decorative drifting dots behind the hero (docs/product.md#home). The server sends only the empty field: the dots
 * are random, so `particle-field.island.ts` draws them (keeping them out of the HTML keeps the first
 * round trip small) and moves them to new places every `regenerateMs`; CSS animates them. Hidden from
 * assistive technology and from the pointer, absolutely positioned inside a clipped box so it never
 * moves the layout, and absent under reduced motion (CSS hides it and the island draws nothing).
 */
export function ParticleField({ count, regenerateMs }: { count: number; regenerateMs: number }) {
  return (
    <div
      aria-hidden="true"
      {...islandAttributes("particle-field", "idle")}
      data-particle-field=""
      data-count={count}
      data-regenerate-ms={regenerateMs}
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden motion-reduce:hidden"
    />
  );
}
