import type { ToolDefinition } from "@toolgen/runtime";

interface Searchable {
  readonly definitions: readonly ToolDefinition[];
  searchTools(query: string): ReadonlyArray<{ name: string }>;
}

/** The definition of a search's first hit, or undefined when it answers nothing: the request is searched once. */
export function firstHit(kit: Searchable, query: string): ToolDefinition | undefined {
  const name = kit.searchTools(query)[0]?.name;
  return name === undefined ? undefined : kit.definitions.find((d) => d.name === name);
}
