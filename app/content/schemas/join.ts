import { z } from "zod";
import { callToActionSchema, iconKeySchema, linkSchema, pageMetaSchema, text } from "./common.ts";

/** Join page /join and its application form (docs/product.md#join). */

export const joinFormFieldSchema = z.object({
  name: z.enum(["name", "email", "discord", "division", "portfolio", "message"]),
  label: text(60),
  control: z.enum(["text", "email", "url", "select", "textarea"]),
  required: z.boolean().optional(),
  hint: text(200).optional(),
  placeholder: text(120).optional(),
  autoComplete: text(40).optional(),
  wide: z.boolean().optional().describe("Spans the whole row on wider screens"),
});
export type JoinFormField = z.infer<typeof joinFormFieldSchema>;

/** The join document (app/content/join.json), as the build checks it (content-modules.ts). */
export const joinContentSchema = z.strictObject({
  joinBenefits: z
    .array(
      z.object({
        icon: iconKeySchema,
        title: text(60),
        description: text(300),
      }),
    )
    .min(1)
    .max(40),
  joinClosing: callToActionSchema,
  joinForm: z.object({
    title: text(60),
    intro: text(300),
    submit: text(60),
    pending: text(60),
    successTitle: text(60),
    successBody: text(120),
    confirmationEmail: text(120),
    applyAgain: text(60),
    failureTitle: text(60),
    failureFallback: text(120),
    privacyNote: z.object({
      before: text(120),
      link: linkSchema,
      after: text(60),
    }),
    requiredNote: z.object({
      before: text(60),
      mark: text(60),
      after: text(60),
    }),
    correctFields: z.object({
      one: text(60),
      other: text(60),
    }),
    /** Over the applications' limit, without JavaScript: {seconds} is the wait. Published versions older than it get this one. */
    waitNotice: text(200).default(
      "You have sent several applications in a short time, so this one was not sent. Wait {seconds} seconds, then send it again: what you typed is still below.",
    ),
  }),
  joinFormFields: z.array(joinFormFieldSchema).min(1).max(40),
  joinHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  joinMeta: pageMetaSchema,
  joinShortcuts: z.object({
    label: text(60),
    links: z.array(linkSchema).min(1).max(40),
  }),
  lookingFor: z
    .array(
      z.object({
        title: text(60),
        description: text(300),
      }),
    )
    .min(1)
    .max(40),
});

/** The application form's words: its title, buttons, notices and messages. */
export type JoinFormCopy = z.infer<typeof joinContentSchema>["joinForm"];
