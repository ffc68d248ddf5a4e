import fs from "node:fs";
import { STATUS_CODES, type OutgoingHttpHeaders, type Server, type ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../logger.ts";

/**
 * How many connections the server holds open, and for how long a client may take to send its request.
 * Without bounds, about 20,000 idle connections used up the process's file descriptors and /healthz
 * and applications failed until they were released; slow headers were dropped only after ~74 s.
 */
export interface ConnectionLimits {
  /** Open connections in all. */
  total: number;
  /** Open connections from one client address (a trusted proxy's own address is not limited). */
  perAddress: number;
}

/** Timeouts for `http.createServer`: a request's headers within 10 s, the whole request within 30 s, checked every second. */
export const connectionTimeouts: Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "connectionsCheckingInterval" | "keepAliveTimeout"> = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 5_000,
};

export const defaultPerAddressConnections = 64;

/** The soft limit of open files of this process (Linux), if it can be read. */
export function openFileLimit(): number | undefined {
  try {
    const line = fs
      .readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((row) => row.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    const value = Number(soft);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Half the file descriptors, at most 10,000: the other half stays for the database's files, the
 * socket of the CLIs, SMTP and the build's files, so the cap is reached long before the process
 * runs out of descriptors.
 */
export function defaultTotalConnections(fileLimit = openFileLimit()): number {
  return Math.max(64, Math.min(10_000, Math.floor((fileLimit ?? 2048) / 2)));
}

/** One raw HTTP/1.1 answer, for refusals made before (or without) a request object: they carry the security headers too. */
export function rawAnswer(status: number, headers: OutgoingHttpHeaders, message: string): string {
  const body = `${message}\n`;
  const all: OutgoingHttpHeaders = {
    ...headers,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    connection: "close",
    "content-length": String(Buffer.byteLength(body)),
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

interface Tracked {
  address: string;
  /** Requests being answered on this connection. */
  busy: number;
}

/**
 * Caps connections per client address and in all. At a cap, the connection that has been idle longest
 * in the same group (no request in flight: a keep-alive between requests, or one that never sent a
 * complete request) is closed to make room, so a flood of idle connections can never lock out a new
 * visitor, /healthz or the form: that is the reserve. Only when every connection of the group is busy
 * answering is the new one refused, with a 503.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  options: { fixedHeaders: OutgoingHttpHeaders; isTrustedProxy?: (address: string) => boolean; logger?: Logger },
): { open(): number } {
  const tracked = new Map<Socket, Tracked>();
  /** Idle connections, oldest first (a Set keeps insertion order; re-adding moves one to the end). */
  const idle = new Set<Socket>();
  const idleByAddress = new Map<string, Set<Socket>>();
  const countByAddress = new Map<string, number>();
  let refusedSince = 0;
  let lastReport = 0;

  const markIdle = (socket: Socket, state: Tracked) => {
    idle.delete(socket);
    idle.add(socket);
    let group = idleByAddress.get(state.address);
    if (!group) {
      group = new Set();
      idleByAddress.set(state.address, group);
    }
    group.delete(socket);
    group.add(socket);
  };
  const markBusy = (socket: Socket, state: Tracked) => {
    idle.delete(socket);
    idleByAddress.get(state.address)?.delete(socket);
  };
  const forget = (socket: Socket) => {
    const state = tracked.get(socket);
    if (!state) return;
    tracked.delete(socket);
    markBusy(socket, state);
    if (idleByAddress.get(state.address)?.size === 0) idleByAddress.delete(state.address);
    const left = (countByAddress.get(state.address) ?? 1) - 1;
    if (left > 0) countByAddress.set(state.address, left);
    else countByAddress.delete(state.address);
  };
  /** Closes the oldest idle connection of a group; false when every one of them is busy. */
  const evictOldest = (group: Set<Socket> | undefined): boolean => {
    const oldest = group?.values().next().value;
    if (!oldest) return false;
    forget(oldest);
    oldest.destroy();
    return true;
  };
  const report = () => {
    // One line at most every 10 s, with a count: a flood must not flood the log too.
    const now = Date.now();
    if (now - lastReport < 10_000) return;
    options.logger?.warn("connection limit reached: new connections refused while every connection is busy", { refused: refusedSince, limits });
    lastReport = now;
    refusedSince = 0;
  };

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const limited = !options.isTrustedProxy?.(address);
    if (limited && (countByAddress.get(address) ?? 0) >= limits.perAddress && !evictOldest(idleByAddress.get(address))) {
      refusedSince++;
      report();
      socket.end(rawAnswer(503, { ...options.fixedHeaders, "retry-after": "5" }, "Too many connections from your address. Try again in a few seconds."));
      socket.destroySoon();
      return;
    }
    if (tracked.size >= limits.total && !evictOldest(idle)) {
      refusedSince++;
      report();
      socket.end(rawAnswer(503, { ...options.fixedHeaders, "retry-after": "5" }, "The server is busy. Try again in a few seconds."));
      socket.destroySoon();
      return;
    }
    const state: Tracked = { address, busy: 0 };
    tracked.set(socket, state);
    countByAddress.set(address, (countByAddress.get(address) ?? 0) + 1);
    markIdle(socket, state);
    socket.once("close", () => forget(socket));
  });

  server.on("request", (req, res) => {
    const socket = req.socket;
    const state = tracked.get(socket);
    if (!state) return;
    state.busy++;
    markBusy(socket, state);
    res.once("close", () => {
      state.busy--;
      if (state.busy === 0 && tracked.has(socket)) markIdle(socket, state);
    });
  });

  return { open: () => tracked.size };
}

/**
 * Answers what Node's HTTP parser refuses (malformed request 400, headers too large 431, too slow 408)
 * with the same security headers as every other answer, instead of Node's bare status line.
 */
export function answerClientErrors(server: Server, fixedHeaders: OutgoingHttpHeaders): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    // A response already begun on this connection cannot be followed by another status line.
    if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const message =
      status === 431 ? "The request's headers are too large." : status === 408 ? "The request took too long to arrive." : "The request could not be read.";
    socket.end(rawAnswer(status, fixedHeaders, message));
  });
}
