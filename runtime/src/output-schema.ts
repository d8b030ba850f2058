// A kit's output schemas (definitions/output-schemas.json): shared definitions once, each tool's schema referring to
// them. Read on the first request for one, never at import; one tool's schema is made standalone (the definitions it
// reaches under its own `$defs`) for a consumer that takes one schema at a time, such as an MCP client.
import { readFileSync } from "node:fs";
import type { JsonObject } from "./contract.js";

export interface OutputSchemas {
  $schema: string;
  /** The upstream's licence notice, when the schemas derive from its specification. */
  $comment?: string;
  $defs: Record<string, JsonObject>;
  /** Each tool's schema; `$ref`s point at `#/$defs/<key>` of this document. */
  tools: Record<string, JsonObject>;
}

/** `$defs` keys a schema refers to, directly. */
export function refsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) refsOf(n, into);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")) into.add(value.slice(8));
      else refsOf(value, into);
    }
  }
  return into;
}

/** `$defs` keys reachable from `roots` through `defs`, sorted. */
export function reachable(roots: unknown[], defs: Readonly<Record<string, unknown>>): string[] {
  const seen = new Set<string>();
  const queue = roots.flatMap((r) => [...refsOf(r)]);
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...refsOf(defs[key]));
  }
  return [...seen].sort();
}

/** One tool's schema standing alone: `$schema`, the schema, and the definitions it reaches. */
export function standaloneSchema(schemas: OutputSchemas, name: string): JsonObject | undefined {
  const schema = Object.hasOwn(schemas.tools, name) ? schemas.tools[name]! : undefined;
  if (!schema) return undefined;
  const keys = reachable([schema], schemas.$defs);
  return {
    $schema: schemas.$schema,
    ...schema,
    ...(keys.length > 0 ? { $defs: Object.fromEntries(keys.map((k) => [k, schemas.$defs[k]!])) } : {}),
  };
}

/** Reads a kit's output-schemas.json once, when first asked. */
export function outputSchemasFile(file: URL): () => OutputSchemas {
  let read: OutputSchemas | undefined;
  return () => (read ??= JSON.parse(readFileSync(file, "utf8")) as OutputSchemas);
}
