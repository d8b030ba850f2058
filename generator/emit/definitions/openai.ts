// definitions/openai.json: Chat Completions function tools (JSON Schema, non-strict).
import { openaiTool } from "@toolgen/runtime/adapters/shapes.js";
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const openaiDefinitions: Emitter = (kit) => [
  {
    path: "definitions/openai.json",
    format: "json",
    content: printJson(kit.tools.map(({ definition }) => openaiTool(definition))),
  },
];
