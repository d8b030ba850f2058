// Box answers a record's default representation: in a nested position (a folder's entries, a policy an assignment
// names, a sign request's source files) the mini or base variant its schema declares, not the whole record. The
// sandbox stores whole records, so a read's answer keeps only the fields the tool's output schema declares, as the
// kit's TypeScript types do (a script reading the answer type-checks against the real service's shape).
import { readFileSync } from "node:fs";
import { selectedSchema, type OutputSchemas } from "../../output-schema.js";

type Schema = Record<string, unknown>;

/** What a schema admits of an object or array: its properties, its items, and the unions to choose branches from. */
interface Shape {
  /** Any field (a map, or a part that says nothing). */
  open: boolean;
  properties: Map<string, unknown[]>;
  items: unknown[];
  /** Each `anyOf`/`oneOf`: its branches, of which a value takes those it does not contradict. */
  unions: Shape[][];
}

const empty = (): Shape => ({ open: false, properties: new Map(), items: [], unions: [] });

/**
 * The kit's output schemas from `definitions/output-schemas.json`, read on the first answer that needs them. A call
 * that selects fields keeps those of the fullest representation of each record it answers, as its declared type does.
 */
export function declaredFields(
  file: URL | undefined,
): (value: unknown, tools: readonly string[], selected?: boolean) => unknown {
  let schemas: OutputSchemas | undefined;
  // Each tool's schema as a call that selects fields is answered, made once.
  const selections = new Map<string, unknown>();
  const selection = (tool: string) => {
    if (!selections.has(tool))
      selections.set(tool, selectedSchema(schemas!.tools[tool], schemas!.$defs) ?? schemas!.tools[tool]);
    return selections.get(tool);
  };
  // Each schema's shape once: a listing's thousand entries share it.
  const shapes = new WeakMap<object, Shape>();
  const shapeOf = (schema: unknown): Shape => {
    if (!schema || typeof schema !== "object") return collect(schema, schemas!.$defs, false, new Set());
    let shape = shapes.get(schema);
    if (!shape) shapes.set(schema, (shape = collect(schema, schemas!.$defs, false, new Set())));
    return shape;
  };
  // The shape a list of schemas gives a value, by the union branches the value fits: computed once per pattern.
  const effective = new WeakMap<unknown[], Map<string, Shape>>();
  const shapeFor = (declared: unknown[], value: unknown): Shape => {
    const shapes = declared.map(shapeOf);
    const key = shapes.map((s) => pattern(s, value)).join(";");
    let known = effective.get(declared);
    if (!known) effective.set(declared, (known = new Map()));
    let shape = known.get(key);
    if (!shape) {
      shape = empty();
      for (const s of shapes) merge(shape, resolve(s, value));
      known.set(key, shape);
    }
    return shape;
  };
  const keep = (value: unknown, declared: unknown[]): unknown => {
    if (!value || typeof value !== "object") return value;
    const shape = shapeFor(declared, value);
    if (Array.isArray(value)) return shape.items.length === 0 ? value : value.map((v) => keep(v, shape.items));
    if (shape.open || shape.properties.size === 0) return value;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const subs = shape.properties.get(key);
      if (subs) out[key] = keep(field, subs);
    }
    return out;
  };
  return (value, tools, selected = false) => {
    if (!file) return value;
    schemas ??= JSON.parse(readFileSync(file, "utf8")) as OutputSchemas;
    const known = tools.filter((t) => Object.hasOwn(schemas!.tools, t));
    const roots = known.map((t) => (selected ? selection(t) : schemas!.tools[t]));
    return roots.length === 0 ? value : keep(value, roots);
  };
}

/** The shape with each union narrowed to the branches this value fits (all of them when it fits none). */
function resolve(shape: Shape, value: unknown): Shape {
  if (shape.unions.length === 0) return shape;
  const out: Shape = { ...shape, properties: new Map(shape.properties), items: [...shape.items], unions: [] };
  for (const branches of shape.unions) {
    const resolved = branches.map((b) => resolve(b, value));
    const fitting = resolved.filter((b) => !contradicts(b, value));
    for (const b of fitting.length > 0 ? fitting : resolved) merge(out, b);
  }
  return out;
}

/**
 * Gathers the parts of a schema (through `$ref`, `allOf`, `anyOf`, `oneOf`). A part that says nothing admits anything
 * as a branch, and adds nothing as a part of an `allOf`.
 */
function collect(schema: unknown, defs: Record<string, unknown>, part: boolean, seen: Set<string>): Shape {
  const into = empty();
  if (schema === true || schema === undefined) return ((into.open = !part), into);
  if (!schema || typeof schema !== "object") return into;
  const s = schema as Schema;
  let said = false;
  if (typeof s.$ref === "string") {
    const key = s.$ref.split("#/$defs/")[1] ?? "";
    if (!seen.has(key)) merge(into, collect(defs[key], defs, part, new Set(seen).add(key)));
    said = true;
  }
  if (Array.isArray(s.allOf)) for (const sub of s.allOf as unknown[]) merge(into, collect(sub, defs, true, seen));
  for (const key of ["anyOf", "oneOf"] as const)
    if (Array.isArray(s[key])) into.unions.push((s[key] as unknown[]).map((sub) => collect(sub, defs, false, seen)));
  said ||= ["allOf", "anyOf", "oneOf"].some((k) => Array.isArray(s[k]));
  if (s.properties && typeof s.properties === "object") {
    for (const [name, sub] of Object.entries(s.properties as Schema))
      into.properties.set(name, [...(into.properties.get(name) ?? []), sub]);
    said = true;
  }
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) into.open = true;
  if (s.items !== undefined) into.items.push(s.items);
  // An object with no properties of its own (nor parts) is a map: any field.
  if ([s.type].flat().includes("object") && !said) into.open = true;
  if (!said && s.type === undefined && s.items === undefined && !("enum" in s) && !("const" in s) && !part)
    into.open = true;
  return into;
}

function merge(into: Shape, from: Shape): void {
  into.open ||= from.open;
  into.items.push(...from.items);
  into.unions.push(...from.unions);
  for (const [name, subs] of from.properties)
    into.properties.set(name, [...(into.properties.get(name) ?? []), ...subs]);
}

/** Which branches of each union (and of the unions within them) the value fits, as a key. */
function pattern(shape: Shape, value: unknown): string {
  return shape.unions
    .map((branches) => branches.map((b) => (contradicts(b, value) ? "0" : `1(${pattern(b, value)})`)).join(","))
    .join("|");
}

/** The value has a field whose value the branch's enum or const for it leaves out. */
function contradicts(branch: Shape, value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.entries(value).some(([key, field]) =>
    (branch.properties.get(key) ?? []).some((sub) => {
      const s = (sub ?? {}) as Schema;
      if ("const" in s) return s.const !== field;
      return Array.isArray(s.enum) && !s.enum.includes(field);
    }),
  );
}
