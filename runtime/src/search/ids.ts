// Which item a request's id is: "file 4410923" gives a file's id, which a tool that takes another item's id (a hold's
// assignment, to list the files on it) cannot take. The ranking (engine.ts) weighs such a tool as unasked.
import type { ToolDefinition } from "../contract.js";
import { takesId, type ToolFacts } from "./facts.js";
import type { RequestShape } from "./shape.js";

/**
 * Whether a tool that takes items by their ids (facts.ts' takesId) takes none of those the request gives: the request
 * names items by their own ids ("retention policy 901"), and neither the one item the tool reads nor the item its part
 * belongs to is among them ("the files under assignment 7" takes the assignment's id, not the policy's).
 */
export function takesOtherIds(facts: ToolFacts, byId: ReadonlySet<string>): boolean {
  if (byId.size === 0) return false;
  const own = [facts.scope === "one" ? facts.resource : undefined, facts.parent].filter((n) => n !== undefined);
  return own.length > 0 && !own.some((n) => byId.has(n));
}

/** Whether the request names a tool's resource, or the first nouns of its compound ("legal hold policy" of the
 * policy's assignment). */
function namesResource(shape: RequestShape, facts: ToolFacts): boolean {
  return shape.nouns.some((n) => facts.resource === n.noun || facts.resource.startsWith(`${n.noun} `));
}

/** Whether a tool cannot take the ids the request gives (takesOtherIds), unless it destroys what a request to destroy
 * names, or a compound of it: "take the hold off file 5" is the hold's assignment, found by the file's id. */
export function cannotTakeIds(
  d: ToolDefinition,
  facts: ToolFacts,
  shape: RequestShape,
  byId: ReadonlySet<string>,
  destroying: boolean,
): boolean {
  if (destroying && d.annotations.destructiveHint && namesResource(shape, facts)) return false;
  return takesId(d) && takesOtherIds(facts, byId);
}
