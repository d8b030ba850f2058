// A state a question asks a person to be in ("is Fatima online right now?", "who on the night desk is online"): the
// records say what a person is (an admin, a bot, deactivated, in which timezone), and a state that no record's field
// and no tool's word names is read by none of the tools, so nothing fits (unfit.ts). Whether a tool's word names it is
// the engine's, which holds the index.
import type { Mention } from "./vocabulary.js";
import { knownWord, nlp, participle, questionWord, type Placed, type Term } from "./tagger.js";

// What a word that opens a noun phrase is followed by.
const PHRASE = ["Noun", "Determiner", "Adjective", "Possessive", "Value"];
// (A pronoun may stand for a thing: "is it public?")
const SUBJECT = (p: Placed) => p.term.tags.has("Noun") && !p.term.tags.has("Pronoun");

/**
 * The adjective a question's copula says of a person: its complement, after any adverb ("who's currently active"),
 * whose subject is "who" or a person: a user, a name the tagger knows as one or a word it does not know ("is Raj
 * online"; not "is anything important pinned"). Not a participle ("is he deactivated": an act done to them, which a
 * record may hold), nor a state said in a place ("who's still active in there": activity in a conversation, which its
 * members and history show) or of something ("responsible for").
 */
export function personState(placed: readonly Placed[], named: readonly Mention[]): string | undefined {
  const copula = placed.findIndex((p) => p.term.tags.has("Copula"));
  if (copula < 0) return undefined;
  const before = placed.slice(0, copula).filter((p) => p.clause === placed[copula]!.clause);
  const asksWho = before.length > 0 && questionWord(before[0]!) && /^who/i.test(before[0]!.term.text);
  let at = copula + 1;
  if (!asksWho) {
    // A question answered yes or no: the copula opens it, its subject follows.
    if (before.length > 0) return undefined;
    const subject = at;
    while (placed[at] && SUBJECT(placed[at]!)) at += 1;
    // (A slip of the state's word reads as a name after the subject's: "is Fatima onilne right now".)
    if (at - subject >= 2 && slipped(placed[at - 1]!.term) !== undefined) at -= 1;
    if (at === subject) return undefined;
    const { start } = placed[subject]!;
    const end = placed[at - 1]!.end;
    const within = named.filter((m) => m.start < end && start < m.end);
    const person = placed.slice(subject, at).some(({ term }) => term.tags.has("Person") || unknownName(term.text));
    if (within.some((m) => m.noun !== "user") || !(person || within.length > 0)) return undefined;
  }
  while (placed[at]?.term.tags.has("Adverb")) at += 1;
  const state = placed[at];
  if (state === undefined) return undefined;
  const slip = slipped(state.term);
  if (slip === undefined && (!state.term.tags.has("Adjective") || state.term.tags.has("Noun"))) return undefined;
  const word = slip ?? state.term.text.toLowerCase();
  const next = placed[at + 1]?.term;
  // (Nor one that opens a noun phrase: "is he still an active user" asks what the user is.)
  const attributive = next !== undefined && PHRASE.some((t) => next.tags.has(t)) && /[a-z]/i.test(next.text);
  // (Nor one that takes an object: "who is responsible for folder 5", "is Ana eligible to sign", "visible to everyone".)
  const after = placed[at + 2]?.term.tags;
  const joined = next?.tags.has("Conjunction") === true && ["Noun", "Verb"].some((t) => after?.has(t));
  if (participle(word) || attributive || next?.tags.has("Preposition") || joined) return undefined;
  return word;
}

/** The adjective a word the tagger does not know is with two neighbouring letters swapped back ("onilne": online). */
function slipped({ text }: Term): string | undefined {
  const word = text.toLowerCase();
  if (!/^[a-z]{5,}$/.test(word) || knownWord(word)) return undefined;
  const lexicon = nlp().world().model.one.lexicon;
  for (let i = 0; i + 1 < word.length; i += 1) {
    const back = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (lexicon[back] === "Adjective") return back;
  }
  return undefined;
}

/** A word the tagger does not know, of letters only (a name: "Raj"; not a file's, "notes-v2.docx"). */
const unknownName = (text: string) => /^[a-z]+$/i.test(text) && !knownWord(text.toLowerCase());
