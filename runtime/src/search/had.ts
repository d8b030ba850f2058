// What a question asks the speaker has ("what tasks do I have open", "which comments have we got"): the speaker's own,
// as "my tasks" says (phrase.ts' ownedNouns).
import { rootOf, type Placed } from "./tagger.js";
import type { Mention } from "./vocabulary.js";

// The speaker as the subject of a question's verb.
const SPEAKER = new Set(["i", "we"]);

/** The nouns a question asks which of the speaker has: a question word, the noun, its auxiliary, "I" or "we", and
 * "have" (or "have got"). */
export function hadNouns(placed: readonly Placed[], named: readonly Mention[]): string[] {
  return named
    .filter((m) => {
      const at = placed.findIndex((p) => p.start <= m.start && m.start < p.end);
      const before = placed[at - 1]?.term;
      if (before === undefined || !(before.tags.has("QuestionWord") || /^wh(?:ich|at)$/i.test(before.text)))
        return false;
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
