// The input validators: each tool's compiled validator (validator-code.ts) in one CommonJS file of factories, which
// the kit reads on its first validating call rather than at import, and the module that names that file to the runtime.
import { StructureKind, VariableDeclarationKind, file, printTypeScript } from "./print.js";
import { generatedMarker, type EmitContext, type Emitter } from "./types.js";
import { validatorCompiler } from "./validator-code.js";
import { made } from "../memo.js";
import type { ToolModel } from "../model/index.js";

/** The file of compiled validators, beside the module that loads it (in src/, and in dist/ as the build copies it). */
export const VALIDATORS_FILE = "validators.cjs";

export const validators: Emitter = (kit, context) => {
  const compile = validatorCompiler();
  // What a validator is compiled from: the tool's name and input schema (a --watch save finds an unchanged one).
  const key = (tool: ToolModel) => () => `validator ${JSON.stringify([tool.name, tool.definition.inputSchema])}`;
  const compiled = (tool: ToolModel) => made(context.memo, key(tool), () => compile(tool));
  const code = kit.tools.map(compiled).join("\n");
  return [
    file(`src/${VALIDATORS_FILE}`, `// ${generatedMarker(context)} Compiled by Ajv.\n"use strict";\n${code}`),
    file("src/validators.ts", loader(context)),
  ];
};

const loader = (context: Pick<EmitContext, "manifestPath">) =>
  printTypeScript(context, {
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
  });
