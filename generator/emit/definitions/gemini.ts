// definitions/gemini.json: one Gemini `Tool` whose function declarations use the OpenAPI schema subset.
import { geminiDeclaration } from "@toolgen/runtime/adapters/shapes.js";
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const geminiDefinitions: Emitter = (kit) => [
  {
    path: "definitions/gemini.json",
    format: "json",
    content: printJson({ functionDeclarations: kit.tools.map(({ definition }) => geminiDeclaration(definition)) }),
  },
];
