/**
 * Client testimonials shown in the home page carousel: the testimonials document,
 * app/content/testimonials.json. The number and ratings are product figures
 * (tests/unit/product-conformance.test.ts).
 */

export type { Rating, Testimonial } from "./schemas/testimonials.ts";

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "2025-09" → "September 2025". Pure, so the server and the browser print the same text. */
export function formatReviewDate(date: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(date);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Invalid review date: ${date}`);
  return `${month} ${match[1]}`;
}
