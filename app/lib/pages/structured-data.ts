import type { MetaDescriptor } from "react-router";
import type { BlogPosting, BreadcrumbList, ImageObject, ListItem, NewsArticle, Organization, Person, Thing, WebSite, WithContext } from "schema-dts";
import type { BlogPost } from "../../content/blog.ts";
import type { NewsArticle as NewsArticleContent } from "../../content/news.ts";
import type { SiteSettings } from "../../content/schemas/site.ts";
import type { Crumb } from "./breadcrumbs.ts";
import { siteIdentity as site } from "./site-identity.ts";
import type { SocialCardImage } from "./social-card.ts";

/**
 * schema.org data for search engines, typed with schema-dts so that a property the type does not have
 * fails the type check. Each builder states only what the page itself shows or the site's settings hold.
 * Addresses, name and logo are the site's identity, deployment configuration (decision 014).
 */

/** "/divisions" → "https://vesper.example/divisions". */
function absolute(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

const organizationId = `${site.url}/#organization`;

function imageObject(image: { src: string; width: number; height: number }): ImageObject {
  return { "@type": "ImageObject", url: absolute(image.src), width: String(image.width), height: String(image.height) };
}

/** The company, with its logo and profiles elsewhere, from the site's settings of this render (the document "site"). */
export function organizationData(settings: SiteSettings): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: settings.name,
    legalName: settings.legalName,
    url: absolute("/"),
    logo: imageObject(settings.logo),
    slogan: settings.tagline,
    description: settings.description,
    foundingDate: String(settings.foundedYear),
    email: settings.contacts.support,
    sameAs: settings.social.map((link) => link.href),
  };
}

/**
 * The contact page's point of contact for new clients: the sales desk, reached through the inquiry form
 * (its address the default team of the site settings' inquiry routing), on the same organization.
 */
export function salesContactData(settings: SiteSettings): WithContext<Organization> {
  // The whole organization again (the same @id), so this page's node carries what search engines read.
  return Object.assign(organizationData(settings), {
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: settings.inquiryTeams?.default ?? settings.contacts.ceo,
      url: absolute("/contact#start"),
      availableLanguage: "English",
    },
  } as const);
}

/** The site itself: its name for search results. No SearchAction: the site has no search. */
export function webSiteData(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    alternateName: site.legalName,
    url: absolute("/"),
    publisher: { "@id": organizationId },
  };
}

export function breadcrumbData(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(
      (crumb, index): ListItem => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      }),
    ),
  };
}

/** Who wrote an article or post: a named person with their role, or a team writing as its division. */
function authorData(item: { author: string; authorRole: string; authorType: "Person" | "Organization" }): Person | Organization {
  return item.authorType === "Person"
    ? { "@type": "Person", name: item.author, jobTitle: item.authorRole }
    : { "@type": "Organization", name: item.author, description: item.authorRole };
}

/** The company as the publisher of its articles and posts. */
function publisherData(): Organization {
  return { "@type": "Organization", "@id": organizationId, name: site.name, url: absolute("/"), logo: imageObject(site.logo) };
}

/** A news article as its page shows it; its image is the article's social card. */
export function newsArticleData(
  article: Pick<NewsArticleContent, "title" | "excerpt" | "date" | "category" | "tags" | "author" | "authorRole" | "authorType">,
  path: string,
  card: SocialCardImage,
): WithContext<NewsArticle> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.excerpt,
    image: [imageObject(card)],
    datePublished: article.date,
    // The articles show one date and have not been revised since.
    dateModified: article.date,
    author: [authorData(article)],
    publisher: publisherData(),
    mainEntityOfPage: absolute(path),
    articleSection: article.category,
    keywords: article.tags.join(", "),
  };
}

/** A blog post as its page shows it; its image is the post's social card (a PNG of the stated size, like the news articles'). */
export function blogPostingData(
  post: Pick<BlogPost, "title" | "excerpt" | "date" | "category" | "author" | "authorRole" | "authorType">,
  path: string,
  card: SocialCardImage,
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: [imageObject(card)],
    datePublished: post.date,
    // A post shows one date and is not revised after it is published.
    dateModified: post.date,
    author: [authorData(post)],
    publisher: publisherData(),
    mainEntityOfPage: absolute(path),
    articleSection: post.category,
  };
}

/** One JSON-LD block as a React Router meta descriptor. */
export function jsonLd(data: WithContext<Thing>): MetaDescriptor {
  return { "script:ld+json": data };
}
