// src/outputs.ts: the TypeScript types of what each tool's call resolves to, from the kit's output schemas. Each
// shared definition becomes one named type, each tool a `<Tool>Output`, and `<Namespace>Outputs` maps names to them
// for `kit.call`. Objects with declared properties are closed (no index signature), so a misspelt field is an error.
import { StructureKind, type InterfaceDeclarationStructure, type TypeAliasDeclarationStructure } from "ts-morph";
import type { KitOutputs } from "../model/output.js";
import { byInputs } from "./per-tool.js";
import { printTypeScript, typescriptFile } from "./print.js";
import type { Emitter } from "./types.js";

type Schema = Record<string, unknown>;

/** All the file is printed from: a save that changes none of it reuses the last text. */
interface OutputInputs {
  manifestPath: string;
  namespace: string;
  tools: Array<{ name: string; inputType: string }>;
  outputs: Pick<KitOutputs, "defs" | "tools">;
}

const printOutputs = byInputs("output-types", (kit: OutputInputs) =>
  printTypeScript(kit, { statements: statementsOf(kit) }),
);

export const outputTypes: Emitter = (kit, context) => {
  const inputs: OutputInputs = {
    manifestPath: context.manifestPath,
    namespace: kit.namespace,
    tools: kit.tools.map(({ name, inputType }) => ({ name, inputType })),
    outputs: { defs: kit.outputs.defs, tools: kit.outputs.tools },
  };
  return [typescriptFile("src/outputs.ts", printOutputs(inputs, context))];
};

/** A TypeScript name for each shared definition (`File--Full` → `FileFull`), unique and clear of the tools' names. */
export function typeNames(kit: Pick<OutputInputs, "namespace" | "tools" | "outputs">): Map<string, string> {
  const taken = new Set(kit.tools.flatMap((t) => [t.inputType, `${t.name}Output`]));
  taken.add(`${kit.namespace}Outputs`).add("JsonValue");
  const names = new Map<string, string>();
  for (const key of Object.keys(kit.outputs.defs)) {
    const base = key
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join("")
      .replace(/^(\d)/, "T$1");
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(key, name);
  }
  return names;
}

/** The shared definition a `$ref` names, as the kit's schemas write it or as tools.json lists it. */
const defKey = (ref: string) => ref.split("#/$defs/")[1] ?? ref;

/** The type names a schema refers to, by definition key: all of `names` a type printed from it reads. */
export function namesUsed(schema: unknown, names: Map<string, string>): Record<string, string> {
  const used: Record<string, string> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        const name = key === "$ref" && typeof value === "string" ? names.get(defKey(value)) : undefined;
        if (name) used[defKey(value as string)] = name;
        else visit(value);
      }
  };
  visit(schema);
  return used;
}

function statementsOf(kit: OutputInputs) {
  const names = typeNames(kit);
  const defs = Object.entries(kit.outputs.defs).map(([key, schema]) => named(names.get(key)!, schema, names));
  const tools = kit.tools.map((t) =>
    named(`${t.name}Output`, kit.outputs.tools[t.name], names, `What ${t.name} resolves to.`),
  );
  return [
    {
      kind: StructureKind.ImportDeclaration as const,
      isTypeOnly: true,
      moduleSpecifier: "@toolgen/runtime",
      namedImports: ["JsonValue"],
    },
    ...tools,
    {
      kind: StructureKind.Interface as const,
      isExported: true,
      name: `${kit.namespace}Outputs`,
      docs: ["What each tool's call resolves to, by tool name."],
      properties: kit.tools.map((t) => ({ name: t.name, type: `${t.name}Output` })),
    },
    ...defs,
  ];
}

/** An interface for a plain object with properties; a type alias for anything else. */
export function named(
  name: string,
  schema: unknown,
  names: Map<string, string>,
  fallbackDoc?: string,
): InterfaceDeclarationStructure | TypeAliasDeclarationStructure {
  const s = (schema ?? {}) as Schema;
  const docs = [doc(s.description) ?? fallbackDoc].filter((d): d is string => d !== undefined);
  if (isPlainObject(s)) {
    const required = new Set((s.required as string[] | undefined) ?? []);
    return {
      kind: StructureKind.Interface,
      isExported: true,
      name,
      docs,
      properties: Object.entries(s.properties as Record<string, Schema>).map(([key, sub]) => ({
        name: propertyName(key),
        hasQuestionToken: !required.has(key),
        type: typeText(sub, names),
        docs: [doc(sub.description)].filter((d): d is string => d !== undefined),
      })),
    };
  }
  return { kind: StructureKind.TypeAlias, isExported: true, name, docs, type: typeText(s, names) };
}

const COMBINATORS = ["allOf", "anyOf", "oneOf", "enum", "const", "$ref", "additionalProperties"];
const isPlainObject = (s: Schema) =>
  s.type === "object" &&
  !!s.properties &&
  !COMBINATORS.some((k) => k in s && !(k === "additionalProperties" && s[k] === false));

/** The TypeScript type a schema describes, as text (prettier lays it out). */
export function typeText(schema: unknown, names: Map<string, string>): string {
  if (schema === true || schema === undefined) return "JsonValue";
  if (schema === false) return "never";
  const s = schema as Schema;
  if (typeof s.$ref === "string") return names.get(defKey(s.$ref)) ?? "JsonValue";
  if ("const" in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return union(s.enum.map((v) => JSON.stringify(v)));
  const parts: string[] = [];
  // `type: object` beside allOf/anyOf/oneOf, with nothing of its own, only restates what the parts say.
  const bare = s.type === "object" && !s.properties && s.additionalProperties === undefined;
  const combined = ["allOf", "anyOf", "oneOf"].some((k) => Array.isArray(s[k]));
  if (s.type !== undefined && !(bare && combined))
    parts.push(union(([s.type].flat() as string[]).map((t) => ofType(t, s, names))));
  for (const key of ["anyOf", "oneOf"])
    if (Array.isArray(s[key])) parts.push(union((s[key] as unknown[]).map((a) => typeText(a, names))));
  if (Array.isArray(s.allOf)) parts.push(...(s.allOf as unknown[]).map((a) => typeText(a, names)));
  // Parts of an intersection that are unions (or intersections) keep their own parentheses.
  if (parts.length > 1) return parts.map((p) => (/[|&]/.test(p) ? `(${p})` : p)).join(" & ");
  return parts[0] ?? "JsonValue";
}

function ofType(type: string, s: Schema, names: Map<string, string>): string {
  switch (type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return `Array<${s.items ? typeText(s.items, names) : "JsonValue"}>`;
    case "object": {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const members = Object.entries(properties).map(
        ([key, sub]) => `${propertyName(key)}${required.has(key) ? "" : "?"}: ${typeText(sub, names)}`,
      );
      const extra = s.additionalProperties;
      // Declared properties close the type (a misspelt field is an error); without any, it is a map. Beside declared
      // properties an index signature must admit their types too, so it is `unknown` there.
      const map = extra && typeof extra === "object" ? typeText(extra, names) : "JsonValue";
      if (members.length === 0) members.push(`[key: string]: ${map}`);
      else if (extra && typeof extra === "object") members.push("[key: string]: unknown");
      return `{ ${members.join("; ")} }`;
    }
    default:
      return "JsonValue";
  }
}

const union = (types: string[]) => [...new Set(types)].join(" | ") || "never";
const propertyName = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** The first sentence or line of a description, as one JSDoc line. */
function doc(description: unknown): string | undefined {
  if (typeof description !== "string") return undefined;
  const first = description
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, " ")
    .trim();
  const sentence = /^(.{20,240}?[.!?])(\s|$)/.exec(first)?.[1] ?? first.slice(0, 240);
  return sentence.replaceAll("*/", "*\\/") || undefined;
}
