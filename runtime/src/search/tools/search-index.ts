// The tool search's index over MiniSearch (BM25 with field boosts, prefix and fuzzy matching). The same options build
// the index at generation time and load it at run time: `processTerm` is code, not data, so it lives here once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type MiniSearch from "minisearch";
import type { AsPlainObject, Options, SearchOptions } from "minisearch";
import type { ToolDefinition } from "../../contract.js";
import { SEARCH_FIELDS, searchDocument, type SearchDocument } from "./documents.js";

/** The index as the generator writes it to `definitions/search-index.json`. */
export type SearchIndexJson = AsPlainObject;

// Words that carry no meaning for choosing a tool; dropping them keeps them from pulling in fuzzy matches.
const STOPWORDS = new Set(
  (
    "a an and are as at be by can do does for from has have how i in into is it its me my of on or our so " +
    "that the their them then there these this those to up us was we were what when where which will with " +
    "you your all any some please want need if"
  ).split(" "),
);

// No stemming: prefix matching finds "folders" from "folder" and measured better than a Porter stemmer.
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOPWORDS.has(lower) ? null : lower;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  // Each tool's action, resource and scope go with the index (the generator writes them into search-index.json).
  storeFields: ["facts"],
  processTerm,
};

export const SEARCH_DEFAULTS: SearchOptions = {
  boost: { name: 3, keywords: 2.5, resource: 1.5, description: 1.2, params: 0.4, group: 0.5, risk: 0.5 },
  prefix: (term) => term.length >= 4,
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: "OR",
  // Plain BM25 (no BM25+ lower bound): the bound rewards a tool for every field a common word appears in, which
  // ranked tools with long, many-field documents above the one the request names; measured better on the dev tasks.
  bm25: { k: 1.2, b: 0.7, d: 0 },
};

/** MiniSearch, loaded at the first search (synchronously: a search answers at once), not when a kit is imported. */
export function miniSearch(): typeof MiniSearch {
  return createRequire(import.meta.url)("minisearch") as typeof MiniSearch;
}

/** Builds the index of a kit's tools; `keywords` maps a tool name to the manifest's keywords. */
export function buildSearchIndex(
  definitions: readonly ToolDefinition[],
  keywords: Readonly<Record<string, readonly string[]>> = {},
): MiniSearch<SearchDocument> {
  return indexDocuments(definitions.map((d) => searchDocument(d, keywords[d.name] ?? [])));
}

/** The index of these search documents (searchDocument), in their order. */
export function indexDocuments(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new (miniSearch())<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** A loader of a generated `search-index.json` (its text, for `MiniSearch.loadJSON`); the search reads it once, when first asked. */
export function searchIndexFile(file: URL): () => string {
  return () => readFileSync(file, "utf8");
}
