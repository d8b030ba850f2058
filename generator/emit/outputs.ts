// definitions/output-schemas.json: what each tool's call resolves to (JSON Schema 2020-12), the shared definitions
// once. The kit reads it when a schema is first asked for (kit.outputSchema, MCP's outputSchema), never at import.
// Its declaration file types it as the runtime's OutputSchemas, like the other definitions files.
import { StructureKind, VariableDeclarationKind } from "ts-morph";
import { outputDocument } from "../model/output.js";
import { printTypeScript, typescriptFile } from "./print.js";
import type { Emitter } from "./types.js";

const PATH = "definitions/output-schemas.json";

export const outputSchemas: Emitter = (kit, context) => [
  { path: PATH, format: "json", content: `${JSON.stringify(outputDocument(kit.outputs), null, 2)}\n` },
  typescriptFile(
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
