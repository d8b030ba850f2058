// Tool search over MiniSearch (BM25 with field boosts, prefix and fuzzy matching). The same options build the
// index at generation time and load it at run time: `processTerm` is code, not data, so it lives here once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type MiniSearch from "minisearch";
import type { AsPlainObject, Options, Query, SearchOptions } from "minisearch";
import type { ToolDefinition } from "../contract.js";
import { selectTools, type ToolSelection } from "../adapters/select.js";
import { SEARCH_FIELDS, searchDocument, type SearchDocument } from "./documents.js";
import { mentionsTrash, queryText } from "./query.js";
import { synonymTerms } from "./synonyms.js";
import { actionGroup, destroys, requestActions } from "./actions.js";
import { searchScope, unservedAction } from "./scope.js";

/** One search hit, best first. */
export interface ToolMatch {
  name: string;
  title: string;
  description: string;
  /** The BM25+ score; only its order means anything. */
  score: number;
}

export interface SearchToolsOptions extends ToolSelection {
  /** How many matches at most (default 5). */
  limit?: number;
}

/** The index as the generator writes it to `definitions/search-index.json`. */
export type SearchIndexJson = AsPlainObject;

// Words that carry no meaning for choosing a tool; dropping them keeps them from pulling in fuzzy matches.
const STOPWORDS = new Set(
  (
    "a an and are as at be by can do does for from has have how i in into is it its me my of on or our so " +
    "that the their them then there these this those to up us was we were what when where which will with " +
    "you your all any some please want need"
  ).split(" "),
);

// No stemming: prefix matching finds "folders" from "folder" and measured better than a Porter stemmer.
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOPWORDS.has(lower) ? null : lower;
}

const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  processTerm,
};

const SEARCH_DEFAULTS: SearchOptions = {
  boost: { name: 3, keywords: 2.5, resource: 1.5, description: 1.2, params: 0.4, group: 0.5, risk: 0.5 },
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: "OR",
  // Plain BM25 (no BM25+ lower bound): the bound rewards a tool for every field a common word appears in, which
  // ranked tools with long, many-field documents above the one the request names; measured better on the dev tasks.
  bm25: { k: 1.2, b: 0.7, d: 0 },
};

/** How much the manifest terms added for a request's everyday words (see synonyms.ts) weigh against its own words. */
const SYNONYM_WEIGHT = 0.3;

/** The request's own words, and the manifest terms its everyday words stand for at a lower weight. */
function expandedQuery(text: string, added: string): Query {
  if (added === "") return text;
  return { combineWith: "OR", queries: [text, { queries: [added], boostTerm: () => SYNONYM_WEIGHT }] };
}

/** How much a tool on trashed items (its name says "Trash") keeps when the request speaks neither of the trash nor
 * of deleted items: "list folder 12" means the live folder, though the trash listing matches its words as well. */
const UNASKED_TRASH = 0.7;

/** How much a destructive tool keeps when the request asks to destroy nothing (a request to read ranks every
 * destructive tool below the others). */
const UNASKED_DESTRUCTION = 0.6;

/** How much a tool whose effect the request asks for (see actions.ts) gains over the others. */
const EFFECT_BOOST = 2;

/** MiniSearch, loaded at the first search (synchronously: a search answers at once), not when a kit is imported. */
function miniSearch(): typeof MiniSearch {
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

/** The search over one kit's tools: from its generated index, or indexed from the definitions on first use. */
export class ToolSearch {
  #index: MiniSearch<SearchDocument> | undefined;
  readonly #byName: ReadonlyMap<string, ToolDefinition>;

  constructor(
    private readonly definitions: readonly ToolDefinition[],
    private readonly source?: () => string,
  ) {
    this.#byName = new Map(definitions.map((d) => [d.name, d]));
  }

  search(query: string, options: SearchToolsOptions = {}): ToolMatch[] {
    const limit = options.limit ?? 5;
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, not ${limit}.`);
    const selective = options.tools !== undefined || options.group !== undefined || options.readOnly === true;
    const selected = selective ? selectTools(this.definitions, options) : this.definitions;
    const allowed = selective ? new Set(selected.map((d) => d.name)) : undefined;
    // A request for an action no tool serves (restore, when the tools read and delete) is answered with nothing:
    // the nearest words would be a tool that does something else, often the destructive opposite.
    if (unservedAction(query, searchScope(selected)) !== undefined) return [];
    const asked = requestActions(query);
    const harmless = !asked.some(destroys);
    const reading = harmless && asked.includes("read");
    this.#index ??= this.source
      ? miniSearch().loadJSON<SearchDocument>(this.source(), INDEX_OPTIONS)
      : buildSearchIndex(this.definitions);
    const text = queryText(query);
    const added = synonymTerms(text);
    const effects = new Set(asked.map(actionGroup));
    const trash = mentionsTrash(`${query} ${added}`);
    const matches: ToolMatch[] = [];
    for (const hit of this.#index.search(expandedQuery(text, added), SEARCH_DEFAULTS)) {
      const d = this.#byName.get(hit.id as string);
      // Left out: a tool the options exclude, or an index entry the definitions no longer have.
      if (!d || (allowed && !allowed.has(d.name))) continue;
      let score = effects.has(d.group) ? hit.score * EFFECT_BOOST : hit.score;
      if (!trash && /Trash/.test(d.name)) score *= UNASKED_TRASH;
      if (harmless && d.annotations.destructiveHint) score *= UNASKED_DESTRUCTION;
      matches.push({ name: d.name, title: d.title, description: d.description, score: round(score) });
    }
    // Stable: equal scores keep the index's order. A request to read is never offered a destructive tool above a
    // tool that is not.
    const destructive = (m: ToolMatch) => (reading && this.#byName.get(m.name)!.annotations.destructiveHint ? 1 : 0);
    return matches.sort((a, b) => destructive(a) - destructive(b) || b.score - a.score).slice(0, limit);
  }
}

/** A loader of a generated `search-index.json` (its text, for `MiniSearch.loadJSON`); the search reads it once, when first asked. */
export function searchIndexFile(file: URL): () => string {
  return () => readFileSync(file, "utf8");
}

const round = (score: number) => Math.round(score * 1000) / 1000;

/** What searching needs of a kit: its definitions, and its own search when it has one. */
export type SearchableKit = {
  readonly definitions: readonly ToolDefinition[];
  searchTools?(query: string, options?: SearchToolsOptions): ToolMatch[];
};

const built = new WeakMap<readonly ToolDefinition[], ToolSearch>();

/** `kit.searchTools(query, options)` for any kit, also one that has only definitions. */
export function searchTools(kit: SearchableKit, query: string, options?: SearchToolsOptions): ToolMatch[] {
  if (kit.searchTools) return kit.searchTools(query, options);
  let search = built.get(kit.definitions);
  if (!search) built.set(kit.definitions, (search = new ToolSearch(kit.definitions)));
  return search.search(query, options);
}
