import path from "node:path";

/** Every setting the server reads from the environment, with its default (see README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  buildDir: string;
  contactRateLimit: number;
  trustProxy: boolean | number | string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // a list of addresses or subnets, as Express accepts it
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const level = env.LOG_LEVEL ?? "info";
  if (!["debug", "info", "warn", "error", "silent"].includes(level)) throw new Error(`LOG_LEVEL "${level}" is not one of debug, info, warn, error, silent`);
  return {
    port: positiveInteger("PORT", env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || "data"),
    buildDir: path.resolve(env.BUILD_DIR || "build"),
    contactRateLimit: positiveInteger("CONTACT_RATE_LIMIT", env.CONTACT_RATE_LIMIT, 5),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: level as ServerConfig["logLevel"],
  };
}
