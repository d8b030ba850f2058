// definitions/openai-strict.json: function tools for strict mode (structured outputs).
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";
import { providerSchema } from "./provider-schema.js";

export const openaiStrictDefinitions: Emitter = (kit) => [
  {
    path: "definitions/openai-strict.json",
    format: "json",
    content: printJson(
      kit.tools.map(({ definition: d }) => ({
        type: "function",
        function: {
          name: d.name,
          description: d.description,
          strict: true,
          // Strict mode takes no `default`: defaults move into the descriptions.
          parameters: providerSchema(d.inputSchema, {
            keep: new Set(["description", "enum", "minimum", "maximum", "maxItems"]),
            allRequired: true,
            closed: true,
          }),
        },
      })),
    ),
  },
];
