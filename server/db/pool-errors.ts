import type pg from "pg";
import type { Logger } from "../logger.ts";
import { databaseErrorLogFields } from "./database-error.ts";

/**
 * Every `pg` pool of the process goes through here, so that no lost connection can end it. `pg` emits
 * `'error'` on a client whose connection breaks — PostgreSQL restarted, a backend terminated, the
 * embedded database's socket cut a client off — and an `'error'` event nobody listens to is thrown as
 * an uncaught exception. The pool listens on its idle clients only; a client checked out for a
 * transaction had no listener, so one lost connection mid-transaction took the whole site down. Here
 * every client gets its listener when it connects: the loss is logged as one line (codes, no
 * messages), the query in flight fails to its caller, and the pool drops the broken client when it is
 * released (pg-pool discards a client that is no longer queryable) and opens a new one when needed.
 */
export function guardPool(pool: pg.Pool, logger: Logger, what: string): pg.Pool {
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.error(`${what}: a connection was lost; the pool opens another`, databaseErrorLogFields(error)));
  });
  // The pool passes an idle client's error on here too: the client's own listener has logged it.
  pool.on("error", () => {});
  return pool;
}
