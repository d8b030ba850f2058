// `--discovery code`: an MCP SDK client is offered search_api and execute only, finds a function's declaration, and
// runs a multi-step script against the sandbox; the exposure options bound the script's API.
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { createMcpServer } from "@toolgen/runtime/mcp";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { specTool, toolFor } from "./support/spec.js";
import { CLI } from "./support/cli.js";

const LIST_ITEMS = toolFor({ operationId: "get_folders_id_items" });
const DELETE_FOLDER = toolFor({ operationId: "delete_folders_id" });
const FOLDER = specTool({ operationId: "get_folders_id_items" }).params!.find(
  (p) => "upstream" in p && p.upstream === "folder_id",
)!.name;
/** The two tools' listing stays this small (the issue's bound, a fact of code mode, not of a manifest). */
const LISTING_TOKENS = 1000;

const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;

describe("toolgen serve content-api --discovery code (stdio, sandbox)", () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: "code-mode-test", version: "0.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, "serve", "content-api", "--discovery", "code", "--sandbox"],
        env: { PATH: process.env.PATH ?? "" },
        stderr: "ignore",
      }),
    );
  });
  afterAll(() => client?.close());

  it("lists search_api and execute only, within the token bound", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_api", "execute"]);
    expect(encode(JSON.stringify(tools)).length).toBeLessThanOrEqual(LISTING_TOKENS);
  });

  it("answers the declarations of the functions that fit", async () => {
    const result = (await client.callTool({
      name: "search_api",
      arguments: { query: "list the items in a folder" },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const found = result.structuredContent as { functions: string[]; declarations: string };
    expect(found.functions).toContain(LIST_ITEMS);
    expect(found.declarations).toContain(`function ${LIST_ITEMS}(`);
  });

  it("runs a multi-step script and answers its value", async () => {
    const result = (await client.callTool({
      name: "execute",
      arguments: {
        code: `const root = await ${LIST_ITEMS}({ ${FOLDER}: "0" });
const folder = root.entries.find((e) => e.type === "folder");
const inside = await ${LIST_ITEMS}({ ${FOLDER}: folder.id });
return { folder: folder.name, items: inside.entries.length };`,
      },
    })) as CallToolResult;
    expect(result.isError, text(result)).toBeFalsy();
    const answer = result.structuredContent as { value: { folder: string; items: number }; calls: { made: number } };
    expect(typeof answer.value.folder).toBe("string");
    expect(answer.calls.made).toBe(2);
  });

  it("answers a script's error with its line, as a result the model can correct from", async () => {
    const result = (await client.callTool({
      name: "execute",
      arguments: { code: "const a = 1;\nreturn a.b.c;" },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/line 2/);
  });
});

describe("createMcpServer(kit, { discovery: 'code', readOnly: true })", () => {
  let client: Client;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 1 });
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url });
    const server = createMcpServer(kit, { discovery: "code", readOnly: true });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: "code-mode-read-only", version: "0.0.0" });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  });
  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  it("leaves no deletion function in the script's API or the declarations", async () => {
    const run = (await client.callTool({
      name: "execute",
      arguments: { code: `return typeof ${DELETE_FOLDER};` },
    })) as CallToolResult;
    expect(run.structuredContent).toMatchObject({ value: "undefined" });
    const found = (await client.callTool({
      name: "search_api",
      arguments: { query: "delete a folder", limit: 10 },
    })) as CallToolResult;
    expect((found.structuredContent as { functions: string[] }).functions).not.toContain(DELETE_FOLDER);
  });
});
