// The input validators' module: each tool's compiled validator (validator-code.ts) and their declarations.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { byInputs } from "./per-tool.js";
import { printTypeScript, typescriptFile } from "./print.js";
import { generatedMarker, type Emitter } from "./types.js";
import { validatorCompiler } from "./validator-code.js";

/** All the declarations are printed from: the tools' names. */
interface DeclarationInputs {
  manifestPath: string;
  tools: string[];
}

export const validators: Emitter = (kit, context) => {
  const compile = validatorCompiler();
  // A validator is a function of its tool's name and input schema alone: kept by them, so a description edit keeps it.
  const code = kit.tools
    .map((tool) => {
      const inputs = JSON.stringify([tool.name, tool.definition.inputSchema]);
      return context.units ? context.units.byInputs("validator", inputs, () => compile(tool)) : compile(tool);
    })
    .join("\n");
  const inputs = { manifestPath: context.manifestPath, tools: kit.tools.map((t) => t.name) };
  return [
    {
      path: "src/validators.js",
      format: "verbatim",
      content: `// ${generatedMarker(context)} Compiled by Ajv.\n${code}`,
    },
    typescriptFile("src/validators.d.ts", declarations(inputs, context)),
  ];
};

const declarations = byInputs("validator-declarations", (inputs: DeclarationInputs) =>
  printTypeScript(inputs, {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: "@toolgen/runtime",
        namedImports: ["type CompiledSchema"],
      },
      ...inputs.tools.map((name) => ({
        kind: StructureKind.VariableStatement as const,
        isExported: true,
        hasDeclareKeyword: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name, type: "CompiledSchema" }],
      })),
    ],
  }),
);
