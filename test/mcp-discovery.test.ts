// `--discovery search`: an MCP SDK client starts with search_tools and call_tool only, finds a tool, hears
// tools/list_changed, and calls the found tool by name and through call_tool against a loopback upstream.
import { spawn } from "node:child_process";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ToolListChangedNotificationSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit, definitions } from "@toolgen/content-api";
import { mcpTool, nameWords, type FoundTool, type FoundTools } from "@toolgen/runtime";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolCaveats } from "../generator/model/describe.js";
import { startBoxDouble, type BoxDouble } from "../runtime/test/support/box-double.js";
import { ROOT } from "./support/paths.js";
import { CLI } from "./support/cli.js";
import { specManifest, toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId): a spec edit may rename them.
const DELETE_FOLDERS_ID = toolFor({ operationId: "delete_folders_id" });
const GET_FOLDERS_ID_ITEMS = toolFor({ operationId: "get_folders_id_items" });

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
        args: [CLI, "serve", "content-api", "--discovery", "search", "--base-url", box.url],
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

  it("finds tools, lists only the first hit, and says so with tools/list_changed", async () => {
    box.reset();
    const result = (await client.callTool({
      name: "search_tools",
      arguments: { query: "list the items in a folder", limit: 3 },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const tools = found(result);
    expect(tools).toHaveLength(3);
    expect(tools[0]).toMatchObject({ name: GET_FOLDERS_ID_ITEMS, inputSchema: { type: "object" } });
    const byName = new Map(definitions.map((d) => [d.name, d]));
    // Each hit as the full listing has it, its description whole.
    for (const tool of tools) expect(tool).toEqual(mcpTool(byName.get(tool.name)!));
    await Promise.race([
      changed,
      new Promise((_, reject) => setTimeout(() => reject(new Error("no notifications/tools/list_changed")), 5_000)),
    ]);
    expect(changes).toBe(1);
    const listed = (await client.listTools()).tools;
    // Not every hit: each listed tool costs tokens on every later turn.
    expect(listed.map((t) => t.name)).toEqual(["search_tools", "call_tool", tools[0]!.name]);
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
      arguments: { query: "folder", limit: 10 },
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

describe("createMcpServer(kit, { discovery: 'search' }): what the model reads", () => {
  async function connect(options: Parameters<typeof createMcpServer>[1]) {
    const kit = createToolkit({ accessToken: TOKEN, baseUrl: box.url, retry: false });
    const server = createMcpServer(kit, { discovery: "search", ...options });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "discovery-test", version: "0.0.0" });
    await client.connect(clientSide);
    return client;
  }
  const search = async (client: Client, query: string, limit = 5) =>
    ((await client.callTool({ name: "search_tools", arguments: { query, limit } })) as CallToolResult)
      .structuredContent as unknown as FoundTools;

  it("a hit carries every caveat the manifest states for its tool: its summary, the upstream's facts, its risks", async () => {
    const client = await connect({});
    const manifest = specManifest("content-api");
    // The manifest states more than the summary for some tools: the case this test is about.
    expect(manifest.tools.some((t) => toolCaveats(t).length > 1)).toBe(true);
    for (const tool of manifest.tools) {
      const hit = (await search(client, nameWords(tool.name), 20)).tools.find((t) => t.name === tool.name);
      expect(hit, tool.name).toBeDefined();
      for (const caveat of toolCaveats(tool)) expect(hit!.description, tool.name).toContain(caveat);
      const destroys = definitions.find((d) => d.name === tool.name)!.annotations.destructiveHint;
      if (destroys) expect(hit!.annotations?.destructiveHint, tool.name).toBe(true);
    }
    await client.close();
  });

  it("answers nothing, and what the tools can and cannot do, for an action no tool serves", async () => {
    const client = await connect({});
    const answer = await search(client, "restore a deleted file");
    expect(answer.tools).toEqual([]);
    expect(answer.note).toMatch(
      /^Nothing fits: no tool can restore a file\. This server's tools .*; they cannot .*restore/,
    );
    // A field's deletion: the server's kit knows its records' fields.
    const field = await search(client, "clear the due date on task 5001");
    expect(field.tools).toEqual([]);
    expect(field.note).toMatch(/^Nothing fits: no tool can clear the due date of a task\. /);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["search_tools", "call_tool"]);
    await client.close();
  });

  it("lists a tool once it is called through call_tool, though no search listed it", async () => {
    box.reset();
    const client = await connect({});
    const input = { folder_identifier: "0", max_items_per_page: 5 };
    const second = (await search(client, "list the items in a folder")).tools[1]!.name;
    expect((await client.listTools()).tools.map((t) => t.name)).not.toContain(second);
    await client.callTool({ name: "call_tool", arguments: { name: second, arguments: {} } });
    expect((await client.listTools()).tools.map((t) => t.name)).toContain(second);
    await client.callTool({ name: "call_tool", arguments: { name: GET_FOLDERS_ID_ITEMS, arguments: input } });
    expect((await client.listTools()).tools.map((t) => t.name)).toContain(GET_FOLDERS_ID_ITEMS);
    await client.close();
  });

  it("hints an unknown or hidden name towards search_tools, with the nearest names", async () => {
    const client = await connect({ readOnly: true });
    const misspelt = `${GET_FOLDERS_ID_ITEMS}s`;
    for (const [name, message] of [
      [misspelt, new RegExp(`^Unknown tool "${misspelt}"\\. Nearest: ${GET_FOLDERS_ID_ITEMS}\\b`)],
      [
        DELETE_FOLDERS_ID,
        new RegExp(`^Tool "${DELETE_FOLDERS_ID}" is not exposed by this server's options\\. Nearest: `),
      ],
    ] as const) {
      for (const call of [
        { name, arguments: {} },
        { name: "call_tool", arguments: { name, arguments: {} } },
      ]) {
        const result = (await client.callTool(call)) as CallToolResult;
        expect(result.isError).toBe(true);
        const error = result.structuredContent as { kind: string; message: string; hint: string };
        expect(error.kind).toBe("invalid_input");
        expect(error.message).toMatch(message);
        expect(error.hint).toMatch(/search_tools/);
      }
    }
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["search_tools", "call_tool"]);
    await client.close();
  });
});

it("toolgen serve refuses an unknown discovery mode (exit 2)", async () => {
  const child = spawn(process.execPath, [CLI, "serve", "content-api", "--discovery", "some"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", CONTENT_API_TOKEN: TOKEN },
    stdio: ["pipe", "ignore", "pipe"],
    timeout: 90_000,
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect(code).toBe(2);
});
