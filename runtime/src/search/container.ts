// The container a request takes its object out of: "remove bob from folder 5", "take it out of my favorites
// collection", "take the Riverside folder off the list of things shared with the Teams channel".
import type { Mention } from "./vocabulary.js";

export interface Container {
  /** The container's mention, if the request names one. */
  mention?: Mention;
  /** Whether a mention is the container's own noun said again right after it ("my favorites collection"). */
  within(m: Mention): boolean;
}

/** The first of `after` (the mentions the object may be) that follows "from", "out of" or "off", and is no word of an
 * item's name (`named`: "the out of the box AI"). It may be told through what lists it ("off the list of things
 * shared with the Teams channel"): a noun right after "of" is the kind listed, not the container. */
export function containerOf(text: string, after: readonly Mention[], named: readonly Mention[]): Container {
  const mention = after.find((m) => {
    const before = text.slice(0, m.start);
    const from = /\b(?:from|out of|off)\s+(?:(?!(?:on|in|to|for|at|by|and)\s)\S+\s+){0,7}$/.exec(before);
    const listed = /(?<!out )\bof\s+(?:\S+\s+)?$/.test(before);
    return from !== null && !listed && !named.some((n) => n.start <= from.index && from.index < n.end);
  });
  // ("from the Finance folder files …" names the object after it.)
  const within = (m: Mention) =>
    mention !== undefined &&
    m.noun === mention.noun &&
    m.start > mention.start &&
    text.slice(mention.end, m.start).trim() === "";
  return { mention, within };
}
