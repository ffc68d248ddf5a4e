import siteSettings from "./site.json" with { type: "json" };
import type { LinkItem } from "./link.ts";
import type { ContactChannel, ContactInfoBlock } from "./schemas/contact.ts";

const { site } = siteSettings;

/** Copy of the contact page /contact (docs/product.md#contact). Addresses and the chat URL come from site.ts. */

export type { ContactChannel, ContactInfoBlock } from "./schemas/contact.ts";

export const contactMeta = {
  title: "Contact",
  description:
    "Contact Vesper: 24/7 support, legal, investments or the CEO directly by email, plus our community chat. We usually reply within 24 hours.",
  path: "/contact",
};

export const contactHero = {
  eyebrow: "Contact",
  title: "Get in Touch",
  lead:
    "A project to start, a takedown that cannot wait, a contract to review or an investment to discuss: write to the right desk and a person who can act on it will answer.",
};

export const contactChannelsSection = {
  eyebrow: "Direct lines",
  title: "Choose Your Channel",
  intro: "Four addresses, each read by the team that handles it. Write to the one that fits, and nothing gets lost in a shared inbox.",
};

export const contactChannels: ContactChannel[] = [
  {
    id: "support",
    title: "Support",
    badge: "24/7",
    description: "Help with a live project, a security concern or an urgent takedown. Critical issues are handled around the clock.",
    email: site.contacts.support,
    icon: "headphones",
  },
  {
    id: "legal",
    title: "Legal",
    description: "Contracts, intellectual property, DMCA notices and compliance questions for VesperLegal and VesperGuard.",
    email: site.contacts.legal,
    icon: "scale",
  },
  {
    id: "investments",
    title: "Investments",
    description: "Funding proposals, partnerships and portfolio enquiries for Vesper Holdings, our investment arm.",
    email: site.contacts.investments,
    icon: "trending-up",
  },
  {
    id: "ceo",
    title: "CEO Direct",
    description: "Strategic partnerships, press and anything that needs the founder's attention. Read personally.",
    email: site.contacts.ceo,
    icon: "crown",
  },
];

export const contactCommunity = {
  eyebrow: "Community",
  title: "Join the Conversation",
  body:
    "Meet the team, follow what the divisions are building and talk with other developers, players and founders in our community chat, run by VComm.",
  label: `Join our ${site.community.label}`,
  href: site.community.href,
};

export const contactInfoSection = {
  eyebrow: "What to expect",
  title: "How We Respond",
};

export const contactInfoBlocks: ContactInfoBlock[] = [
  {
    title: "Response Time",
    value: "Usually within 24 hours",
    description: "Every message is read by a person, and most get an answer the same day.",
    icon: "clock",
  },
  {
    title: "24/7 Support",
    value: "For critical issues",
    description: "Outages, security incidents and urgent takedowns reach an engineer at any hour.",
    icon: "shield",
  },
  {
    title: "Global Reach",
    value: "Every time zone",
    description: "We work remotely with teams in every time zone, with operations running around the clock.",
    icon: "globe",
  },
];

export const contactClosing = {
  title: "Looking for Something Else?",
  body:
    "See what we offer, what the Labs are building, or come and build it with us. Applications to join the team go through the form on our Join page, not by email.",
  actions: [
    { label: "Explore Services", href: "/services" },
    { label: "See the Labs", href: "/projects" },
    { label: "Join the Team", href: "/join" },
  ] satisfies LinkItem[],
};
