// MCP `outputSchema` for a tool, and its results as `structuredContent` that conforms to it. MCP wants an object at
// the root of both: a tool whose result is an object (after its root `$ref` is followed) is listed as it is; any
// other result (a union of answers, an array, a scalar) is wrapped as `{ "result": <value> }`, and its schema too.
import type { JsonObject, JsonValue } from "../contract.js";

export interface McpOutput {
  /** The schema listed as `outputSchema` (no `$schema`: MCP reads 2020-12 by default, and SDK clients compile it). */
  schema: JsonObject;
  /** Whether results travel as `{ result: value }`. */
  wrapped: boolean;
}

/** The listing's schema for one tool's standalone output schema (`kit.outputSchema(name)`). */
export function mcpOutput(standalone: JsonObject): McpOutput {
  const { $schema: _, $defs, ...schema } = standalone;
  const defs = ($defs ?? {}) as Record<string, JsonObject>;
  const ref = typeof schema.$ref === "string" ? schema.$ref.replace("#/$defs/", "") : undefined;
  const root = ref !== undefined && Object.keys(schema).length === 1 ? defs[ref] : schema;
  const withDefs = (s: JsonObject): JsonObject => ($defs !== undefined ? { ...s, $defs } : s);
  if (root?.type === "object") return { schema: withDefs(root), wrapped: false };
  return {
    schema: withDefs({
      type: "object",
      properties: { result: schema },
      required: ["result"],
      additionalProperties: false,
    }),
    wrapped: true,
  };
}

/** A result as `structuredContent` for a tool listed with `output`. */
export const structured = (value: JsonValue, output: McpOutput): JsonObject =>
  output.wrapped ? { result: value } : (value as JsonObject);
