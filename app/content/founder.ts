/** The founder and CEO (spec §2 Founder pages). Shown on /founder (canonical) and /leadership, and on /team. */

export interface Portrait {
  /** Path of a local image in public/ (no image service). */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface FounderProfile {
  name: string;
  title: string;
  /** One sentence used wherever the founder is introduced briefly (team page, meta description). */
  summary: string;
  portrait: Portrait;
}

export const founder: FounderProfile = {
  name: "Elias Vance",
  title: "Founder & Chief Executive Officer",
  summary:
    "Elias Vance founded Vesper in 2025 after years of shipping AI systems, security tooling and full-stack products for clients who needed them to work the first time.",
  portrait: {
    src: "/images/founder-portrait.svg",
    alt: "Illustrated portrait of Elias Vance, founder and CEO of Vesper",
    width: 480,
    height: 560,
  },
};
