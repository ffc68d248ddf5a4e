/**
 * The shape every legal document shares (/privacy, /terms, /cookies, /dmca, /copyright, /refunds,
 * /disclaimer). Plain serialisable data: the route's loader returns one document and
 * components/legal/legal-document.tsx renders it.
 */

/** A link inside running text: an internal path from allPagePaths, or a mailto: address from site.ts. */
export interface LegalLink {
  label: string;
  href: string;
}

/** Running text: a plain string, or pieces of text and links read in order. */
export type LegalText = string | (string | LegalLink)[];

export interface LegalList {
  kind: "list";
  /** Numbered when the order matters (steps, elements of a notice). */
  ordered?: boolean;
  items: LegalText[];
}

export interface LegalTable {
  kind: "table";
  caption: string;
  /** Column headings; the first column of each row is that row's header. */
  columns: string[];
  rows: string[][];
}

/** Titled points inside a section, each rendered as an h3 and its text. */
export interface LegalNotes {
  kind: "notes";
  items: { title: string; content: string }[];
}

/** One entry of the intellectual-property inventory on /copyright. */
export interface IpItem {
  name: string;
  description: string;
  year: string;
  registration: string;
}

export interface LegalIpItems {
  kind: "ip-items";
  items: IpItem[];
}

/** A paragraph (a string or text with links), a list, a table, titled notes or IP items. */
export type LegalBlock = LegalText | LegalList | LegalTable | LegalNotes | LegalIpItems;

export interface LegalSection {
  /** Fragment id, unique within the document: /privacy#your-rights. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** Canonical path of the page. */
  path: string;
  title: string;
  /** One-sentence summary: the meta description. */
  description: string;
  /** Where the policy has one (docs/product.md#legal-pages): the ISO date for <time dateTime> and the date as shown. */
  lastUpdated?: { iso: string; label: string };
  /** Short lead paragraph under the title. */
  summary: string;
  sections: LegalSection[];
}
