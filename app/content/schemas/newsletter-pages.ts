import { z } from "zod";

const state = z.strictObject({ title: z.string().trim().min(1).max(120), body: z.string().trim().min(1) });

/** One link page: the button that does the work, the state after it, and the way back. */
const linkPage = (path: string) =>
  z.strictObject({
    path: z.literal(path),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(200),
    lead: z.string().trim().min(1),
    button: z.string().trim().min(1).max(40),
    done: state,
    invalid: state,
    back: z.strictObject({ label: z.string().trim().min(1), href: z.string().startsWith("/") }),
  });

/** Everything newsletter-pages.ts exports, as the build checks it (content-modules.ts): the confirm and unsubscribe pages' words. */
export const newsletterPagesContentSchema = z.strictObject({
  newsletterPages: z.strictObject({ confirm: linkPage("/newsletter/confirm"), unsubscribe: linkPage("/newsletter/unsubscribe") }),
});
