// One module per tool: its input type, and its definition, binding and rules as data for the runtime's `defineTool`,
// with its validator (read from the kit's compiled validators on the first call).
import type { ToolModel } from "../model/index.js";
import { StructureKind, call, declaration, file, printTypeScript, reference, type Statement } from "./print.js";
import type { Emitter } from "./types.js";

export const toolModules: Emitter = (kit, context) =>
  kit.tools.map((tool) =>
    file(`src/tools/${tool.name}.ts`, printTypeScript(context, { statements: toolStatements(tool) })),
  );

function toolStatements(tool: ToolModel): Statement[] {
  const { operation: _, ...definition } = tool.definition;
  const source = {
    definition,
    binding: tool.binding,
    ...(tool.checks.length > 0 ? { rules: tool.checks } : {}),
    schema: reference(call("validator", tool.name)),
  };
  const docs = [`Input of ${tool.name}.`];
  return [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: "@toolgen/runtime", namedImports: ["defineTool"] },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: "../validators.js",
      namedImports: ["validator"],
    },
    tool.params.length > 0
      ? {
          kind: StructureKind.Interface,
          isExported: true,
          name: tool.inputType,
          docs,
          properties: tool.params.map((p) => ({
            name: p.name,
            type: p.tsType,
            hasQuestionToken: !p.required,
            docs: p.text ? [p.text] : [],
          })),
        }
      : {
          kind: StructureKind.TypeAlias,
          leadingTrivia: (writer) => writer.blankLineIfLastNot(),
          isExported: true,
          name: tool.inputType,
          docs,
          type: "Record<string, never>",
        },
    declaration({ text: `export const ${tool.name} = ${call(`defineTool<${tool.inputType}>`, source)};` }),
  ];
}
