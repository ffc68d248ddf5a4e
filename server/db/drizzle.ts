import type * as DrizzleOrm from "drizzle-orm";
import type * as NodePostgres from "drizzle-orm/node-postgres";
import type * as NodePostgresMigrator from "drizzle-orm/node-postgres/migrator";
import type * as PgCore from "drizzle-orm/pg-core";
import { createRequire } from "node:module";

/**
 * Drizzle, loaded as CommonJS. Its ES module build is some 150 files that re-export each other
 * (`export *` in cycles); linking that graph made V8 allocate about 250 MB, of which some 180 MB stay
 * resident for the life of the process, where the CommonJS build of the same code costs 25 MB (measured
 * with Node 24.21: `node -e "import('drizzle-orm/pg-core')"` against `require`). The server's runtime code
 * imports Drizzle from here only (.dependency-cruiser.cjs); type imports may come from "drizzle-orm".
 */
const require = createRequire(import.meta.url);
const orm = require("drizzle-orm") as typeof DrizzleOrm;
const pgCore = require("drizzle-orm/pg-core") as typeof PgCore;

export const { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, isNotNull, isNull, like, lt, lte, min, ne, notInArray, or, sql } = orm;
export type { SQL, SQLWrapper } from "drizzle-orm";
export const { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } = pgCore;
export const { drizzle: drizzleNodePg } = require("drizzle-orm/node-postgres") as typeof NodePostgres;
export const { migrate: migrateNodePg } = require("drizzle-orm/node-postgres/migrator") as typeof NodePostgresMigrator;
