// The input validators, compiled by Ajv at generation time so nothing compiles a schema at run time. They are
// CommonJS so that the package can load them synchronously on the first call instead of at import.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import Ajv from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { printTypeScript } from "./print.js";
import { generatedMarker, type Emitter } from "./types.js";

export const validators: Emitter = (kit, context) => {
  // The schemas use only keywords that draft 2020-12 and draft-07 share; the draft-07 validator's code is leaner.
  const ajv = new Ajv.default({ allErrors: true, messages: false, strict: true, code: { source: true, esm: false, lines: true } });
  for (const tool of kit.tools) {
    const { $schema: _, ...schema } = tool.definition.inputSchema;
    ajv.addSchema({ ...schema, $id: tool.name });
  }
  const code = standaloneCode.default(ajv, Object.fromEntries(kit.tools.map((t) => [t.name, t.name])));
  const loader = printTypeScript({
    kind: StructureKind.SourceFile,
    leadingTrivia: `// ${generatedMarker(context)}\n\n`,
    statements: [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "node:module", namedImports: ["createRequire"] },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "@toolgen/runtime", namedImports: ["lazyValidators"] },
      {
        kind: StructureKind.VariableStatement,
        leadingTrivia: (writer) => writer.blankLineIfLastNot(),
        docs: ["The compiled validator of a tool, by name; validators.cjs loads on the first check."],
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "validator", initializer: 'lazyValidators(() => createRequire(import.meta.url)("./validators.cjs"))' }],
      },
    ],
  });
  return [
    { path: "src/validators.cjs", format: "verbatim", content: `// ${generatedMarker(context)} Compiled by Ajv.\n${code}\n` },
    { path: "src/validators.ts", format: "typescript", content: loader },
  ];
};
