import { dropWorkerDatabases } from "./worker-postgres.ts";

// Global setup: the per-worker databases (tests/support/worker-postgres.ts) are dropped before the run,
// in case an earlier run was killed, and after it.
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropWorkerDatabases(url);
  return () => dropWorkerDatabases(url);
}
