// The speaker's own things of a kind the kit reads only on an item ("what tasks do I have open", "my comments"): the
// tools list a file's tasks, none of a person's, so with no item named nothing fits (unfit.ts).
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";
import { onlyOnItems } from "./item-parts.js";

/** "search" when a read of many of the speaker's own things is of a kind no tool lists, that the tools reach only as
 * parts of items ("file task"), and the request names no other thing (of an item: "my tasks on file 5"). */
export function ownParts(shape: RequestShape, scope: SearchScope): "search" | undefined {
  const { asked, object, count, nouns, owned } = shape;
  if (asked.some((a) => a !== "read") || object === undefined || count !== "many" || !owned.includes(object))
    return undefined;
  if (!onlyOnItems(object, scope) || shape.related !== undefined || shape.container !== undefined) return undefined;
  return nouns.every((n) => n.noun === object) ? "search" : undefined;
}
