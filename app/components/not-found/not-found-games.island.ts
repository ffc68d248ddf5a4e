import type { DomIsland } from "~/islands/dom-island";
import { prefersReducedMotion } from "~/lib/browser/motion";
import type { NotFoundCopy } from "./not-found-games";
import { listen } from "~/lib/browser/listen";

/** The not-found page's timings (docs/product.md#not-found-page). */
export const notFoundTiming = {
  jokeRotateMs: 4000,
  glitchCheckMs: 200,
  glitchChance: 0.3,
  glitchRestoreMs: 100,
  jumpMs: 2000,
  destroyAfterMs: 3000,
  resetAfterMs: 5000,
} as const;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * The not-found page's games: the "404" glitches (about 30% of 200 ms checks swap one character,
 * restored 100 ms later), the joke rotates every 4 s, the aside is random per visit; "Call Death Star"
 * disables itself, obliterates the page after 3 s and resets after 5 s; "Don't Click Me!" jumps to a
 * random spot for 2 s; "Go Back" goes back in history (home when there is none). Reduced motion: no
 * glitch, no rotation, no shaking.
 */
const enhanceNotFoundGames: DomIsland = (root) => {
  const copy = JSON.parse(root.dataset.copy ?? "{}") as NotFoundCopy;
  const heading = root.querySelector<HTMLElement>("[data-nf-heading]");
  const digits = heading?.querySelector<HTMLElement>("[aria-hidden='true']");
  const status = root.querySelector<HTMLElement>("[data-nf-status]");
  const overlay = root.querySelector<HTMLElement>("[data-nf-overlay]");
  const joke = root.querySelector<HTMLElement>("[data-nf-joke]");
  const aside = root.querySelector<HTMLElement>("[data-nf-aside]");
  const button = (action: string) => root.querySelector<HTMLButtonElement>(`[data-nf-action="${action}"]`);
  const deathStar = button("death-star");
  const jump = button("jump");
  const back = button("back");
  const reduced = prefersReducedMotion();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const intervals: ReturnType<typeof setInterval>[] = [];
  let destroyed = false;

  if (aside && copy.asides.length) aside.textContent = pick(copy.asides);

  if (!reduced && digits) {
    const text = "404";
    intervals.push(
      setInterval(() => {
        if (destroyed || Math.random() >= notFoundTiming.glitchChance) return;
        const index = Math.floor(Math.random() * text.length);
        digits.textContent = text.slice(0, index) + pick([...copy.glitchCharacters]) + text.slice(index + 1);
        later(notFoundTiming.glitchRestoreMs, () => (digits.textContent = text));
      }, notFoundTiming.glitchCheckMs),
    );
  }

  if (!reduced && joke && copy.jokes.length > 1) {
    let index = 0;
    intervals.push(
      setInterval(() => {
        index = (index + 1) % copy.jokes.length;
        joke.textContent = copy.jokes[index] ?? "";
      }, notFoundTiming.jokeRotateMs),
    );
  }

  const headingChildren = heading ? Array.from(heading.childNodes) : [];
  const setAttack = (state: "idle" | "charging" | "destroyed") => {
    root.dataset.attack = state;
    destroyed = state === "destroyed";
    if (deathStar) {
      deathStar.disabled = state !== "idle";
      deathStar.textContent = state === "charging" ? "Charging laser..." : "Call Death Star";
    }
    if (status) status.textContent = destroyed ? "VAPORIZED" : "PAGE_NOT_FOUND";
    if (overlay) overlay.hidden = !destroyed;
    if (heading) {
      if (destroyed) {
        const obliterated = document.createElement("span");
        obliterated.className = "text-danger";
        obliterated.textContent = "PAGE OBLITERATED!";
        heading.replaceChildren(obliterated);
      } else {
        heading.replaceChildren(...headingChildren);
      }
    }
    root.classList.toggle("animate-glitch-shake", destroyed && !reduced);
  };

  const stops: (() => void)[] = [];
  if (deathStar)
    stops.push(
      listen(deathStar, "click", () => {
        setAttack("charging");
        later(notFoundTiming.destroyAfterMs, () => setAttack("destroyed"));
        later(notFoundTiming.resetAfterMs, () => setAttack("idle"));
      }),
    );

  if (jump)
    stops.push(
      listen(jump, "click", () => {
        const x = Math.round((Math.random() - 0.5) * Math.min(window.innerWidth * 0.6, 480));
        const y = Math.round((Math.random() - 0.5) * 240);
        jump.style.transform = `translate(${x}px, ${y}px)`;
        jump.dataset.moving = "";
        later(notFoundTiming.jumpMs, () => {
          jump.style.transform = "";
          delete jump.dataset.moving;
        });
      }),
    );

  if (back)
    stops.push(
      listen(back, "click", () => {
        if (window.history.length > 1) window.history.back();
        else window.location.assign("/");
      }),
    );

  for (const control of [deathStar, jump, back]) if (control) control.disabled = false;

  return () => {
    intervals.forEach(clearInterval);
    timers.forEach(clearTimeout);
    stops.forEach((stop) => stop());
  };
};

export default enhanceNotFoundGames;
