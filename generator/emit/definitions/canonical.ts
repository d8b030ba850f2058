// definitions/tools.json: the canonical records, the same shape `toolgen list --json` prints.
import { printJson } from "../print.js";
import type { Emitter } from "../types.js";

export const canonicalDefinitions: Emitter = (kit) => [
  { path: "definitions/tools.json", format: "json", content: printJson(kit.tools.map((t) => t.definition)) },
];
