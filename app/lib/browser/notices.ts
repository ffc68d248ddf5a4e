/**
 * Notices (docs/product.md#notices), in the browser without React: one visible at a time (a new one replaces the
 * old), each leaves after 5 s unless the pointer or keyboard focus is in the notice area, a swipe to the
 * right past 50 px or the close button dismisses it, and each is announced once through a live region.
 * The area itself is server HTML (components/layout/notice-area.tsx).
 */
import { listen } from "./listen.ts";

export interface Notice {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
}

export const noticeDurationMs = 5000;
export const swipeThresholdPx = 50;

const variantClasses: Record<NonNullable<Notice["variant"]>, string> = {
  default: "border-line bg-surface-2",
  success: "border-ok/60 bg-surface-2",
  destructive: "border-danger bg-red-950",
};

const closeIcon =
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="size-4"><path d="M18 6 6 18M6 6l12 12"/></svg>';

let dismissCurrent: (() => void) | undefined;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows a notice in the notice area, replacing the one on screen. */
export function notify(notice: Notice): void {
  const list = document.querySelector<HTMLElement>("[data-notice-list]");
  const area = list?.closest<HTMLElement>("section");
  if (!list || !area) return;
  dismissCurrent?.();
  const variant = notice.variant ?? "default";

  const item = element(
    "li",
    `notice pointer-events-auto relative flex w-full touch-pan-y select-none items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/60 ${variantClasses[variant]}`,
  );
  item.dataset.variant = variant;
  const text = element("div", "grid gap-1");
  text.append(element("p", "font-semibold text-ink", notice.title));
  if (notice.description) text.append(element("p", "text-sm text-ink/85", notice.description));
  const close = element("button", "absolute right-2 top-2 flex size-8 items-center justify-center rounded-md text-ink/70 hover:bg-white/10 hover:text-ink");
  close.type = "button";
  close.setAttribute("aria-label", "Dismiss notification");
  close.innerHTML = closeIcon;
  item.append(text, close);
  list.append(item);

  const announcer = document.querySelector(`[data-notice-announce="${variant === "destructive" ? "assertive" : "polite"}"]`);
  if (announcer) announcer.textContent = [notice.title, notice.description].filter(Boolean).join(". ");

  // The timer runs only while nobody is reading: pointer and focus outside the area, page visible.
  let remaining = noticeDurationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const paused = () => item.matches(":hover") || area.contains(document.activeElement) || document.visibilityState === "hidden";
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining -= Date.now() - startedAt;
  };
  const resume = () => {
    if (timer !== undefined || paused()) return;
    startedAt = Date.now();
    timer = setTimeout(dismiss, Math.max(0, remaining));
  };
  const onLeave = () => setTimeout(resume, 0);

  // Swipe right to dismiss.
  let swipeStart: number | undefined;
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest("button"))) return;
    swipeStart = event.clientX;
    item.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart === undefined) return;
    const dx = Math.max(0, event.clientX - swipeStart);
    item.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart === undefined) return;
    const dx = event.clientX - swipeStart;
    swipeStart = undefined;
    if (dx > swipeThresholdPx) dismiss();
    else item.style.transform = "";
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") dismiss();
  };

  // Listeners on the item go with it; those on the area and the document are removed on dismissal.
  const stops: (() => void)[] = [];
  function dismiss() {
    if (dismissCurrent !== dismiss) return;
    dismissCurrent = undefined;
    clearTimeout(timer);
    stops.forEach((stop) => stop());
    const hadFocus = item.contains(document.activeElement);
    item.remove();
    if (hadFocus) list?.focus();
  }
  const onVisibility = () => (document.visibilityState === "hidden" ? pause() : resume());

  close.addEventListener("click", dismiss);
  item.addEventListener("pointerdown", onPointerDown);
  item.addEventListener("pointermove", onPointerMove);
  item.addEventListener("pointerup", onPointerUp);
  item.addEventListener("pointercancel", onPointerUp);
  item.addEventListener("keydown", onKeyDown);
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", onLeave);
  stops.push(listen(area, "focusin", pause), listen(area, "focusout", onLeave), listen(document, "visibilitychange", onVisibility));
  dismissCurrent = dismiss;
  resume();
}

/** Removes the notice on screen, if any. */
export function dismissNotice(): void {
  dismissCurrent?.();
}
