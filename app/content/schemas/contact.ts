import { z } from "zod";
import { callToActionSchema, iconKeySchema, pageMetaSchema, text } from "./common.ts";

/** Contact page /contact (docs/product.md#contact). */

/** A desk of the contact page; its address is the site settings' contact of the same id (site.contacts). */
export const contactChannelSchema = z.object({
  id: z.enum(["support", "legal", "investments", "ceo"]).describe("Which address of the site settings"),
  title: text(60),
  badge: text(40).optional(),
  description: text(300),
  icon: iconKeySchema,
});
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const contactInfoBlockSchema = z.object({ title: text(60), value: text(80), description: text(300), icon: iconKeySchema });
export type ContactInfoBlock = z.infer<typeof contactInfoBlockSchema>;

/** The contact page's document (app/content/contact.json); the addresses and the community link are the site settings'. */
export const contactContentSchema = z.strictObject({
  contactChannels: z.array(contactChannelSchema).min(1).max(40),
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
    label: text(60).describe("Button text; the button links to the site settings' community link"),
  }),
  contactHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  contactInfoBlocks: z.array(contactInfoBlockSchema).min(1).max(40),
  contactInfoSection: z.object({
    eyebrow: text(60),
    title: text(60),
  }),
  contactMeta: pageMetaSchema,
});
export type ContactContent = z.infer<typeof contactContentSchema>;
