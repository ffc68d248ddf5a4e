/** The shapes of the legal documents: the schemas in ../schemas/legal.ts. */
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
