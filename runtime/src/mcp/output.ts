// MCP `outputSchema` for a tool, and its results as `structuredContent` that conforms to it. MCP wants an object at
// the root of both: a tool whose result is an object (after its root `$ref` is followed) is listed as it is; any
// other result (a union of answers, an array, a scalar) is wrapped as `{ "result": <value> }`, and its schema too.
import type { JsonObject, JsonValue } from "../contract.js";
import { reachable } from "../output-schema.js";

export interface McpOutput {
  /** The schema listed as `outputSchema` (no `$schema`: MCP reads 2020-12 by default, and SDK clients compile it). */
  schema: JsonObject;
  /** Whether results travel as `{ result: value }`. */
  wrapped: boolean;
}

/**
 * Keywords left out of a listed schema: prose (the tool's description carries the meaning) and checks a client would
 * apply to the upstream's answers, where a new enum value or an unusual format would turn a good result into a
 * protocol error. What is left checks the result's shape: 382,908 tokens of ContentApi's listing become about a third.
 */
const LEFT_OUT = new Set(["description", "title", "format", "enum", "examples", "example"]);

/** The listing's schema for one tool's standalone output schema (`kit.outputSchema(name)`). */
export function mcpOutput(standalone: JsonObject): McpOutput {
  const { $schema: _, $defs, ...schema } = standalone;
  const defs = ($defs ?? {}) as Record<string, JsonObject>;
  const ref = typeof schema.$ref === "string" ? schema.$ref.replace("#/$defs/", "") : undefined;
  const root = ref !== undefined && Object.keys(schema).length === 1 ? defs[ref] : schema;
  const wrapped = root?.type !== "object";
  const listed: JsonObject = wrapped
    ? { type: "object", properties: { result: schema }, required: ["result"], additionalProperties: false }
    : root;
  // Only the definitions the listed schema reaches: a root definition followed above is not listed twice.
  const keys = reachable([listed], defs);
  const lean = leanSchema(listed) as JsonObject;
  if (keys.length > 0) lean.$defs = Object.fromEntries(keys.map((k) => [k, leanSchema(defs[k]!)]));
  return { schema: lean, wrapped };
}

/** A schema without the LEFT_OUT keywords, and an `allOf` that is left with one part replaced by that part. */
function leanSchema(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(leanSchema);
  if (node === null || typeof node !== "object") return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (LEFT_OUT.has(key)) continue;
    // Under `properties` the keys are field names, whatever they are called. A `oneOf` becomes an `anyOf`: without
    // their enums, two of its parts may both match.
    out[key === "oneOf" && !("anyOf" in node) ? "anyOf" : key] =
      key === "properties" && value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, leanSchema(s)]))
        : leanSchema(value);
  }
  const parts = out.allOf;
  if (Array.isArray(parts)) {
    const kept = parts.filter((p) => !(p !== null && typeof p === "object" && Object.keys(p).length === 0));
    if (kept.length === 0) delete out.allOf;
    else if (kept.length === 1 && Object.keys(out).length === 1) return kept[0]!;
    else out.allOf = kept;
  }
  return out;
}

/** A result as `structuredContent` for a tool listed with `output`. */
export const structured = (value: JsonValue, output: McpOutput): JsonObject =>
  output.wrapped ? { result: value } : (value as JsonObject);
