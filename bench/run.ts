// `make bench` (npx tsx bench/run.ts): prints medians (with min/max) of several runs; never asserts a time.
//   a. generation of both toolkits as a process beside the peer, openapi-mcp-generator, and a baseline commit
//      (bench/generation.ts): into an empty folder, a no-op `--check`, one change, `--watch`; and where the time goes
//   c. a 50× synthetic manifest (9,900 tools): ratio to 1× and peak memory (bench/generation.ts)
//   d. per-call overhead of a generated handler (kit.invoke) vs a raw fetch to the same loopback server
//   e. cold import time of each built package, beside Box's SDK (bench/import.ts)
//   f. tokens of a 1,000-file folder listed over MCP, with and without the result budget (bench/results.ts)
//   g. code mode beside tool calling: tokens per task over the sandboxes, and execute's start-up (bench/code-mode.ts)
// BENCH_ONLY=a,d runs a subset. Runs per benchmark stop early when a time budget is spent.
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { benchGeneration, benchScale } from "./generation.js";
import { benchImport } from "./import.js";
import { benchResults } from "./results.js";
import { cleanTemps, fmt, median, printTable, repeat, ROOT, runProcess, stats, type Row } from "./lib.js";

type ContentApi = typeof import("@toolgen/content-api");

const only = new Set((process.env.BENCH_ONLY ?? "a,c,d,e,f,g").split(",").map((s) => s.trim().toLowerCase()));
const CLI = path.join(ROOT, "generator/bin/toolgen.js");
const node = process.execPath;
const results = new Map<string, Row[]>();

function report(section: string, title: string, rows: Row[]): void {
  results.set(section, rows);
  printTable(title, rows);
}

// ---- build (for d and e) --------------------------------------------------------------------------------------

const PACKAGES = [
  { name: "@toolgen/runtime", dir: "runtime" },
  { name: "@toolgen/content-api", dir: "generated/content-api" },
  { name: "@toolgen/messaging", dir: "generated/messaging" },
];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the packages when a dist is missing or older than its sources. */
function ensureBuilt(): string {
  const stale = PACKAGES.filter(({ dir }) => {
    const entry = path.join(ROOT, dir, "dist/index.js");
    return !existsSync(entry) || statSync(entry).mtimeMs < newestMtime(path.join(ROOT, dir, "src"));
  });
  if (stale.length === 0) return "dist up to date";
  console.log(`building ${stale.map((p) => p.name).join(", ")} (dist missing or stale) …`);
  const run = runProcess("npm", ["run", "build", ...PACKAGES.flatMap((p) => ["-w", p.dir])], 300_000);
  if (run.status === 0) return `built in ${fmt(run.ms / 1000)} s`;
  // tsc still emits on type errors: measure what was built, but say so.
  const missing = PACKAGES.filter(({ dir }) => !existsSync(path.join(ROOT, dir, "dist/index.js")));
  if (missing.length > 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const errors = `${run.stdout}\n${run.stderr}`.split("\n").filter((l) => /error TS\d+/.test(l));
  return `WARNING: the build reported errors; measuring the emitted dist anyway:\n  ${errors.join("\n  ")}`;
}

// ---- d. per-call overhead ---------------------------------------------------------------------------------------

/** Headers fetch adds on its own; the raw fetch gets every other header the handler sent. */
const FETCH_OWN = new Set([
  "host",
  "connection",
  "accept",
  "accept-language",
  "accept-encoding",
  "sec-fetch-mode",
  "user-agent",
  "content-length",
]);

async function benchPerCall(): Promise<void> {
  const { createToolkit, definitions } = (await import(
    pathToFileURL(path.join(ROOT, "generated/content-api/dist/index.js")).href
  )) as ContentApi;
  // The folder listing, found by its binding: a spec edit may rename it.
  const folderItems = definitions.find(
    ({ operation: op }) => "path" in op && op.method === "GET" && op.path === "/folders/{folder_id}/items",
  )!.name;
  let last: { url: string; headers: IncomingHttpHeaders } | undefined;
  const body = "{}";
  const server = createServer((req, res) => {
    last = { url: req.url ?? "/", headers: req.headers };
    req.resume();
    res.writeHead(200, { "content-type": "application/json", "content-length": String(body.length) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const input = {
      folder_identifier: "0",
      included_attributes: ["id", "name"],
      max_items_per_page: 100,
      sort_direction: "ASC",
    };
    const kit = createToolkit({ accessToken: "bench-token-0123456789", baseUrl: base, retry: false });
    await kit.invoke(folderItems, input);
    const sent = last!;
    const url = base + sent.url;
    const headers = Object.fromEntries(
      Object.entries(sent.headers)
        .filter(([name]) => !FETCH_OWN.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
    );
    const viaKit = () => kit.invoke(folderItems, input);
    // The same toolkit on the fetch path (a fetch passed in options), for comparison with its default undici path.
    const kitOnFetch = createToolkit({
      accessToken: "bench-token-0123456789",
      baseUrl: base,
      retry: false,
      fetch: (input, init) => fetch(input, init),
    });
    const viaKitOnFetch = () => kitOnFetch.invoke(folderItems, input);
    const viaFetch = async () => (await fetch(url, { headers })).json();
    // Diagnostics: the same fetch with a cancellable timeout (what `timeoutMs` needs), then also manual redirects.
    const fetchWithTimeout = async (init: RequestInit) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 30_000);
      try {
        return await (await fetch(url, { ...init, headers, signal: controller.signal })).json();
      } finally {
        clearTimeout(timer);
      }
    };
    const viaFetchWithTimeout = () => fetchWithTimeout({});
    const viaFetchLikeRuntime = () => fetchWithTimeout({ redirect: "manual" });

    const N = 2_000;
    const loop = async (call: () => Promise<unknown>, n: number) => {
      const start = performance.now();
      for (let i = 0; i < n; i++) await call();
      return performance.now() - start;
    };
    const contenders = [viaKit, viaFetch, viaFetchWithTimeout, viaFetchLikeRuntime, viaKitOnFetch];
    for (const call of contenders) await loop(call, 300);
    const perCall: number[][] = contenders.map(() => []);
    const ratios: number[] = [];
    const ratiosTimeout: number[] = [];
    const ratiosLike: number[] = [];
    const ratiosOnFetch: number[] = [];
    await repeat(
      async (round) => {
        // Interleave in blocks of 100 calls, rotating who goes first, so drift in machine load favours no one.
        const ms = contenders.map(() => 0);
        for (let block = 0; block < N / 100; block++) {
          for (let i = 0; i < contenders.length; i++) {
            const at = (round + block + i) % contenders.length;
            ms[at]! += await loop(contenders[at]!, 100);
          }
        }
        ms.forEach((m, i) => perCall[i]!.push((m / N) * 1000));
        ratios.push(ms[0]! / ms[1]!);
        ratiosTimeout.push(ms[2]! / ms[1]!);
        ratiosLike.push(ms[0]! / ms[3]!);
        ratiosOnFetch.push(ms[4]! / ms[1]!);
        return ms[0]! / ms[1]!;
      },
      { min: 6, max: 16, budgetMs: 20_000 },
    );

    // The runtime's own work per call, without a socket: the same call through an injected fetch.
    const canned = () =>
      Promise.resolve(new Response(body, { status: 200, headers: { "content-type": "application/json" } }));
    const offline = createToolkit({
      accessToken: "bench-token-0123456789",
      baseUrl: base,
      retry: false,
      fetch: canned,
    });
    const viaOffline = () => offline.invoke(folderItems, input);
    const viaCanned = async () => (await canned()).json();
    await loop(viaOffline, 2_000);
    const offlineUs: number[] = [];
    const cannedUs: number[] = [];
    await repeat(
      async () => {
        offlineUs.push(((await loop(viaOffline, 10_000)) / 10_000) * 1000);
        cannedUs.push(((await loop(viaCanned, 10_000)) / 10_000) * 1000);
        return 0;
      },
      { min: 5 },
    );

    // Where the timeout's cost sits, without a socket: fetch wires a signal in while building its Request.
    const plainRequest = () => new Request(url, { headers });
    const timedRequest = () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 30_000);
      const request = new Request(url, { headers, signal: controller.signal });
      clearTimeout(timer);
      return request;
    };
    const perRequest = (make: () => Request, n: number) => {
      const start = performance.now();
      for (let i = 0; i < n; i++) make();
      return ((performance.now() - start) / n) * 1000;
    };
    perRequest(plainRequest, 5_000);
    perRequest(timedRequest, 5_000);
    const signalCostUs = await repeat(() => perRequest(timedRequest, 10_000) - perRequest(plainRequest, 10_000), {
      min: 7,
    });

    report(
      "d",
      `d. per-call overhead: ${N} sequential ${folderItems} GETs per round (interleaved blocks of 100) to a loopback server answering {}`,
      [
        {
          benchmark: "kit.invoke (generated handler)",
          stats: stats(perCall[0]!),
          unit: "µs",
          note: "default transport: undici request API, keep-alive agent",
        },
        { benchmark: "raw fetch, same URL and headers, .json()", stats: stats(perCall[1]!), unit: "µs" },
        { benchmark: "ratio kit.invoke / raw fetch", stats: stats(ratios), unit: "×", target: "≤ 1.00×" },
        {
          benchmark: "kit.invoke with fetch in its options",
          stats: stats(perCall[4]!),
          unit: "µs",
          note: "diagnostic: the fetch path a user-supplied fetch takes",
        },
        {
          benchmark: "ratio kit.invoke on the fetch path / raw fetch",
          stats: stats(ratiosOnFetch),
          unit: "×",
          note: "what the runtime adds over fetch itself",
        },
        {
          benchmark: "raw fetch + a timeout signal",
          stats: stats(perCall[2]!),
          unit: "µs",
          note: "diagnostic: a cancellable timeout alone",
        },
        {
          benchmark: "ratio fetch with timeout signal / raw fetch",
          stats: stats(ratiosTimeout),
          unit: "×",
          note: "floor: what any handler honouring timeoutMs pays on this Node's fetch",
        },
        {
          benchmark: "timeout signal's cost when fetch builds its Request",
          stats: stats(signalCostUs),
          unit: "µs",
          note: "no socket: new Request with AbortController + timer minus without; 5 % of the raw fetch is the whole budget",
        },
        {
          benchmark: "raw fetch + timeout signal + redirect: manual",
          stats: stats(perCall[3]!),
          unit: "µs",
          note: "diagnostic: the fetch options the runtime needs",
        },
        {
          benchmark: "ratio kit.invoke / that fetch",
          stats: stats(ratiosLike),
          unit: "×",
          note: "what the runtime adds beyond those options",
        },
        {
          benchmark: "kit.invoke with an injected fetch (no socket)",
          stats: stats(offlineUs),
          unit: "µs",
          note: `no network: validation, request building, reading and parsing; building + .json() of the canned Response alone: ${fmt(median(cannedUs))} µs`,
        },
      ],
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// ---- main -----------------------------------------------------------------------------------------------------------

const started = performance.now();
console.log(
  `toolgen benchmarks — node ${process.version}, ${process.platform}/${process.arch}; medians of several runs, never asserted`,
);
if (only.has("d") || only.has("e")) console.log(ensureBuilt());
// The per-call and import benchmarks run before the generator is loaded into this process (its heap would add GC noise).
if (only.has("d")) await benchPerCall();
if (only.has("e")) benchImport(report);
if (only.has("f")) await benchResults(report);
if (only.has("a")) await benchGeneration(report);
if (only.has("c")) await benchScale(report);
if (only.has("g")) await (await import("./code-mode.js")).codeModeBench();

const order = ["a", "c", "d", "e", "f"].filter((s) => results.has(s));
printTable(
  `Summary (${fmt((performance.now() - started) / 1000)} s in all)`,
  order.flatMap((s) =>
    results
      .get(s)!
      .map((row) => ({ ...row, benchmark: `${s}. ${row.benchmark}`, note: row.note?.split("; stages")[0] })),
  ),
);
cleanTemps();
