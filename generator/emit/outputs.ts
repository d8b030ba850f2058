// definitions/output-schemas.json: what each tool's call resolves to (JSON Schema 2020-12), the shared definitions
// once. The kit reads it when a schema is first asked for (kit.outputSchema, MCP's outputSchema), never at import.
// Its declaration file types it as the runtime's OutputSchemas, like the other definitions files.
import { outputDocument } from "../model/output.js";
import { file, jsonDeclaration, printJson } from "./print.js";
import type { Emitter } from "./types.js";

const PATH = "definitions/output-schemas.json";

export const outputSchemas: Emitter = (kit, context) => [
  file(PATH, printJson(outputDocument(kit.outputs))),
  jsonDeclaration(context, PATH, { imported: "OutputSchemas", type: "OutputSchemas", name: "schemas" }),
];
