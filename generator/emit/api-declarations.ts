// definitions/api.d.ts: the kit as code mode's API. Each tool is a global async function of its name, with its input
// and result types, a one-line doc and its risk facts; the shared result types once. Each block starts with a
// `// tool: Name` or `// type: Name` line, so a search can answer one tool's declarations and the types it uses.
import { StructureKind } from "ts-morph";
import type { ToolDefinition } from "@toolgen/runtime";
import type { ToolModel } from "../model/index.js";
import { withoutNotModified, type KitOutputs } from "../model/output.js";
import { named, typeNames, typeText } from "./output-types.js";
import { WIDTH } from "./literal.js";
import { declaration, file, printTypeScript, type Statement } from "./print.js";
import type { Emitter } from "./types.js";

const JSON_VALUE = "null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }";

export const apiDeclarations: Emitter = (kit, context) => {
  const names = typeNames(kit);
  const blocks = [
    [declaration({ text: `type JsonValue = ${JSON_VALUE};` }, "type: JsonValue")],
    ...Object.entries(kit.outputs.defs).map(([key, schema]) => [
      declaration(named(names.get(key)!, schema, names, { global: true }), `type: ${names.get(key)!}`),
    ]),
    ...kit.tools.map((tool) => toolStatements(tool, kit.outputs, names)),
  ];
  return [file("definitions/api.d.ts", printTypeScript(context, { statements: blocks.flat() }))];
};

/**
 * A tool's function under its `// tool:` line, its input type and its result type. A tool that answers 304 Not
 * Modified does so only to a call that passes its etag: overloads give a call without one the result without it.
 */
function toolStatements(tool: ToolModel, outputs: KitOutputs, names: Map<string, string>): Statement[] {
  const { name, inputType, params, definition } = tool;
  const [output, etag] = [outputs.calls[name]!, outputs.etags[name]];
  const input = `input${params.every((p) => !p.required) ? "?" : ""}: ${inputType}`;
  const changed = etag && withoutNotModified(output);
  const docs = [firstSentence(definition.description), ...risks(definition)];
  if (changed) docs.push(`Resolves to ToolkitNotModified (304) only when ${etag} is given.`);
  const text = changed
    ? [
        functionText(name, `input: ${inputType} & { ${etag}: string }`),
        functionText(name, `input: ${inputType} & { ${etag}?: undefined }`, typeText(changed, names)),
        functionText(name, input),
      ].join("\n")
    : functionText(name, input);
  return [
    declaration({ text, docs: [docs.join(" ")] }, `tool: ${name}`),
    params.length > 0
      ? {
          kind: StructureKind.Interface,
          name: inputType,
          properties: params.map((p) => ({
            name: p.name,
            type: p.tsType,
            hasQuestionToken: !p.required,
            docs: docOf(p),
          })),
        }
      : { kind: StructureKind.TypeAlias, name: inputType, type: "Record<string, never>" },
    declaration(named(`${name}Output`, output, names, { global: true })),
  ];
}

/** A parameter's first sentence and its bounds (the runtime refuses a value past them). */
function docOf(p: ToolModel["params"][number]): string[] {
  const { minimum, maximum, maxItems } = p.schema as { minimum?: number; maximum?: number; maxItems?: number };
  const bounds =
    minimum !== undefined && maximum !== undefined
      ? `From ${minimum} to ${maximum}.`
      : maximum !== undefined
        ? `At most ${maximum}.`
        : minimum !== undefined
          ? `At least ${minimum}.`
          : undefined;
  const items = maxItems !== undefined ? `At most ${maxItems} items.` : undefined;
  const text = [p.text && firstSentence(p.text), bounds, items].filter(Boolean).join(" ");
  return text ? [text] : [];
}

/** `declare function`, its parameter on a line of its own when the whole passes the width. */
function functionText(name: string, parameter: string, result = `${name}Output`): string {
  const flat = `declare function ${name}(${parameter}): Promise<${result}>;`;
  return flat.length <= WIDTH ? flat : `declare function ${name}(\n  ${parameter},\n): Promise<${result}>;`;
}

/** What the documents say of a tool's risk, in a few words each. */
function risks(definition: ToolDefinition): string[] {
  const { meta, annotations } = definition;
  const said: string[] = [];
  const outcomes: Record<string, string> = {
    trash: "Moves to the trash (restorable).",
    permanent: "Deletes permanently.",
    trash_or_permanent: "Trashes or deletes permanently, per enterprise settings.",
    removal: "Removes it.",
    cancellation: "Cancels it for good.",
  };
  if (meta.outcome && outcomes[meta.outcome]) said.push(outcomes[meta.outcome]!);
  if (meta.irreversible) said.push("Irreversible.");
  if (meta.asynchronous) said.push("Completes asynchronously.");
  if (meta.permission) said.push(`Requires ${meta.permission}.`);
  if (meta.rateLimit) said.push(`Rate limit: ${meta.rateLimit}.`);
  if (!annotations.readOnlyHint && said.length === 0 && annotations.destructiveHint) said.push("Destructive.");
  return said.length > 0 ? [`Risk: ${said.join(" ")}`] : [];
}

/** The first sentence (one that ends before a capital or the end: "e.g. [...]" goes on). */
function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](?=\s+[A-Z'"]|\s*$)/s.exec(text)?.[0] ?? text;
  return sentence.replace(/\s+/g, " ").replaceAll("*/", "*\\/");
}
