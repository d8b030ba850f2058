// The input validators' module: each tool's compiled validator (validator-code.ts) and their declarations.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import type { KitModel } from "../model/index.js";
import { byInputs, contextKey, perTool } from "./per-tool.js";
import { PRINTER_SOURCES, printTypeScript, typescriptFile } from "./print.js";
import { generatedMarker, type EmitContext, type Emitter } from "./types.js";
import { validatorOf } from "./validator-code.js";

const validator = perTool(validatorOf);
// The declarations name the tools only: a save that renames none reuses the last text.
const remembered = byInputs("validator-declarations", ["generator/emit/validators.ts", ...PRINTER_SOURCES]);

export const validators: Emitter = (kit, context) => {
  const code = kit.tools.map((tool) => validator(tool, context)).join("\n");
  const names = [contextKey(context), ...kit.tools.map((t) => t.name)].join("\n");
  return [
    {
      path: "src/validators.js",
      format: "verbatim",
      content: `// ${generatedMarker(context)} Compiled by Ajv.\n${code}`,
    },
    typescriptFile(
      "src/validators.d.ts",
      remembered(names, () => declarations(kit, context)),
    ),
  ];
};

const declarations = (kit: KitModel, context: EmitContext) =>
  printTypeScript(context, {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: "@toolgen/runtime",
        namedImports: ["type CompiledSchema"],
      },
      ...kit.tools.map((tool) => ({
        kind: StructureKind.VariableStatement as const,
        isExported: true,
        hasDeclareKeyword: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: tool.name, type: "CompiledSchema" }],
      })),
    ],
  });
