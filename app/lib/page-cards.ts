import { aboutMeta } from "../content/about.ts";
import { blogPage } from "../content/blog.ts";
import { caseStudiesMeta } from "../content/case-studies.ts";
import { contactMeta } from "../content/contact.ts";
import { divisionsPage, findDivision } from "../content/divisions.ts";
import { docsMeta, docsPages, isDocsSlug } from "../content/docs.ts";
import { founder, founderMeta } from "../content/founder.ts";
import { joinMeta } from "../content/join.ts";
import { labsMeta } from "../content/labs.ts";
import { cookiePolicy } from "../content/legal/cookies.ts";
import { copyrightPolicy } from "../content/legal/copyright.ts";
import { disclaimer } from "../content/legal/disclaimer.ts";
import { dmcaPolicy } from "../content/legal/dmca.ts";
import { privacyPolicy } from "../content/legal/privacy.ts";
import { refundPolicy } from "../content/legal/refunds.ts";
import { termsOfService } from "../content/legal/terms.ts";
import type { LegalDocument } from "../content/legal/types.ts";
import { missionMeta } from "../content/mission.ts";
import { footerColumns, mainMenu, type SectionId } from "../content/navigation.ts";
import { findArticle, formatNewsDate, newsPage } from "../content/news.ts";
import { workMeta } from "../content/our-work.ts";
import { resourcesMeta } from "../content/resources.ts";
import type { GradientAccent, HueAccent } from "../content/schemas/accent.ts";
import { isServiceSlug, serviceDetails, servicesPage } from "../content/services.ts";
import { storyMeta } from "../content/story.ts";
import { teamMeta } from "../content/team.ts";
import { siteCardImage, siteCardText, socialCardAlt, socialCardSize, socialCardSrc, type SocialCardImage } from "./social-card.ts";

/**
 * The one mapping from a page to its social card: what the card shows (section, title, subtitle, the
 * accent colours of its division or of the brand) and where its PNG lives. Route loaders pass a page's
 * card to `meta()` (og:image and its alt text); scripts/build/social-cards.ts draws every card from the
 * same data at build time. Loader and build only: it reads the whole content (decision 005).
 */
export interface PageCard {
  /** Canonical path of the page. */
  path: string;
  /** Drawn above the title: the page's section of the site, or its parent page. */
  section?: string;
  /** Drawn large: the page's own name. */
  title: string;
  /** Drawn under the title where the page has a short line of its own (a division's subtitle, a date). */
  subtitle?: string;
  /** Tailwind palette stops of the card's accent gradient, e.g. ["cyan-400", "blue-500"]. */
  accent: readonly [string, string];
  image: SocialCardImage;
}

/** The brand's gradient: the theme's neon and pulse colours (app/app.css) as Tailwind palette stops. */
export const brandAccent = ["cyan-300", "fuchsia-400"] as const;

/**
 * The content's accents (app/content/schemas/accent.ts) as the card's two Tailwind palette stops: the
 * same colours the pages draw (app/components/ui/accent.ts); a service's hue runs light to deep.
 */
export const accentStops = {
  gradient: {
    cyan: ["cyan-400", "blue-500"],
    indigo: ["sky-400", "indigo-500"],
    sky: ["sky-400", "violet-500"],
    violet: ["violet-400", "indigo-500"],
    purple: ["violet-400", "fuchsia-500"],
    fuchsia: ["fuchsia-400", "purple-600"],
    pink: ["pink-400", "rose-500"],
    amber: ["amber-300", "orange-500"],
    yellow: ["yellow-300", "emerald-500"],
    emerald: ["emerald-400", "cyan-500"],
    slate: ["slate-300", "blue-400"],
  } satisfies Record<GradientAccent, readonly [string, string]>,
  hue: {
    sky: ["sky-300", "sky-500"],
    violet: ["violet-300", "violet-500"],
    fuchsia: ["fuchsia-300", "fuchsia-500"],
    rose: ["rose-300", "rose-500"],
    amber: ["amber-300", "amber-500"],
    emerald: ["emerald-300", "emerald-500"],
  } satisfies Record<HueAccent, readonly [string, string]>,
} as const;

/** The name the top menu gives a section ("Company", "Resources"); legal pages sit in the footer's Legal column. */
function sectionLabel(id: SectionId): string {
  if (id === "legal") return footerColumns.find((column) => column.links.some((link) => link.href === "/privacy"))?.title ?? "Legal";
  const item = mainMenu.find((entry) => entry.id === id);
  if (!item) throw new Error(`no menu item for section "${id}"`);
  return item.label;
}

interface CardText {
  section?: string;
  title: string;
  subtitle?: string;
  accent?: readonly [string, string];
}

function card(path: string, { section, title, subtitle, accent = brandAccent }: CardText): PageCard {
  const text = { section, title, subtitle };
  return {
    path,
    ...(section ? { section } : {}),
    title,
    ...(subtitle ? { subtitle } : {}),
    accent,
    image: { src: socialCardSrc(path), alt: socialCardAlt(text), ...socialCardSize },
  };
}

function legalCard(document: LegalDocument): PageCard {
  return card(document.path, {
    section: sectionLabel("legal"),
    title: document.title,
    subtitle: document.lastUpdated ? `Last updated ${document.lastUpdated.label}` : undefined,
  });
}

/** Pages with a path of their own and no parameter. /leadership shows the founder page: it shares /founder's card. */
const staticCards: Record<string, () => PageCard> = {
  "/about": () => card("/about", { section: sectionLabel("company"), title: aboutMeta.title }),
  "/mission": () => card("/mission", { section: sectionLabel("company"), title: missionMeta.title }),
  "/story": () => card("/story", { section: sectionLabel("company"), title: storyMeta.title }),
  "/founder": () => card("/founder", { section: sectionLabel("company"), title: founderMeta.title, subtitle: `${founder.name}, ${founder.title}` }),
  "/team": () => card("/team", { section: sectionLabel("company"), title: teamMeta.title }),
  "/divisions": () => card("/divisions", { section: sectionLabel("divisions"), title: divisionsPage.meta.title, subtitle: divisionsPage.eyebrow }),
  "/services": () => card("/services", { section: sectionLabel("services"), title: servicesPage.meta.title }),
  "/projects": () => card("/projects", { section: sectionLabel("labs"), title: labsMeta.title }),
  "/join": () => card("/join", { section: sectionLabel("join"), title: joinMeta.title }),
  "/contact": () => card("/contact", { section: sectionLabel("contact"), title: contactMeta.title }),
  "/resources": () => card("/resources", { section: sectionLabel("resources"), title: resourcesMeta.title }),
  "/docs": () => card("/docs", { section: sectionLabel("resources"), title: docsMeta.title }),
  "/case-studies": () => card("/case-studies", { section: sectionLabel("resources"), title: caseStudiesMeta.title }),
  "/blog": () => card("/blog", { section: sectionLabel("resources"), title: blogPage.meta.title, subtitle: blogPage.hero.title }),
  "/our-work": () => card("/our-work", { section: sectionLabel("resources"), title: workMeta.title }),
  "/news": () => card("/news", { section: sectionLabel("resources"), title: newsPage.meta.title, subtitle: newsPage.hero.lead }),
  "/privacy": () => legalCard(privacyPolicy),
  "/terms": () => legalCard(termsOfService),
  "/cookies": () => legalCard(cookiePolicy),
  "/dmca": () => legalCard(dmcaPolicy),
  "/copyright": () => legalCard(copyrightPolicy),
  "/refunds": () => legalCard(refundPolicy),
  "/disclaimer": () => legalCard(disclaimer),
};

/** The home page's card is the brand's own. */
export const siteCard: PageCard = { path: "/", ...siteCardText, accent: brandAccent, image: siteCardImage };

/** The pages whose card another page shows: the founder page is also served at /leadership. */
const sharedCards: Record<string, string> = { "/leadership": "/founder" };

/** The card of a page, by its canonical (lower-case) path. Throws for a path that is not a page. */
export function pageCard(path: string): PageCard {
  if (path === "/") return siteCard;
  const own = sharedCards[path] ?? path;
  const staticCard = staticCards[own];
  if (staticCard) return staticCard();

  const [, area, id = ""] = own.split("/");
  if (area === "divisions") {
    const division = findDivision(id);
    if (division) {
      return card(own, { section: sectionLabel("divisions"), title: division.name, subtitle: division.subtitle, accent: accentStops.gradient[division.accent] });
    }
  }
  if (area === "services" && isServiceSlug(id)) {
    const service = serviceDetails[id];
    return card(own, { section: sectionLabel("services"), title: service.title, subtitle: service.subtitle, accent: accentStops.hue[service.accent] });
  }
  if (area === "docs" && isDocsSlug(id)) {
    const page = docsPages[id];
    return card(own, { section: docsMeta.title, title: page.title, subtitle: page.category });
  }
  if (area === "news") {
    const article = findArticle(id);
    if (article) {
      return card(own, {
        section: `${newsPage.meta.title} · ${article.category}`,
        title: article.title,
        subtitle: `${formatNewsDate(article.date)} · ${article.author}`,
      });
    }
  }
  throw new Error(`no social card for "${path}": add the page to app/lib/page-cards.ts`);
}
