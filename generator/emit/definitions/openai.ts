// definitions/openai.json: Chat Completions function tools (JSON Schema, non-strict).
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";
import { providerSchema, type SchemaDialect } from "./provider-schema.js";

// Patterns and exclusions are already spelled out in the descriptions, and non-strict function calling does not
// enforce `additionalProperties` (the toolkit's own validator refuses unknown parameters): leaving them out keeps
// tokens down.
export const openaiDialect: SchemaDialect = {
  keep: new Set(["description", "enum", "default", "minimum", "maximum", "maxItems"]),
  closed: false,
};

export const openaiDefinitions: Emitter = (kit) => [
  {
    path: "definitions/openai.json",
    format: "json",
    content: printJson(
      kit.tools.map(({ definition: d }) => ({
        type: "function",
        function: { name: d.name, description: d.description, parameters: providerSchema(d.inputSchema, openaiDialect) },
      })),
    ),
  },
];
