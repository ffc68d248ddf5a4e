import { pathToFileURL } from "node:url";
import { drizzleBundle } from "./drizzle-bundle.ts";
import type * as DrizzleParts from "./drizzle-parts.ts";

/**
 * Drizzle as the server's code uses it: the parts in drizzle-parts.ts, loaded from the one ES module
 * server/db/drizzle-bundle.ts makes of them. Drizzle's own ES module build (~150 files re-exporting each
 * other in cycles) once held ~180 MB resident; its CommonJS build cost ~20% of the applications stored
 * per second (decision 012). The server's runtime code imports Drizzle from here only
 * (.dependency-cruiser.cjs); type imports may come from "drizzle-orm".
 */
const parts = (await import(pathToFileURL(await drizzleBundle()).href)) as typeof DrizzleParts;

export const { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, isNotNull, isNull, like, lt, lte, min, ne, notInArray, or, sql } = parts;
export type { SQL, SQLWrapper } from "drizzle-orm";
export const { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } = parts;
export const { drizzleNodePg, migrateNodePg } = parts;
