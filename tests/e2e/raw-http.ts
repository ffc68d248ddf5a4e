import net from "node:net";

export interface RawAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the answer's status line. */
  ms: number;
  /** Body bytes sent before the answer came (for streamed bodies). */
  sentBytes: number;
}

export interface RawRequest {
  method?: string;
  /** Sent as is: nothing parses or normalises it, so `/./join`, `//evil` and `/\evil` reach the server untouched. */
  path: string;
  /** A list value sends the header once per item. */
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Stream this many bytes with chunked transfer coding, stopping as soon as an answer arrives. */
  streamBytes?: number;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * One HTTP/1.1 request on its own connection, written byte for byte (a client library would normalise
 * the path or refuse odd headers), with the time to the answer's status line. The answer is read to
 * the end of the connection (`Connection: close`); a write the server cut off is not an error.
 */
export function rawRequest(url: string, request: RawRequest): Promise<RawAnswer> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const lines = [`${request.method ?? "GET"} ${request.path} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close"];
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
    }
    if (request.body !== undefined && !Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === "content-length")) {
      lines.push(`Content-Length: ${Buffer.byteLength(request.body)}`);
    }
    if (request.streamBytes !== undefined) lines.push("Transfer-Encoding: chunked");
    const head = Buffer.from(lines.join("\r\n") + "\r\n\r\n", "latin1");

    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    let receivedLength = 0;
    let ms = -1;
    let sent = 0;
    let started = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      const all = Buffer.concat(received, receivedLength);
      const headEnd = all.indexOf("\r\n\r\n");
      const headText = all.subarray(0, headEnd === -1 ? all.length : headEnd).toString("latin1");
      const [statusLine = "", ...headerLines] = headText.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = headEnd === -1 ? Buffer.alloc(0) : all.subarray(headEnd + 4);
      if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
      const status = Number(statusLine.split(" ")[1] ?? 0) || 0;
      resolve({ status, headers, body: body.toString("utf8"), ms: ms < 0 ? performance.now() - started : ms, sentBytes: sent });
    };
    socket.on("data", (data: Buffer) => {
      if (ms < 0) ms = performance.now() - started;
      received.push(data);
      receivedLength += data.length;
    });
    socket.on("close", finish);
    socket.on("end", () => socket.end());
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // EPIPE / ECONNRESET: the server stopped reading, which is how a refusal of a large request may end.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
    socket.once("connect", () => {
      started = performance.now();
      socket.write(head);
      if (request.streamBytes !== undefined) {
        const chunk = Buffer.alloc(16 * 1024, 0x61);
        const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
        const total = request.streamBytes;
        const pump = () => {
          while (ms < 0 && !socket.destroyed && sent < total) {
            sent += chunk.length;
            if (!socket.write(framed)) return void socket.once("drain", pump);
          }
          if (ms < 0 && !socket.destroyed) socket.write("0\r\n\r\n");
        };
        pump();
      } else if (request.body !== undefined) {
        socket.write(request.body);
      }
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
