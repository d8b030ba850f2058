// A plain Slack method the sandbox does not model still answers, so a new plain tool runs end to end offline: the
// smallest answer its tool's output schema accepts, placed where the generic executor reads it.
import { readFileSync } from "node:fs";
import type { SlackBinding, Tool } from "../../contract.js";

type Schema = Record<string, unknown>;

/** The kit the sandbox serves: its tools and its generated `definitions/output-schemas.json`. */
export interface SandboxKit {
  tools: Readonly<Record<string, Tool>>;
  outputSchemas: URL;
}

/** Method → a made-up answer (the body after `ok: true`) and the tool it was derived for. */
export type MadeUp = Map<string, { tool: string; answer: () => Record<string, unknown> }>;

export function madeUpAnswers(kit: SandboxKit | undefined, modelled: (method: string) => boolean): MadeUp {
  const out: MadeUp = new Map();
  if (!kit) return out;
  let file: { $defs?: Record<string, Schema>; tools?: Record<string, Schema> } | undefined;
  const schemas = () => (file ??= JSON.parse(readFileSync(kit.outputSchemas, "utf8")) as NonNullable<typeof file>);
  for (const [name, tool] of Object.entries(kit.tools)) {
    const binding = tool.binding as SlackBinding;
    const method = binding.kind === "slack" ? binding.methods[0] : undefined;
    if (!method || !binding.plain || modelled(method) || out.has(method)) continue;
    const plain = binding.plain;
    out.set(method, {
      tool: name,
      answer: () => {
        const { $defs = {}, tools = {} } = schemas();
        if (plain.paging) return { [plain.paging.items]: [], response_metadata: { next_cursor: "" } };
        const value = minimalValue(tools[name] ?? {}, $defs, 0);
        if (!plain.result) return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
        // The value sits at the dotted path; a scalar result is the last key's value.
        const keys = plain.result.split(".");
        const leaf =
          typeof value === "object" && value !== null && !Array.isArray(value) && keys.at(-1)! in value
            ? (value as Schema)[keys.at(-1)!]
            : value;
        return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf) as Record<string, unknown>;
      },
    });
  }
  return out;
}

/** The smallest value a JSON Schema accepts, for the shapes output schemas use (refs into `$defs`, depth-bounded). */
export function minimalValue(schema: Schema, defs: Record<string, Schema>, depth: number): unknown {
  if (depth > 20) return null;
  const ref = typeof schema.$ref === "string" ? schema.$ref : undefined;
  if (ref) return minimalValue(defs[ref.split("/").at(-1)!] ?? {}, defs, depth + 1);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const first = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (Array.isArray(first) && first.length > 0) return minimalValue(first[0]!, defs, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((t) => t !== "null") ?? (types.includes("null") ? "null" : schema.properties ? "object" : undefined);
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((key) => [key, minimalValue(properties[key] ?? {}, defs, depth + 1)]));
    }
    case "array":
      return [];
    case "string":
      return "x".repeat(typeof schema.minLength === "number" ? schema.minLength : 0);
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return false;
    default:
      return null;
  }
}
