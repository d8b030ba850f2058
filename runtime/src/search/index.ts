// Tool search: the engine, what it indexes, and the discovery tools built on it.
export { ToolSearch } from "./engine.js";
export type { SearchToolsOptions, ToolMatch } from "./engine.js";
export { buildSearchIndex, searchIndexFile } from "./tools/search-index.js";
export type { SearchIndexJson } from "./tools/search-index.js";
export { nothingFits, searchTools } from "./kit-search.js";
export type { SearchableKit } from "./kit-search.js";
export { nameWords, searchDocument, SEARCH_FIELDS } from "./tools/documents.js";
export type { SearchDocument } from "./tools/documents.js";
export { ACTIONS, requestActions } from "./words/actions.js";
export type { Action } from "./words/actions.js";
export { searchScope, toolActions } from "./ranking/scope.js";
export { scopeSentence } from "./ranking/unfit-sentence.js";
export type { SearchScope } from "./ranking/scope.js";

export { CALL_TOOL, DISCOVERY_MODES, discoveryTools, findTools, runDiscoveryTool, SEARCH_TOOLS } from "./discovery.js";
export type { Discovery, DiscoveryScope, DiscoveryTool, FoundTool, FoundTools } from "./discovery.js";
