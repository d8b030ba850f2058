// Items said to have vanished ("where did the Vendor folder go?", "why is the Cardiology folder gone", "the Q3 deck
// has disappeared") or been moved out of where they were ("which files were moved out of Incident Reports"): what
// happened to them, moved, deleted or unshared, is the record of acts' (happened.ts), though the request asks no other
// act.
import { PREPOSITIONS } from "./kept.js";
import { phraseStart } from "./phrase.js";
import { auxiliary, conjugated, type Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";

// The past forms of verbs that take a thing out of where it was, before "out of".
const MOVED = new Set(["moved", "taken", "pulled"]);

/** Where the word right before a verb stands, past its auxiliaries and adverbs, and the noun it is said in. */
function subjectOf(placed: readonly Placed[], named: readonly Mention[], i: number) {
  let k = i - 1;
  while (k >= 0 && (auxiliary(placed[k]) || placed[k]!.term.tags.has("Adverb"))) k -= 1;
  const last = placed[k];
  const subject = last && named.find((m) => m.start <= last.start && last.end <= m.end);
  return { k, subject: last?.clause === placed[i]!.clause ? subject : undefined };
}

/** What asking where a vanished item went asks, in everyday words (synonyms.ts reads them). */
export const HAPPENED = "what happened";

// The verbs that say a thing left where it was.
const LEAVING = ["go", "disappear", "vanish"];
// Their forms that say it did ("went", "gone", "disappeared"), conjugated once.
let left: Set<string> | undefined;
const leftForms = () =>
  (left ??= new Set(LEAVING.flatMap((v) => ["PastTense", "Participle"].map((t) => conjugated(v)[t] ?? v))));

/** The noun the request says has left where it was: the subject of a verb of leaving said in the past ("went",
 * "has disappeared", "is gone") or asked of after "did" ("where did … go"), the noun's phrase right before it. The verb
 * ends its clause, but for where the noun left ("disappeared from folder 5") or how it is now ("went missing"): "went to
 * legal", "go out to the client" and "go through" tell of it being sent on. No act asked in a clause after it
 * (`mainEnd`, the main act's end) takes the request ("…, list folder 5"; a read before it may frame it: "tell me why
 * … is gone"), and a noun after a preposition is none's subject ("the link on the Q3 deck has disappeared"). */
export function vanished(
  placed: readonly Placed[],
  named: readonly Mention[],
  mainEnd: number | undefined,
): { vanished?: string } {
  const mainClause = mainEnd === undefined ? undefined : placed.find((p) => p.end >= mainEnd)?.clause;
  for (const [i, p] of placed.entries()) {
    const word = p.term.text.toLowerCase();
    // (Or taken out of it, maybe asked of many: "which files were moved out of Incident Reports".)
    const said = (at: number) => placed[at]?.term.text.toLowerCase();
    const out = MOVED.has(word) && said(i + 1) === "out" && said(i + 2) === "of";
    if (!out && !LEAVING.includes(word) && !leftForms().has(word)) continue;
    const { k, subject } = subjectOf(placed, named, i);
    if (subject === undefined) continue;
    if (out) return { vanished: subject.noun };
    if (mainClause !== undefined && mainClause !== p.clause && mainEnd! > p.start) continue;
    const opening = placed.findIndex((q) => q.start === phraseStart(placed, subject.start));
    // (A preposition the kit reads as one: the tagger may call "why" one, "tell me why the Cardiology folder is gone".)
    const before = placed[opening - 1];
    if (before?.clause === p.clause && PREPOSITIONS.has(before.term.text.toLowerCase())) continue;
    const next = placed[i + 1];
    const ends =
      next === undefined ||
      next.clause !== p.clause ||
      next.term.text.toLowerCase() === "from" ||
      (next.term.tags.has("Adjective") && placed[i + 2]?.clause !== p.clause);
    if (!ends) continue;
    // (Not "where should it go".)
    const asked = () => placed.slice(0, k).some((q) => q.clause === p.clause && q.term.text.toLowerCase() === "did");
    if (leftForms().has(word) || asked()) return { vanished: subject.noun };
  }
  return {};
}
