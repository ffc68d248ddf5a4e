/** Five stars, read by screen readers as one image: "Rated N out of 5". Each star is a masked box (app.css). */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${max}`} className="flex gap-1">
      {Array.from({ length: max }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? "star size-5 bg-warn" : "star star-empty size-5 bg-muted"} />
      ))}
    </div>
  );
}
