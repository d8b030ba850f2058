// definitions/api.d.ts: the kit as code mode's API. Each tool is a global async function of its name, with its input
// and result types, and its whole description; the shared result types once. Each block starts with a
// `// tool: Name` or `// type: Name` line, so a search can answer one tool's declarations and the types it uses.
import type { ToolModel } from "../model/index.js";
import { withoutNotModified, type KitOutputs } from "../model/output.js";
import { named, typeNames, typeText } from "./output-types.js";
import { WIDTH } from "./literal.js";
import { StructureKind, declaration, file, printTypeScript, type Statement } from "./print.js";
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
  // The whole description: the summary, the upstream's caveats, the risk facts and the rules a call must keep.
  const docs = [docText(definition.description)];
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

/** A parameter's description and its bounds (the runtime refuses a value past them). */
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
  const text = [p.text && docText(p.text), bounds, items].filter(Boolean).join(" ");
  return text ? [text] : [];
}

/** `declare function`, its parameter on a line of its own when the whole passes the width. */
function functionText(name: string, parameter: string, result = `${name}Output`): string {
  const flat = `declare function ${name}(${parameter}): Promise<${result}>;`;
  return flat.length <= WIDTH ? flat : `declare function ${name}(\n  ${parameter},\n): Promise<${result}>;`;
}

/** Text for a doc comment: on one line, and unable to close it. */
function docText(text: string): string {
  return text.replace(/\s+/g, " ").replaceAll("*/", "*\\/");
}
