import { useWorkerDatabase } from "./worker-postgres.ts";

// Setup file, before each test file: TEST_DATABASE_URL names this worker's own database. The server's
// URL is kept aside first, so a process that runs a second file does not derive from the derived one.
process.env.VESPER_TEST_SERVER_URL ??= process.env.TEST_DATABASE_URL ?? "";
const serverUrl = process.env.VESPER_TEST_SERVER_URL;
if (serverUrl) process.env.TEST_DATABASE_URL = await useWorkerDatabase(serverUrl, process.env.VITEST_POOL_ID ?? "1");
