// Proves every definitions file against its ecosystem's published rules, and that nothing a schema drops is lost.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { BUDGETS, KITS, listingTokens, mean } from "./support/tokens.js";

type Schema = Record<string, unknown>;
const kits = KITS.map((id) => ({ id, budget: BUDGETS[id].openai }));
const read = (kit: string, file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, "generated", kit, "definitions", file), "utf8")) as unknown;

const FUNCTION_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const FORBIDDEN_AT_ROOT = ["oneOf", "anyOf", "allOf", "enum", "not"];
// Keywords strict function calling accepts (OpenAI structured outputs); `default` is not among them.
const STRICT_KEYWORDS = new Set([
  "type",
  "description",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "pattern",
  "format",
  "$defs",
  "$ref",
]);
// Fields of Gemini's Schema object (the OpenAPI 3.0 subset function declarations use).
const GEMINI_KEYWORDS = new Set([
  "type",
  "format",
  "title",
  "description",
  "nullable",
  "enum",
  "maxItems",
  "minItems",
  "properties",
  "required",
  "minProperties",
  "maxProperties",
  "minLength",
  "maxLength",
  "pattern",
  "example",
  "anyOf",
  "propertyOrdering",
  "default",
  "items",
  "minimum",
  "maximum",
]);
const GEMINI_TYPES = new Set(["STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT"]);

/** Every schema node below a root, with its path, for keyword checks. */
function* nodes(schema: Schema, at = "$"): Generator<[string, Schema]> {
  yield [at, schema];
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    yield* nodes(child, `${at}.${name}`);
  if (schema.items) yield* nodes(schema.items as Schema, `${at}[]`);
}

function commonRoot(name: string, schema: Schema) {
  expect(name, name).toMatch(FUNCTION_NAME);
  expect(schema.type, `${name}: object root`).toMatch(/^object$/i);
  for (const keyword of FORBIDDEN_AT_ROOT) expect(schema[keyword], `${name}: top-level ${keyword}`).toBeUndefined();
}

describe.each(kits)("$id definitions", ({ id, budget }) => {
  const canonical = read(id, "tools.json") as Array<{
    name: string;
    description: string;
    inputSchema: Schema;
    annotations: Record<string, unknown>;
  }>;
  const byName = new Map(canonical.map((t) => [t.name, t]));
  const ajv = new Ajv2020({ strict: false });

  /** A property's canonical constraints a reshaped schema dropped must still be stated in its description. */
  function keepsMeaning(tool: string, property: string, shaped: Schema) {
    const original = (byName.get(tool)!.inputSchema.properties as Record<string, Schema>)[property]!;
    const text = String(shaped.description ?? "");
    if (original.pattern && !shaped.pattern) expect(text, `${tool}.${property}: format`).toMatch(/Format /);
    if (original.not && !shaped.not) expect(text, `${tool}.${property}: excluded value`).toMatch(/Not '/);
    if (original.default !== undefined && shaped.default === undefined)
      expect(text, `${tool}.${property}: default`).toContain(`Default ${JSON.stringify(original.default)}`);
  }

  it("tools.json: canonical records with valid JSON Schema 2020-12 inputs and all four annotations", () => {
    expect(canonical.length).toBeGreaterThan(0);
    for (const tool of canonical) {
      commonRoot(tool.name, tool.inputSchema);
      expect(tool.description.length, tool.name).toBeGreaterThan(10);
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      for (const hint of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]) {
        expect(typeof tool.annotations[hint], `${tool.name}.${hint}`).toBe("boolean");
      }
    }
  });

  it("mcp.json: a tools/list result", () => {
    const { tools } = read(id, "mcp.json") as {
      tools: Array<{ name: string; title?: string; description: string; inputSchema: Schema; annotations?: Schema }>;
    };
    expect(tools.map((t) => t.name)).toEqual([...byName.keys()]);
    const HINTS = new Set(["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
      expect(tool.inputSchema.type).toBe("object");
      // Compact: only hints, only booleans (test/mcp-listing.test.ts proves the values against tools.json).
      for (const [hint, value] of Object.entries(tool.annotations ?? {})) {
        expect(HINTS.has(hint), `${tool.name}: ${hint}`).toBe(true);
        expect(typeof value).toBe("boolean");
      }
      if (tool.title !== undefined) expect(tool.title.length).toBeGreaterThan(0);
    }
  });

  it("openai.json and anthropic.json: function tools with object roots; dropped constraints stay in words", () => {
    const openai = read(id, "openai.json") as Array<{
      type: string;
      function: { name: string; description: string; parameters: Schema };
    }>;
    const anthropic = read(id, "anthropic.json") as Array<{ name: string; description: string; input_schema: Schema }>;
    expect(openai.map((t) => t.function.name)).toEqual([...byName.keys()]);
    expect(anthropic.map((t) => t.name)).toEqual([...byName.keys()]);
    for (const { type, function: fn } of openai) {
      expect(type).toBe("function");
      commonRoot(fn.name, fn.parameters);
      expect(fn.description).toBe(byName.get(fn.name)!.description);
      for (const [name, property] of Object.entries(fn.parameters.properties as Record<string, Schema>))
        keepsMeaning(fn.name, name, property);
    }
    for (const tool of anthropic) {
      commonRoot(tool.name, tool.input_schema);
      expect(tool.input_schema.type).toBe("object");
    }
  });

  it("openai-strict.json: closed objects, every property required, optional ones nullable, no unsupported keyword", () => {
    const strict = read(id, "openai-strict.json") as Array<{
      function: { name: string; strict: boolean; parameters: Schema };
    }>;
    expect(strict.map((t) => t.function.name)).toEqual([...byName.keys()]);
    for (const { function: fn } of strict) {
      expect(fn.strict).toBe(true);
      commonRoot(fn.name, fn.parameters);
      const required = new Set((byName.get(fn.name)!.inputSchema.required ?? []) as string[]);
      for (const [at, node] of nodes(fn.parameters)) {
        for (const keyword of Object.keys(node))
          expect(STRICT_KEYWORDS.has(keyword), `${fn.name} ${at}: ${keyword}`).toBe(true);
        if (node.type === "object") {
          expect(node.additionalProperties, `${fn.name} ${at}`).toBe(false);
          expect(node.required, `${fn.name} ${at}`).toEqual(Object.keys(node.properties as object));
        }
      }
      for (const [name, property] of Object.entries(fn.parameters.properties as Record<string, Schema>)) {
        const types = ([] as unknown[]).concat(property.type);
        expect(types.includes("null"), `${fn.name}.${name} nullable iff optional`).toBe(!required.has(name));
        if (Array.isArray(property.enum) && !required.has(name)) expect(property.enum).toContain(null);
        keepsMeaning(fn.name, name, property);
      }
    }
  });

  it("gemini.json: function declarations in the OpenAPI subset", () => {
    const { functionDeclarations } = read(id, "gemini.json") as {
      functionDeclarations: Array<{ name: string; description: string; parameters?: Schema }>;
    };
    expect(functionDeclarations.map((f) => f.name)).toEqual([...byName.keys()]);
    for (const fn of functionDeclarations) {
      expect(fn.name).toMatch(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/);
      if (!fn.parameters) {
        expect(Object.keys(byName.get(fn.name)!.inputSchema.properties as object)).toHaveLength(0);
        continue;
      }
      expect(fn.parameters.type).toBe("OBJECT");
      for (const keyword of FORBIDDEN_AT_ROOT) expect(fn.parameters[keyword]).toBeUndefined();
      for (const [at, node] of nodes(fn.parameters)) {
        for (const keyword of Object.keys(node))
          expect(GEMINI_KEYWORDS.has(keyword), `${fn.name} ${at}: ${keyword}`).toBe(true);
        expect(GEMINI_TYPES.has(node.type as string), `${fn.name} ${at}: type ${String(node.type)}`).toBe(true);
        if (node.enum) expect(node.type, `${fn.name} ${at}: enum on strings only`).toBe("STRING");
      }
      for (const [name, property] of Object.entries(fn.parameters.properties as Record<string, Schema>)) {
        expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/);
        keepsMeaning(fn.name, name, property);
      }
    }
  });

  it(`openai.json: a tool takes at most ${budget.max} tokens, ${budget.mean} on average (o200k, compact JSON as sent)`, () => {
    const { perTool } = listingTokens(id, "openai");
    expect(Math.max(...perTool)).toBeLessThanOrEqual(budget.max);
    expect(mean(perTool)).toBeLessThanOrEqual(budget.mean);
  });
});
