// A 2026-07-28 call's answer travels on the response to its own POST: a client that closes that response (aborts
// the request) cancels the call. The upstream request in flight is aborted, and nothing is sent to it again.
import { createServer, type Server as NodeServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createToolkit } from "@toolgen/content-api";
import { mcpServerFactory, serveHttp, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERN_VERSION } from "./support/mcp-eras.js";
import { specTool } from "./support/spec.js";

// A write the upstream is slow to answer: it must not be sent twice.
const deletion = specTool({ operationId: "delete_comments_id" });
const idParam = deletion.params.find((p) => p.in === "path")!.name;

/** Waits for what the request in flight makes true; the test's own timeout bounds it, whatever the machine's load. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

interface Seen {
  method: string;
  path: string;
  /** The caller went away before an answer was written. */
  aborted: boolean;
}

let upstream: NodeServer;
let running: RunningHttpServer;
const seen: Seen[] = [];
/** What each of the kit's invocations ended with, once it has: the call's retries are all inside it. */
const settled: unknown[] = [];
beforeAll(async () => {
  // Never answers: the call is in flight until the client gives up.
  upstream = createServer((req, res) => {
    const request: Seen = { method: req.method!, path: req.url!, aborted: false };
    seen.push(request);
    res.once("close", () => (request.aborted = !res.writableFinished));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/2.0`;
  const kit = createToolkit({ accessToken: "abort-test", baseUrl });
  const invoke = kit.invoke.bind(kit);
  kit.invoke = ((...args: Parameters<typeof invoke>) => {
    const call = invoke(...args);
    call.then(
      (value) => settled.push(value),
      (error: unknown) => settled.push(error),
    );
    return call;
  }) as typeof kit.invoke;
  running = await serveHttp(mcpServerFactory(kit), { port: 0 });
});
afterAll(async () => {
  await running?.close();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe("a 2026-07-28 client that closes its call's response stream", () => {
  it("cancels the call: the upstream sees its request aborted, and nothing is sent again", async () => {
    const controller = new AbortController();
    const meta = {
      "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
      "io.modelcontextprotocol/clientCapabilities": {},
      "io.modelcontextprotocol/clientInfo": { name: "abort", version: "0" },
    };
    const params = { name: deletion.name, arguments: { [idParam]: "12345" }, _meta: meta };
    const answer = fetch(running.url, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": MODERN_VERSION,
        "mcp-method": "tools/call",
        "mcp-name": deletion.name,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }),
    }).then((response) => response.text());
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ method: "DELETE", aborted: false });
    controller.abort();
    await expect(answer).rejects.toThrow();
    await until(() => seen[0]!.aborted);
    // The call has ended (as cancelled), retries included: the one request is all the upstream ever saw.
    await until(() => settled.length === 1);
    expect(settled[0]).toMatchObject({ kind: "cancelled" });
    expect(seen).toHaveLength(1);
  }, 60_000);
});
