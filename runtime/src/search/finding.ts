// How an item named by its name is found: a read of it needs its id, which the listing of the items it may be among
// gives (a folder's items, from the root folder down), so that listing is the first step of any read of it.
import { ITEM_KINDS } from "./fit.js";
import type { ToolFacts } from "./facts.js";
import type { RequestShape } from "./shape.js";

/** Whether a tool lists the items (files, folders, web links) among which one the request names by its name is: not
 * when the request gives an id of its own (it reaches the item through it), nor when it speaks of the trash (a trashed
 * item is not among a folder's items). */
export function findsNamed(facts: ToolFacts, shape: RequestShape, trash: boolean, identified: boolean): boolean {
  return (
    shape.byName.some((n) => ITEM_KINDS.has(n)) &&
    !identified &&
    facts.resource === "item" &&
    facts.scope !== "one" &&
    (facts.parent === undefined || ITEM_KINDS.has(facts.parent)) &&
    !trash &&
    facts.qualifiers.length === 0
  );
}
