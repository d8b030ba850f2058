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

const DEFS = "#/$defs/";

/** The `$defs` key a local `$ref` names; undefined for anything else. */
const defKey = (ref: unknown): string | undefined =>
  typeof ref === "string" && ref.startsWith(DEFS) ? ref.slice(DEFS.length) : undefined;

/** `$defs` keys a schema refers to, directly. */
export function refsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) refsOf(n, into);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      const named = key === "$ref" ? defKey(value) : undefined;
      if (named !== undefined) into.add(named);
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

/** Box's representations of a record, least to most: `Folder--Base`, `Folder--Mini`, `Folder`, `Folder--Full`. */
const REPRESENTATIONS = ["--Base", "--Mini", "", "--Full"];

/** The representations `defs` hold of the record a definition represents, least to most (itself among them). */
function representations(key: string, defs: Readonly<Record<string, unknown>>): string[] {
  const family = key.replace(/--(Base|Mini|Full)$/, "");
  return REPRESENTATIONS.map((r) => family + r).filter((k) => k === key || Object.hasOwn(defs, k));
}

/** The fields a definition requires, through its `allOf` parts and the definitions they name. */
function requiredOf(schema: unknown, defs: Readonly<Record<string, unknown>>): string[] {
  if (!schema || typeof schema !== "object") return [];
  const s = schema as JsonObject;
  const ref = defKey(s.$ref);
  const named = ref === undefined ? [] : requiredOf(defs[ref], defs);
  const parts = Array.isArray(s.allOf) ? s.allOf.flatMap((p) => requiredOf(p, defs)) : [];
  return [...named, ...parts, ...(Array.isArray(s.required) ? (s.required as string[]) : [])];
}

/**
 * The fullest representation of the record a definition represents (`Folder--Mini` → `Folder--Full`), when it is
 * fuller and requires no field this one does not: it only admits more fields.
 */
export function fullerOf(key: string, defs: Readonly<Record<string, unknown>>): string | undefined {
  const all = representations(key, defs);
  const fullest = all[all.length - 1]!;
  const required = new Set(requiredOf(defs[key], defs));
  if (fullest === key || !requiredOf(defs[fullest], defs).every((f) => required.has(f))) return undefined;
  return fullest;
}

const SELECTED = "Each record answered in its fullest representation: a field selection may name any of its fields.";

/**
 * What a call that selects fields (Box's `fields`) may answer: each record it answers (the result, or each entry of
 * a listing) in its fullest representation, since the selection may name any field of it; the definitions on the
 * way there inlined. Records nested deeper keep theirs. Undefined when no record has a fuller representation.
 */
export function selectedSchema(
  schema: unknown,
  defs: Readonly<Record<string, unknown>>,
  entries = false,
  seen: ReadonlySet<string> = new Set(),
): JsonObject | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const { $ref, ...s } = schema as JsonObject;
  const key = defKey($ref);
  if (key !== undefined) {
    const fuller = fullerOf(key, defs);
    if (fuller) return { ...s, $ref: DEFS + fuller };
    // Another representation of a record stays as it is; so does a definition met again on the way.
    if (representations(key, defs).length > 1 || seen.has(key)) return undefined;
    // Inlined with words of its own (a listing "in their mini representation" is no longer that).
    const { description: _, title: __, ...inner } = (defs[key] ?? {}) as JsonObject;
    const selected = selectedSchema(inner, defs, entries, new Set(seen).add(key));
    return selected && { ...s, ...selected, description: SELECTED };
  }
  const out: JsonObject = { ...s };
  let changed = false;
  for (const k of ["allOf", "anyOf", "oneOf"])
    if (Array.isArray(s[k]))
      out[k] = (s[k] as unknown[]).map((part) => {
        const selected = selectedSchema(part, defs, entries, seen);
        changed ||= selected !== undefined;
        return selected ?? (part as JsonObject);
      });
  const list = (s.properties as Record<string, JsonObject> | undefined)?.entries;
  const items = !entries && list?.items !== undefined ? selectedSchema(list.items, defs, true, seen) : undefined;
  if (items) out.properties = { ...(s.properties as JsonObject), entries: { ...list, items } };
  return changed || items ? out : undefined;
}
