// The container a request takes its object out of: "remove bob from folder 5", "take it out of my favorites
// collection", "take the Riverside folder off the list of things shared with the Teams channel".
import type { Mention } from "./vocabulary.js";

export interface Container {
  /** The container's mention, if the request names one. */
  mention?: Mention;
  /** Whether a mention right after the container is a word of its phrase: its own noun said again ("my favorites
   * collection"), or any noun when the verb's object stands before the container ("take the hold off the Finance folder
   * files"). */
  within(m: Mention): boolean;
}

/** The first of `after` (the mentions the object may be) that follows "from", "out of" or "off" in its clause, a word
 * not inside an item's name (`named`: "the out of the box AI"). It may be told through what lists it ("off the list of
 * things shared with the Teams channel"): a noun a word or two after "of" is the kind listed, not the container. */
export function containerOf(
  text: string,
  after: readonly Mention[],
  named: readonly Mention[],
  verbEnd: number | undefined,
): Container {
  let fromAt = -1;
  const mention = after.find((m) => {
    const before = text.slice(0, m.start);
    // (Within its clause: "download file 5 from the shared drive, then delete folder 3" takes nothing out of a folder.)
    const from = /\b(?:from|out of|off)\s+(?:(?!(?:on|in|to|for|at|by|and|then)\s)\S*[^\s,;.!?]\s+){0,7}$/.exec(before);
    const listed = /(?<!out )\bof\s+(?:\S+\s+)?$/.test(before);
    const found = from !== null && !listed && !named.some((n) => n.start <= from.index && from.index < n.end);
    if (found) fromAt = from.index;
    return found;
  });
  // What the verb acts on before the container: "take the hold off …" (nothing in "remove from …").
  const before = verbEnd !== undefined && fromAt > verbEnd && /\S/.test(text.slice(verbEnd, fromAt));
  // (Another noun right after it names the object only when nothing stands between the verb and the container:
  // "remove from the Finance folder files …", not "take the hold off the Finance folder files".)
  const within = (m: Mention) =>
    mention !== undefined &&
    (m.noun === mention.noun || before) &&
    m.start > mention.start &&
    text.slice(mention.end, m.start).trim() === "";
  return { mention, within };
}
