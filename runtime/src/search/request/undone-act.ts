// An act a request tells of, undone by a verb of reversal whose object is a pronoun for it ("I shared the folder with
// the wrong address, can you undo it?"): what is asked is that act's undoing ("unshare the folder"), on what the act
// acted on. Which undoings the action words name is actions.ts' table: "unshare" removes, "undelete" restores.
import { destroys, wordAction, type Action } from "../words/actions.js";
import { rootOf, type Placed } from "../words/tagger.js";

// The verbs that reverse an act rather than bring an item back ("undo it", not "recover it"). Mending ("fix it") undoes
// an act only when the request says the act was a mistake ("I shared it with the wrong person, fix it"); otherwise it
// asks for a repair ("she can't open it, fix it").
const REVERSAL = /^(?:undo|revert|reverse|roll (?:it |that |this )?back)$/;
const MENDING = /^(?:fix|correct)$/;
const MISTAKE = /\b(?:wrong|mistake|mistakenly|accident|accidentally|shouldn't|should not|instead of)\b/i;

/** Who did a verb told of as done: the speaker ("I shared", "we accidentally shared"), someone else ("he deleted",
 * "Ana moved"), or no one said ("was supposed to"). */
function doer(placed: readonly Placed[], at: number): "speaker" | "other" | undefined {
  let i = at - 1;
  while (i >= 0 && placed[i]!.term.tags.has("Adverb")) i -= 1;
  const before = placed[i];
  if (before === undefined || before.clause !== placed[at]!.clause) return undefined;
  if (/^(?:i|we)$/i.test(before.term.text)) return "speaker";
  return ["Pronoun", "Person", "ProperNoun"].some((t) => before.term.tags.has(t)) ? "other" : undefined;
}

/** The act undone, said as its undoing ("unshare"), and where its verb ends: the last act the speaker tells of having
 * done before the verb of reversal (in the past: "I shared the folder", not "share it"), when its undoing destroys, no
 * one else's act is told of after it ("I shared folder 5 and he deleted file 3, undo it"), and the reversal's object
 * is a pronoun (`pronoun`: acts.ts' pronounAfter) or it has none. */
export function undoneAct(
  text: string,
  placed: readonly Placed[],
  main: { end: number | undefined; words: string; pronoun: boolean },
): { action: Action; end: number; words: string } | undefined {
  const { end, words, pronoun } = main;
  if (end === undefined || !(REVERSAL.test(words) || (MENDING.test(words) && MISTAKE.test(text)))) return undefined;
  // (No object but a pronoun for the act, or none: "undo it", "can you revert that?", "please undo.")
  if (!pronoun && !/^\s*(?:[,.;!?]|please\b|for me\b|$)/.test(text.slice(end))) return undefined;
  const start = end - words.length;
  for (let i = placed.length - 1; i >= 0; i--) {
    const verb = placed[i]!;
    const done = verb.term.tags.has("Verb") && ["PastTense", "Participle"].some((t) => verb.term.tags.has(t));
    if (verb.end > start || !done) continue;
    const by = doer(placed, i);
    if (by === "other") return undefined;
    if (by === undefined) continue;
    const undoing = `un${rootOf(verb.term.text.toLowerCase())}`;
    const action = wordAction(undoing);
    return action !== undefined && destroys(action) ? { action, end: verb.end, words: undoing } : undefined;
  }
  return undefined;
}
