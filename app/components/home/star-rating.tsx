import { Star } from "lucide-react";

/** Five stars, read by screen readers as one image: "Rated N out of 5". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${max}`} className="flex gap-1">
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          focusable="false"
          className={index < rating ? "size-5 fill-warn text-warn" : "size-5 text-muted"}
        />
      ))}
    </div>
  );
}
