// A question of who is the person a phrase describes by what they are, not by a name or an id ("who's the Slack
// admin", "who are the owners and admins of our workspace", "find out who the night editor is"): it picks that person
// out of all the kit's people (ranking/person-asked.ts).
import type { Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";
import { PERSON } from "./persons.js";
import { synonymTerms } from "../words/synonyms.js";

/** Whether a term may stand in the describing phrase: a noun or an adjective, or "and"/"or" between two of them. */
const describing = (p: Placed | undefined) =>
  p !== undefined &&
  !p.term.tags.has("Pronoun") &&
  (p.term.tags.has("Noun") || p.term.tags.has("Adjective") || /^(?:and|or)$/i.test(p.term.text));

/** Whether the request asks who is the person a phrase describes: "who" and a copula, then a determiner and a phrase
 * of nouns and adjectives headed by a noun (or the phrase, then the copula: "who the night editor is"), which ends its
 * clause or is followed by a preposition ("in the workspace"); not an act said after it ("the best person to ask"), nor
 * a thing of the kit's but a person named in its clause or before it ("who's the owner of #design" asks of the
 * channel). */
export function asksWhoIsDescribed(placed: readonly Placed[], named: readonly Mention[]): boolean {
  for (const [i, who] of placed.entries()) {
    if (!/^who(?:'s|s)?$/i.test(who.term.text)) continue;
    const copulaFirst = placed[i + 1]?.term.tags.has("Copula") === true;
    let k = copulaFirst ? i + 2 : i + 1;
    if (!placed[k]?.term.tags.has("Determiner")) continue;
    const from = ++k;
    while (placed[k]?.clause === who.clause && describing(placed[k]) && !/[,;:.!?]/.test(placed[k - 1]!.term.post))
      k += 1;
    if (k === from || !placed[k - 1]!.term.tags.has("Noun")) continue;
    if (!copulaFirst && !placed[k++]?.term.tags.has("Copula")) continue;
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
