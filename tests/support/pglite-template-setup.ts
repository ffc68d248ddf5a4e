import { ensurePgliteTemplate } from "../../server/db/pglite-template.ts";

// Integration tests open many fresh embedded databases: each starts from the one empty copy made here
// (server/db/pglite-template.ts) instead of running initdb of its own.
export default async function setup() {
  await ensurePgliteTemplate();
}
