// The compact MCP listing loses no fact of the canonical records nor of the manifest: every parameter, type, enum,
// bound, default, required flag, rule sentence and annotation value is recoverable from mcp.json, and each listed
// tool stays within the kit's per-tool token budget (the whole listing's bound is in field-selection.test.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { JsonObject, McpTool, ToolDefinition } from "@toolgen/runtime";
import { describe, expect, it } from "vitest";
import { formats } from "../generator/model/formats.js";
import { toolCaveats } from "../generator/model/describe.js";
import { modelRule } from "../generator/model/rules.js";
import { isRespacedName, recoveredHints } from "./support/mcp-facts.js";
import { ROOT } from "./support/paths.js";
import { specManifest } from "./support/spec.js";
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

// The same listing held against the manifest itself: a fact the generator dropped from tools.json as well would pass
// the comparison above, not this one.
describe.each(KITS)("%s: mcp.json against the manifest", (kit) => {
  const { tools } = read<{ tools: McpTool[] }>(kit, "mcp.json");
  const listed = new Map(tools.map((t) => [t.name, t]));
  const manifest = specManifest(kit);

  it("lists every tool of the manifest", () => {
    expect(tools.map((t) => t.name)).toEqual(manifest.tools.map((t) => t.name));
  });

  it.each(manifest.tools.map((t) => [t.name, t] as const))("%s: keeps every fact the manifest states", (_, t) => {
    const tool = listed.get(t.name)!;
    const schema = tool.inputSchema as unknown as { properties: Record<string, JsonObject>; required?: string[] };
    expect(Object.keys(schema.properties)).toEqual(t.params.map((p) => p.name));
    for (const p of t.params) {
      const listedParam = schema.properties[p.name]!;
      const at = `${t.name}.${p.name}`;
      const items = /^array<(\w+)>$/.exec(p.type)?.[1];
      expect(listedParam.type, at).toBe(items ? "array" : p.type);
      if (items) expect(listedParam.items, at).toEqual({ type: items, ...(p.itemsEnum && { enum: p.itemsEnum }) });
      expect(listedParam.enum, at).toEqual(p.enum);
      expect(listedParam.default, at).toEqual(p.default);
      expect(listedParam.minimum, at).toBe(p.minimum);
      expect(listedParam.maximum, at).toBe(p.maximum);
      expect(listedParam.maxItems, at).toBe(p.maxItems);
      expect(listedParam.not, at).toEqual(p.not && { enum: p.not });
      expect(listedParam.pattern, at).toBe(p.format && formats[p.format].pattern);
      if (p.description) expect(listedParam.description, at).toContain(p.description.trim().replace(/\.$/, ""));
      expect(schema.required?.includes(p.name) ?? false, at).toBe(p.required === true);
    }
    // The description: the summary, the upstream's facts, the risk facts and every rule's sentence.
    for (const sentence of [...toolCaveats(t), ...(t.rules ?? []).map((r) => modelRule(r).sentence)])
      expect(tool.description, t.name).toContain(sentence);
    if (t.title !== undefined && !isRespacedName(t.title, t.name)) expect(tool.title).toBe(t.title);
    // The hints, from the binding and the risk facts by MCP's meaning: a GET (or a Slack retrieval) only reads; a
    // deletion, a process stopped for good or an irreversible change destroys.
    const method = "method" in t.operation ? t.operation.method : t.group === "retrieval" ? "GET" : "POST";
    const risk = t.risk ?? {};
    const ends = risk.outcome !== undefined && risk.outcome !== "none";
    const hints = recoveredHints(tool.annotations);
    expect(hints.readOnlyHint, t.name).toBe(method === "GET");
    expect(hints.destructiveHint, t.name).toBe(
      method !== "GET" && (method === "DELETE" || ends || !!risk.irreversible),
    );
    expect(hints.idempotentHint, t.name).toBe(["GET", "DELETE", "PUT"].includes(method));
    expect(hints.openWorldHint, t.name).toBe(true);
  });
});
