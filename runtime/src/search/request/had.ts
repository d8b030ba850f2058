// What a question asks the speaker has ("what tasks do I have open", "which comments do we have"): the speaker's own,
// as "my tasks" says (phrase.ts' ownedNouns).
import { SPEAKER } from "./doers.js";
import { questionWord, rootOf, type Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";

/** The nouns a question asks which of the speaker has: a question word, the noun, "do", "I" or "we", and "have". */
export function hadNouns(placed: readonly Placed[], named: readonly Mention[]): string[] {
  return named
    .filter((m) => {
      const at = placed.findIndex((p) => p.start <= m.start && m.start < p.end);
      const before = placed[at - 1];
      if (before === undefined || !questionWord(before)) return false;
      const next = placed.findIndex((p) => p.start >= m.end);
      const [aux, subject, verb] = [placed[next], placed[next + 1], placed[next + 2]];
      if (aux === undefined || subject === undefined || verb === undefined) return false;
      return (
        rootOf(aux.term.text.toLowerCase()) === "do" &&
        SPEAKER.has(subject.term.text.toLowerCase()) &&
        rootOf(verb.term.text.toLowerCase()) === "have"
      );
    })
    .map((m) => m.noun);
}
