// A question of who is the person a phrase describes by what they are, not by a name or an id ("who's the Slack
// admin", "who are the owners and admins of our workspace", "find out who the night editor is", "who has admin
// rights"): it picks that person out of all the kit's people (ranking/person-asked.ts).
import type { Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";
import { PERSON } from "./persons.js";
import { synonymTerms } from "../words/synonyms.js";

/** Whether a term may stand in the describing phrase: a noun or an adjective, or "and"/"or" between two of them. */
const describing = (p: Placed | undefined) =>
  p !== undefined &&
  !p.term.tags.has("Pronoun") &&
  (p.term.tags.has("Noun") || p.term.tags.has("Adjective") || /^(?:and|or)$/i.test(p.term.text));

// A verb of holding, and what held says what its holder is: "has admin rights", "holds the co-admin role".
const HOLDS = /^(?:has|have|holds?)$/i;
const HELD = /^(?:rights?|access|permissions?|privileges?|roles?)$/i;

/** Whether the request asks who is the person a phrase describes: "who" and a copula, then a determiner and a phrase
 * of nouns and adjectives headed by a noun (or the phrase, then the copula: "who the night editor is"), which ends its
 * clause or is followed by a preposition ("in the workspace"); not an act said after it ("the best person to ask"), nor
 * a thing of the kit's but a person named in its clause or before it ("who's the owner of #design" asks of the
 * channel). */
export function asksWhoIsDescribed(placed: readonly Placed[], named: readonly Mention[]): boolean {
  for (const [i, who] of placed.entries()) {
    if (!/^who(?:'s|s)?$/i.test(who.term.text)) continue;
    const copulaFirst = placed[i + 1]?.term.tags.has("Copula") === true;
    // (Or by a right they hold: "who has admin rights", "who holds the co-admin role".)
    const holding = HOLDS.test(placed[i + 1]?.term.text ?? "");
    let k = copulaFirst || holding ? i + 2 : i + 1;
    // (A determiner opens the phrase, which a right held may go without: "who has admin rights".)
    const determined = placed[k]?.term.tags.has("Determiner") === true;
    if (!determined && !holding) continue;
    if (determined) k += 1;
    const from = k;
    const phrase = (p: Placed | undefined) => describing(p) && !(holding && HELD.test(p!.term.text));
    while (placed[k]?.clause === who.clause && phrase(placed[k]) && !/[,;:.!?]/.test(placed[k - 1]!.term.post)) k += 1;
    if (k === from || !placed[k - 1]!.term.tags.has("Noun")) continue;
    if (holding ? !HELD.test(placed[k++]?.term.text ?? "") : !copulaFirst && !placed[k++]?.term.tags.has("Copula"))
      continue;
    const next = placed[k];
    const ends = next === undefined || next.clause !== who.clause || /[,;:.!?]/.test(placed[k - 1]!.term.post);
    // (Nor in a clause before it: "the survey folder — who's the owner?" asks of the folder.)
    const clause = placed.filter((p) => p.clause === who.clause);
    const end = clause.at(-1)!.end;
    if (!(ends || next.term.tags.has("Preposition")) || named.some((m) => m.noun !== PERSON && m.start < end)) continue;
    // (Nor where its clause names the signed-in account, whose own read answers: "who's the current user", "who is
    // the logged-in user on this token".)
    const said = clause.map((p) => p.term.text + p.term.post).join("");
    if (/\bauthenticated\b/.test(synonymTerms(said))) continue;
    return true;
  }
  return false;
}
