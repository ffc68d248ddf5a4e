import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState, type FocusEvent } from "react";
import type { Testimonial } from "~/content/testimonials";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";
import { TestimonialSlide } from "./testimonial-slide";

const controlClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink transition-colors hover:border-neon/60 hover:text-neon-strong disabled:cursor-default";

/**
 * The testimonials carousel (spec §4, WAI-ARIA APG carousel pattern). Previous and next wrap
 * around, each dot jumps to its review, and the reviews advance every `intervalMs` while nobody
 * hovers or focuses the carousel and it has not been paused. Visitors who prefer reduced motion
 * start paused. Automatic changes are not announced (aria-live off); changes the visitor makes are.
 * Every review sits in the same grid cell, so the box keeps the tallest review's height and
 * nothing below it moves when the review changes. Controls work once the script has loaded.
 */
export function TestimonialsCarousel({
  testimonials,
  intervalMs,
  label,
}: {
  testimonials: readonly Testimonial[];
  intervalMs: number;
  label: string;
}) {
  const count = testimonials.length;
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  // null until the visitor presses Pause or Play: then their choice wins over the default.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);


  const playing = pausedByVisitor === null ? !reducedMotion : !pausedByVisitor;
  const rotating = hydrated && playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, intervalMs, count]);

  const goTo = (index: number) => setCurrent(((index % count) + count) % count);
  const live = rotating ? "off" : "polite";

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <button
          type="button"
          className={controlClasses}
          disabled={!hydrated}
          aria-label={playing ? "Pause testimonials" : "Play testimonials"}
          onClick={() => setPausedByVisitor(playing)}
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          <span>{playing ? "Pause" : "Play"}</span>
        </button>
        <p aria-live={live} aria-atomic="true" className="font-mono text-sm text-muted">
          Review {current + 1} of {count}
        </p>
      </div>

      <div aria-live={live} className="grid">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            id={`testimonial-${testimonial.id}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 ${
              index === current ? "visible opacity-100" : "invisible opacity-0"
            }`}
          >
            <TestimonialSlide testimonial={testimonial} />
          </div>
        ))}
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClasses}
          disabled={!hydrated}
          aria-label="Previous review"
          onClick={() => goTo(current - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                disabled={!hydrated}
                aria-label={`Show review ${index + 1}`}
                aria-current={index === current ? "true" : undefined}
                aria-controls={`testimonial-${testimonial.id}`}
                onClick={() => goTo(index)}
                className="group inline-flex size-7 items-center justify-center rounded-full disabled:cursor-default"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full transition-colors ${
                    index === current ? "bg-neon-strong" : "border border-muted bg-transparent group-hover:border-neon-strong"
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={controlClasses}
          disabled={!hydrated}
          aria-label="Next review"
          onClick={() => goTo(current + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
