// The server side of the 2026-07-28 revision over Streamable HTTP, one MUST per test (its section in the title),
// against one `serveHttp` in `--discovery search` (the mode whose 2025-era form needs a session).
import { createToolkit } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { CALL_TOOL, SEARCH_TOOLS, type FoundTools } from "@toolgen/runtime";
import { mcpServerFactory, serveHttp, TOOLS_LIST_CACHE, type RunningHttpServer } from "@toolgen/runtime/mcp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERN_VERSION, modernPost } from "./support/mcp-eras.js";
import { specTool } from "./support/spec.js";

const HEADER_MISMATCH = -32020;
const INVALID_PARAMS = -32602;
const folderDetails = specTool({ operationId: "get_folders_id" });
const folderParam = folderDetails.params.find((p) => p.upstream === "folder_id")!.name;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
// Two instances of one deployment, sharing nothing: a client may reach either.
let one: RunningHttpServer;
let other: RunningHttpServer;
const BEARER = "modern-era-endpoint-secret";
let guarded: RunningHttpServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
  const factory = mcpServerFactory(kit, { discovery: "search" });
  [one, other, guarded] = await Promise.all([
    serveHttp(factory, { port: 0 }),
    serveHttp(factory, { port: 0 }),
    serveHttp(factory, { port: 0, auth: { bearer: BEARER } }),
  ]);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close(), guarded?.close()]);
  await sandbox?.close();
});

describe("2026-07-28 over Streamable HTTP", () => {
  it("server/discover (MUST implement): names 2026-07-28 among its versions and declares tools", async () => {
    const { status, body } = await modernPost(one.url, "server/discover");
    expect(status).toBe(200);
    expect(body.result!.supportedVersions).toContain(MODERN_VERSION);
    expect(body.result!.capabilities).toHaveProperty("tools");
  });

  it("basic §Result Responses: every result carries resultType", async () => {
    for (const [method, params] of [
      ["tools/list", {}],
      ["tools/call", { name: SEARCH_TOOLS, arguments: { query: "folder" } }],
    ] as const) {
      const { body } = await modernPost(one.url, method, params);
      expect(body.result?.resultType, method).toBe("complete");
    }
  });

  it("caching §Cacheable Results: tools/list carries ttlMs >= 0 and its cacheScope", async () => {
    const { body } = await modernPost(one.url, "tools/list");
    expect({ ttlMs: body.result!.ttlMs, cacheScope: body.result!.cacheScope }).toEqual(TOOLS_LIST_CACHE);
    // Deterministic: the same list, in the same order, from either instance.
    const again = await modernPost(other.url, "tools/list");
    expect(again.body.result!.tools).toEqual(body.result!.tools);
  });

  it("basic §_meta: a request without a required field (clientCapabilities) is -32602 with 400", async () => {
    const { status, body } = await modernPost(
      one.url,
      "tools/list",
      {},
      {
        meta: { "io.modelcontextprotocol/clientCapabilities": undefined },
      },
    );
    expect(status).toBe(400);
    expect(body.error?.code).toBe(INVALID_PARAMS);
  });

  it.each([
    ["Mcp-Method names another method", { "mcp-method": "tools/list" }],
    ["Mcp-Name names another tool", { "mcp-name": CALL_TOOL }],
    ["Mcp-Name is missing on tools/call", { "mcp-name": undefined }],
    ["MCP-Protocol-Version differs from _meta", { "mcp-protocol-version": "2025-11-25" }],
  ])("streamable-http §Server Validation: %s: 400 HeaderMismatch, and no call runs", async (_what, headers) => {
    const { status, body } = await modernPost(
      one.url,
      "tools/call",
      { name: SEARCH_TOOLS, arguments: { query: "folder" } },
      { headers },
    );
    expect(status).toBe(400);
    expect(body.error?.code).toBe(HEADER_MISMATCH);
    expect(body.result).toBeUndefined();
  });

  it("streamable-http §Protocol Version Header: an unsupported version is 400 naming the supported ones", async () => {
    const { status, body } = await modernPost(
      one.url,
      "tools/list",
      {},
      {
        headers: { "mcp-protocol-version": "2099-01-01" },
        meta: { "io.modelcontextprotocol/protocolVersion": "2099-01-01" },
      },
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body.error?.data)).toContain(MODERN_VERSION);
  });

  it("streamable-http §Protocol Version Header: a method the server lacks is 404 with -32601", async () => {
    const { status, body } = await modernPost(one.url, "prompts/list");
    expect(status).toBe(404);
    expect(body.error?.code).toBe(-32601);
  });

  it("streamable-http §Security: a foreign Origin is 403 for a modern request too", async () => {
    const { status } = await modernPost(one.url, "tools/list", {}, { headers: { origin: "https://evil.example" } });
    expect(status).toBe(403);
  });

  it("authorization: a modern request without the endpoint's credentials is 401; with them, answered", async () => {
    expect((await modernPost(guarded.url, "tools/list")).status).toBe(401);
    const admitted = await modernPost(
      guarded.url,
      "tools/list",
      {},
      { headers: { authorization: `Bearer ${BEARER}` } },
    );
    expect(admitted.status).toBe(200);
  });

  it("basic §Statelessness: a tool found on one instance is called on another, with no session", async () => {
    const search = await modernPost(one.url, "tools/call", {
      name: SEARCH_TOOLS,
      arguments: { query: "details of a folder" },
    });
    const { tools } = search.body.result!.structuredContent as unknown as FoundTools;
    expect(tools.map((t) => t.name)).toContain(folderDetails.name);
    const arguments_ = { name: folderDetails.name, arguments: { [folderParam]: "0" } };
    const call = await modernPost(other.url, "tools/call", { name: CALL_TOOL, arguments: arguments_ });
    expect(call.status).toBe(200);
    expect(call.body.result!.isError).toBeFalsy();
    // The modern era's list does not grow: it is the same for every request, so a client may cache it.
    const { body } = await modernPost(other.url, "tools/list");
    expect((body.result!.tools as Array<{ name: string }>).map((t) => t.name)).toEqual([SEARCH_TOOLS, CALL_TOOL]);
  });
});
