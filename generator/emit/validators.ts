// The input validators' module: each tool's compiled validator (validator-code.ts) and their declarations.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { printTypeScript, typescriptFile } from "./print.js";
import { generatedMarker, type Emitter } from "./types.js";
import { validatorOf } from "./validator-code.js";

export const validators: Emitter = (kit, context) => {
  const code = kit.tools.map(validatorOf).join("\n");
  const declarations = printTypeScript(context, {
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
  return [
    {
      path: "src/validators.js",
      format: "verbatim",
      content: `// ${generatedMarker(context)} Compiled by Ajv.\n${code}`,
    },
    typescriptFile("src/validators.d.ts", declarations),
  ];
};
