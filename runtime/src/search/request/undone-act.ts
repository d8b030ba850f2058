// An act a request tells of, undone by a verb of reversal whose object is a pronoun for it ("I shared the folder with
// the wrong address, can you undo it?"): what is asked is that act's undoing ("unshare the folder"), on what the act
// acted on. Which undoings the action words name is actions.ts' table: "unshare" removes, "undelete" restores.
import { destroys, wordAction, type Action } from "../words/actions.js";
import { rootOf, type Placed } from "../words/tagger.js";

// The verbs that reverse an act rather than bring an item back ("undo it", not "recover it"); mending an act told of
// undoes it too ("I shared it with the wrong person, fix it"), whatever is done after.
const REVERSAL = /^(?:undo|revert|reverse|roll (?:it |that |this )?back|fix|correct)$/;

/** The act undone, said as its undoing ("unshare"), and where its verb ends: the last verb told of as done before the
 * verb of reversal (in the past: "I shared the folder", not "share it") whose undoing destroys, when that verb's object
 * is a pronoun (`pronoun`: acts.ts' pronounAfter) or it has none. */
export function undoneAct(
  text: string,
  placed: readonly Placed[],
  main: { end: number | undefined; words: string; pronoun: boolean },
): { action: Action; end: number; words: string } | undefined {
  const { end, words, pronoun } = main;
  if (end === undefined || !REVERSAL.test(words)) return undefined;
  // (No object but a pronoun for the act, or none: "undo it", "can you revert that?", "please undo.")
  if (!pronoun && !/^\s*(?:[,.;!?]|please\b|for me\b|$)/.test(text.slice(end))) return undefined;
  const start = end - words.length;
  const told = placed.filter(
    (p) => p.end <= start && p.term.tags.has("Verb") && ["PastTense", "Participle"].some((t) => p.term.tags.has(t)),
  );
  for (const verb of told.reverse()) {
    const undoing = `un${rootOf(verb.term.text.toLowerCase())}`;
    const action = wordAction(undoing);
    if (action !== undefined && destroys(action)) return { action, end: verb.end, words: undoing };
  }
  return undefined;
}
