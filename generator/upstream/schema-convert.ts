// OpenAPI 3.0 Schema Objects to JSON Schema 2020-12, by rule. Each rule is stated once (RULES) and the snapshot
// records the list, so a reader of the snapshot knows what was done to Box's text without reading this file.
import { decodePointer } from "../load/errors.js";

type Json = Record<string, unknown>;

/** The rules `convertSchema` applies, as the snapshot's provenance states them. */
export const RULES = [
  "`$ref: #/components/schemas/<name>` becomes `$ref: #/$defs/<key>`; siblings of a `$ref`, which OpenAPI 3.0 ignores, are dropped.",
  "`nullable: true` with a `type` adds `null` to the type (and to an `enum`); without a `type` (beside `allOf`, `oneOf`, `anyOf`), the schema becomes `anyOf: [{ type: null }, <schema>]`. `nullable: false` is dropped.",
  "A schema with object keywords (`properties`, `required`, `additionalProperties`) and no `type` (an untyped `allOf` part) gets `type: object`; one with `items` and no `type` gets `type: array`.",
  "`example`, `discriminator`, `xml`, `externalDocs` and every `x-*` extension are dropped: documentation or code-generation hints, no constraint.",
  "A keyword that cannot apply to the schema's only type (`minimum` on a string, `maximum` on an array, `required` on an array) is dropped: JSON Schema ignores it, and it constrains nothing.",
  "Boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) become the numeric 2020-12 keywords.",
  "`format` is kept as written (`int64`, `token`, `digest`, `date-time`, …): in 2020-12 a format is an annotation unless a validator chooses to check it.",
];

const DROPPED = new Set(["example", "discriminator", "xml", "externalDocs", "nullable"]);
/** Keys whose value is a map of names to schemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs"]);
/** Keys whose value is one schema. */
const SCHEMA_ONE = new Set(["items", "additionalProperties", "not", "contains", "propertyNames"]);
/** Keys whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
const OBJECT_KEYWORDS = ["properties", "required", "additionalProperties"];
/** Keywords that apply to one kind of instance only. */
const APPLIES_TO: Record<string, string[]> = {
  minimum: ["number", "integer"],
  maximum: ["number", "integer"],
  exclusiveMinimum: ["number", "integer"],
  exclusiveMaximum: ["number", "integer"],
  multipleOf: ["number", "integer"],
  minLength: ["string"],
  maxLength: ["string"],
  pattern: ["string"],
  minItems: ["array"],
  maxItems: ["array"],
  uniqueItems: ["array"],
  items: ["array"],
  properties: ["object"],
  required: ["object"],
  additionalProperties: ["object"],
  minProperties: ["object"],
  maxProperties: ["object"],
};

/**
 * One schema converted. `defKey` maps a component name of the file the schema comes from to its `$defs` key (two
 * files may give one name different schemas).
 */
export function convertSchema(node: unknown, defKey: (component: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => convertSchema(n, defKey));
  if (!node || typeof node !== "object") return node;
  const source = node as Json;
  if (typeof source.$ref === "string") {
    const name = /^#\/components\/schemas\/(.+)$/.exec(source.$ref)?.[1];
    if (!name) throw new Error(`unsupported $ref ${source.$ref}`);
    return { $ref: `#/$defs/${defKey(decodePointer(name))}` };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key) || key.startsWith("x-")) continue;
    if (SCHEMA_MAPS.has(key) && value && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertSchema(v, defKey)]));
    } else if (SCHEMA_ONE.has(key) && value && typeof value === "object") {
      out[key] = convertSchema(value, defKey);
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((v) => convertSchema(v, defKey));
    } else if ((key === "exclusiveMinimum" || key === "exclusiveMaximum") && typeof value === "boolean") {
      const bound = key === "exclusiveMinimum" ? "minimum" : "maximum";
      if (value && typeof source[bound] === "number") out[key] = source[bound];
    } else {
      out[key] = value;
    }
  }
  // A numeric bound turned exclusive is no longer also inclusive.
  if (typeof out.exclusiveMinimum === "number") delete out.minimum;
  if (typeof out.exclusiveMaximum === "number") delete out.maximum;
  if (out.type !== undefined) {
    const types = [out.type].flat() as string[];
    for (const [keyword, kinds] of Object.entries(APPLIES_TO))
      if (keyword in out && !kinds.some((k) => types.includes(k))) delete out[keyword];
  } else {
    if (OBJECT_KEYWORDS.some((k) => k in out)) out.type = "object";
    else if ("items" in out) out.type = "array";
  }
  if (source.nullable !== true) return out;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  const { description, title, ...rest } = out;
  return {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    anyOf: [{ type: "null" }, rest],
  };
}

export { reachable, refsOf } from "@toolgen/runtime/output-schema.js";
