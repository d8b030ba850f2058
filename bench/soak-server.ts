// The server side of bench/soak.ts, in its own process so the client's memory is not counted: the (stateless) MCP
// server over the ContentApi kit and its sandbox on loopback. It prints its URL, then every `SOAK_SAMPLE_MS` one
// JSON line with its memory just after a full garbage collection (it runs with --expose-gc).
import { createToolkit } from "../generated/content-api/src/index.js";
import { startSandbox } from "../generated/content-api/src/sandbox.js";
import { mcpServerFactory, serveHttp } from "../runtime/src/mcp/index.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const sampleMs = Number(process.env.SOAK_SAMPLE_MS ?? 10_000);

const sandbox = await startSandbox({ seed: 1 });
const kit = createToolkit({ accessToken: "soak", baseUrl: sandbox.url });
// SOAK_SESSIONS=1: 2025-era sessions, as a server keeps them by default.
const server = await serveHttp(mcpServerFactory(kit), { port: 0, stateless: process.env.SOAK_SESSIONS !== "1" });
process.stdout.write(JSON.stringify({ url: server.url }) + "\n");

const started = Date.now();
setInterval(() => {
  gc();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(
    JSON.stringify({ t: (Date.now() - started) / 1000, heapUsed, rss, external, arrayBuffers }) + "\n",
  );
}, sampleMs);
process.on("SIGTERM", () => void Promise.all([server.close(), sandbox.close()]).then(() => process.exit(0)));
