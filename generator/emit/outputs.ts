// definitions/output-schemas.json: what each tool's call resolves to (JSON Schema 2020-12), the shared definitions
// once. The kit reads it when a schema is first asked for (kit.outputSchema, MCP's outputSchema), never at import.
import { outputDocument } from "../model/output.js";
import type { Emitter } from "./types.js";

export const outputSchemas: Emitter = (kit) => [
  {
    path: "definitions/output-schemas.json",
    format: "json",
    content: `${JSON.stringify(outputDocument(kit.outputs), null, 2)}\n`,
  },
];
