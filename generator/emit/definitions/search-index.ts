// definitions/search-index.json: the kit's tool search index (MiniSearch), built here so a kit loads it instead of
// indexing at start-up. Compact JSON: it is data for a machine, and prettier would only make it larger. The driver
// builds it beside the emitters (worker/client.ts), from the inputs below alone.
import type { ToolDefinition } from "@toolgen/runtime";
import { buildSearchIndex } from "@toolgen/runtime/search/engine.js";
import type { KitModel } from "../../model/index.js";
import type { EmittedFile } from "../types.js";

/** All the index is built from: each tool's definition and the manifest's keywords for it. */
export interface SearchIndexInputs {
  definitions: ToolDefinition[];
  keywords: Record<string, string[]>;
}

export const searchIndexInputs = (kit: KitModel): SearchIndexInputs => ({
  definitions: kit.tools.map((t) => t.definition),
  keywords: Object.fromEntries(kit.tools.map((t) => [t.name, t.source.keywords ?? []])),
});

export const searchIndexText = ({ definitions, keywords }: SearchIndexInputs): string =>
  `${JSON.stringify(buildSearchIndex(definitions, keywords))}\n`;

export const searchIndexFile = (content: string): EmittedFile => ({
  path: "definitions/search-index.json",
  format: "verbatim",
  content,
});
