// Many items of a kind, in no place, picked out by a part each has ("find every file where the turbine_id metadata is
// T14", "all files tagged with the metadata field client_number = 20417"): the kit reads such a part one item at a
// time and lists no items by it, so no tool finds them (unfit.ts).
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";
import { ITEM_KINDS, singularPhrase } from "../words/vocabulary.js";
import { namesOwnField } from "../tools/fields.js";

/** "search" when a read of many items of one kind, naming no place (another kind of item, or one by its name) and no
 * item by its id, says after them in the singular a part of that kind (scope.ts' parts: "file metadata") that no tool
 * lists every one of. (A part said in the plural is counted, which a listing of each item's parts does: "which files
 * have more than 50 versions"; nor one the item's record holds, which a folder's listing shows.) */
export function pickedByPart(shape: RequestShape, scope: SearchScope): "search" | undefined {
  const { asked, object, count, nouns, contents, text } = shape;
  if (asked.some((a) => a !== "read") || object === undefined || !ITEM_KINDS.has(object) || count !== "many")
    return undefined;
  if (contents !== undefined || nouns.some((n) => n.noun !== object && ITEM_KINDS.has(n.noun))) return undefined;
  const at = nouns.find((n) => n.noun === object)!;
  const once = (n: { start: number; end: number }) =>
    singularPhrase(text.slice(n.start, n.end)) === text.slice(n.start, n.end);
  const part = nouns.find((n) => n.start > at.start && scope.parts.includes(`${object} ${n.noun}`) && once(n));
  // (A part the item's own record holds is shown by the listing of a folder's items, which finds them: "files
  // classified Confidential", "files with metadata payer = Delta"; finding.ts' browsed.)
  const shown = part !== undefined && namesOwnField(part.noun, object, scope.records);
  return part !== undefined && !scope.searched.includes(part.noun) && !shown ? "search" : undefined;
}
