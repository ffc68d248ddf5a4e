import type { DocumentGroup } from "../../content/documents.ts";
import type { JsonSchema } from "../editor/document-form.ts";
import type { SearchPreview } from "../editor/search-preview.ts";

/**
 * The contract between the site editor's pages (app/routes/admin/content*.tsx) and the server
 * (server/content/): what a signed-in editor can read and do with the site's content documents.
 * Handed to the routes through the request context, like the inbox's services (admin-services.ts).
 */

export interface DocumentSummary {
  id: string;
  /** The document's address under /admin/content ("legal/privacy" → "legal-privacy"). */
  slug: string;
  title: string;
  group: DocumentGroup;
  /** 0: the content shipped with the site, never published from the editor. */
  version: number;
  publishedAt: string | null;
  publishedBy: string | null;
  draft: { updatedBy: string; updatedAt: string } | null;
}

/** What the editor had open, posted back with every save and publish. */
export interface OpenedState {
  revision: number;
  version: number;
}

export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

export interface OpenDocument extends DocumentSummary {
  schema: JsonSchema;
  /** The draft's data where there is a draft (one that can be shown), else the published data. */
  data: unknown;
  opened: OpenedState;
  /**
   * Why the stored draft cannot be shown in the form (nested too deep, too big, not a document at all),
   * when so: the form then shows the published data, and the draft can still be discarded or saved over.
   */
  unreadableDraft?: string;
  /** The draft's problems against the schema (a draft may be saved unfinished; it cannot be published so). */
  problems: FieldProblem[];
  /** The pages that show this document with its draft in place (a new article's page too), in the site's order: the preview's list. */
  pages: string[];
  /** How those pages look in search results with the form's data (or, when it does not parse, the published data). */
  searchPreviews: SearchPreview[];
  /** Of those, the ones the draft's change shows on, the most particular first (app/lib/pages/document-pages.ts): the preview opens on the first. */
  changedPages: string[];
  /** Of those, the ones the published site does not have yet. */
  newPages: string[];
}

export interface VersionSummary {
  version: number;
  author: string;
  createdAt: string;
  summary: string;
  source: string;
}

export interface VersionComparison {
  version: VersionSummary;
  /** The published version it is compared with. */
  current: number;
  changes: { field: string; before: string; after: string }[];
}

/** A publish scheduled for later (decision 016), waiting, or failed at its time. */
export interface ScheduledPublishSummary {
  id: number;
  documentId: string;
  /** An item's schedule (decision 043): the item's key. */
  item: string | null;
  slug: string;
  title: string;
  /** When it publishes (ISO 8601), and the same in the company's time zone for people. */
  runAt: string;
  runAtLocal: string;
  scheduledBy: string;
  scheduledAt: string;
  status: "pending" | "failed";
  error: string | null;
}

export type ContentOutcome = { ok: true; message: string } | { ok: false; message: string; problems?: FieldProblem[]; conflict?: boolean };

export interface ContentServices extends ItemServices {
  list(): Promise<DocumentSummary[]>;
  open(slug: string): Promise<OpenDocument | null>;
  /** Saves a draft: nothing public changes. */
  save(slug: string, data: unknown, opened: OpenedState): Promise<ContentOutcome>;
  /** What would stop `data` from being published, as the form shows it after a save (nothing is stored). */
  problemsOf(slug: string, data: unknown): FieldProblem[];
  /** Validates, renders every page through the build's pipeline, stores a version and serves the new pages; or changes nothing. */
  publish(slug: string, data: unknown, opened: OpenedState): Promise<ContentOutcome>;
  discard(slug: string, opened: OpenedState): Promise<ContentOutcome>;
  versions(slug: string): Promise<VersionSummary[]>;
  compare(slug: string, version: number): Promise<VersionComparison | null>;
  /** An earlier version's data as the draft, or published at once. */
  restore(slug: string, version: number, publishNow: boolean, opened: OpenedState): Promise<ContentOutcome>;
  /** The company's time zone, in which scheduled times are typed and shown. */
  timeZone(): string;
  /**
   * Schedules `data` (validated now) to be published at `localTime` ("2026-03-29T09:00", a wall-clock
   * time in the company's time zone); refused with its problems when invalid, or when the time is past.
   */
  schedule(slug: string, data: unknown, localTime: string): Promise<ContentOutcome>;
  /** What is scheduled: of one document, or of all. */
  scheduled(slug?: string): Promise<ScheduledPublishSummary[]>;
  cancelScheduled(id: number): Promise<ContentOutcome>;
}

/** "legal/privacy" → "legal-privacy": a document's address in the editor. */
export function documentSlug(id: string): string {
  return id.replace(/\//g, "-");
}

/** One item of a collection as its list shows it (decision 043). */
export interface ItemSummary {
  key: string;
  title: string;
  /** On the public site now; false for a new item that has only a draft. */
  published: boolean;
  draft: { updatedBy: string; updatedAt: string } | null;
  /** When a scheduled publish of it is waiting: when, in the company's time zone. */
  scheduledFor: string | null;
  /** Its last published change (none: as shipped with the site). */
  lastChange: { by: string; at: string } | null;
}

export interface CollectionList {
  slug: string;
  title: string;
  itemName: string;
  keyLabel: string;
  keyHelp: string;
  /** The document holding the page-wide copy and the items, for its own form. */
  documentSlug: string;
  documentTitle: string;
  items: ItemSummary[];
}

export interface OpenItem {
  collection: string;
  collectionTitle: string;
  /** The address of the document the item is in, for its preview and scheduled publishes. */
  documentSlug: string;
  itemName: string;
  key: string;
  title: string;
  schema: JsonSchema;
  /** The item's draft where it has one, else its published value. */
  data: unknown;
  /** Its draft's revision (0: none) and the document's published version when opened. */
  opened: OpenedState;
  published: boolean;
  draft: { updatedBy: string; updatedAt: string } | null;
  problems: FieldProblem[];
  /** The pages of its document, with this item as it is here: what the preview beside its form may show. */
  pages: string[];
  /** The pages this item shows on, the most particular first: the preview opens on the first. */
  changedPages: string[];
}

/** A published version of the document in which this item changed. */
export interface ItemVersion {
  version: number;
  author: string;
  createdAt: string;
  summary: string;
  /** False when that version removed the item. */
  present: boolean;
}

/** The site editor's services for one item of a collection (server/content/item-services.ts). */
export interface ItemServices {
  items(collection: string, filter?: string): Promise<CollectionList | null>;
  openItem(collection: string, key: string): Promise<OpenItem | null>;
  /** Starts a new item's draft with empty fields; its key is made of what was typed. */
  addItem(collection: string, typed: string): Promise<ContentOutcome & { key?: string }>;
  saveItem(collection: string, key: string, data: unknown, opened: OpenedState): Promise<ContentOutcome>;
  /** What would stop this item from being published, at its own fields (nothing is stored). */
  itemProblemsOf(collection: string, key: string, data: unknown): FieldProblem[];
  /** Publishes this item into the document as published now: other items' drafts stay drafts. */
  publishItem(collection: string, key: string, data: unknown, opened: OpenedState): Promise<ContentOutcome>;
  discardItem(collection: string, key: string, opened: OpenedState): Promise<ContentOutcome>;
  /** Takes the item off the site (a publish of its document without it). */
  removeItem(collection: string, key: string, opened: OpenedState): Promise<ContentOutcome>;
  itemVersions(collection: string, key: string): Promise<ItemVersion[]>;
  restoreItem(collection: string, key: string, version: number, publishNow: boolean, opened: OpenedState): Promise<ContentOutcome>;
  scheduleItem(collection: string, key: string, data: unknown, localTime: string): Promise<ContentOutcome>;
}
