/**
 * What may be logged about a failed query: PostgreSQL's SQLSTATE code and the names of the objects
 * involved. Drizzle's own message repeats the query with every parameter — an applicant's name,
 * e-mail and message — so it never reaches a log.
 */
export interface DatabaseErrorSummary {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function summarizeDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  // Drizzle wraps the driver's error as `cause`; both drivers' errors carry the server's fields.
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) {
      const name = (value: unknown) => (typeof value === "string" ? value : undefined);
      return { code: fields.code, constraint: name(fields.constraint), table: name(fields.table), column: name(fields.column) };
    }
  }
  return undefined;
}

/**
 * Log fields for an error on the way to the database: the SQLSTATE summary when there is one,
 * otherwise the names and system codes of the errors in the chain (ECONNREFUSED…), never messages.
 */
export function databaseErrorLogFields(error: unknown): Record<string, unknown> {
  const database = summarizeDatabaseError(error);
  if (database) return { database };
  const chain: string[] = [];
  let code: string | undefined;
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    chain.push(current instanceof Error ? current.name : typeof current);
    const candidate = (current as { code?: unknown }).code;
    if (!code && typeof candidate === "string") code = candidate;
  }
  return { errors: chain, ...(code ? { code } : {}) };
}
