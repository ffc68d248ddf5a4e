import { Badge } from "~/components/ui/badge";
import { formatReviewDate, type Testimonial } from "~/content/testimonials";
import { StarRating } from "./star-rating";

/** One client review: rating, quote, who said it, and the engagement it describes. */
export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const details = [
    { term: "Project", value: testimonial.project },
    { term: "Industry", value: testimonial.industry },
    { term: "Company size", value: testimonial.companySize },
    { term: "Location", value: testimonial.location },
  ];
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface/80 p-6 sm:p-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StarRating rating={testimonial.rating} />
        {testimonial.verified && <Badge tone="green">Verified client</Badge>}
      </div>
      <blockquote className="mt-6 text-lg leading-relaxed text-ink sm:text-xl">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-auto pt-8">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-neon to-violet font-bold text-void"
          >
            {testimonial.avatar}
          </span>
          <div>
            <p className="font-semibold text-ink">{testimonial.name}</p>
            <p className="text-sm text-muted">
              {testimonial.title}, {testimonial.company}
            </p>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-line pt-6 text-sm sm:grid-cols-5">
          {details.map((detail) => (
            <div key={detail.term}>
              <dt className="font-mono text-xs uppercase tracking-wider text-muted">{detail.term}</dt>
              <dd className="mt-1 text-ink">{detail.value}</dd>
            </div>
          ))}
          <div>
            <dt className="font-mono text-xs uppercase tracking-wider text-muted">Reviewed</dt>
            <dd className="mt-1 text-ink">
              <time dateTime={testimonial.date}>{formatReviewDate(testimonial.date)}</time>
            </dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}
