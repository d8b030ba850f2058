// The input validators, compiled by Ajv at generation time so nothing compiles a schema at run time.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import Ajv from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { printTypeScript } from "./print.js";
import { generatedMarker, type Emitter } from "./types.js";

export const validators: Emitter = (kit, context) => {
  // The schemas use only keywords that draft 2020-12 and draft-07 share; the draft-07 validator's code is leaner.
  const ajv = new Ajv.default({
    allErrors: true,
    messages: false,
    strict: true,
    code: { source: true, esm: true, lines: true },
  });
  for (const tool of kit.tools) {
    const { $schema: _, ...schema } = tool.definition.inputSchema;
    ajv.addSchema({ ...schema, $id: tool.name });
  }
  const code = standaloneCode.default(ajv, Object.fromEntries(kit.tools.map((t) => [t.name, t.name])));
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
      content: `// ${generatedMarker(context)} Compiled by Ajv.\n${code.replace(/^"use strict";\n/, "")}\n`,
    },
    { path: "src/validators.d.ts", format: "typescript", content: declarations },
  ];
};
