/**
 * The legal policies are documents "legal/<name>" (legal/<name>.json, docs/product.md#legal-pages), one
 * shape for all seven (../schemas/legal.ts). What each must keep saying is checked by
 * tests/unit/content-legal.test.ts: the cookie policy stays true to what the site stores (nothing for
 * visitors; the team's session cookie under /admin), the privacy policy's retention table states the
 * periods of ../retention.ts (docs/product.md#retention), the refund policy every figure of
 * docs/product.md#refund-figures, the DMCA policy notice, counter-notice and the designated agent.
 */
export type {
  IpItem,
  LegalBlock,
  LegalDocument,
  LegalIpItems,
  LegalLink,
  LegalList,
  LegalNotes,
  LegalSection,
  LegalTable,
  LegalText,
} from "../schemas/legal.ts";
