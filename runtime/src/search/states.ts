// A thing of the provider's said by a state of an item rather than by its noun ("is Fatima online" asks a user's
// presence): the adjective as the main clause's predicate of an item of the kind it is a state of, not before a noun
// it qualifies ("the online form"), nor of another thing ("the site is online again"), nor in a clause of what is said
// ("post that Ana is back online"). Which adjectives say which noun, of what, is nouns.ts'.
import { NOUNS } from "./nouns.js";
import { wordSaid, type Placed } from "./tagger.js";
import type { Mention } from "./vocabulary.js";

const STATES: ReadonlyMap<string, { noun: string; of?: string }> = new Map(
  NOUNS.flatMap(({ noun, of, states = [] }) => states.map((s) => [s, { noun, of }] as const)),
);

/** The nouns the main clause names by a state said of an item, where it says it; `named`: the nouns and persons the
 * request names ("who" asks of a person, a user). */
export function statesSaid(placed: readonly Placed[], named: readonly Mention[]): Mention[] {
  return placed.flatMap((p, i) => {
    const state = STATES.get(p.term.text.toLowerCase());
    if (state === undefined || p.clause !== 0 || !p.term.tags.has("Adjective")) return [];
    const next = placed[i + 1];
    if (next !== undefined && next.clause === p.clause && next.term.tags.has("Noun")) return [];
    const before = placed.slice(0, i).filter((q) => q.clause === p.clause);
    const of =
      named.some((m) => m.noun === state.of && before.some((q) => q.start === m.start)) ||
      (state.of === "user" && before.some((q) => wordSaid(q) === "who"));
    return of ? [{ noun: state.noun, start: p.start, end: p.end }] : [];
  });
}
