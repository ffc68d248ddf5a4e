import { z } from "zod";
import { isoDateSchema, pagePathSchema } from "./common.ts";
import { reservedAddress, reservedAddressMessage } from "./reserved-addresses.ts";

/**
 * Addresses that were public and are not pages any more (docs/product.md, "Site editor"). A URL that was
 * public never becomes a silent 404: a page moved to another address answers 301 there, a removed one
 * answers 410. A publish that removes a page records it under `removed` itself; an editor who wants its
 * visitors sent somewhere moves the entry to `moved` with the replacement.
 */
const addressSchema = pagePathSchema
  .refine((path) => !path.includes("#") && (path === "/" || !path.endsWith("/")), "Give a page's address without # and without a slash at the end")
  // Never an address the site itself answers (/admin, the feeds, the pages that always exist), in any spelling.
  .superRefine((path, context) => {
    const reserved = reservedAddress(path);
    if (reserved) context.addIssue({ code: "custom", message: reservedAddressMessage(path, reserved) });
  });

export const movedPageSchema = z.object({
  from: addressSchema.describe("Old address"),
  to: pagePathSchema.describe("New address (a page of this site)"),
});

export const removedPageSchema = z.object({
  path: addressSchema.describe("Address"),
  date: isoDateSchema.describe("Removed on"),
});

export const redirectsContentSchema = z
  .strictObject({
    moved: z.array(movedPageSchema).max(500).describe("Moved pages (answer 301 with the new address)"),
    removed: z.array(removedPageSchema).max(2000).describe("Removed pages (answer 410 Gone)"),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.moved.forEach((entry, index) => {
      if (entry.from === entry.to)
        context.addIssue({ code: "custom", path: ["moved", index, "to"], message: "Give a new address that differs from the old one" });
      if (seen.has(entry.from)) context.addIssue({ code: "custom", path: ["moved", index, "from"], message: "Remove one of the two entries for this address" });
      seen.add(entry.from);
    });
    value.removed.forEach((entry, index) => {
      if (seen.has(entry.path))
        context.addIssue({ code: "custom", path: ["removed", index, "path"], message: "Remove this entry: the address is already listed as moved or removed" });
      seen.add(entry.path);
    });
  });

export type RedirectsContent = z.infer<typeof redirectsContentSchema>;
