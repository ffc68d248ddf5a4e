import pg from "pg";

/**
 * Vitest runs test files two at a time. Files that use the test PostgreSQL (TEST_DATABASE_URL) empty its
 * tables between tests, so each worker gets a database of its own on that server: `<name>_w<pool id>`,
 * made by the worker's first file and dropped before and after the run (the global setup).
 */
const suffix = "_w";

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const baseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops every worker database of this server (the global setup, before and after a run). */
export async function dropWorkerDatabases(url: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [baseName(url) + suffix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quote(datname)} with (force)`);
  });
}

/**
 * Setup file: points TEST_DATABASE_URL at this worker's database, made on the worker's first file and
 * emptied before each later one. A file empties the tables its own tests use, not what an earlier file
 * on the same worker left: sign-in-limits.test.ts's posts stayed in `rate_limit_counters` and held back
 * team-roles.test.ts's sign-ins when the two met on one worker within a minute.
 */
export async function useWorkerDatabase(url: string, poolId: string): Promise<string> {
  const name = `${baseName(url)}${suffix}${poolId}`;
  const existed = await onServer(url, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${quote(name)}`);
    return Boolean(rowCount);
  });
  const workerUrl = withDatabase(url, name);
  if (existed) await emptyTables(workerUrl);
  return workerUrl;
}

/** Every table of the public schema emptied; the schema and the migration journal (schema drizzle) kept. */
export async function emptyTables(url: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ name: string }>("select quote_ident(tablename) as name from pg_tables where schemaname = 'public'");
    if (rows.length) await client.query(`truncate table ${rows.map((row) => row.name).join(", ")} restart identity cascade`);
  });
}

/**
 * A new, empty database `<name>_<label>` on the test server, for one test that must not meet what others
 * left (an end-to-end server's outbox would send every message still waiting there); `drop` removes it.
 */
export async function freshDatabase(url: string, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${baseName(url)}_${label}`;
  const drop = () => onServer(url, async (client) => void (await client.query(`drop database if exists ${quote(name)} with (force)`)));
  await drop();
  await onServer(url, (client) => client.query(`create database ${quote(name)}`));
  return { url: withDatabase(url, name), drop };
}
