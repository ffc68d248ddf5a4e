import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { islandAttributes } from "~/islands/dom-island";
import { TestimonialSlide } from "./testimonial-slide";

const controlClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink transition-colors hover:border-neon/60 hover:text-neon-strong disabled:cursor-default";

/**
 * The testimonials carousel (docs/product.md#home, WAI-ARIA APG carousel pattern), server HTML that
 * `testimonials-carousel.island.ts` brings to life: previous and next wrap around, each dot jumps to
 * its review, and the reviews advance every `intervalMs` while nobody hovers or focuses the carousel
 * and it has not been paused. Every review sits in the same grid cell, so the box keeps the tallest
 * review's height and nothing below it moves when the review changes. The controls need JavaScript:
 * they are disabled until the island runs.
 */
export function TestimonialsCarousel({ testimonials, intervalMs, label }: { testimonials: readonly Testimonial[]; intervalMs: number; label: string }) {
  const count = testimonials.length;
  return (
    <section aria-roledescription="carousel" aria-label={label} {...islandAttributes("testimonials-carousel", "visible")} data-interval-ms={intervalMs}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <button type="button" className={controlClasses} disabled data-carousel-play="" data-playing="" aria-label="Pause testimonials">
          <Pause aria-hidden="true" className="when-playing size-4" />
          <Play aria-hidden="true" className="when-paused size-4" />
          <span className="when-playing">Pause</span>
          <span className="when-paused">Play</span>
        </button>
        <p aria-live="off" aria-atomic="true" data-carousel-status="" className="font-mono text-sm text-muted">
          Review 1 of {count}
        </p>
      </div>

      <div aria-live="off" data-carousel-slides="" className="grid">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            id={`testimonial-${testimonial.id}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-slide=""
            data-current={index === 0 ? "" : undefined}
            className="invisible opacity-0 transition-[opacity,visibility] duration-500 [grid-area:1/1] data-current:visible data-current:opacity-100"
          >
            <TestimonialSlide testimonial={testimonial} />
          </div>
        ))}
      </div>

      {/* Eight dots of 24 px (WCAG 2.2's minimum target) between the two buttons fit one line at 390 px; on a
          narrower screen the next button wraps below, never a dot. */}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
        <button type="button" className={controlClasses} disabled data-carousel-step="-1" aria-label="Previous review">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ul className="flex flex-nowrap items-center justify-center gap-0.5">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                disabled
                data-carousel-dot={index}
                aria-label={`Show review ${index + 1}`}
                aria-current={index === 0 ? "true" : undefined}
                aria-controls={`testimonial-${testimonial.id}`}
                className="group inline-flex size-6 items-center justify-center rounded-full disabled:cursor-default"
              >
                <span
                  aria-hidden="true"
                  className="block size-2.5 rounded-full border border-muted bg-transparent transition-colors group-hover:border-neon-strong group-aria-current:border-neon-strong group-aria-current:bg-neon-strong"
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={controlClasses} disabled data-carousel-step="1" aria-label="Next review">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
