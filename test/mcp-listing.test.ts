// The compact MCP listing loses no fact of the canonical records: every parameter, type, enum, bound, default,
// required flag, rule sentence and annotation value of tools.json is recoverable from mcp.json, and each listed
// tool stays within the kit's per-tool token budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { JsonObject, McpTool, ToolDefinition } from "@toolgen/runtime";
import { describe, expect, it } from "vitest";
import { isRespacedName, recoveredHints } from "./support/mcp-facts.js";
import { ROOT } from "./support/paths.js";
import { BUDGETS, KITS, listingTokens, mean } from "./support/tokens.js";

const read = <T>(kit: string, file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, "generated", kit, "definitions", file), "utf8")) as T;

describe.each(KITS)("%s: mcp.json against tools.json", (kit) => {
  const canonical = read<ToolDefinition[]>(kit, "tools.json");
  const { tools } = read<{ tools: McpTool[] }>(kit, "mcp.json");
  const listed = new Map(tools.map((t) => [t.name, t]));

  it("lists every tool once, in catalogue order", () => {
    expect(tools.map((t) => t.name)).toEqual(canonical.map((d) => d.name));
  });

  it.each(canonical.map((d) => [d.name, d] as const))("%s: every fact is recoverable", (_, d) => {
    const tool = listed.get(d.name)!;
    expect(tool.description).toBe(d.description);
    // The title: stated, or the name re-spaced.
    if (tool.title === undefined) expect(isRespacedName(d.title, d.name)).toBe(true);
    else expect(tool.title).toBe(d.title);
    expect(recoveredHints(tool.annotations)).toEqual(recoveredHints(d.annotations));
    const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = d.annotations;
    expect(recoveredHints(tool.annotations)).toEqual({ readOnlyHint, destructiveHint, idempotentHint, openWorldHint });
    // The schema: the canonical one but for the dialect's name and the closed root (the listed parameters are all).
    const { $schema, additionalProperties, ...schema } = d.inputSchema as JsonObject;
    expect([$schema, additionalProperties]).toEqual(["https://json-schema.org/draft/2020-12/schema", false]);
    expect(tool.inputSchema).toEqual(schema);
  });

  it("states destructiveHint: true on every destructive tool, though it is MCP's default", () => {
    const destructive = canonical.filter((d) => d.annotations.destructiveHint);
    for (const d of destructive) expect(listed.get(d.name)!.annotations?.destructiveHint, d.name).toBe(true);
    for (const d of canonical.filter((t) => !t.annotations.destructiveHint))
      expect(listed.get(d.name)!.annotations?.destructiveHint, d.name).not.toBe(true);
  });

  const budget = BUDGETS[kit].mcp;
  it(`a listed tool takes at most ${budget.max} o200k tokens, ${budget.mean} on average`, () => {
    const { perTool } = listingTokens(kit, "mcp");
    expect(Math.max(...perTool)).toBeLessThanOrEqual(budget.max);
    expect(mean(perTool)).toBeLessThanOrEqual(budget.mean);
  });
});
