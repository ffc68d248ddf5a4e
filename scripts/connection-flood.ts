/**
 * Connection flood (a script with printed figures, not a timed test): starts the production server,
 * opens thousands of idle connections from many loopback addresses and hundreds from one address,
 * plus connections that send their headers slowly, and meanwhile measures how /healthz, a page and
 * POST /api/contact answer. Prints how many connections the server kept, how long slow headers were
 * held, and the latencies during the flood.
 *
 *   npm run build && npm run load:connections [-- --idle 8000 --cap 4000 --per-address 64]
 * Every address is on 127.0.0.0/8 (loopback): nothing leaves the machine. The script stops by itself.
 */
import net from "node:net";
import { parseArgs } from "node:util";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({
  options: {
    idle: { type: "string", default: "8000" },
    cap: { type: "string", default: "4000" },
    "per-address": { type: "string", default: "64" },
    slow: { type: "string", default: "200" },
  },
});
const idleCount = Number(values.idle);
const cap = Number(values.cap);
const perAddress = Number(values["per-address"]);
const slowCount = Number(values.slow);

const server = await startServer({ env: { MAX_CONNECTIONS: String(cap), MAX_CONNECTIONS_PER_ADDRESS: String(perAddress), APPLICATION_RATE_LIMIT: "100000" } });
const port = Number(new URL(server.url).port);
const sockets: net.Socket[] = [];

function connect(localAddress: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    socket.on("error", () => resolve(undefined));
    // Read whatever the server sends, so its close is seen.
    socket.resume();
    socket.once("connect", () => resolve(socket));
  });
}

/** 127.0.1.0 – 127.0.255.255: many distinct client addresses, `perAddress` connections each at most. */
const addressOf = (i: number) => `127.0.${1 + Math.floor(i / perAddress / 250)}.${1 + (Math.floor(i / perAddress) % 250)}`;

async function timed(label: string, run: () => Promise<Response>): Promise<string> {
  const started = performance.now();
  try {
    const res = await run();
    await res.arrayBuffer();
    return `${label}: ${res.status} in ${(performance.now() - started).toFixed(0)} ms`;
  } catch (error) {
    return `${label}: failed after ${(performance.now() - started).toFixed(0)} ms (${(error as Error).message})`;
  }
}

const probes = () =>
  Promise.all([
    timed("GET /healthz", () => fetch(`${server.url}/healthz`)),
    timed("GET /", () => fetch(`${server.url}/`)),
    timed("POST /api/contact", () =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Flood Probe", email: "probe@example.com", division: "noxgpt", message: "Answering under a connection flood." }),
      }),
    ),
  ]);

function stillOpen(list: (net.Socket | undefined)[]): number {
  return list.filter((socket) => socket && !socket.destroyed && !socket.readableEnded).length;
}

try {
  console.log(
    `server cap ${cap} connections, ${perAddress} per address; flooding with ${idleCount} idle connections from ${Math.ceil(idleCount / perAddress)} addresses`,
  );
  const started = performance.now();
  for (let i = 0; i < idleCount; i += 500) {
    const batch = await Promise.all(Array.from({ length: Math.min(500, idleCount - i) }, (_, j) => connect(addressOf(i + j))));
    for (const socket of batch) if (socket) sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`opened ${sockets.length} in ${((performance.now() - started) / 1000).toFixed(1)} s; the server kept ${stillOpen(sockets)} open`);
  for (const line of await probes()) console.log(`  during the flood  ${line}`);

  const one = await Promise.all(Array.from({ length: perAddress * 4 }, () => connect("127.0.0.200")));
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`one address opened ${one.filter(Boolean).length}; the server kept ${stillOpen(one)} of them open (cap ${perAddress})`);
  sockets.push(...(one.filter(Boolean) as net.Socket[]));

  const slow = (await Promise.all(Array.from({ length: slowCount }, (_, i) => connect(`127.0.0.${201 + (i % 50)}`)))).filter(Boolean) as net.Socket[];
  const slowStarted = performance.now();
  const dropped = await Promise.all(
    slow.map(
      (socket) =>
        new Promise<number>((resolve) => {
          socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
          const drip = setInterval(() => socket.write("a"), 1_000);
          socket.once("close", () => {
            clearInterval(drip);
            resolve(performance.now() - slowStarted);
          });
          setTimeout(() => socket.destroy(), 60_000).unref();
        }),
    ),
  );
  dropped.sort((a, b) => a - b);
  console.log(`${slow.length} slow-header clients dropped after ${(dropped[0]! / 1000).toFixed(1)}–${(dropped.at(-1)! / 1000).toFixed(1)} s`);
  for (const line of await probes()) console.log(`  after the flood   ${line}`);
} finally {
  for (const socket of sockets) socket.destroy();
  await server.stop();
}
