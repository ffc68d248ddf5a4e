import { useWorkerDatabase } from "./worker-postgres.ts";

// Setup file, before each test file: TEST_DATABASE_URL names this worker's own database. The server's
// URL is kept aside once, since a worker runs many files in one process.
const serverUrl = (process.env.VESPER_TEST_SERVER_URL ??= process.env.TEST_DATABASE_URL ?? "");
if (serverUrl) process.env.TEST_DATABASE_URL = await useWorkerDatabase(serverUrl, process.env.VITEST_POOL_ID ?? "1");
