// definitions/search-index.json: the kit's tool search index (MiniSearch), built here so a kit loads it instead of
// indexing at start-up. Compact JSON: it is data for a machine, and prettier would only make it larger. The driver
// builds it beside the emitters (worker/client.ts), from the inputs below alone.
import { indexDocuments } from "@toolgen/runtime/search/engine.js";
import { searchDocument, type SearchDocument } from "@toolgen/runtime/search/documents.js";
import type { KitModel } from "../../model/index.js";
import type { EmittedFile } from "../types.js";

/** All the index is built from: each tool's search document (its definition's text and the manifest's keywords). */
export type SearchIndexInputs = SearchDocument[];

export const searchIndexInputs = (kit: KitModel): SearchIndexInputs =>
  kit.tools.map((t) => searchDocument(t.definition, t.source.keywords ?? []));

export const searchIndexText = (documents: SearchIndexInputs): string =>
  `${JSON.stringify(indexDocuments(documents))}\n`;

export const searchIndexFile = (content: string): EmittedFile => ({
  path: "definitions/search-index.json",
  format: "verbatim",
  content,
});
