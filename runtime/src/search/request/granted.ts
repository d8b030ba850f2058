// A destruction a statement grants ("the task on file 5 can be deleted now") is asked, as one it says should happen
// is; not a rule ("comments can be deleted by their owner", "only empty folders can be deleted"), a condition ("… once
// legal approves"), a hedge ("can probably be deleted"), a purpose ("zip it so the old copy can be deleted"), or what
// the clause asks ("tell me which can be deleted").
import { HEDGE } from "./mood.js";
import { questionWord, type Placed } from "../words/tagger.js";

// Words that make "can" a rule's or a condition's: a limit before the act, or an agent, a time or a condition after it.
const LIMITS = /^(?:only|just)$/i;
const RULED = /^(?:by|after|when|whenever|once|if|unless|until|before)$/i;
// The adverbs that may stand in the passive between "can" and the act ("can now be deleted", "can all be removed").
const NOW = /^(?:now|all|already)$/i;
// The determiners of a subject that names the thing it grants of, as its id does: "the", "this", "these".
const DEFINITE = /^(?:the|this|that|these|those)$/i;

/**
 * Whether "can" before the act at `index` grants it: a passive ("can be deleted") in a statement whose subject opens
 * by naming its thing (a definite determiner, an owner, its noun and id, a quoted name), with no limit, hedge or question word before
 * it and no agent, time or condition right after it. `before`: the clause's words up to the act, "so" first where the
 * clause follows from a statement ("…, so the old copy can be deleted"; standing.ts), which is then no purpose.
 */
export function grants(placed: readonly Placed[], before: readonly Placed[], index: number, drawn: boolean): boolean {
  const words = before.map((p) => p.term.text.toLowerCase());
  const modal = before.findLastIndex((p) => p.term.tags.has("Modal"));
  if (modal < 1 || words[modal] !== "can") return false;
  const rest = [...before.slice(modal + 1), placed[index]!];
  const passive = rest.filter((p) => wordOf(p) === "be").length === 1;
  if (!passive || !rest.every((p) => p === placed[index] || wordOf(p) === "be" || NOW.test(wordOf(p)))) return false;
  const subject = before.slice(drawn && words[0] === "so" ? 1 : 0, modal);
  if (subject.some((p) => /^so$/i.test(wordOf(p)) || LIMITS.test(wordOf(p)) || HEDGE.test(wordOf(p)))) return false;
  if (subject.some(questionWord) || rest.some((p) => HEDGE.test(wordOf(p)))) return false;
  const first = subject[0];
  // (Its id right after its noun, "file 12 can be deleted"; not a number further on, "anything older than 2020".)
  const id = first?.term.tags.has("Noun") === true && subject[1]?.term.tags.has("Value") === true;
  const named =
    first !== undefined &&
    (DEFINITE.test(first.term.text) || first.term.tags.has("Possessive") || id || /["“‘']/.test(first.term.pre));
  const after = placed.slice(index + 1, index + 3).filter((p) => p.sentence === placed[index]!.sentence);
  return named && !after.some((p) => RULED.test(p.term.text));
}

const wordOf = (p: Placed) => p.term.text.toLowerCase();
