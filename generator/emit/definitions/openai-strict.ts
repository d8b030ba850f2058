// definitions/openai-strict.json: function tools for strict mode (structured outputs).
import { openaiTool } from "@toolgen/runtime/adapters/shapes.js";
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const openaiStrictDefinitions: Emitter = (kit) => [
  {
    path: "definitions/openai-strict.json",
    format: "json",
    content: printJson(kit.tools.map(({ definition }) => openaiTool(definition, true))),
  },
];
