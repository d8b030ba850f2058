// Each generated kit's output schemas compiled with ajv in strict mode, for tests that check what a call resolved to.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { selectedSchema, type OutputSchemas } from "../../runtime/src/output-schema.js";
import { ROOT } from "./paths.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** A kit's output-schemas.json, as generated. */
export function outputSchemas(kit: string): OutputSchemas {
  return JSON.parse(
    readFileSync(path.join(ROOT, "generated", kit, "definitions/output-schemas.json"), "utf8"),
  ) as OutputSchemas;
}

/** Every `format` the schemas name. */
export function formatsNamed(schemas: OutputSchemas): Set<string> {
  const names = new Set<string>();
  JSON.stringify(schemas, (key, value: unknown) => {
    if (key === "format" && typeof value === "string") names.add(value);
    return value;
  });
  return names;
}

/**
 * Strict mode (unknown keywords, formats and ignored type-specific keywords are errors; union types allowed), with
 * one check left off: `strictRequired`, because Box composes objects with `allOf` and names in one part's `required`
 * a property another part declares, which is valid JSON Schema that this check cannot see across parts. Formats
 * ajv-formats knows are checked; the others (Box's `token`, `digest`, …) are annotations.
 */
export function strictAjv(
  schemas: OutputSchemas,
  { strictTypes = true }: { strictTypes?: boolean } = {},
): { ajv: Ajv2020; checked: string[]; annotations: string[] } {
  const ajv = addFormats(
    new Ajv2020({ strict: true, strictRequired: false, strictTypes, allowUnionTypes: true, allErrors: true }),
  );
  const named = [...formatsNamed(schemas)].sort();
  const annotations = named.filter((f) => !ajv.formats[f]);
  for (const name of annotations) ajv.addFormat(name, true);
  return { ajv, checked: named.filter((f) => !annotations.includes(f)), annotations };
}

/**
 * A validator per tool. The shared definitions are added once (as the document `outputs`) and each tool's schema is
 * compiled against them, so a definition many tools reach is compiled once, not once per tool.
 */
export function outputValidators(kit: string): (tool: string) => ValidateFunction {
  const schemas = outputSchemas(kit);
  const { ajv } = strictAjv(schemas);
  ajv.addSchema({ $id: "outputs", $defs: schemas.$defs });
  const compiled = new Map<string, ValidateFunction>();
  return (tool) => {
    let validate = compiled.get(tool);
    if (!validate) {
      if (!Object.hasOwn(schemas.tools, tool)) throw new Error(`${kit} has no output schema for ${tool}`);
      const text = JSON.stringify(schemas.tools[tool]).replaceAll('"$ref":"#/$defs/', '"$ref":"outputs#/$defs/');
      validate = ajv.compile(JSON.parse(text) as object);
      compiled.set(tool, validate);
    }
    return validate;
  };
}

/** ajv's errors as lines, for an assertion message. */
export const problems = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`).join("\n");

/**
 * A validator per tool whose objects are closed: a field the declared type lacks is an error, as it is to the
 * generated TypeScript types. Box composes objects with `allOf`, where `additionalProperties: false` on each part would
 * refuse the other parts' fields, so each object scope is closed with `unevaluatedProperties: false` (2020-12), which
 * sees every part; a part of an `allOf` stays open (its whole closes it). An object that declares no properties is a
 * map of anything, as its type is. With `selected`, the schema is that of a call that selects fields, as its declared
 * type is: each record it answers in its fullest representation.
 */
export function closedOutputValidators(kit: string): (tool: string, selected?: boolean) => ValidateFunction {
  const schemas = outputSchemas(kit);
  // The closing keyword stands beside `$ref` and combinators, without a `type` of its own.
  const { ajv } = strictAjv(schemas, { strictTypes: false });
  const defs: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(schemas.$defs)) {
    defs[`${key}~open`] = open(def);
    defs[key] = closed({ $ref: `#/$defs/${key}` });
  }
  ajv.addSchema({ $id: "closed", $defs: defs });
  const compiled = new Map<string, ValidateFunction>();
  return (tool, selected = false) => {
    let validate = compiled.get(`${tool}${selected ? "+fields" : ""}`);
    if (!validate) {
      if (!Object.hasOwn(schemas.tools, tool)) throw new Error(`${kit} has no output schema for ${tool}`);
      const schema = schemas.tools[tool]!;
      const chosen = (selected && selectedSchema(schema, schemas.$defs)) || schema;
      const text = JSON.stringify(closed(chosen)).replaceAll('"$ref":"#/$defs/', '"$ref":"closed#/$defs/');
      validate = ajv.compile(JSON.parse(text) as object);
      compiled.set(`${tool}${selected ? "+fields" : ""}`, validate);
    }
    return validate;
  };
}

/** Every property name the kit's output definitions declare: a field selection that asks for all it could. */
export function declaredFieldNames(kit: string): string[] {
  const names = new Set<string>();
  JSON.stringify(outputSchemas(kit).$defs, (key, value: unknown) => {
    if (key === "properties" && value && typeof value === "object") for (const n of Object.keys(value)) names.add(n);
    return value;
  });
  return [...names].sort();
}

type Node = Record<string, unknown>;

/** The schema as a part: its own `$ref`s to the open definitions, each nested object scope closed. */
function open(schema: unknown): unknown {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const out: Node = {};
  for (const [key, value] of Object.entries(merged(schema as Node))) {
    if (key === "$ref" && typeof value === "string") out[key] = `${value}~open`;
    else if (key === "properties")
      out[key] = Object.fromEntries(Object.entries(value as Node).map(([k, v]) => [k, closed(v)]));
    else if (key === "items" || key === "additionalProperties") out[key] = closed(value);
    else if (key === "allOf" || key === "anyOf" || key === "oneOf") out[key] = (value as unknown[]).map(open);
    else out[key] = value;
  }
  return out;
}

/** The schema as a whole object scope: no field beyond what it and its parts declare. */
function closed(schema: unknown): unknown {
  const s = open(schema);
  if (!s || typeof s !== "object") return s;
  const node = s as Node;
  const object = "properties" in node || "$ref" in node || "allOf" in node || "anyOf" in node || "oneOf" in node;
  return object ? { ...node, unevaluatedProperties: false } : node;
}

const inline = (s: unknown): s is Node =>
  !!s && typeof s === "object" && !Array.isArray(s) && !["$ref", "anyOf", "oneOf", "allOf"].some((k) => k in s);

/**
 * An `allOf` of inline parts as one schema, a property or `items` both declare merged the same way: its type is the
 * intersection of theirs (`{ key } & { key; id? }` has `id`), which closing each part apart would refuse.
 */
function merged(schema: Node): Node {
  const parts = schema.allOf;
  if (!Array.isArray(parts) || !parts.every(inline)) return schema;
  const { allOf: _, ...rest } = schema;
  return (parts as Node[]).reduce<Node>((a, b) => mergeTwo(a, b), rest);
}

function mergeTwo(a: Node, b: Node): Node {
  const out: Node = { ...a, ...b };
  const both = (x: unknown, y: unknown) =>
    x === undefined ? y : y === undefined ? x : inline(x) && inline(y) ? mergeTwo(x, y) : { allOf: [x, y] };
  if (a.properties || b.properties) {
    const pa = (a.properties ?? {}) as Node;
    const pb = (b.properties ?? {}) as Node;
    out.properties = Object.fromEntries(
      [...new Set([...Object.keys(pa), ...Object.keys(pb)])].map((k) => [k, both(pa[k], pb[k])]),
    );
  }
  if (a.items !== undefined || b.items !== undefined) out.items = both(a.items, b.items);
  if (a.required || b.required)
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  return out;
}
