import { listen } from "~/lib/browser/listen";

/** docs/product.md#hints: a hint opens after 700 ms; after one closes, the next opens at once for 300 ms. */
export const openDelayMs = 700;
export const skipDelayMs = 300;

/**
 * The browser behaviour of hint groups, not an island of its own: the island of the element that holds
 * the group (the footer's, components/layout/footer.island.ts) calls it.
 * Hints in every `data-hint-group` inside `root` (components/ui/hint.tsx): opened 700 ms after the
 * pointer or keyboard focus arrives on their anchor, at once within 300 ms of another closing, and
 * closed on leaving or with Escape (WCAG 1.4.13: dismissible without moving the pointer).
 */
export function enhanceHints(root: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  for (const group of root.querySelectorAll<HTMLElement>("[data-hint-group]")) {
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    let skipUntil = 0;
    let open: HTMLElement | undefined;
    const close = () => {
      clearTimeout(openTimer);
      if (open) {
        delete open.dataset.hintOpen;
        open = undefined;
        skipUntil = Date.now() + skipDelayMs;
      }
    };
    const show = (anchor: HTMLElement) => {
      close();
      open = anchor;
      anchor.dataset.hintOpen = "";
    };
    const arrive = (anchor: HTMLElement) => {
      if (open === anchor) return;
      clearTimeout(openTimer);
      if (open || Date.now() < skipUntil) show(anchor);
      else openTimer = setTimeout(() => show(anchor), openDelayMs);
    };
    const anchorOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(".hint-anchor") : null);
    const leaving = (event: Event & { relatedTarget: EventTarget | null }) => {
      const anchor = anchorOf(event);
      if (!anchor || (event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) return;
      if (open === anchor) close();
      else clearTimeout(openTimer);
    };
    const onPointerOver = (event: PointerEvent) => {
      const anchor = anchorOf(event);
      if (anchor) arrive(anchor);
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = anchorOf(event);
      if (anchor && event.target instanceof Element && event.target.matches(":focus-visible")) arrive(anchor);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    cleanups.push(
      listen(group, "pointerover", onPointerOver),
      listen(group, "pointerout", leaving),
      listen(group, "focusin", onFocusIn),
      listen(group, "focusout", leaving),
      listen(document, "keydown", onKeyDown),
      () => {
        clearTimeout(openTimer);
        delete group.dataset.hintsEnhanced;
      },
    );
    group.dataset.hintsEnhanced = "";
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
