// The package entry point: createToolkit, definitions and the types a downstream project needs.
import { kitEnvironment } from "@toolgen/runtime/options.js";
import type { VariableStatementStructure } from "ts-morph";
import { conventionsOf } from "../model/field-selection.js";
import type { KitModel } from "../model/index.js";
import { literal } from "./literal.js";
import {
  declaration,
  file,
  namedFrom,
  printTypeScript,
  reference,
  StructureKind,
  VariableDeclarationKind,
} from "./print.js";

/** What the kit reads on demand, each named by a constant of the entry point. */
const KIT_FILES = ["searchIndex", "conventions", "outputSchemas", "api"];
import type { Emitter } from "./types.js";

const providers: Record<KitModel["provider"], { value: string; options: string }> = {
  box: { value: "boxProvider", options: "BoxOptions" },
  slack: { value: "slackProvider", options: "SlackOptions" },
};

export const packageIndex: Emitter = (kit, context) => {
  const { value, options } = providers[kit.provider];
  const ns = kit.namespace;
  const env = kitEnvironment(kit.id);
  const kitFiles = { id: kit.id, ...Object.fromEntries(KIT_FILES.map((name) => [name, reference(name)])) };
  // The tools' output types, and which answer 304 only to a call passing an etag (outputs.ts, when any do).
  const outputs = [`${ns}Outputs`, ...(Object.keys(kit.outputs.etags).length > 0 ? [`${ns}Etags`] : [])];
  return [
    file(
      "src/index.ts",
      printTypeScript(context, {
        statements: [
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: "@toolgen/runtime",
            namedImports: ["createKit", value, `type ${options}`, "type ToolDefinition", "type Toolkit"],
          },
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: "./tools/index.js",
            namedImports: ["tools", `type ${ns}Inputs`],
          },
          // Types only: importing the kit never loads the output types.
          {
            kind: StructureKind.ImportDeclaration,
            isTypeOnly: true,
            moduleSpecifier: "./outputs.js",
            namedImports: outputs,
          },
          (writer) => writer.blankLineIfLastNot(),
          // The adapters too, so a downstream project hands the tools to an agent framework importing this package only.
          namedFrom("export", "@toolgen/runtime", [
            "searchTools",
            "ToolError",
            "ToolkitOptionsError",
            "toAISDKTools",
            "toAnthropicTools",
            "toGeminiTools",
            "toOpenAITools",
          ]),
          namedFrom(
            "export",
            "@toolgen/runtime",
            [
              "JsonValue",
              "OpenAIToolsOptions",
              "SearchToolsOptions",
              "Tool",
              "ToolDefinition",
              "ToolErrorEnvelope",
              "ToolErrorKind",
              "ToolMatch",
              "ToolSelection",
              { name: options, alias: `${ns}Options` },
            ],
            { typeOnly: true },
          ),
          { kind: StructureKind.ExportDeclaration, isTypeOnly: true, moduleSpecifier: "./tools/index.js" },
          { kind: StructureKind.ExportDeclaration, isTypeOnly: true, moduleSpecifier: "./outputs.js" },
          { kind: StructureKind.ExportDeclaration, moduleSpecifier: "./tools/index.js", namedExports: ["tools"] },
          {
            kind: StructureKind.TypeAlias,
            leadingTrivia: (writer) => writer.blankLineIfLastNot(),
            isExported: true,
            name: `${ns}Toolkit`,
            docs: [`${kit.title}: \`call\` is type-checked per tool name, and resolves to the tool's output type.`],
            type: `Toolkit<${[`${ns}Inputs`, ...outputs].join(", ")}>`,
          },
          {
            kind: StructureKind.VariableStatement,
            leadingTrivia: (writer) => writer.blankLineIfLastNot(),
            isExported: true,
            docs: [`The canonical definitions of the ${kit.tools.length} tools.`],
            declarationKind: VariableDeclarationKind.Const,
            declarations: [
              {
                name: "definitions",
                type: "readonly ToolDefinition[]",
                initializer: "Object.values(tools).map((tool) => tool.definition)",
              },
            ],
          },
          definitionsFile(
            "searchIndex",
            "search-index.json",
            "The generated tool search index, read on the first `searchTools` call.",
          ),
          declaration({
            text: `const conventions: readonly string[] = ${literal(conventionsOf(kit.manifest))};`,
            docs: ["The manifest's conventions: facts every tool shares, stated to a model once (MCP instructions)."],
          }),
          definitionsFile(
            "outputSchemas",
            "output-schemas.json",
            "The tools' output schemas, read on the first `outputSchema` call.",
          ),
          definitionsFile(
            "api",
            "api.d.ts",
            "The tools as code mode's API (TypeScript declarations), read on the first `execute` or search of it.",
          ),
          {
            kind: StructureKind.Function,
            isExported: true,
            name: "createToolkit",
            docs: [
              `Creates a ${kit.title.toLowerCase()} that calls the upstream with the given token and options.\n` +
                `Options left out are read from the environment (${env.token}, ${env.baseUrl});\n` +
                "invalid options throw a ToolkitOptionsError.",
            ],
            parameters: [{ name: "options", type: options, initializer: "{}" }],
            returnType: `${ns}Toolkit`,
            statements: `return createKit<${[`${ns}Inputs`, options, ...outputs].join(", ")}>(${value}, tools, options, ${literal(kitFiles)});`,
          },
        ],
      }),
    ),
  ];
};

/** A constant naming a file of the package's definitions, which the runtime reads on first use. */
const definitionsFile = (name: string, file: string, doc: string): VariableStatementStructure => ({
  kind: StructureKind.VariableStatement,
  leadingTrivia: (writer) => writer.blankLineIfLastNot(),
  docs: [doc],
  declarationKind: VariableDeclarationKind.Const,
  declarations: [{ name, initializer: `new URL("../definitions/${file}", import.meta.url)` }],
});
