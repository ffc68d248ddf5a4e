import type { DomIsland } from "~/islands/dom-island";
import { listen } from "~/lib/browser/listen";

/**
 * The carousel's behaviour on its server HTML (testimonials-carousel.tsx). Visitors who prefer reduced
 * motion start paused; their Play still starts it. Automatic changes are not announced (aria-live
 * off); changes the visitor makes are.
 */
const enhanceTestimonialsCarousel: DomIsland = (root) => {
  const slides = Array.from(root.querySelectorAll<HTMLElement>("[data-slide]"));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]"));
  const steps = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-carousel-step]"));
  const play = root.querySelector<HTMLButtonElement>("[data-carousel-play]");
  const status = root.querySelector<HTMLElement>("[data-carousel-status]");
  const liveRegion = root.querySelector<HTMLElement>("[data-carousel-slides]");
  const intervalMs = Number(root.dataset.intervalMs ?? 5000);
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const count = slides.length;
  if (count === 0) return;

  let current = 0;
  // null until the visitor presses Pause or Play: then their choice wins over the motion preference.
  let pausedByVisitor: boolean | null = null;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const playing = () => (pausedByVisitor === null ? !reducedMotion.matches : !pausedByVisitor);
  const rotating = () => playing() && !hovered && !focused;

  const render = () => {
    slides.forEach((slide, index) => slide.toggleAttribute("data-current", index === current));
    dots.forEach((dot, index) => {
      if (index === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (status) status.textContent = `Review ${current + 1} of ${count}`;
    const live = rotating() ? "off" : "polite";
    status?.setAttribute("aria-live", live);
    liveRegion?.setAttribute("aria-live", live);
    if (play) {
      play.toggleAttribute("data-playing", playing());
      play.setAttribute("aria-label", playing() ? "Pause testimonials" : "Play testimonials");
    }
    clearTimeout(timer);
    timer = rotating() ? setTimeout(() => goTo(current + 1), intervalMs) : undefined;
  };
  const goTo = (index: number) => {
    current = ((index % count) + count) % count;
    render();
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !root.contains(button)) return;
    if (button === play) {
      pausedByVisitor = playing();
      render();
    } else if (button.dataset.carouselStep) goTo(current + Number(button.dataset.carouselStep));
    else if (button.dataset.carouselDot) goTo(Number(button.dataset.carouselDot));
  };
  const onEnter = () => {
    hovered = true;
    render();
  };
  const onLeave = () => {
    hovered = false;
    render();
  };
  const onFocusIn = () => {
    focused = true;
    render();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    render();
  };

  const stops = [
    listen(root, "click", onClick),
    listen(root, "mouseenter", onEnter),
    listen(root, "mouseleave", onLeave),
    listen(root, "focusin", onFocusIn),
    listen(root, "focusout", onFocusOut),
    listen(reducedMotion, "change", render),
  ];
  for (const button of [play, ...steps, ...dots]) if (button) button.disabled = false;
  focused = root.contains(document.activeElement);
  render();

  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
};

export default enhanceTestimonialsCarousel;
