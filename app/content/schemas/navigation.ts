import { z } from "zod";
import { linkSchema, text } from "./common.ts";

/** Top navigation and footer columns (docs/product.md#header, docs/product.md#footer). */

export const sectionIdSchema = z.enum(["home", "company", "divisions", "services", "labs", "resources", "join", "contact", "legal"]);
export type SectionId = z.infer<typeof sectionIdSchema>;

export const menuItemSchema = linkSchema.extend({ id: sectionIdSchema, submenu: z.array(linkSchema).min(1).max(40).optional() });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** The document "navigation" (navigation.json). */
export const navigationContentSchema = z.strictObject({
  footerBottomLinks: z.array(linkSchema).min(1).max(40),
  footerColumns: z
    .array(
      z.object({
        title: text(60),
        links: z.array(linkSchema).min(1).max(40),
      }),
    )
    .min(1)
    .max(40),
  mainMenu: z.array(menuItemSchema).min(1).max(40),
});
