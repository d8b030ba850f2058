// Which items a kit shares: a restriction of one ("make folder 5 visible only to HR") undoes its sharing with the
// others (restricting.ts); of anything else it asks no deletion.
import { ITEM_KINDS } from "../words/vocabulary.js";
import { isPeople } from "./ties.js";

/** Whether items of a kind are shared in the kit: an item, not people, that has collaborations ("folder
 * collaboration"; `reached`: what the kit's tools act on and reach through another, when known). */
export const sharedItem = (noun: string | undefined, reached: readonly string[] | undefined): boolean =>
  noun !== undefined &&
  ITEM_KINDS.has(noun) &&
  !isPeople(noun) &&
  (reached === undefined || reached.includes(`${noun} collaboration`));
