// definitions/api.d.ts: the kit as code mode's API. Each tool is a global async function of its name, with its input
// and result types, a one-line doc and its risk facts; the shared result types once. Each block starts with a
// `// tool: Name` or `// type: Name` line, so a search can answer one tool's declarations and the types it uses.
import { StructureKind, type StatementStructures } from "ts-morph";
import type { ToolDefinition } from "@toolgen/runtime";
import type { ToolModel } from "../model/index.js";
import { named, namesUsed, typeNames } from "./output-types.js";
import { byInputs, perToolWith } from "./per-tool.js";
import { markerBlock, printBlock, typescriptFile, type Statement } from "./print.js";
import type { Emitter } from "./types.js";

const JSON_VALUE = "null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }";

/** Type names by definition key. */
type Names = Record<string, string>;

// In blocks, so a one-tool edit prints and formats one block: each tool's in its unit (with the type names its result
// refers to), the shared types together.
const typeBlocks = byInputs(
  "api-declarations-types",
  ({ defs, names }: { defs: Record<string, unknown>; names: Names }) => {
    const byKey = new Map(Object.entries(names));
    return [
      printBlock(marked("type: JsonValue", [{ kind: StructureKind.TypeAlias, name: "JsonValue", type: JSON_VALUE }])),
      ...Object.entries(defs).map(([key, schema]) =>
        printBlock(marked(`type: ${names[key]!}`, [global(named(names[key]!, schema, byKey))])),
      ),
    ];
  },
);
const toolBlock = perToolWith("api-declarations", (tool: ToolModel, names: Names) =>
  printBlock(marked(`tool: ${tool.name}`, toolStatements(tool, new Map(Object.entries(names))))),
);

export const apiDeclarations: Emitter = (kit, context) => {
  const names = typeNames(kit);
  const types = typeBlocks({ defs: kit.outputs.defs, names: Object.fromEntries(names) }, context);
  const tools = kit.tools.map((tool) => toolBlock(tool, namesUsed(tool.outputSchema, names), context));
  return [typescriptFile("definitions/api.d.ts", [markerBlock(context), ...types, ...tools])];
};

/** A block's statements under its `// tool:` or `// type:` line. */
const marked = (mark: string, [first, ...rest]: StatementStructures[]): Statement[] => [
  { ...first!, leadingTrivia: `// ${mark}\n` },
  ...rest,
];
/** A declaration of the file's global scope (the output types' emitter exports them). */
const global = (statement: StatementStructures) => ({ ...statement, isExported: false }) as StatementStructures;

/** A tool's function, its input type and its result type. */
function toolStatements(tool: ToolModel, names: Map<string, string>): StatementStructures[] {
  const { name, inputType, params, definition } = tool;
  return [
    {
      kind: StructureKind.Function,
      hasDeclareKeyword: true,
      name,
      docs: [[firstSentence(definition.description), ...risks(definition)].join("\n")],
      parameters: [{ name: "input", type: inputType, hasQuestionToken: params.every((p) => !p.required) }],
      returnType: `Promise<${name}Output>`,
    },
    params.length > 0
      ? {
          kind: StructureKind.Interface,
          name: inputType,
          properties: params.map((p) => ({
            name: p.name,
            type: p.tsType,
            hasQuestionToken: !p.required,
            docs: p.text ? [firstSentence(p.text)] : [],
          })),
        }
      : { kind: StructureKind.TypeAlias, name: inputType, type: "Record<string, never>" },
    global(named(`${name}Output`, tool.outputSchema, names)),
  ];
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
