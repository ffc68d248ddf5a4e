import type { z } from "zod";
import type { ContactChannel, ContactContent } from "./schemas/contact.ts";
import type { siteSchema } from "./schemas/site.ts";
import { mailto } from "./site.ts";

/**
 * The contact page /contact (docs/product.md#contact): its words are the contact document,
 * app/content/contact.json. Its addresses and the community link are the site settings' (site.contacts,
 * site.community), stored there once.
 */

export type { ContactChannel, ContactContent, ContactInfoBlock, ContactInquiryCopy } from "./schemas/contact.ts";

type SiteSettings = Pick<z.output<typeof siteSchema>, "contacts" | "community">;

/** A desk with its address and the address's mailto link. */
export interface AddressedContactChannel {
  channel: ContactChannel & { email: string };
  href: string;
}

/** The desks, each with the site settings' address of the same id. */
export function contactChannelsOf(contact: ContactContent, site: SiteSettings): AddressedContactChannel[] {
  return contact.contactChannels.map((channel) => {
    const email = site.contacts[channel.id];
    return { channel: { ...channel, email }, href: mailto(email) };
  });
}

/** The community band, its button linking to the site settings' community link. */
export function contactCommunityOf(contact: ContactContent, site: SiteSettings) {
  return { ...contact.contactCommunity, href: site.community.href };
}
