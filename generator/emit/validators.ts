// The input validators: each tool's compiled validator (validator-code.ts) in one CommonJS file of factories, which
// the kit reads on its first validating call rather than at import, and the module that names that file to the runtime.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { byInputs } from "./per-tool.js";
import { printTypeScript, typescriptFile } from "./print.js";
import { generatedMarker, type Emitter } from "./types.js";
import { validatorCompiler } from "./validator-code.js";

/** The file of compiled validators, beside the module that loads it (in src/, and in dist/ as the build copies it). */
export const VALIDATORS_FILE = "validators.cjs";

export const validators: Emitter = (kit, context) => {
  const compile = validatorCompiler();
  // A validator is a function of its tool's name and input schema alone: kept by them, so a description edit keeps it.
  const code = kit.tools
    .map((tool) => {
      const inputs = JSON.stringify([tool.name, tool.definition.inputSchema]);
      return context.units ? context.units.byInputs("validator", inputs, () => compile(tool)) : compile(tool);
    })
    .join("\n");
  return [
    {
      path: `src/${VALIDATORS_FILE}`,
      format: "verbatim",
      content: `// ${generatedMarker(context)} Compiled by Ajv.\n"use strict";\n${code}`,
    },
    typescriptFile("src/validators.ts", loader({ manifestPath: context.manifestPath }, context)),
  ];
};

const loader = byInputs("validators-loader", (inputs: { manifestPath: string }) =>
  printTypeScript(inputs, {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: "@toolgen/runtime",
        namedImports: ["validatorsFile"],
      },
      {
        kind: StructureKind.VariableStatement,
        leadingTrivia: (writer) => writer.blankLineIfLastNot(),
        isExported: true,
        docs: [`Each tool's input validator, read from ${VALIDATORS_FILE} on the first call that validates.`],
        declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: "validator",
            initializer: `validatorsFile(new URL(${JSON.stringify(`./${VALIDATORS_FILE}`)}, import.meta.url))`,
          },
        ],
      },
    ],
  }),
);
