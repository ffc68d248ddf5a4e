import { z } from "zod";

/** Everything newsletter-mail.ts exports, as the build checks it (content-modules.ts): the confirmation e-mail's words. */
export const newsletterMailContentSchema = z.strictObject({
  newsletterConfirmationMail: z.strictObject({
    subject: z.string().trim().min(1).max(200),
    intro: z.string().trim().min(1),
    action: z.string().trim().min(1),
    expiry: z.string().trim().min(1).includes("{expiresAt}"),
    notYou: z.string().trim().min(1).includes("{privacyUrl}"),
    signOff: z.string().trim().min(1),
  }),
});
