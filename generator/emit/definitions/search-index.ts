// definitions/search-index.json: the kit's tool search index (MiniSearch), built here so a kit loads it instead of
// indexing at start-up. Compact JSON: it is data for a machine, and prettier would only make it larger.
import { buildSearchIndex } from "@toolgen/runtime/search/engine.js";
import type { Emitter } from "../types.js";

export const searchIndexDefinitions: Emitter = (kit) => {
  const keywords = Object.fromEntries(kit.tools.map((t) => [t.name, t.source.keywords ?? []]));
  const index = buildSearchIndex(
    kit.tools.map((t) => t.definition),
    keywords,
  );
  return [{ path: "definitions/search-index.json", format: "verbatim", content: `${JSON.stringify(index)}\n` }];
};
