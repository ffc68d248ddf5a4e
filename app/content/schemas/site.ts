import { z } from "zod";
import { assetPathSchema, linkSchema, text } from "./common.ts";

/** What an operator changes when deploying: brand, public URL, addresses, social links (site.ts). */
export const siteSchema = z.object({
  name: text(60),
  legalName: text(80),
  tagline: text(120),
  description: text(300),
  url: z.url({ protocol: /^https?$/ }).refine((url) => !url.endsWith("/"), "no trailing slash").describe("Public address of the site"),
  logo: z.object({ src: assetPathSchema, width: z.int().positive(), height: z.int().positive() }),
  foundedYear: z.int().min(1900).max(2100),
  copyrightYear: z.int().min(1900).max(2100),
  statusText: text(60),
  contacts: z.object({ support: z.email(), legal: z.email(), investments: z.email(), ceo: z.email(), careers: z.email() }),
  social: z.array(linkSchema.extend({ id: z.enum(["github", "linkedin", "x"]), href: z.url({ protocol: /^https$/ }) })).min(1),
  community: linkSchema,
});

/** Everything site.ts exports, as the build checks it (content-modules.ts). */
export const siteContentSchema = z.strictObject({ site: siteSchema });
