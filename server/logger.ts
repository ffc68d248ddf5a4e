/** Structured logs: one JSON object per line on stdout (errors on stderr), easy to ship and query. */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(minimum: Level | "silent" = "info"): Logger {
  const write = (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (order[level] < order[minimum]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
    const line = JSON.stringify(entry) + "\n";
    if (level === "error" || level === "warn") process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}
