// definitions/api.d.ts: the kit as code mode's API. Each tool is a global async function of its name, with its input
// and result types, a one-line doc and its risk facts; the shared result types once. Each block starts with a
// `// tool: Name` or `// type: Name` line, so a search can answer one tool's declarations and the types it uses.
import { StructureKind, type StatementStructures } from "ts-morph";
import type { ToolDefinition } from "@toolgen/runtime";
import type { KitOutputs } from "../model/output.js";
import type { ToolModel } from "../model/index.js";
import { named, typeNames } from "./output-types.js";
import { byInputs } from "./per-tool.js";
import { printTypeScriptBlocks, typescriptFile, type Statement } from "./print.js";
import type { Emitter } from "./types.js";

/** All the file is printed from. */
interface ApiInputs {
  manifestPath: string;
  namespace: string;
  tools: Array<{
    name: string;
    inputType: string;
    summary: string;
    risks: string[];
    params: Array<{ name: string; tsType: string; required: boolean; text?: string }>;
  }>;
  outputs: Pick<KitOutputs, "defs" | "tools">;
}

const JSON_VALUE = "null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }";

// In blocks (a type, or a tool's function and types), so a one-tool edit formats one block.
const printApi = byInputs("api-declarations", (kit: ApiInputs) => printTypeScriptBlocks(kit, blocksOf(kit)));

export const apiDeclarations: Emitter = (kit, context) => {
  const inputs: ApiInputs = {
    manifestPath: context.manifestPath,
    namespace: kit.namespace,
    tools: kit.tools.map((tool) => ({
      name: tool.name,
      inputType: tool.inputType,
      summary: firstSentence(tool.definition.description),
      risks: risks(tool.definition),
      params: paramsOf(tool),
    })),
    outputs: { defs: kit.outputs.defs, tools: kit.outputs.tools },
  };
  return [typescriptFile("definitions/api.d.ts", printApi(inputs, context))];
};

/** Each block's statements, each block under its `// tool:` or `// type:` line. */
function blocksOf(kit: ApiInputs): Statement[][] {
  const names = typeNames(kit);
  const marked = (mark: string, [first, ...rest]: StatementStructures[]): Statement[] => [
    { ...first!, leadingTrivia: `// ${mark}\n` },
    ...rest,
  ];
  const global = (statement: StatementStructures) => ({ ...statement, isExported: false }) as StatementStructures;
  const types = Object.keys(kit.outputs.defs).map((key) =>
    marked(`type: ${names.get(key)!}`, [global(named(names.get(key)!, kit.outputs.defs[key], names))]),
  );
  const tools = kit.tools.map((tool) =>
    marked(`tool: ${tool.name}`, [
      {
        kind: StructureKind.Function,
        hasDeclareKeyword: true,
        name: tool.name,
        docs: [[tool.summary, ...tool.risks].join("\n")],
        parameters: [{ name: "input", type: tool.inputType, hasQuestionToken: tool.params.every((p) => !p.required) }],
        returnType: `Promise<${tool.name}Output>`,
      } as StatementStructures,
      tool.params.length > 0
        ? {
            kind: StructureKind.Interface,
            name: tool.inputType,
            properties: tool.params.map((p) => ({
              name: p.name,
              type: p.tsType,
              hasQuestionToken: !p.required,
              docs: p.text ? [firstSentence(p.text)] : [],
            })),
          }
        : { kind: StructureKind.TypeAlias, name: tool.inputType, type: "Record<string, never>" },
      global(named(`${tool.name}Output`, kit.outputs.tools[tool.name], names)),
    ]),
  );
  return [
    marked("type: JsonValue", [{ kind: StructureKind.TypeAlias, name: "JsonValue", type: JSON_VALUE }]),
    ...types,
    ...tools,
  ];
}

function paramsOf(tool: ToolModel): ApiInputs["tools"][number]["params"] {
  return tool.params.map(({ name, tsType, required, text }) => ({
    name,
    tsType,
    required,
    ...(text !== undefined && { text }),
  }));
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
