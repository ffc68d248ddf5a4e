import { z } from "zod";
import { callToActionSchema, hrefSchema, iconKeySchema, pageMetaSchema, text } from "./common.ts";

/** Contact page /contact (docs/product.md#contact). */

export const contactChannelSchema = z.object({
  id: z.enum(["support", "legal", "investments", "ceo"]),
  title: text(60),
  badge: text(40).optional(),
  description: text(300),
  email: z.email(),
  icon: iconKeySchema,
});
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const contactInfoBlockSchema = z.object({ title: text(60), value: text(80), description: text(300), icon: iconKeySchema });
export type ContactInfoBlock = z.infer<typeof contactInfoBlockSchema>;

/** Everything contact.ts exports, as the build checks it (content-modules.ts). */
export const contactContentSchema = z.strictObject({
  contactChannels: z.array(contactChannelSchema).min(1),
  contactChannelsSection: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
  }),
  contactClosing: callToActionSchema,
  contactCommunity: z.object({
    eyebrow: text(60),
    title: text(60),
    body: text(300),
    label: text(60),
    href: hrefSchema,
  }),
  contactHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  contactInfoBlocks: z.array(contactInfoBlockSchema).min(1),
  contactInfoSection: z.object({
    eyebrow: text(60),
    title: text(60),
  }),
  contactMeta: pageMetaSchema,
});
