import { z } from "zod";
import { callToActionSchema, iconKeySchema, linkSchema, pageMetaSchema, text } from "./common.ts";

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

/** A field's words on the inquiry form. */
const inquiryFieldCopySchema = z.object({ label: text(60), hint: text(200).optional(), placeholder: text(120).optional() });

/** Text that must say the promised response time: `{hours}` is filled from app/content/inquiry-promise.ts. */
const promiseText = (max: number) =>
  text(max).refine((value) => value.includes("{hours}"), "Keep {hours} in the text: it is replaced by the promised response time");

/**
 * The project inquiry form on /contact (server/inquiries/): its words, its budget ranges (the editor's:
 * an inquiry stores the range's id, and the team reads its label) and the wished starts' labels (their
 * ids are the code's, app/lib/contracts/inquiry.ts).
 */
export const contactInquirySchema = z.object({
  eyebrow: text(60),
  title: text(60),
  intro: text(300),
  promise: promiseText(160).describe("The response-time promise; {hours} is the promised number of hours"),
  fields: z.object({
    name: inquiryFieldCopySchema,
    email: inquiryFieldCopySchema,
    company: inquiryFieldCopySchema,
    topic: inquiryFieldCopySchema,
    budget: inquiryFieldCopySchema,
    wishedStart: inquiryFieldCopySchema,
    description: inquiryFieldCopySchema,
    link: inquiryFieldCopySchema,
  }),
  optionalMark: text(30).describe("Shown after an optional field's label"),
  notChosen: text(60).describe("The first, empty choice of the budget and start fields"),
  budgetRanges: z
    .array(
      z.object({
        id: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "Use lower-case letters, digits and hyphens only")
          .describe("Stored with the inquiry: keep it when relabelling"),
        label: text(60),
      }),
    )
    .min(1)
    .max(20)
    .refine((ranges) => new Set(ranges.map((range) => range.id)).size === ranges.length, "Give each range its own identifier: two ranges share one"),
  wishedStarts: z.object({ asap: text(60), "within-3-months": text(60), later: text(60) }),
  topicGroups: z.object({ services: text(40), divisions: text(40), other: text(40) }),
  privacyNote: z.object({ before: text(160), link: linkSchema, after: text(120) }),
  submit: text(60),
  pending: text(60),
  successTitle: text(60),
  successBody: promiseText(200),
  confirmationEmail: text(160).describe("{email} is the address typed"),
  sendAnother: text(60),
  failureTitle: text(60),
  failureFallback: text(160),
  correctFields: z.object({ one: text(60), other: text(60) }),
  /** Over the forms' limit, without JavaScript: {seconds} is the wait. Published versions older than it get this one. */
  waitNotice: text(200).default(
    "You have sent several forms in a short time, so this inquiry was not sent. Wait {seconds} seconds, then send it again: what you typed is still below.",
  ),
});
export type ContactInquiryCopy = z.infer<typeof contactInquirySchema>;

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
  contactInquiry: contactInquirySchema,
  contactInfoSection: z.object({
    eyebrow: text(60),
    title: text(60),
  }),
  contactMeta: pageMetaSchema,
});
export type ContactContent = z.infer<typeof contactContentSchema>;
