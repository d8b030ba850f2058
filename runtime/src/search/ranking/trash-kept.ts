// How long things in general are kept in the trash before they go for good ("how long do things sit in the trash
// before they're purged?") is a setting of the account: each trashed item's record holds only when that item goes, so
// with no particular item named nothing fits (unfit.ts).
import type { RequestShape } from "../request/shape.js";
import { mentionsTrash } from "../request/query.js";
import { namesBareItem, ownId } from "../request/phrase.js";

// A question of how long (language data), and the act no tool does for it.
const KEEPING = "tell how long the trash keeps things";
const HOW_LONG = /\bhow long\b/;

/** What no tool does ("tell how long the trash keeps things", the unfit sentence's act) when a read asks how long
 * things are kept in the trash and names no item by its id or its name. */
export function trashKept(shape: RequestShape): string | undefined {
  const { asked, text, mentioned, values, byName } = shape;
  if (asked.some((a) => a !== "read") || !HOW_LONG.test(text) || !mentionsTrash(text)) return undefined;
  const named = byName.length > 0 || mentioned.some((m) => ownId(text, m) !== null);
  return named || namesBareItem(text, mentioned, values) ? undefined : KEEPING;
}
