// Tool search for any kit: a generated kit searches its generated index; any other set of definitions is indexed
// on its first search.
import type { ToolDefinition } from "../contract.js";
import type { Toolkit } from "../kit.js";
import { ToolSearch, type SearchToolsOptions, type ToolMatch } from "./engine.js";

export { buildSearchIndex, searchIndexFile, ToolSearch } from "./engine.js";
export type { SearchIndexJson, SearchToolsOptions, ToolMatch } from "./engine.js";
export { nameWords, searchDocument, SEARCH_FIELDS } from "./documents.js";
export type { SearchDocument } from "./documents.js";

/** What searching needs of a kit: its definitions, and its own search when it has one. */
export type SearchableKit = Pick<Toolkit<object>, "definitions"> & Partial<Pick<Toolkit<object>, "searchTools">>;

const built = new WeakMap<readonly ToolDefinition[], ToolSearch>();

/** `kit.searchTools(query, options)` for any kit, also one that has only definitions. */
export function searchTools(kit: SearchableKit, query: string, options?: SearchToolsOptions): ToolMatch[] {
  if (kit.searchTools) return kit.searchTools(query, options);
  let search = built.get(kit.definitions);
  if (!search) built.set(kit.definitions, (search = new ToolSearch(kit.definitions)));
  return search.search(query, options);
}
