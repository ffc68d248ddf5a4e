/**
 * Everything an operator changes when deploying: brand, public URL, addresses, social links.
 * The values below are placeholders on reserved example domains; replace them in this one file.
 */
export const site = {
  name: "Vesper",
  legalName: "Vesper Group",
  tagline: "Building the Future of Tech. One Division at a Time.",
  description:
    "Vesper is a technology group of nine specialised divisions: cybersecurity and takedowns, AI research and language models, games, legal operations, business management, investment and community.",
  url: "https://vesper.example",
  /** The logo search engines show for the company: the site's mark (public/favicon.svg) drawn at build time. */
  logo: { src: "/social/logo.png", width: 512, height: 512 },
  foundedYear: 2025,
  copyrightYear: 2025,
  statusText: "All Systems Operational",
  contacts: {
    support: "support@vesper.example",
    legal: "legal@vesper.example",
    investments: "investments@vesper.example",
    ceo: "ceo@vesper.example",
    /** Where applications from /join are mailed unless HIRING_EMAIL says otherwise (README "Configuration"). */
    careers: "careers@vesper.example",
  },
  social: [
    { id: "github", label: "GitHub", href: "https://github.com/vesper-example" },
    { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/vesper-example" },
    { id: "x", label: "X (Twitter)", href: "https://x.com/vesper_example" },
  ],
  community: { label: "Discord community", href: "https://discord.gg/vesper-example" },
} as const;

export type SocialLink = (typeof site.social)[number];

export function mailto(address: string): string {
  return `mailto:${address}`;
}
