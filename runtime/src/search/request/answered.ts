// A yes-or-no question whether an act of answering was done ("did the landlord sign the lease yet?", "has the MSA been
// signed?"), or a question of who did it ("who signed the offer letter", "who hasn't signed yet"): the request for that
// act holds the answer, its state (records.ts' answeredRequest). A participle that qualifies a noun ("the signed NDA")
// tells of a thing, and one with its particle or a preposition right after it another act ("signed in", "sign into the
// console": a login).
import { actionOf } from "../words/actions.js";
import { rootOf, wordSaid, type Placed } from "../words/tagger.js";
import type { RequestShape } from "./shape.js";

/** The root of the act of answering a polar question asks whether was done, or a question asks who did, if any. */
export function answeredAct(placed: readonly Placed[], polar: boolean): Pick<RequestShape, "answered"> {
  const at = placed.findIndex((p, i) => {
    const { tags } = p.term;
    if (!tags.has("Verb") || ["Copula", "Auxiliary"].some((t) => tags.has(t))) return false;
    if (!polar && !askedWho(placed, i)) return false;
    if (actionOf(wordSaid(p)) !== "approve") return false;
    const [before, after] = [placed[i - 1]?.term.tags, placed[i + 1]?.term.tags];
    // (A preposition right after it tells where one went, "sign into the console"; not "by", which names the doer of a
    // passive, "get signed by all parties".)
    const gone = after?.has("Preposition") && placed[i + 1]!.term.text.toLowerCase() !== "by";
    return !before?.has("Determiner") && !after?.has("Particle") && !gone;
  });
  return at < 0 ? {} : { answered: rootOf(wordSaid(placed[at]!)) };
}

/** Whether "who" is the subject of the verb at `i`, only auxiliaries, negations and adverbs between ("who has not
 * yet signed"). */
function askedWho(placed: readonly Placed[], i: number): boolean {
  let at = i - 1;
  while (at >= 0 && ["Auxiliary", "Negative", "Adverb"].some((t) => placed[at]!.term.tags.has(t))) at--;
  return at >= 0 && placed[at]!.term.text.toLowerCase() === "who" && placed[at]!.clause === placed[i]!.clause;
}
