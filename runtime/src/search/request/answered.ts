// A yes-or-no question whether an act of answering was done ("did the landlord sign the lease yet?", "has the MSA been
// signed?"): the request for that act holds the answer, its state (records.ts' answeredRequest). A participle that
// qualifies a noun ("the signed NDA") tells of a thing, and one with its particle another act ("signed in").
import { actionOf } from "../words/actions.js";
import { rootOf, wordSaid, type Placed } from "../words/tagger.js";
import type { RequestShape } from "./shape.js";

/** The root of the act of answering a polar question asks whether was done, if any. */
export function answeredAct(placed: readonly Placed[], polar: boolean): Pick<RequestShape, "answered"> {
  if (!polar) return {};
  const at = placed.findIndex((p, i) => {
    const { tags } = p.term;
    if (!tags.has("Verb") || ["Copula", "Auxiliary"].some((t) => tags.has(t))) return false;
    if (actionOf(wordSaid(p)) !== "approve") return false;
    const [before, after] = [placed[i - 1]?.term.tags, placed[i + 1]?.term.tags];
    return !before?.has("Determiner") && !after?.has("Particle");
  });
  return at < 0 ? {} : { answered: rootOf(wordSaid(placed[at]!)) };
}
