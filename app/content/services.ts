import type { IconKey } from "./icons.ts";

/** Services (spec §3, §9). Summary cards on /services, detail pages on /services/{slug}. */

export const serviceSlugs = ["web", "games", "ai", "dmca", "legal", "business"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

export interface ServiceSummary {
  slug: ServiceSlug;
  icon: IconKey;
  title: string;
  subtitle: string;
  description: string;
  features: [string, string, string, string];
  color: string;
  bgColor: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface ServiceDetail {
  title: string;
  subtitle: string;
  description: string;
  heroDescription: string;
  features: string[];
  technologies: string[];
  process: ProcessStep[];
  pricing?: string;
  timeline: string;
  color: string;
  bgColor: string;
}
