/** Documentation landing pages (spec §2 "Docs sub-pages"). */

export const docsSlugs = [
  "platform-overview",
  "setup",
  "configuration",
  "tutorial",
  "encryption",
  "access-control",
  "incident-response",
  "compliance",
  "dev-getting-started",
  "sdk",
  "examples",
  "integrations",
] as const;
export type DocsSlug = (typeof docsSlugs)[number];

export function isDocsSlug(value: string): value is DocsSlug {
  return (docsSlugs as readonly string[]).includes(value);
}
