import type { ResourceCard, ResourceColor, ResourceQuickLink } from "./schemas/resources.ts";

/** The resources hub /resources (docs/product.md#resources). */

export type { ResourceCard, ResourceColor, ResourceQuickLink } from "./schemas/resources.ts";

export const resourcesMeta = {
  title: "Resources",
  description:
    "Vesper resources: documentation for client teams, case studies of our work across nine divisions, and the blog with research and field notes.",
  path: "/resources",
};

export const resourcesHero = {
  eyebrow: "Resources",
  title: "Resources",
  lead:
    "Everything we publish in one place: the documentation behind our engagements, the case studies that show how they end, and the blog where our divisions write about what they are learning.",
};

export const resourcesSection = {
  eyebrow: "Knowledge hub",
  title: "Explore Our Resources",
  intro: "Three ways in, depending on whether you are evaluating us, working with us or keeping up with the field.",
};

export const resourceCards: ResourceCard[] = [
  {
    title: "Documentation",
    description:
      "Guides to the Vesper platform: how engagements are set up, the security standards behind every project and the resources your developers get.",
    link: "/docs",
    linkLabel: "Browse Documentation",
    items: ["Getting started and setup", "Security guidelines and compliance", "Developer resources and SDKs"],
    color: "cyan",
    icon: "book",
  },
  {
    title: "Case Studies",
    description:
      "Real engagements from start to finish: the challenge each client brought, how our divisions solved it and the results it produced.",
    link: "/case-studies",
    linkLabel: "Read Case Studies",
    items: ["The challenge in the client's terms", "The solution and the divisions behind it", "Measured, key results"],
    color: "violet",
    icon: "trophy",
  },
  {
    title: "Blog",
    description:
      "Field notes from our divisions on cybersecurity, AI research, game development, legal tech and DevOps, written by the people doing the work.",
    link: "/blog",
    linkLabel: "Visit the Blog",
    items: ["Cybersecurity and AI research", "Game development and legal tech", "DevOps practice"],
    color: "pink",
    icon: "newspaper",
  },
];

export const resourcesQuickAccess = {
  eyebrow: "Shortcuts",
  title: "Quick Access",
  links: [
    {
      title: "Documentation",
      description: "Jump straight to the platform overview, security guidelines and developer resources.",
      link: "/docs",
      icon: "book",
    },
    {
      title: "Contact",
      description: "Need something we have not published? Ask our team; we usually reply within 24 hours.",
      link: "/contact",
      icon: "mail",
    },
  ] satisfies ResourceQuickLink[],
};
