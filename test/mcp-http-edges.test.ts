// The Streamable HTTP endpoint's edges: a cancelled call's stream is closed, foreign origins are refused, and an
// unknown or hidden tool gets an answer a model can act on.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit as createContent, definitions } from "@toolgen/content-api";
import { createMcpServer, serveHttp, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { faults, startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";

const TOKEN = "box-token-for-mcp-edges";
let box: BoxDouble;
let running: RunningHttpServer;
beforeAll(async () => {
  box = await startBoxDouble({ token: TOKEN });
  const kit = createContent({ accessToken: TOKEN, baseUrl: box.url });
  running = await serveHttp(() => createMcpServer(kit, { readOnly: true }), { port: 0 });
});
afterAll(async () => {
  await running?.close();
  await box?.close();
});
beforeEach(() => box.reset());

const PROTOCOL = "2025-06-18";
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "x", version: "0" } },
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(running.url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(body),
  });

async function session(): Promise<Record<string, string>> {
  const opened = await post(initialize);
  await opened.body?.cancel();
  const headers = { "mcp-session-id": opened.headers.get("mcp-session-id")!, "mcp-protocol-version": PROTOCOL };
  (await post({ jsonrpc: "2.0", method: "notifications/initialized" }, headers)).body?.cancel();
  return headers;
}

// A read-only tool with one required string parameter, from the manifest.
const read = definitions.find(
  (d) => d.annotations.readOnlyHint && (d.inputSchema.required as string[] | undefined)?.length === 1,
)!;
const readArgs = { [(read.inputSchema.required as string[])[0]!]: "7" };

describe("Streamable HTTP: a cancelled call", () => {
  it("closes the call's stream once notifications/cancelled arrives", async () => {
    box.script(faults.delay(5_000));
    const headers = await session();
    const call = await post(
      { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: read.name, arguments: readArgs } },
      headers,
    );
    expect(call.status).toBe(200);
    const reader = call.body!.getReader();
    while (box.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const cancel = await post(
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 7, reason: "user" } },
      headers,
    );
    expect(cancel.status).toBe(202);
    // Uncut, the stream would end only after the Box double answers (5 s), carrying the call's result; cut, it ends
    // without one, whatever the time it took.
    const decoder = new TextDecoder();
    let streamed = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      streamed += decoder.decode(chunk.value, { stream: true });
    expect(streamed).not.toContain('"result"');
  });
});

describe("Streamable HTTP: Origin", () => {
  const port = (): string => new URL(running.url).port;
  it.each<[string, (() => string) | undefined, number]>([
    ["none", undefined, 200],
    ["this server by address", () => `http://127.0.0.1:${port()}`, 200],
    ["this server by name", () => `http://localhost:${port()}`, 200],
    ["a foreign page", () => "https://attacker.example", 403],
    ["this host on another port", () => "http://127.0.0.1:1", 403],
    ["an opaque origin", () => "null", 403],
  ])("origin: %s", async (_, origin, status) => {
    const res = await post(initialize, origin ? { origin: origin() } : {});
    await res.body?.cancel();
    expect(res.status).toBe(status);
  });
});

describe("unknown and hidden tools", () => {
  async function client(): Promise<Client> {
    const kit = createContent({ accessToken: TOKEN, baseUrl: box.url });
    const server = createMcpServer(kit, { readOnly: true });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(a);
    const c = new Client({ name: "t", version: "0" });
    await c.connect(b);
    return c;
  }

  it("says a tool hidden by the exposure options is not exposed, and suggests the nearest name for a typo", async () => {
    const c = await client();
    try {
      const hidden = definitions.find((d) => !d.annotations.readOnlyHint)!.name;
      const refused = (await c.callTool({ name: hidden, arguments: {} })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toMatchObject({ kind: "invalid_input" });
      expect((refused.structuredContent as { message: string }).message).toMatch(
        new RegExp(`^Tool "${hidden}" is not exposed by this server's options\\.`),
      );

      const typo = `${read.name.slice(0, -1)}x`;
      const unknown = (await c.callTool({ name: typo, arguments: {} })) as CallToolResult;
      expect((unknown.structuredContent as { message: string }).message).toContain(
        `Unknown tool "${typo}". Did you mean "${read.name}"`,
      );
      const nothing = (await c.callTool({ name: "Zzzz", arguments: {} })) as CallToolResult;
      expect((nothing.structuredContent as { message: string }).message).toBe('Unknown tool "Zzzz".');
      expect(box.requests).toHaveLength(0);
    } finally {
      await c.close();
    }
  });

  it("suggests names for a typo in kit.invoke too", async () => {
    const kit = createContent({ accessToken: TOKEN, baseUrl: box.url });
    const err = await kit.invoke(read.name.toLowerCase().replace(/.$/, ""), {}).catch((e: unknown) => e);
    expect((err as Error).message).toContain(`Did you mean "${read.name}"`);
  });
});
