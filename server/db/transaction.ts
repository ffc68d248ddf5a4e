import type { Db } from "./database.ts";

/** A Drizzle transaction on either driver: what a write that must commit with another one takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
