import type { ToolDefinition } from "@toolgen/runtime";
import { actionKind, toolFacts } from "../../runtime/src/search/tools/facts.js";

interface Searchable {
  readonly definitions: readonly ToolDefinition[];
  searchTools(query: string): ReadonlyArray<{ name: string }>;
}

/** The definition of a search's first hit, or undefined when it answers nothing: the request is searched once. */
export function firstHit(kit: Searchable, query: string): ToolDefinition | undefined {
  const name = kit.searchTools(query)[0]?.name;
  return name === undefined ? undefined : kit.definitions.find((d) => d.name === name);
}

/** What a search's first hit does, and to what: its kind of action ("read", "destroy", "other") and its resource. */
export function firstKind(kit: Searchable, query: string): { action: string; resource: string } | undefined {
  const hit = firstHit(kit, query);
  return hit && { action: actionKind(toolFacts(hit).action), resource: toolFacts(hit).resource };
}
