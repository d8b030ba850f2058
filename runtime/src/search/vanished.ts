// Items said to have vanished ("where did the Vendor folder go?", "why is the Cardiology folder gone", "the Q3 deck
// has disappeared"): what happened to them, moved, deleted or unshared, is the record of acts' (happened.ts), though
// the request asks no act of anyone.
import { auxiliary, conjugated, type Placed } from "./tagger.js";
import type { Mention } from "./vocabulary.js";

/** What asking where a vanished item went asks, in everyday words (synonyms.ts reads them). */
export const HAPPENED = "what happened";

// The verbs that say a thing left where it was.
const LEAVING = ["go", "disappear", "vanish"];
// Their forms that say it did ("went", "gone", "disappeared"), conjugated once.
let left: Set<string> | undefined;
const leftForms = () =>
  (left ??= new Set(LEAVING.flatMap((v) => ["PastTense", "Participle"].map((t) => conjugated(v)[t] ?? v))));

/** The noun the request says has left where it was: the subject of a verb of leaving said in the past ("went",
 * "has disappeared", "is gone") or asked of after "did" ("where did … go"), the noun's phrase right before it. */
export function vanished(placed: readonly Placed[], named: readonly Mention[]): { vanished?: string } {
  for (const [i, p] of placed.entries()) {
    const word = p.term.text.toLowerCase();
    let k = i - 1;
    while (k >= 0 && (auxiliary(placed[k]) || placed[k]!.term.tags.has("Adverb"))) k -= 1;
    const last = placed[k];
    const subject = last && named.find((m) => m.start <= last.start && last.end <= m.end);
    if (last === undefined || subject === undefined || last.clause !== p.clause) continue;
    // (Not "where should it go".)
    const asked = () => placed.slice(0, k).some((q) => q.clause === p.clause && q.term.text.toLowerCase() === "did");
    if (leftForms().has(word) || (LEAVING.includes(word) && asked())) return { vanished: subject.noun };
  }
  return {};
}
