// definitions/anthropic.json: Messages API tools.
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";
import { providerSchema } from "./provider-schema.js";
import { openaiDialect } from "./openai.js";

export const anthropicDefinitions: Emitter = (kit) => [
  {
    path: "definitions/anthropic.json",
    format: "json",
    content: printJson(
      kit.tools.map(({ definition: d }) => ({
        name: d.name,
        description: d.description,
        input_schema: providerSchema(d.inputSchema, openaiDialect),
      })),
    ),
  },
];
