// f. What a model is shown of a large result: a sandbox folder of 1,000 files listed over MCP (in-memory transport),
// with and without the result budget, counted with the o200k tokenizer. Token counts, not times: one run each.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createToolkit, definitions } from "@toolgen/content-api";
import { startSandbox } from "@toolgen/content-api/sandbox";
import { CUT_KEY, DEFAULT_RESULT_BUDGET, resultParams } from "@toolgen/runtime";
import { createMcpServer, type McpServerOptions } from "@toolgen/runtime/mcp";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { BULK_FOLDER_ID } from "../runtime/src/sandbox/box/seed/bulk.js";
import type { Row } from "./lib.js";

const FILES = 1_000;

export async function benchResults(report: (section: string, title: string, rows: Row[]) => void): Promise<void> {
  const sandbox = await startSandbox({ seed: 1, bulkFiles: FILES });
  // Picked by binding: a spec edit may rename it.
  const tool = definitions.find((d) => "path" in d.operation && d.operation.id === "get_folders_id_items")!;
  const params = resultParams(tool);
  const folder = "params" in tool.operation ? tool.operation.params.find((p) => p.in === "path")!.name : "";
  const kit = createToolkit({ accessToken: "sandbox", baseUrl: sandbox.url, retry: false });
  const tokens = (value: unknown) => encode(typeof value === "string" ? value : JSON.stringify(value)).length;
  const count = (n: number): Row["stats"] => ({ runs: 1, median: n, min: n, max: n });
  const rows: Row[] = [];
  async function call(options: McpServerOptions, input: Record<string, unknown>): Promise<CallToolResult> {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(kit, options).connect(serverSide);
    const client = new Client({ name: "bench", version: "0" });
    await client.connect(clientSide);
    const result = (await client.callTool({
      name: tool.name,
      arguments: { [folder]: BULK_FOLDER_ID, ...input },
    })) as CallToolResult;
    await client.close();
    return result;
  }
  const text = (r: CallToolResult) => (r.content[0] as { text: string }).text;
  try {
    for (const [label, input] of [
      [`a page of ${FILES} (${params.limit}=${FILES})`, { [params.limit!]: FILES }],
      ["a page at Box's default size (100)", {}],
      [`a page of ${FILES}, ${params.fields}=["name"]`, { [params.limit!]: FILES, [params.fields!]: ["name"] }],
    ] as const) {
      const whole = await call({ resultBudget: false }, input);
      const fitted = await call({}, input);
      const cut = (JSON.parse(text(fitted)) as Record<string, { shown: number; of: number } | undefined>)[CUT_KEY];
      rows.push({ benchmark: `${label}: text block, no budget`, stats: count(tokens(text(whole))), unit: "tok" });
      rows.push({
        benchmark: `${label}: text block, budget ${DEFAULT_RESULT_BUDGET}`,
        stats: count(tokens(text(fitted))),
        unit: "tok",
        target: `≤ ${DEFAULT_RESULT_BUDGET}`,
        note: cut ? `cut to ${cut.shown} of ${cut.of} entries, with the next call` : "whole",
      });
      if (fitted.structuredContent) {
        rows.push({
          benchmark: `${label}: structuredContent (same value)`,
          stats: count(tokens(fitted.structuredContent)),
          unit: "tok",
          note: "a client shows the model one of the two blocks",
        });
      }
    }
  } finally {
    await sandbox.close();
  }
  report(
    "f",
    `f. a ${FILES}-file folder listed over MCP on the sandbox (o200k tokens of what the model is shown)`,
    rows,
  );
}
