import type { LinkItem } from "./link.ts";
import type { MenuItem, SectionId } from "./schemas/navigation.ts";
/** Top navigation and footer columns (docs/product.md#header, docs/product.md#footer). */

export type { MenuItem, SectionId } from "./schemas/navigation.ts";

export const mainMenu: MenuItem[] = [
  { id: "home", label: "Home", href: "/" },
  {
    id: "company",
    label: "Company",
    href: "/about",
    submenu: [
      { label: "About Us", href: "/about" },
      { label: "Why We Exist", href: "/mission" },
      { label: "Our Story", href: "/story" },
      { label: "Meet the Founder", href: "/leadership" },
    ],
  },
  {
    id: "divisions",
    label: "Divisions",
    href: "/divisions",
    submenu: [
      { label: "All Divisions", href: "/divisions" },
      { label: "VesperGuard", href: "/divisions/vesperguard" },
      { label: "NoxGPT", href: "/divisions/noxgpt" },
      { label: "Nexus", href: "/divisions/nexus" },
      { label: "VesperGames", href: "/divisions/vespergames" },
      { label: "VesperLegal", href: "/divisions/vesperlegal" },
    ],
  },
  {
    id: "services",
    label: "Services",
    href: "/services",
    submenu: [
      { label: "All Services", href: "/services" },
      { label: "Web Development", href: "/services/web" },
      { label: "AI Solutions", href: "/services/ai" },
      { label: "Game Development", href: "/services/games" },
      { label: "Legal Services", href: "/services/legal" },
    ],
  },
  { id: "labs", label: "Labs", href: "/projects" },
  {
    id: "resources",
    label: "Resources",
    href: "/resources",
    submenu: [
      { label: "Documentation", href: "/docs" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Our Work", href: "/our-work" },
      { label: "News", href: "/news" },
    ],
  },
  { id: "join", label: "Join Us", href: "/join" },
  { id: "contact", label: "Contact", href: "/contact" },
];

export const footerColumns: { title: string; links: LinkItem[] }[] = [
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Our Mission", href: "/mission" },
      { label: "Meet the Founder", href: "/founder" },
      { label: "Our Team", href: "/team" },
      { label: "Careers", href: "/join" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Divisions",
    links: [
      { label: "VesperGuard", href: "/divisions/vesperguard" },
      { label: "NoxGPT", href: "/divisions/noxgpt" },
      { label: "Nexus", href: "/divisions/nexus" },
      { label: "VesperGames", href: "/divisions/vespergames" },
      { label: "VesperLegal", href: "/divisions/vesperlegal" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Web Development", href: "/services/web" },
      { label: "AI Solutions", href: "/services/ai" },
      { label: "Game Development", href: "/services/games" },
      { label: "Legal Services", href: "/services/legal" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
      { label: "Cookie Policy", href: "/cookies" },
      { label: "Disclaimer", href: "/disclaimer" },
      { label: "DMCA Policy", href: "/dmca" },
      { label: "Copyright", href: "/copyright" },
      { label: "Refund Policy", href: "/refunds" },
    ],
  },
];

export const footerBottomLinks: LinkItem[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Cookies", href: "/cookies" },
];
