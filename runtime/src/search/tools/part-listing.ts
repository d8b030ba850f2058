// An item's part read by its own id (a file's version: /files/{file_id}/versions/{file_version_id}) when the request
// gives no id of it ("the oldest version of the Bylaws doc", "the copy from last tuesday"): only the listing of the
// item's parts gives that id, so the read starts there (ids.ts' afterListings puts the listing first).
import type { ToolDefinition } from "../../contract.js";
import type { ToolFacts } from "./facts.js";

/** The key a listing of an item's parts opens, and a read of one of them starts at: the part's kind and its item's. */
function partKey(facts: ToolFacts): string | undefined {
  return facts.parent === undefined ? undefined : `${facts.resource} of ${facts.parent}`;
}

/** The parts a tool lists, every one of an item's, with no qualifier (not the versions on a hold). */
export function listsParts(facts: ToolFacts): string | undefined {
  return facts.action === "list" && facts.scope === "part" && facts.qualifiers.length === 0
    ? partKey(facts)
    : undefined;
}

/** Whether a tool reaches its one item by that item's own id, last in its path (not by a name or key: a metadata
 * template's instance on a file). */
function byOwnId(d: ToolDefinition): boolean {
  return !("methods" in d.operation) && /_id\}$/.test(d.operation.path);
}

/** The listing a read of one of an item's parts starts at, when the request gives no id of that part (`byId`). */
export function startsAtParts(d: ToolDefinition, facts: ToolFacts, byId: ReadonlySet<string>): string[] {
  const key = partKey(facts);
  return key !== undefined && facts.scope === "one" && byOwnId(d) && !byId.has(facts.resource) ? [key] : [];
}
