import type { DomIsland } from "~/islands/dom-island";
import { listen } from "~/lib/browser/listen";

/** The header turns more opaque after 100 px of scroll; a submenu closes 150 ms after the pointer leaves. */
export const scrolledThreshold = 100;
export const closeDelayMs = 150;

/**
 * The header's behaviour on top of its server HTML (APG "disclosure navigation" pattern):
 * - `data-scrolled` once the page is scrolled past 100 px;
 * - each submenu button toggles `aria-expanded`; hovering opens it at once, leaving closes it after
 *   150 ms unless the pointer comes back; one submenu at a time; Escape closes and returns focus to
 *   its button; focus or a press outside the menu closes it;
 * - the mobile <details> menu closes when a link is chosen, on Escape, and when the page comes back
 *   from the back/forward cache.
 */
const enhanceHeader: DomIsland = (header) => {
  const cleanups: (() => void)[] = [];
  const on = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions) => {
    cleanups.push(listen(target, type, handler, options));
  };

  // Scrolled state, at most once per frame.
  // biome-ignore lint/correctness/noUnusedVariables: read by `||=` below (a frame already asked for is not asked again).
  let frame = 0;
  const updateScrolled = () => {
    frame = 0;
    header.toggleAttribute("data-scrolled", window.scrollY > scrolledThreshold);
  };
  // First read in a frame, not now: reading scrollY here would force the page's first layout into this task.
  frame = requestAnimationFrame(updateScrolled);
  on(
    window,
    "scroll",
    () => {
      frame ||= requestAnimationFrame(updateScrolled);
    },
    { passive: true },
  );

  // Desktop submenus.
  const nav = header.querySelector<HTMLElement>(".site-nav");
  if (nav) {
    const items = Array.from(nav.querySelectorAll<HTMLElement>("[data-nav-item]"));
    const triggerOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>(".nav-trigger");
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    let openedByHover = false;
    const cancelClose = () => {
      clearTimeout(closeTimer);
      closeTimer = undefined;
    };
    const openItem = () => items.find((item) => triggerOf(item)?.getAttribute("aria-expanded") === "true");
    const setOpen = (target: HTMLElement | undefined) => {
      cancelClose();
      for (const item of items) triggerOf(item)?.setAttribute("aria-expanded", String(item === target));
    };

    for (const item of items) {
      const trigger = triggerOf(item);
      if (!trigger) continue;
      trigger.setAttribute("aria-expanded", "false");
      on<PointerEvent>(item, "pointerenter", (event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (openItem() !== item) {
          openedByHover = true;
          setOpen(item);
        }
      });
      on<PointerEvent>(item, "pointerleave", (event) => {
        if (event.pointerType !== "mouse" || openItem() !== item) return;
        cancelClose();
        closeTimer = setTimeout(() => setOpen(undefined), closeDelayMs);
      });
      on<MouseEvent>(trigger, "click", (event) => {
        const isOpen = openItem() === item;
        // A mouse click on a submenu the pointer just opened keeps it open instead of closing it.
        if (isOpen && openedByHover && event.detail > 0) {
          openedByHover = false;
          return;
        }
        openedByHover = false;
        setOpen(isOpen ? undefined : item);
      });
    }

    on<KeyboardEvent>(nav, "keydown", (event) => {
      if (event.key !== "Escape") return;
      const item = openItem();
      if (!item) return;
      setOpen(undefined);
      triggerOf(item)?.focus();
    });
    on<FocusEvent>(nav, "focusout", (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !nav.contains(next)) setOpen(undefined);
    });
    on<PointerEvent>(document, "pointerdown", (event) => {
      if (event.target instanceof Node && !nav.contains(event.target)) setOpen(undefined);
    });
    cleanups.push(cancelClose);
    nav.dataset.enhanced = "";
  }

  // Mobile menu.
  const mobile = header.querySelector<HTMLDetailsElement>("details.mobile-menu");
  if (mobile) {
    const summary = mobile.querySelector("summary");
    on<MouseEvent>(mobile, "click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) mobile.open = false;
    });
    on<KeyboardEvent>(mobile, "keydown", (event) => {
      if (event.key === "Escape" && mobile.open) {
        mobile.open = false;
        summary?.focus();
      }
    });
    on(window, "pageshow", () => {
      mobile.open = false;
    });
  }

  return () => cleanups.forEach((cleanup) => cleanup());
};

export default enhanceHeader;
