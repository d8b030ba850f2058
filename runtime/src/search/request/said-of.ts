// What a relative clause or a participle says of the items right after their noun, as qualified.ts reads it: whether a
// word is a verb of its own, whether the clause only places the items (a copula or a verb of being, then one particular
// place), and the clause's subject when two are joined by "and".
import { knownWord, wordSaid, type Placed } from "../words/tagger.js";

/** Whether a term is a verb of its own (not an auxiliary or a modal). */
export const verb = (p: Placed | undefined) =>
  p !== undefined && p.term.tags.has("Verb") && !p.term.tags.has("Auxiliary") && !p.term.tags.has("Modal");

// Verbs that say only that something is somewhere (language data), as a copula does: "that exist in", "that sit in".
const BEING = new Set(["exist", "sit", "live", "reside"]);
/** Whether a relative clause's verb says only that its items are (somewhere): a copula, or a verb of being. */
export const being = (rest: readonly Placed[]) => {
  const said = rest.slice(1).find(verb) ?? rest.slice(1).find((p) => p.term.tags.has("Copula"));
  return said !== undefined && (said.term.tags.has("Copula") || BEING.has(wordSaid(said)));
};

// Words that make what follows them one particular thing.
export const DEFINITE = new Set(["the", "my", "our", "your", "his", "her", "their", "this", "that"]);

/** Whether what is said of the items goes on to name one particular place they are on or in, by a path, a thing the
 * kit's vocabulary may not know or a name written with capitals ("tasks assigned to Priya on the Harbour Bridge
 * drawings", "which files have comments in /Clients/Acme", "the shared links that exist in Driver Rosters"): they are
 * that place's, no search. (Not a time: "in the last month", "in March". A relative clause's place is its own verb's:
 * "where Dan shared feedback on the mockups".) */
export function placeAfter(rest: readonly Placed[]): boolean {
  const place = (p: Placed) => /^(?:on|in|inside|within)$/i.test(p.term.text);
  const particular = (p: Placed | undefined) =>
    p !== undefined && (DEFINITE.has(p.term.text.toLowerCase()) || p.term.text.includes("/"));
  const at = rest.findIndex((p, i) => place(p) && particular(rest[i + 1]));
  if (at >= 0 && !rest.slice(at + 2).some((p) => p.term.tags.has("Date") || p.term.tags.has("Duration"))) return true;
  return rest.some((p, i) => place(p) && namedPlace(rest[i + 1], rest[i + 2]));
}

/** Whether the words from `word` name a place by capitals: not a time ("in March"), though a name may end in one
 * ("Fare Review Q3"); and of more than one word, or one the lexicon does not know (one it knows may be a service's
 * name as well: "tasks assigned to me in Box"). */
function namedPlace(word: Placed | undefined, next: Placed | undefined): boolean {
  const tags = word?.term.tags;
  if (tags === undefined || !tags.has("Capital") || ["Date", "Value", "Duration"].some((t) => tags.has(t)))
    return false;
  return next?.term.tags.has("Capital") === true || !knownWord(wordSaid(word!));
}

/** A relative clause with no verb of its own yet, and the clause after it when that joins a second subject to the first
 * ("where Priya | and Tom argued about …"): the two as one clause, or the first alone. */
export function subjectsJoined(placed: readonly Placed[], clause: readonly Placed[]): readonly Placed[] {
  const last = clause.at(-1);
  const next = last === undefined ? [] : placed.filter((p) => p.clause === last.clause + 1);
  const joining = /^(?:and|or)$/i.test(next[0]?.term.text ?? "") && /^\s*$/.test(last!.term.post);
  return joining && next[1]?.term.tags.has("Noun") === true ? [...clause, ...next.slice(1)] : clause;
}
