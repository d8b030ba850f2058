// definitions/search-index.json: the kit's tool search index (MiniSearch), built here so a kit loads it instead of
// indexing at start-up. Compact JSON: only the search reads it.
import { indexDocuments } from "@toolgen/runtime/search/tools/search-index.js";
import { toolDocument } from "@toolgen/runtime/search/tools/documents.js";
import { file, printCompactJson } from "../print.js";
import type { Emitter } from "../types.js";

export const searchIndex: Emitter = (kit) => [
  file(
    "definitions/search-index.json",
    printCompactJson(indexDocuments(kit.tools.map((t) => toolDocument(t, kit.outputs.defs)))),
  ),
];
