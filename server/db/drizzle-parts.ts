/**
 * The parts of Drizzle the server uses: the source of the one ES module `server/db/drizzle-bundle.ts`
 * makes of them. Never imported at run time (.dependency-cruiser.cjs): the server's code reaches Drizzle
 * through server/db/drizzle.ts, which loads that bundle. A name missing here is a type error there.
 */
export {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  min,
  ne,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
export { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
export { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
export { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
