// definitions/gemini.json: one Gemini `Tool` whose function declarations use the OpenAPI schema subset.
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";
import { providerSchema } from "./provider-schema.js";

export const geminiDefinitions: Emitter = (kit) => [
  {
    path: "definitions/gemini.json",
    format: "json",
    content: printJson({
      functionDeclarations: kit.tools.map(({ definition: d }) => {
        const parameters = providerSchema(d.inputSchema, {
          keep: new Set(["description", "enum", "minimum", "maximum", "maxItems"]),
          upperCaseTypes: true,
          closed: false,
        });
        // A tool without parameters declares none rather than an empty object.
        return Object.keys(parameters.properties as object).length > 0
          ? { name: d.name, description: d.description, parameters }
          : { name: d.name, description: d.description };
      }),
    }),
  },
];
