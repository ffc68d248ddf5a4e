/**
 * Durability check (a script, not a timed test): sends applications to the production server,
 * kills it with SIGKILL right after the acknowledgements, restarts it on the same data, and counts
 * the rows. Every acknowledged (201) submission must survive. Prints the figures.
 *
 *   npm run build && npm run durability [-- --rounds 5 --per-round 20]
 * With DATABASE_URL set it runs against that PostgreSQL instead of PGlite.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { like } from "drizzle-orm";
import { openDatabase } from "../server/db/database.ts";
import { contactSubmissions } from "../server/db/schema.ts";
import { createLogger } from "../server/logger.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" }, "per-round": { type: "string", default: "20" } } });
const rounds = Number(values.rounds);
const perRound = Number(values["per-round"]);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-durability-"));
const runId = Date.now().toString(36);
const acknowledged = new Set<number>();
let lost = 0;

function application(round: number, i: number) {
  return {
    name: `Durability ${runId} ${round}-${i}`,
    email: `durability+${round}-${i}@example.com`,
    discord: "",
    division: "general",
    portfolio: "",
    message: "A durability probe: this row must survive a kill -9.",
  };
}

/** Reads the rows back straight from the database the killed server was writing to. */
async function countOurRows(): Promise<Set<number>> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, logger: createLogger("silent") });
  try {
    const rows = await database.db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(like(contactSubmissions.name, `Durability ${runId} %`));
    return new Set(rows.map((row) => row.id));
  } finally {
    await database.close();
  }
}

console.log(`durability: ${rounds} rounds × ${perRound} concurrent submissions, kill -9 after the last acknowledgement`);
console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`}`);
const started = Date.now();
for (let round = 1; round <= rounds; round++) {
  const server = await startServer({ dataDir, env: { CONTACT_RATE_LIMIT: "100000" } });
  const answers = await Promise.all(
    Array.from({ length: perRound }, (_, i) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `durability-${runId}-${round}-${i}` },
        body: JSON.stringify(application(round, i)),
      }),
    ),
  );
  let roundAcks = 0;
  for (const res of answers) {
    if (res.status === 201) {
      acknowledged.add(((await res.json()) as { id: number }).id);
      roundAcks++;
    } else {
      console.log(`  round ${round}: unexpected status ${res.status}`);
    }
  }
  await server.stop("SIGKILL");
  // A SIGKILLed server leaves its lock behind; the next start takes over a lock whose process is gone.
  const stored = await countOurRows();
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  lost = missing.length;
  console.log(`  round ${round}: ${roundAcks}/${perRound} acknowledged, killed, ${stored.size} rows found, ${missing.length} acknowledged rows missing`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nacknowledged ${acknowledged.size}, lost ${lost}, in ${seconds} s`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(lost === 0 ? 0 : 1);
