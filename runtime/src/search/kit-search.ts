// Searching any kit: its own search when it has one (a generated kit's, over its index), else one built on first use
// from its bare definitions.
import type { ToolDefinition } from "../contract.js";
import { ToolSearch, type SearchToolsOptions, type ToolMatch } from "./engine.js";

/** What searching needs of a kit: its definitions, and its own search when it has one. */
export type SearchableKit = {
  readonly definitions: readonly ToolDefinition[];
  searchTools?(query: string, options?: SearchToolsOptions): ToolMatch[];
  nothingFits?(query: string, options?: SearchToolsOptions, subject?: string): string | undefined;
};

const built = new WeakMap<readonly ToolDefinition[], ToolSearch>();

/** The search of a kit that has only definitions (no records' fields: those come with a generated index). */
function searchOf(kit: SearchableKit): ToolSearch {
  let search = built.get(kit.definitions);
  if (!search) built.set(kit.definitions, (search = new ToolSearch(kit.definitions)));
  return search;
}

/** `kit.searchTools(query, options)` for any kit. */
export function searchTools(kit: SearchableKit, query: string, options?: SearchToolsOptions): ToolMatch[] {
  return kit.searchTools ? kit.searchTools(query, options) : searchOf(kit).search(query, options);
}

/** `kit.nothingFits(query, options, subject)` for any kit: why a search finds nothing, when no tool can do it. */
export function nothingFits(
  kit: SearchableKit,
  query: string,
  options?: SearchToolsOptions,
  subject?: string,
): string | undefined {
  return kit.nothingFits
    ? kit.nothingFits(query, options, subject)
    : searchOf(kit).nothingFits(query, options, subject);
}
