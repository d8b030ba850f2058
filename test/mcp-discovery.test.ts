// `--discovery search`: an MCP SDK client starts with search_tools and call_tool only, finds a tool, hears
// tools/list_changed, and calls the found tool by name and through call_tool against a loopback upstream.
import { spawn } from "node:child_process";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ToolListChangedNotificationSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit, definitions } from "@toolgen/content-api";
import { mcpTool, type FoundTool } from "@toolgen/runtime";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId): a spec edit may rename them.
const DELETE_FOLDERS_ID = toolFor({ operationId: "delete_folders_id" });
const GET_FOLDERS_ID_ITEMS = toolFor({ operationId: "get_folders_id_items" });

const TOOLGEN = path.join(ROOT, "generator/bin/toolgen.js");
const TOKEN = "box-token-for-discovery-tests";
let box: BoxDouble;

beforeAll(async () => {
  box = await startBoxDouble({ token: TOKEN });
});
afterAll(() => box?.close());

const found = (result: CallToolResult) => (result.structuredContent as { tools: FoundTool[] }).tools;

describe("toolgen serve content-api --discovery search (stdio)", () => {
  let client: Client;
  let changes = 0;
  let changed: Promise<void>;

  beforeAll(async () => {
    client = new Client({ name: "discovery-test", version: "0.0.0" });
    changed = new Promise((resolve) =>
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        changes += 1;
        resolve();
      }),
    );
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [TOOLGEN, "serve", "content-api", "--discovery", "search", "--base-url", box.url],
        env: { PATH: process.env.PATH ?? "", CONTENT_API_TOKEN: TOKEN },
        cwd: ROOT,
        stderr: "pipe",
      }),
    );
  });
  afterAll(() => client?.close());

  it("starts with search_tools and call_tool only, within 1,500 tokens, and declares tools.listChanged", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_tools", "call_tool"]);
    expect(encode(JSON.stringify(tools)).length).toBeLessThanOrEqual(1_500);
    expect(client.getServerCapabilities()?.tools?.listChanged).toBe(true);
  });

  it("finds a tool, adds the found tools to the list, and says so with tools/list_changed", async () => {
    box.reset();
    const result = (await client.callTool({
      name: "search_tools",
      arguments: { query: "list the items in a folder", limit: 3 },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const tools = found(result);
    expect(tools).toHaveLength(3);
    expect(tools[0]).toMatchObject({ name: GET_FOLDERS_ID_ITEMS, inputSchema: { type: "object" } });
    expect(tools[0]!.description).not.toMatch(/\. \S/); // one line: the first sentence
    await Promise.race([
      changed,
      new Promise((_, reject) => setTimeout(() => reject(new Error("no notifications/tools/list_changed")), 5_000)),
    ]);
    expect(changes).toBe(1);
    const listed = (await client.listTools()).tools;
    const byName = new Map(definitions.map((d) => [d.name, d]));
    expect(listed.map((t) => t.name)).toEqual([
      "search_tools",
      "call_tool",
      ...definitions.filter((d) => tools.some((t) => t.name === d.name)).map((d) => d.name),
    ]);
    // Listed in full, as `--discovery all` lists them.
    expect(listed.slice(2)).toEqual(listed.slice(2).map((t) => mcpTool(byName.get(t.name)!)));
    expect(box.requests).toHaveLength(0);
  });

  it("calls the found tool by name and through call_tool, each sending one request upstream", async () => {
    box.reset();
    const input = { folder_identifier: "0", max_items_per_page: 5 };
    const direct = (await client.callTool({ name: GET_FOLDERS_ID_ITEMS, arguments: input })) as CallToolResult;
    const through = (await client.callTool({
      name: "call_tool",
      arguments: { name: GET_FOLDERS_ID_ITEMS, arguments: input },
    })) as CallToolResult;
    for (const result of [direct, through]) {
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({
        method: "GET",
        path: "/folders/0/items",
        query: { limit: "5" },
      });
    }
    expect(box.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /folders/0/items", "GET /folders/0/items"]);
  });

  it("answers a bad call_tool with a correctable invalid_input and sends nothing", async () => {
    box.reset();
    for (const args of [{ name: "NoSuchTool" }, {}, { name: GET_FOLDERS_ID_ITEMS, arguments: "{not json" }]) {
      const result = (await client.callTool({ name: "call_tool", arguments: args })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ kind: "invalid_input" });
    }
    expect(box.requests).toHaveLength(0);
  });
});

describe("createMcpServer(kit, { discovery: 'search' }) with an exposure selection", () => {
  it("finds and calls only the exposed tools", async () => {
    box.reset();
    const kit = createToolkit({ accessToken: TOKEN, baseUrl: box.url, retry: false });
    const server = createMcpServer(kit, { discovery: "search", readOnly: true });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "discovery-test", version: "0.0.0" });
    await client.connect(clientSide);
    const result = (await client.callTool({
      name: "search_tools",
      arguments: { query: "delete a folder", limit: 10 },
    })) as CallToolResult;
    const tools = found(result);
    expect(tools.length).toBeGreaterThan(0);
    const readOnly = new Set(definitions.filter((d) => d.annotations.readOnlyHint).map((d) => d.name));
    for (const tool of tools) expect(readOnly.has(tool.name), tool.name).toBe(true);
    const refused = (await client.callTool({
      name: "call_tool",
      arguments: { name: DELETE_FOLDERS_ID, arguments: { folder_identifier: "12" } },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ kind: "invalid_input" });
    expect(
      (await client.listTools()).tools.every(
        (t) => t.name.endsWith("_tools") || t.name === "call_tool" || readOnly.has(t.name),
      ),
    ).toBe(true);
    expect(box.requests).toHaveLength(0);
    await client.close();
  });

  it("without discovery, lists every exposed tool and declares no list changes", async () => {
    const server = createMcpServer(createToolkit({ accessToken: TOKEN }), {});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "discovery-test", version: "0.0.0" });
    await client.connect(clientSide);
    expect((await client.listTools()).tools).toHaveLength(definitions.length);
    expect(client.getServerCapabilities()?.tools?.listChanged).toBeUndefined();
    await client.close();
  });
});

it("toolgen serve refuses an unknown discovery mode (exit 2)", async () => {
  const child = spawn(process.execPath, [TOOLGEN, "serve", "content-api", "--discovery", "some"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", CONTENT_API_TOKEN: TOKEN },
    stdio: ["pipe", "ignore", "pipe"],
    timeout: 15_000,
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect(code).toBe(2);
});
