import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverBundleEntry } from "../build/server-bundle.ts";
import { serverEnvironment, serverNodeFlags } from "./node-flags.ts";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Every line the server wrote (stdout and stderr), when started with `captureLogs`. */
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export { serverNodeFlags };

/** Starts the production server (the bundle of server/main.ts that `npm run build` makes) on a free port and waits for /healthz. */
export async function startServer(options: { dataDir?: string; env?: NodeJS.ProcessEnv; port?: number; captureLogs?: boolean } = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "vesper-script-"));
  // Under `npm test` (SERVER_LOG_DIR) a server's warnings and errors go to a file of its own, not among
  // the results: the tests provoke many on purpose, and scripts/test-all.ts counts them at the end.
  const logDir = process.env.SERVER_LOG_DIR;
  const logFile = logDir && !options.captureLogs ? fs.openSync(path.join(logDir, `server-${port}.log`), "a") : undefined;
  const child = spawn(process.execPath, [...serverNodeFlags, serverBundleEntry], {
    cwd: root,
    env: { ...process.env, ...serverEnvironment, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", options.captureLogs ? "pipe" : "ignore", options.captureLogs ? "pipe" : (logFile ?? "inherit")],
  });
  if (logFile !== undefined) fs.closeSync(logFile);
  const logs: string[] = [];
  if (options.captureLogs) {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream?.setEncoding("utf8");
      stream?.on("data", (text: string) => {
        const lines = (pending + text).split("\n");
        pending = lines.pop() ?? "";
        logs.push(...lines.filter(Boolean));
      });
    }
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become healthy within 120 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    logs,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        // Already ended (by its own exit, or by a signal: a kill -9 leaves exitCode null and signalCode set).
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
