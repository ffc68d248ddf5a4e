import { z } from "zod";
import { text } from "./common.ts";

/** Client testimonials: the home page carousel (docs/product.md#home). */

export const ratingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).describe("Rating (1–5 stars)");
export type Rating = z.infer<typeof ratingSchema>;

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case id"),
  name: text(60),
  title: text(80),
  company: text(80),
  industry: text(60),
  rating: ratingSchema,
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "YYYY-MM")
    .describe("Month of the review (YYYY-MM)"),
  verified: z.boolean(),
  content: text(1000),
  project: text(80),
  avatar: z
    .string()
    .regex(/^[A-Z]{1,3}$/, "Give one to three capital letters, such as JD")
    .describe("Initials shown in the avatar circle"),
  companySize: text(60),
  location: text(60),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The testimonials document (app/content/testimonials.json), as the build checks it (content-modules.ts). */
export const testimonialsContentSchema = z.strictObject({
  testimonials: z.array(testimonialSchema).min(1).max(40),
});
