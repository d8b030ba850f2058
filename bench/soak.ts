// `make bench`, part f: the stateless MCP server (`serve --http --stateless`) under a steady load on loopback for
// SOAK_SECONDS (default 300), its post-GC heap sampled every SOAK_SAMPLE_MS (default 10 s) in its own process.
// Prints the curve and the heap's slope over the last half (least squares, MB a minute): a server that levels off
// stays under 1 MB a minute. A figure to read, never an assertion.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { definitions } from "../generated/content-api/src/index.js";
import { fmt, ROOT } from "./lib.js";

interface Sample {
  t: number;
  heapUsed: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 4);
// SOAK_ERA=modern sends 2026-07-28 requests (the envelope in _meta, the standard headers); else 2025-era ones.
const modern = process.env.SOAK_ERA === "modern";
// SOAK_SESSIONS=1 (2025 era): the server keeps sessions; each client opens one, sends SOAK_SESSION_REQUESTS (default
// 50) requests in it, ends it with DELETE and opens the next.
const sessions = !modern && process.env.SOAK_SESSIONS === "1";
const perSession = Number(process.env.SOAK_SESSION_REQUESTS ?? 50);
let opened = 0;
const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const MB = 1024 * 1024;

// A read the sandbox answers, a refused input (no upstream request), and the listing: what a client mostly sends.
const read = definitions.find((d) => "id" in d.operation && d.operation.id === "get_folders_id")!;
const pathParam = "params" in read.operation ? read.operation.params.find((p) => p.in === "path")!.name : "";
const bodies = [
  { method: "tools/call", params: { name: read.name, arguments: { [pathParam]: "0" } } },
  { method: "tools/call", params: { name: read.name, arguments: { [pathParam]: 7 } } },
  { method: "tools/list", params: {} },
];

const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", path.join(ROOT, "bench/soak-server.ts")], {
  cwd: ROOT,
  stdio: ["ignore", "pipe", "inherit"],
});
const samples: Sample[] = [];
let url: string | undefined;
const ready = new Promise<string>((resolve) => {
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const message = JSON.parse(line) as { url?: string } & Sample;
    if (message.url) resolve((url = message.url));
    else samples.push(message);
  });
});
await ready;

let sent = 0;
let failed = 0;
let errorResults = 0;
const until = Date.now() + seconds * 1000;
const ACCEPT = { "content-type": "application/json", accept: "application/json, text/event-stream" };
/** A 2025 session: initialize, then notifications/initialized; its id. */
async function openSession(): Promise<string> {
  const init = await fetch(url!, {
    method: "POST",
    headers: ACCEPT,
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "soak", version: "0" } },
    }),
  });
  await init.text();
  const id = init.headers.get("mcp-session-id")!;
  const headers = { ...ACCEPT, "mcp-session-id": id, "mcp-protocol-version": "2025-11-25" };
  const body = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
  await (await fetch(url!, { method: "POST", headers, body })).text();
  opened++;
  return id;
}
async function worker(): Promise<void> {
  let session: string | undefined;
  let inSession = 0;
  while (Date.now() < until) {
    const body = bodies[sent % bodies.length]!;
    sent++;
    try {
      if (sessions && (session === undefined || inSession === perSession)) {
        if (session !== undefined)
          await fetch(url!, { method: "DELETE", headers: { "mcp-session-id": session } }).then((r) => r.text());
        [session, inSession] = [await openSession(), 0];
      }
      inSession++;
      const name = (body.params as { name?: string }).name;
      const res = await fetch(url!, {
        method: "POST",
        headers: {
          ...ACCEPT,
          ...(session ? { "mcp-session-id": session, "mcp-protocol-version": "2025-11-25" } : {}),
          ...(modern
            ? { "mcp-protocol-version": "2026-07-28", "mcp-method": body.method, ...(name ? { "mcp-name": name } : {}) }
            : {}),
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: sent,
          method: body.method,
          params: modern ? { ...body.params, _meta: MODERN_META } : body.params,
        }),
      });
      if ((await res.text()).includes('"isError":true')) errorResults++;
      if (res.status !== 200) failed++;
    } catch {
      failed++;
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
// One more sample after the load, then stop the server.
await new Promise((resolve) => setTimeout(resolve, Number(process.env.SOAK_SAMPLE_MS ?? 10_000) + 500));
child.kill("SIGTERM");

/** Least-squares slope of heapUsed over time, in MB a minute. */
function slope(points: Sample[]): number {
  const n = points.length;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mh = points.reduce((s, p) => s + p.heapUsed, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.heapUsed - mh), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? Number.NaN : (num / den / MB) * 60;
}

console.log(
  `\nf. ${sessions ? `sessionful (${opened} sessions opened)` : "stateless"} MCP soak (${modern ? "2026-07-28" : "2025"} requests): ${seconds} s, ${concurrency} concurrent clients, ${sent} requests (${failed} not 200, ${errorResults} isError results: a third are refused inputs by design)`,
);
console.log("   t (s)   heap after GC (MB)   rss (MB)");
for (const s of samples)
  console.log(
    `${fmt(s.t, 0).padStart(8)}   ${fmt(s.heapUsed / MB, 1).padStart(18)}   ${fmt(s.rss / MB, 1).padStart(8)}`,
  );
const during = samples.filter((s) => s.t <= seconds);
const lastHalf = during.filter((s) => s.t >= seconds / 2);
console.log(
  `   heap slope over the last half (${lastHalf.length} samples): ${fmt(slope(lastHalf), 2)} MB/min ` +
    `(whole run: ${fmt(slope(during), 2)} MB/min); levels off when under 1 MB/min`,
);
