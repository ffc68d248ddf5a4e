import { z } from "zod";
import { divisionIds } from "../divisions.ts";
import { serviceSlugs } from "../services.ts";
import { assetPathSchema, linkSchema, text } from "./common.ts";

/** A profile of the company elsewhere, shown in the footer and named in the structured data. */
export const socialLinkSchema = linkSchema.extend({ id: z.enum(["github", "linkedin", "x"]), href: z.url({ protocol: /^https$/ }) });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** One optional address per key: the team that receives the inquiries about it. */
const teamAddresses = <K extends string>(keys: readonly K[], what: string) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.email().optional().describe(`Receives the inquiries about this ${what}; empty: the default team`)])) as Record<
      K,
      z.ZodOptional<z.ZodEmail>
    >,
  );

/**
 * Where project inquiries from /contact are mailed (server/inquiries/routing.ts): each service's and
 * division's team address, or the default team's; SALES_EMAIL, when set, overrides them all.
 */
export const inquiryTeamsSchema = z.object({
  default: z.email().describe("Receives every inquiry whose service or division names no address of its own"),
  services: teamAddresses(serviceSlugs, "service"),
  divisions: teamAddresses(divisionIds, "division"),
});
export type InquiryTeams = z.infer<typeof inquiryTeamsSchema>;

/**
 * The site's settings (site.json): its identity (name, url, legalName, logo, foundedYear: deployment
 * configuration, decision 014) and its editorial parts (tagline, description, addresses, links, status).
 * `logo` is the site's mark (public/favicon.svg) drawn at build time; `contacts.careers` is where
 * applications from /join are mailed unless HIRING_EMAIL says otherwise (docs/configuration.md, "Mail").
 */
export const siteSchema = z.object({
  name: text(60),
  legalName: text(80),
  tagline: text(120),
  description: text(300),
  url: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !url.endsWith("/"), "Remove the slash at the end of the address")
    .describe("Public address of the site"),
  logo: z.object({ src: assetPathSchema, width: z.int().positive(), height: z.int().positive() }),
  foundedYear: z.int().min(1900).max(2100),
  copyrightYear: z.int().min(1900).max(2100),
  statusText: text(60),
  contacts: z.object({ support: z.email(), legal: z.email(), investments: z.email(), ceo: z.email(), careers: z.email() }),
  social: z.array(socialLinkSchema).min(1).max(40),
  community: linkSchema,
  /**
   * The company's time zone (an IANA name): scheduled publishing reads the times editors type in it
   * (app/lib/contracts/zoned-time.ts). Versions published before it existed read as Europe/Berlin.
   */
  timeZone: z
    .string()
    .refine((name) => {
      try {
        return name.trim() !== "" && new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone !== "";
      } catch {
        return false;
      }
    }, "not a time zone: use an IANA name such as Europe/Berlin, America/New_York or UTC")
    .default("Europe/Berlin")
    .describe("Time zone of scheduled publishing"),
  /** Versions published before it existed route every inquiry to contacts.ceo (server/inquiries/routing.ts). */
  inquiryTeams: inquiryTeamsSchema.optional().describe("Who receives project inquiries"),
});

export type SiteSettings = z.infer<typeof siteSchema>;

/** The document "site" (site.json). */
export const siteContentSchema = z.strictObject({ site: siteSchema });
