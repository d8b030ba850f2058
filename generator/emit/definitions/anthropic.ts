// definitions/anthropic.json: Messages API tools.
import { anthropicTool } from "@toolgen/runtime/adapters/shapes.js";
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const anthropicDefinitions: Emitter = (kit) => [
  {
    path: "definitions/anthropic.json",
    format: "json",
    content: printJson(kit.tools.map(({ definition }) => anthropicTool(definition))),
  },
];
