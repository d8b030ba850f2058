// What a model is shown of one result stays within the result budget: over MCP against the sandbox, a folder of 1,000
// items comes back cut at a whole entry with the one call that continues it, in the tool's own parameter names.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit, definitions, toAnthropicTools, toOpenAITools } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import type { Sandbox } from "@toolgen/runtime/sandbox";
import { createMcpServer, type McpServerOptions } from "@toolgen/runtime/mcp";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outputValidators } from "./support/output-schemas.js";
import { ROOT } from "./support/paths.js";
import { schemaCheckingClient } from "./support/schema-client.js";
import { CUT_KEY, DEFAULT_RESULT_BUDGET, estimateTokens, resultParams } from "../runtime/src/adapters/budget.js";
import { BULK_FOLDER_ID } from "../runtime/src/sandbox/box/seed/bulk.js";
import { CLI } from "./support/cli.js";

const BULK_FILES = 1_000;
// Picked by binding: a spec edit may rename them.
const folderItems = definitions.find((d) => "path" in d.operation && d.operation.id === "get_folders_id_items")!;
const folderDetails = definitions.find((d) => "path" in d.operation && d.operation.id === "get_folders_id")!;
const pathParam = (d: (typeof definitions)[number]) =>
  "params" in d.operation ? d.operation.params.find((p) => p.in === "path")!.name : "";
const items = resultParams(folderItems);
const usemarker =
  "params" in folderItems.operation ? folderItems.operation.params.find((p) => p.upstream === "usemarker")!.name : "";

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1, bulkFiles: BULK_FILES });
});
afterAll(async () => {
  await sandbox?.close();
});

async function client(options: McpServerOptions = {}): Promise<Client> {
  const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(kit, options).connect(serverSide);
  const mcp = schemaCheckingClient("budget-test");
  await mcp.connect(clientSide);
  return mcp;
}

const textOf = (r: CallToolResult) => (r.content[0] as { text: string }).text;
interface Listing {
  entries: Array<{ id: string; name: string }>;
  [CUT_KEY]?: { shown: number; of: number; next?: Record<string, unknown>; note: string };
  next_marker?: string;
}

describe("a 1,000-item folder listed over MCP", () => {
  it("is cut in a shape its tool's output schema states, and the client that checks outputSchema accepts it", async () => {
    const mcp = await client({ outputSchema: true });
    await mcp.listTools(); // the SDK client keeps each tool's outputSchema and checks structuredContent against it
    const input = { [pathParam(folderItems)]: BULK_FOLDER_ID, [items.limit!]: BULK_FILES };
    const cut = (await mcp.callTool({ name: folderItems.name, arguments: input })) as CallToolResult;
    expect(cut.isError, textOf(cut)).toBeFalsy();
    // A schema whose root is not a plain object travels wrapped as { result } (MCP asks for an object).
    const structured = cut.structuredContent as { result?: unknown };
    const value = ("result" in structured ? structured.result : structured) as Listing;
    expect(value[CUT_KEY]).toBeDefined();
    const validate = outputValidators("content-api")(folderItems.name);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    // The schema states the notice itself: a malformed one does not pass (a listing's other fields are open).
    expect(validate({ ...value, [CUT_KEY]: { ...value[CUT_KEY]!, shown: "many" } })).toBe(false);
  });

  it("is cut at a whole entry within the budget, and its offset continuation is one call", async () => {
    const mcp = await client();
    const input = { [pathParam(folderItems)]: BULK_FOLDER_ID, [items.limit!]: BULK_FILES };
    const first = (await mcp.callTool({ name: folderItems.name, arguments: input })) as CallToolResult;
    expect(first.isError).toBeFalsy();
    const text = textOf(first);
    // Measured with the tokenizer, not the runtime's estimate.
    expect(encode(text).length).toBeLessThanOrEqual(DEFAULT_RESULT_BUDGET);
    const listing = JSON.parse(text) as Listing;
    const cut = listing[CUT_KEY]!;
    expect(cut.of).toBe(BULK_FILES);
    expect(cut.shown).toBe(listing.entries.length);
    expect(cut.shown).toBeGreaterThan(0);
    expect(cut.shown).toBeLessThan(BULK_FILES);
    // In the tool's own parameter name (derived from the binding), not the wire's `offset`.
    expect(cut.next).toEqual({ [items.offset!]: cut.shown });
    expect(cut.note).toContain(items.offset!);
    expect(cut.note).toContain(items.fields!);

    const second = (await mcp.callTool({
      name: folderItems.name,
      arguments: { ...input, ...cut.next },
    })) as CallToolResult;
    expect(second.isError, textOf(second)).toBeFalsy();
    const next = JSON.parse(textOf(second)) as Listing;
    expect(encode(textOf(second)).length).toBeLessThanOrEqual(DEFAULT_RESULT_BUDGET);
    // Right after the last entry shown: nothing skipped, nothing repeated.
    const all = [...listing.entries, ...next.entries].map((e) => e.name);
    expect(new Set(all).size).toBe(all.length);
    expect(next.entries[0]!.name).toBe(`item-${String(cut.shown + 1).padStart(4, "0")}.txt`);
    await mcp.close();
  });

  it("with marker paging, is read again at a page size that fits, and its marker continues after the last entry", async () => {
    const mcp = await client();
    const input = { [pathParam(folderItems)]: BULK_FOLDER_ID, [items.limit!]: BULK_FILES, [usemarker]: true };
    const first = (await mcp.callTool({ name: folderItems.name, arguments: input })) as CallToolResult;
    const text = textOf(first);
    expect(encode(text).length).toBeLessThanOrEqual(DEFAULT_RESULT_BUDGET);
    const listing = JSON.parse(text) as Listing;
    const cut = listing[CUT_KEY]!;
    expect(cut.next).toEqual({ [items.marker!]: listing.next_marker, [items.limit!]: cut.shown });
    const second = JSON.parse(
      textOf((await mcp.callTool({ name: folderItems.name, arguments: { ...input, ...cut.next } })) as CallToolResult),
    ) as Listing;
    expect(second.entries[0]!.name).toBe(`item-${String(cut.shown + 1).padStart(4, "0")}.txt`);
    await mcp.close();
  });

  it("fits whole when the field selection asks for little, and is not cut", async () => {
    const mcp = await client();
    const input = {
      [pathParam(folderItems)]: BULK_FOLDER_ID,
      [items.limit!]: 200,
      [items.fields!]: ["name"],
    };
    const result = (await mcp.callTool({ name: folderItems.name, arguments: input })) as CallToolResult;
    const listing = JSON.parse(textOf(result)) as Listing;
    expect(listing[CUT_KEY]).toBeUndefined();
    expect(listing.entries).toHaveLength(200);
    await mcp.close();
  });

  it("follows the server's own budget, and none at all with false", async () => {
    const small = await client({ resultBudget: 2_000 });
    const input = { [pathParam(folderItems)]: BULK_FOLDER_ID, [items.limit!]: 100 };
    const cut = (await small.callTool({ name: folderItems.name, arguments: input })) as CallToolResult;
    expect(encode(textOf(cut)).length).toBeLessThanOrEqual(2_000);
    expect((JSON.parse(textOf(cut)) as Listing)[CUT_KEY]).toBeDefined();
    await small.close();
    const whole = await client({ resultBudget: false });
    const all = (await whole.callTool({ name: folderItems.name, arguments: input })) as CallToolResult;
    expect((JSON.parse(textOf(all)) as Listing).entries).toHaveLength(100);
    await whole.close();
  });
});

describe("a result over the budget that is not a listing", () => {
  it("is a too_large error naming the tool's field-selection parameter", async () => {
    const mcp = await client();
    // The folder's details carry its first 100 entries, whole.
    const fields = resultParams(folderDetails).fields!;
    const result = (await mcp.callTool({
      name: folderDetails.name,
      arguments: { [pathParam(folderDetails)]: BULK_FOLDER_ID },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ kind: "too_large", retryable: false });
    expect((result.structuredContent as { hint: string }).hint).toContain(fields);
    // Following the hint makes it fit.
    const narrowed = (await mcp.callTool({
      name: folderDetails.name,
      arguments: { [pathParam(folderDetails)]: BULK_FOLDER_ID, [fields]: ["name"] },
    })) as CallToolResult;
    expect(narrowed.isError).toBeFalsy();
    await mcp.close();
  });
});

describe("the token estimate", () => {
  it("is never below the o200k count on the sandbox's listings and content", async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
    const texts: string[] = [];
    for (const d of definitions) {
      const required = (d.inputSchema["required"] as string[] | undefined) ?? [];
      if (d.group !== "retrieval" || required.length > 0) continue;
      const value = await kit.invoke(d.name, {}).catch(() => undefined);
      if (value !== undefined) texts.push(JSON.stringify(value));
    }
    texts.push(JSON.stringify(await kit.invoke(folderItems.name, { [pathParam(folderItems)]: BULK_FOLDER_ID })));
    // Base64 content, the densest text a result holds.
    texts.push(
      JSON.stringify({ data: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 73) % 256)).toString("base64") }),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(estimateTokens(text)).toBeGreaterThanOrEqual(encode(text).length);
  });
});

describe("the budget in the adapters and on the command line", () => {
  const input = () => ({ [pathParam(folderItems)]: BULK_FOLDER_ID, [items.limit!]: 100 });

  it("an adapter follows its own option, else the kit's", async () => {
    const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false, resultBudget: 3_000 });
    const own = await toAnthropicTools(kit, { resultBudget: 1_500 }).execute(folderItems.name, input());
    expect(own.is_error).toBe(false);
    expect(encode(own.content).length).toBeLessThanOrEqual(1_500);
    const fromKit = await toOpenAITools(kit).execute(folderItems.name, input());
    expect(encode(fromKit).length).toBeLessThanOrEqual(3_000);
    expect(encode(fromKit).length).toBeGreaterThan(1_500);
    expect((JSON.parse(fromKit) as Listing)[CUT_KEY]).toBeDefined();
  });

  it("serve refuses a budget that is not a whole number of tokens, in one line (exit 2)", () => {
    const run = spawnSync(process.execPath, [CLI, "serve", "content-api", "--sandbox", "--result-budget", "lots"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "" },
      timeout: 90_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/--result-budget.*whole number of tokens/);
  });
});
