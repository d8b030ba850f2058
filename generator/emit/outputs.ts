// definitions/output-schemas.json: what each tool's call resolves to (JSON Schema 2020-12), the shared definitions
// once. The kit reads it when a schema is first asked for (kit.outputSchema, MCP's outputSchema), never at import.
// Its declaration file types it as the runtime's OutputSchemas, like the other definitions files.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { outputDocument } from "../model/output.js";
import { file, printJson, printTypeScript } from "./print.js";
import type { Emitter } from "./types.js";

const PATH = "definitions/output-schemas.json";

export const outputSchemas: Emitter = (kit, context) => [
  file(PATH, printJson(outputDocument(kit.outputs))),
  file(
    `${PATH}.d.ts`,
    printTypeScript(context, {
      statements: [
        {
          kind: StructureKind.ImportDeclaration,
          isTypeOnly: true,
          moduleSpecifier: "@toolgen/runtime",
          namedImports: ["OutputSchemas"],
        },
        {
          kind: StructureKind.VariableStatement,
          leadingTrivia: (writer) => writer.blankLineIfLastNot(),
          docs: ["The type of output-schemas.json."],
          hasDeclareKeyword: true,
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: "schemas", type: "OutputSchemas" }],
        },
        { kind: StructureKind.ExportAssignment, isExportEquals: false, expression: "schemas" },
      ],
    }),
  ),
];
