// src/outputs.ts: the TypeScript types of what each tool's call resolves to, from the kit's output schemas. Each
// shared definition becomes one named type, each tool a `<Tool>Output`, and `<Namespace>Outputs` maps names to them
// for `kit.call` (with `<Namespace>Etags`, the tools that answer 304 only to a call passing their etag parameter).
// Objects with declared properties are closed (no index signature), so a misspelt field is an error.
import type { CodeBlockWriter } from "ts-morph";
import type { KitModel } from "../model/index.js";
import { WIDTH } from "./literal.js";
import { declaration, file, printTypeScript, StructureKind, type Declaration, type Statement } from "./print.js";
import type { Emitter } from "./types.js";

type Schema = Record<string, unknown>;

export const outputTypes: Emitter = (kit, context) => [
  file("src/outputs.ts", printTypeScript(context, { statements: statementsOf(kit) })),
];

/** A TypeScript name for each shared definition (`File--Full` → `FileFull`), unique and clear of the tools' names. */
export function typeNames(kit: Pick<KitModel, "namespace" | "tools" | "outputs">): Map<string, string> {
  const taken = new Set(kit.tools.flatMap((t) => [t.inputType, `${t.name}Output`]));
  taken.add(`${kit.namespace}Outputs`).add(`${kit.namespace}Etags`).add("JsonValue");
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

function statementsOf(kit: KitModel): Statement[] {
  const names = typeNames(kit);
  const defs = Object.entries(kit.outputs.defs).map(([key, schema]) =>
    declaration(named(names.get(key)!, schema, names)),
  );
  const tools = kit.tools.map((t) =>
    declaration(
      named(`${t.name}Output`, kit.outputs.calls[t.name], names, { fallbackDoc: `What ${t.name} resolves to.` }),
    ),
  );
  const etags = Object.entries(kit.outputs.etags).map(([tool, param]) => `  ${tool}: ${JSON.stringify(param)};`);
  return [
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      moduleSpecifier: "@toolgen/runtime",
      namedImports: ["JsonValue"],
    },
    ...tools,
    {
      kind: StructureKind.Interface,
      leadingTrivia: (writer: CodeBlockWriter) => writer.blankLineIfLastNot(),
      isExported: true,
      name: `${kit.namespace}Outputs`,
      docs: ["What each tool's call resolves to, by tool name."],
      properties: kit.tools.map((t) => ({ name: t.name, type: `${t.name}Output` })),
    },
    ...(etags.length > 0
      ? [declaration({ text: `export interface ${kit.namespace}Etags {\n${etags.join("\n")}\n}`, docs: [ETAGS_DOC] })]
      : []),
    ...defs,
  ];
}

const ETAGS_DOC =
  "The tools that answer 304 Not Modified, by name: the parameter whose etag lets them (no other call can).";

/**
 * An interface for a plain object with properties; a type alias for anything else. Exported unless `global` (code
 * mode's API declares its types in the global scope).
 */
export function named(
  name: string,
  schema: unknown,
  names: Map<string, string>,
  { fallbackDoc, global = false }: { fallbackDoc?: string; global?: boolean } = {},
): Declaration {
  const s = (schema ?? {}) as Schema;
  const docs = [doc(s.description) ?? fallbackDoc].filter((d): d is string => d !== undefined);
  const exported = global ? "" : "export ";
  if (isPlainObject(s)) return { text: `${exported}interface ${name} ${ofType("object", s, names, AT_START)}`, docs };
  const head = `${exported}type ${name} = `;
  return { text: `${head}${typeText(s, names, { indent: "", column: head.length })};`, docs };
}

const AT_START: At = { indent: "", column: 0 };

const COMBINATORS = ["allOf", "anyOf", "oneOf", "enum", "const", "$ref", "additionalProperties"];
const isPlainObject = (s: Schema) =>
  s.type === "object" &&
  !!s.properties &&
  !COMBINATORS.some((k) => k in s && !(k === "additionalProperties" && s[k] === false));

/**
 * Where a type's text starts: `indent`, the indentation its later lines take (relative to the declaration's own),
 * and `column`, the column its first character stands at, so a union that would pass the line width wraps.
 */
interface At {
  indent: string;
  column: number;
}

/** The TypeScript type a schema describes, as text laid out to the line width. */
export function typeText(schema: unknown, names: Map<string, string>, at: At = { indent: "", column: 0 }): string {
  if (schema === true || schema === undefined) return "JsonValue";
  if (schema === false) return "never";
  const s = schema as Schema;
  if (typeof s.$ref === "string") return names.get(defKey(s.$ref)) ?? "JsonValue";
  if ("const" in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum))
    return union(
      s.enum.map((v) => JSON.stringify(v)),
      at,
    );
  const parts: string[] = [];
  // `type: object` beside allOf/anyOf/oneOf, with nothing of its own, only restates what the parts say.
  const bare = s.type === "object" && !s.properties && s.additionalProperties === undefined;
  const combined = ["allOf", "anyOf", "oneOf"].some((k) => Array.isArray(s[k]));
  if (s.type !== undefined && !(bare && combined))
    parts.push(
      union(
        ([s.type].flat() as string[]).map((t) => ofType(t, s, names, at)),
        at,
      ),
    );
  for (const key of ["anyOf", "oneOf"])
    if (Array.isArray(s[key]))
      parts.push(
        union(
          (s[key] as unknown[]).map((a) => typeText(a, names, at)),
          at,
        ),
      );
  if (Array.isArray(s.allOf)) parts.push(...(s.allOf as unknown[]).map((a) => typeText(a, names, at)));
  // A part that says nothing of the value (an allOf member with only a description) narrows no JSON value: left out.
  const said = parts.filter((p) => p !== "JsonValue");
  // Parts of an intersection that are unions (or intersections) keep their own parentheses.
  if (said.length > 1) return said.map((p) => (joined(p) ? `(${p})` : p)).join(" & ");
  return said[0] ?? "JsonValue";
}

/** Whether a type's text joins types at its top level (`A | B`), not only inside braces or brackets. */
function joined(text: string): boolean {
  let depth = 0;
  for (const c of text.replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
    if ("{[(<".includes(c)) depth++;
    else if ("}])>".includes(c)) depth--;
    else if (depth === 0 && (c === "|" || c === "&")) return true;
  }
  return false;
}

function ofType(type: string, s: Schema, names: Map<string, string>, at: At): string {
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
      return `Array<${s.items ? typeText(s.items, names, { ...at, column: at.column + 6 }) : "JsonValue"}>`;
    case "object": {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const extra = s.additionalProperties;
      // Declared properties close the type (a misspelt field is an error); without any, it is a map. Beside declared
      // properties an index signature must admit their types too, so it is `unknown` there.
      const map = extra && typeof extra === "object" ? typeText(extra, names, at) : "JsonValue";
      const entries = Object.entries(properties);
      if (entries.length === 0) return `{ [key: string]: ${map} }`;
      const inner = `${at.indent}  `;
      const members = entries.map(([key, sub]) => {
        const head = `${propertyName(key)}${required.has(key) ? "" : "?"}: `;
        return `${inner}${head}${typeText(sub, names, { indent: inner, column: inner.length + head.length })};`;
      });
      if (extra && typeof extra === "object") members.push(`${inner}[key: string]: unknown;`);
      return `{\n${members.join("\n")}\n${at.indent}}`;
    }
    default:
      return "JsonValue";
  }
}

/**
 * A union: on one line when it fits, else as many members a line as fit, each later line starting with `|`; a
 * member that spans lines stands on its own.
 */
function union(types: string[], at: At): string {
  const members = [...new Set(types)];
  if (members.length === 0) return "never";
  // Any JSON value is one of them: the others add nothing.
  if (members.includes("JsonValue")) return "JsonValue";
  const flat = members.join(" | ");
  if (!flat.includes("\n") && at.column + flat.length + 1 <= WIDTH) return flat;
  const lines = [members[0]!];
  const margin = `${at.indent}  `;
  for (const member of members.slice(1)) {
    const last = lines[lines.length - 1]!;
    const lastWidth = (lines.length === 1 ? at.column : 0) + last.length;
    if (!member.includes("\n") && !last.includes("\n") && lastWidth + member.length + 4 <= WIDTH)
      lines[lines.length - 1] = `${last} | ${member}`;
    else lines.push(`${margin}| ${member}`);
  }
  return lines.join("\n");
}

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
