// An item's current version is the item: a read of "the latest version of the holiday rota" reads the rota (its
// content, its record: who last edited it), not the record of its versions. Its oldest, a previous one or one by its
// id is a version (part-listing.ts).
import { ownId } from "../request/phrase.js";
import type { RequestShape } from "../request/shape.js";
import { CURRENT } from "../request/sought.js";
import { ITEM_KINDS } from "../words/vocabulary.js";

// A question word and a copula asking what the phrase after them is.
const ASKS_WHICH = /(?:^|[,;:.!?]|\band)\s*(?:what|which)(?:'s|\s+is|\s+was)\s+(?:the)?$/;

/** The shape with an object said to be the current version of the item it is of read as that item; the words that say
 * so are no words to search for. */
export function asCurrentItem(shape: RequestShape): RequestShape {
  const { object, related, text, nouns } = shape;
  if (shape.asked[0] !== "read" || object === undefined || related === undefined || !ITEM_KINDS.has(related))
    return shape;
  const said = nouns.filter((m) => m.noun === object);
  const m = said[0];
  // (One version, of that item, by no id of its own: not "version 87", nor two compared.)
  if (m === undefined || said.length > 1 || !object.startsWith(`${related} `) || ownId(text, m) !== null) return shape;
  const before = text.slice(0, m.end).split(/\s+/);
  const n = [2, 3].find((k) => CURRENT.test(before.slice(-k).join(" ")));
  // (A question of what the current version is asks which version: "what's the latest version of the GDD".)
  if (n === undefined || ASKS_WHICH.test(before.slice(0, -n).join(" "))) return shape;
  const as = (noun: string | undefined) => (noun === object ? related : noun);
  const { owner: _owner, related: _related, ...rest } = shape;
  return {
    ...rest,
    object: related,
    target: as(shape.target),
    head: as(shape.head),
    says: as(shape.says),
    nouns: nouns.filter((x) => x !== m),
    mentioned: shape.mentioned.filter((x) => x.start !== m.start),
    framing: [...shape.framing, before.slice(-n).join(" ")],
  };
}
