/**
 * What may be logged about an unexpected error: the names and codes along its chain of causes and where
 * it was thrown (its stack's frames), never its message — a message can quote what someone typed (a
 * failed query repeats its parameters: a whole draft, twice). Fields of one JSON log line.
 */

export interface FaultSummary {
  /** The error's name, then its causes' ("DrizzleQueryError", "error"). */
  errors: string[];
  /** The first code along the chain: PostgreSQL's SQLSTATE ("22P05"), a system error's ("ECONNRESET"). */
  code?: string;
  /** Where it was thrown: the stack's "at …" lines, without the message the stack starts with. */
  stack: string[];
}

/** The "at …" frames of an error's stack, at most `limit`: code locations only. */
export function stackFrames(error: unknown, limit = 12): string[] {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, limit)
    .map((line) => line.trim());
}

export function faultSummary(error: unknown): FaultSummary {
  const errors: string[] = [];
  let code: string | undefined;
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    errors.push(current instanceof Error ? current.name : typeof current);
    const candidate = (current as { code?: unknown }).code;
    // A short code, never a value that could be someone's words.
    if (!code && typeof candidate === "string" && /^[A-Z0-9_]{1,40}$/i.test(candidate)) code = candidate;
  }
  return { errors, ...(code ? { code } : {}), stack: stackFrames(error) };
}
