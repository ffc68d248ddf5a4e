import type { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * Serves the embedded database over the PostgreSQL wire protocol on a Unix socket in DATA_DIR, so the
 * operator CLIs (`npm run applications`, `npm run admin`) and `psql -h <DATA_DIR>` work while the server
 * runs. The file is named as PostgreSQL names its sockets (`.s.PGSQL.5432`), so any client that takes
 * a socket directory as its host finds it.
 *
 * PGlite is one database session. Each client gets that session to itself for one whole exchange:
 * from its first message until PGlite is ready for a query again outside a transaction (after a
 * simple Query or an extended protocol Sync). While it holds the session, it also holds PGlite's own
 * transaction and query locks, so the server's queries and transactions wait for it, and it waits
 * for theirs: nothing interleaves (decision 010 explains why not @electric-sql/pglite-socket's queue).
 *
 * So that no client can stall the site, a session is bounded: a client that holds it without sending
 * anything for `idleLimitMs` (a forgotten `BEGIN` in psql), or holds it longer than `holdLimitMs` in all
 * however busy it keeps it, is cut off and its transaction rolled back; at most `maxClients` are
 * connected at once, the next one refused with a PostgreSQL error. PGlite ignores statement_timeout and
 * runs each statement to its end on this thread, with no way to interrupt it: one slow statement still
 * blocks the whole process while it runs, and the bounds above act once it has finished.
 */
export const socketFileName = ".s.PGSQL.5432";

/** Unix socket paths are limited to 107 bytes on Linux (108 with the terminating NUL). */
export const maxSocketPathBytes = 107;

/**
 * The largest message a client may send. The site's own statements stay far below it: a stored render
 * goes one file at a time (server/content/render-store.ts), and the content documents are bounded.
 */
export const maxMessageBytes = 64 * 1024 * 1024;

const sslRequestCode = 80877103;
const gssEncRequestCode = 80877104;
const cancelRequestCode = 80877102;
const protocolVersion3 = 196608;

export interface PgliteSocketServer {
  path: string;
  close(): Promise<void>;
}

export function socketPathFor(dataDir: string): string {
  return path.join(dataDir, socketFileName);
}

/** A FATAL ErrorResponse, which psql and pg show as the connection's error. */
function fatalMessage(code: string, text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, "utf8");
  const message = Buffer.alloc(5 + fields.length);
  message.write("E", 0, "latin1");
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}

const tooManyConnections = "53300";
const idleInTransactionTimeout = "25P03";

/** A simple Query message, for the ROLLBACK of a client that went away mid-transaction. */
function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, "utf8");
  const message = Buffer.alloc(5 + text.length);
  message.write("Q", 0, "latin1");
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** A client's message declares more bytes than `maxMessageBytes`. */
class MessageTooLarge extends Error {}

/** One waiting line for the session, first come first served. */
class SessionTurns {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves when it is the caller's turn; the caller must call the returned function to pass it on. */
  take(): Promise<() => void> {
    let pass!: () => void;
    const next = new Promise<void>((resolve) => (pass = resolve));
    const mine = this.tail.then(() => pass);
    this.tail = this.tail.then(() => next);
    return mine;
  }
}

export async function servePgliteOnSocket(
  db: PGlite,
  socketPath: string,
  options: { holdLimitMs?: number; idleLimitMs?: number; maxClients?: number; onError?: (error: unknown) => void } = {},
): Promise<PgliteSocketServer> {
  const holdLimitMs = options.holdLimitMs ?? 10_000;
  const idleLimitMs = options.idleLimitMs ?? 5_000;
  const maxClients = options.maxClients ?? 3;
  if (Buffer.byteLength(socketPath) > maxSocketPathBytes) {
    throw new Error(`the socket path ${socketPath} is longer than ${maxSocketPathBytes} bytes; use a shorter DATA_DIR`);
  }
  // Whoever holds the data directory's lock owns the socket: a file left here is from a dead server.
  fs.rmSync(socketPath, { force: true });
  const turns = new SessionTurns();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    // Refused after its startup message, where a client expects an answer it can show.
    const refused = sockets.size >= maxClients;
    sockets.add(socket);
    let buffer: Buffer = Buffer.alloc(0);
    /**
     * Bytes received but not yet joined to `buffer`: a large message arrives in many chunks, and joining
     * each on arrival would copy it over and over (quadratic). They are joined once the next whole
     * message (`needed` bytes, known from its header) can be there.
     */
    let arrived: Buffer[] = [];
    let arrivedBytes = 0;
    let needed = 0;
    let started = false;
    let working = false;
    let closed = false;
    /** Set while this client holds the session: gives PGlite's locks and the turn back. */
    let release: (() => void) | undefined;
    let holdTimer: NodeJS.Timeout | undefined;
    let idleTimer: NodeJS.Timeout | undefined;

    const cutOff = (text: string) => {
      closed = true;
      if (!socket.destroyed) socket.end(fatalMessage(idleInTransactionTimeout, text));
      // The close handler rolls back and gives the session back once the message in hand is done.
      setTimeout(() => socket.destroy(), 100).unref();
    };
    /** A message over the bound is never buffered whole: the client is told why, its session (if it held one) rolled back on close. */
    const cutOffTooLarge = () => {
      buffer = Buffer.alloc(0);
      arrived = [];
      arrivedBytes = 0;
      cutOff(`the embedded database's socket closed this session: a message was larger than ${maxMessageBytes / 1024 / 1024} MB`);
    };
    const stopTimers = () => {
      clearTimeout(holdTimer);
      clearTimeout(idleTimer);
    };
    /** Re-armed by every message: how long a holder may stay silent. */
    const armIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(
        () => cutOff(`the embedded database's socket closed this session: it held the database idle for ${idleLimitMs / 1000} s`),
        idleLimitMs,
      );
      idleTimer.unref();
    };

    const holdSession = async () => {
      const passTurn = await turns.take();
      // Hold PGlite's transaction lock, then its query lock (the order PGlite's own query() takes them).
      await new Promise<void>((held) => {
        void db
          ._runExclusiveTransaction(() =>
            db._runExclusiveQuery(
              () =>
                new Promise<void>((done) => {
                  release = () => {
                    release = undefined;
                    stopTimers();
                    done();
                  };
                  held();
                }),
            ),
          )
          .finally(passTurn);
      });
      // Set once per exchange, never re-armed: a client that keeps talking is cut off all the same.
      holdTimer = setTimeout(
        () => cutOff(`the embedded database's socket closed this session: it held the database for more than ${holdLimitMs / 1000} s`),
        holdLimitMs,
      );
      holdTimer.unref();
    };

    const giveBack = async () => {
      if (!release) return;
      try {
        if (db.isInTransaction()) await db.execProtocolRaw(queryMessage("ROLLBACK"));
      } catch (error) {
        options.onError?.(error);
      } finally {
        release?.();
      }
    };

    /** The next whole message in the buffer, or undefined until more bytes arrive. */
    const nextMessage = ():
      | { kind: "startup"; bytes: Buffer }
      | { kind: "typed"; bytes: Buffer }
      | { kind: "refuse-encryption" }
      | { kind: "cancel" }
      | undefined => {
      if (!started) {
        if (buffer.length < 8) return undefined;
        const length = buffer.readInt32BE(0);
        if (length < 8 || length > 10_000) throw new Error("malformed startup message");
        if (buffer.length < length) {
          needed = length;
          return undefined;
        }
        const code = buffer.readInt32BE(4);
        const bytes = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === sslRequestCode || code === gssEncRequestCode) return { kind: "refuse-encryption" };
        if (code === cancelRequestCode) return { kind: "cancel" };
        if (code !== protocolVersion3) throw new Error("unsupported protocol version");
        started = true;
        return { kind: "startup", bytes: Buffer.from(bytes) };
      }
      if (buffer.length < 5) return undefined;
      const length = buffer.readInt32BE(1);
      if (length < 4) throw new Error("malformed message");
      if (length > maxMessageBytes) throw new MessageTooLarge();
      if (buffer.length < 1 + length) {
        needed = 1 + length;
        return undefined;
      }
      const bytes = Buffer.from(buffer.subarray(0, 1 + length));
      buffer = buffer.subarray(1 + length);
      return { kind: "typed", bytes };
    };

    const work = async () => {
      if (working) return;
      working = true;
      try {
        for (let message = nextMessage(); message && !closed; message = nextMessage()) {
          if (message.kind === "refuse-encryption") {
            socket.write("N");
            continue;
          }
          if (message.kind === "cancel") {
            // PGlite has no backend to signal; a cancel request is its own connection and ends here.
            socket.end();
            return;
          }
          if (refused) {
            socket.end(
              fatalMessage(tooManyConnections, `too many clients on the embedded database's socket (at most ${maxClients} at once); try again shortly`),
            );
            return;
          }
          const type = message.kind === "startup" ? "" : String.fromCharCode(message.bytes[0] ?? 0);
          if (type === "X") {
            // Terminate: the client is done; nothing is forwarded to the one shared session.
            socket.end();
            return;
          }
          if (!release) await holdSession();
          if (closed) return;
          clearTimeout(idleTimer);
          await db.execProtocolRawStream(new Uint8Array(message.bytes), {
            onRawData: (data) => {
              if (!socket.destroyed) socket.write(Buffer.from(data));
            },
          });
          if (release) armIdleTimer();
          // The exchange ends when PGlite is ready for a query again, outside a transaction.
          const endsExchange = type === "" || type === "Q" || type === "S";
          if (endsExchange && !db.isInTransaction()) release?.();
        }
      } catch (error) {
        if (error instanceof MessageTooLarge) cutOffTooLarge();
        else {
          options.onError?.(error);
          socket.destroy();
        }
      } finally {
        working = false;
      }
    };

    socket.on("data", (chunk: Buffer) => {
      // A client cut off is not read any more (its last bytes are dropped with it).
      if (closed) return;
      arrived.push(chunk);
      arrivedBytes += chunk.length;
      if (buffer.length + arrivedBytes > maxMessageBytes + 5) {
        // More waiting than any one message may hold (messages sent without reading the answers).
        cutOffTooLarge();
        return;
      }
      if (buffer.length + arrivedBytes < needed) return;
      buffer = Buffer.concat([buffer, ...arrived]);
      arrived = [];
      arrivedBytes = 0;
      needed = 0;
      void work();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      closed = true;
      sockets.delete(socket);
      stopTimers();
      // A message may still be running; give the session back once it has finished.
      const finish = async () => {
        while (working) await new Promise((resolve) => setTimeout(resolve, 5));
        await giveBack();
      };
      void finish();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Only the user running the server may connect (as with its data directory).
  fs.chmodSync(socketPath, 0o600);
  server.on("error", (error) => options.onError?.(error));

  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}
