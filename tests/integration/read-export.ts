import type { Db } from "../../server/db/database.ts";
import { readExportPages } from "../../server/admin/inbox.ts";
import type { ExportedApplication } from "../../server/export/application-records.ts";
import { defaultInboxSort, type InboxFilter, type InboxSort } from "../../app/lib/contracts/inbox-filter.ts";

/** A whole export at once, for the tests' assertions: the server only ever streams readExportPages. */
export async function readForExport(db: Db, filter: InboxFilter, sort: InboxSort = defaultInboxSort): Promise<ExportedApplication[]> {
  const rows: ExportedApplication[] = [];
  for await (const page of readExportPages(db, filter, sort)) rows.push(...page);
  return rows;
}
