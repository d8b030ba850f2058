// What opens a clause and what kind it is by its opener: a subordinator (before, if, when…), a joining conjunction, "so"
// of purpose or of consequence, a relative pronoun after a noun; a question word after the joining conjunction. The
// clauses themselves are clauses.ts'.
import { wordAction } from "../words/actions.js";
import { bareVerb, rootOf, withoutS, wordSaid, type Placed, type Term } from "../words/tagger.js";

export const SUBORDINATORS = new Set([
  "before",
  "after",
  "if",
  "when",
  "whenever",
  "once",
  "until",
  "unless",
  "while",
  "whether",
]);

// A dash between spaces breaks a clause ("trash review - show me…"); one inside a word ("second-to-last") does not.
export const CLAUSE_BREAK = /[,;:.!?()—–]|\s-|-\s/;

// Conjunctions that start a new clause; "or" and "nor" continue one ("don't delete or move anything").
export const CLAUSE_CONJUNCTIONS = new Set(["and", "but", "then", "also", "just", "instead"]);

/** Whether a term is "if" or "whether" and the next are "you" and a modal: "if you could remove it, thanks", "I was
 * wondering whether you could tell me …". */
export function politeIf(placed: readonly Placed[], at: number): boolean {
  const words = placed.slice(at, at + 3).map((p) => p.term.text.toLowerCase());
  return (
    /^(?:if|whether)$/.test(words[0] ?? "") &&
    /^(?:you|u)$/.test(words[1] ?? "") &&
    /^(?:could|would|can)$/.test(words[2] ?? "")
  );
}

/** Where "before" at `at` stands for "beforehand", its object a demonstrative for the act said already ("delete group
 * 5 — before that, show me its folders", "before that tell me what it holds"): the index of the word whose clause it
 * puts first, or -1. (Not "before that file goes", "before that happens": the demonstrative ends its clause or an
 * imperative follows.) */
export function beforeThat(placed: readonly Placed[], at: number): number {
  const [word, that, next] = placed.slice(at, at + 3);
  if (word?.term.text.toLowerCase() !== "before" || !/^(?:that|this)$/i.test(that?.term.text ?? "")) return -1;
  if (next === undefined) return -1;
  const ends = CLAUSE_BREAK.test(that!.term.post);
  return ends || next.term.tags.has("Imperative") || next.term.tags.has("Infinitive") ? at + 2 : -1;
}

/** Whether "so" opens an imperative that follows from what was said ("I'm deleting folder 5 tomorrow so list its items
 * today"), or a request put as a question to the listener ("he's not doing tastings anymore so can you delete the
 * task?"): a clause of its own, whose verb is asked as any imperative is, apart from the statement before it. */
export function consequence(word: string, next: Term | undefined, after: Term | undefined): boolean {
  if (word !== "so" || next === undefined) return false;
  const asked = next.tags.has("Modal") && /^(?:you|u)$/i.test(after?.text ?? "");
  return asked || (next.tags.has("Infinitive") && !next.tags.has("Modal"));
}

// Question words that open a clause after the conjunction joining it to the one before ("and who …", "but which …").
export const JOINED_QUESTION = /^(?:what|what's|which|who|whom|whose|where|why|how)$/;

/** A clause's words without the conjunction that joins it to the clause before, when a question word follows it. */
export function joinedWords(words: readonly string[]): readonly string[] {
  return /^(?:and|but|also)$/.test(words[0] ?? "") ? words.slice(1) : words;
}

// Words that open a relative clause after the noun they tell of.
export const RELATIVES: ReadonlySet<string> = new Set(["that", "which", "who", "whom", "whose", "where"]);

/** Whether a word opens a relative clause: a relative pronoun right after a noun, in the same clause ("the thread where
 * we decided to delete the repo", "the user who uploaded file 5"), or after a comma with its own subject next
 * (`next`, lower case: "the message in #general, where he slagged off the company"). Its act tells of the noun; it is
 * not asked. */
export function relative(word: string, prior: Placed | undefined, next?: string): boolean {
  // (Its copula may be joined to it: "anything in Client Deliverables that's set to never expire".)
  const pronoun = withoutS(word);
  if (!RELATIVES.has(pronoun) || prior === undefined) return false;
  const comma = /^\s*,\s*$/.test(prior.term.post) && /^(?:where|which)$/.test(pronoun) && SUBJECTS.test(next ?? "");
  if (CLAUSE_BREAK.test(prior.term.post) && !comma) return false;
  const tags = prior.term.tags;
  return (tags.has("Noun") || tags.has("Value") || tags.has("HashTag")) && !tags.has("Pronoun");
}
/** Whether a clause of the request is a relative one: a relative pronoun after a noun opens it. */
export function relativeClause(placed: readonly Placed[], clause: number | undefined): boolean {
  const opens = placed.findIndex((p) => p.clause === clause);
  const next = placed[opens + 1];
  return opens > 0 && relative(wordSaid(placed[opens]!), placed[opens - 1], next && wordSaid(next));
}

/** The term right before a clause's first (a relative clause's: the noun it tells of), if any. */
export function beforeClause(placed: readonly Placed[], clause: number | undefined): Placed | undefined {
  const opens = placed.findIndex((p) => p.clause === clause);
  return opens > 0 ? placed[opens - 1] : undefined;
}
// (The subject pronouns and determiners that open a clause's subject: "where he …", "which the client …".)
const SUBJECTS = /^(?:i|we|you|he|she|they|the|our|his|her|their|my)$/;

/** Whether "so" opens a clause of purpose or result ("… so I see new uploads", "so that nobody moves it", "so search
 * finds the new files", "so the client can open it"): it says why, not what to do. Its subject is a pronoun, or a
 * noun phrase before the clause's own verb, in the present or with a modal: no imperative ("so list its items"). */
export function purpose(word: string, next: Term | undefined, after?: Term): boolean {
  if (word !== "so" || next === undefined) return false;
  if (/^(?:that|i|we|you|they|he|she|it|nobody|no one|everyone)$/i.test(next.text)) return true;
  if (next.tags.has("Determiner") || next.tags.has("Possessive")) return true;
  const tags = after?.tags;
  return tags !== undefined && (tags.has("Modal") || (tags.has("PresentTense") && !tags.has("Infinitive")));
}

// Verbs whose object is the subject of a bare verb after it (language data): "let Dana delete it" asks nothing of Dana.
const BARE_COMPLEMENT = new Set(["let", "make", "have", "help", "see", "watch", "hear", "bid"]);

/** Whether a bare verb opens the clause asked after one that says when or whether, no comma between ("before I delete
 * #old-ops tell me what's in it"): right after the object of that clause's own verb, a verb the action words name; or
 * a modal asking "you" does after "before … it" ("before you delete it can you tell me …"). `members`: the terms of the
 * clause so far. */
export function afterSubordinate(members: readonly Placed[], term: Term, next: Term | undefined): boolean {
  const [opener, prior] = [members[0], members.at(-1)];
  if (opener === undefined || prior === undefined || !SUBORDINATORS.has(opener.term.text.toLowerCase())) return false;
  // (Its subject a pronoun and its verb an act, "before I delete …"; not a state, "if the file is older than …", nor
  // a verb whose object does the next one, "before I let Dana delete it".)
  const [subject, verb] = [members[1]?.term.tags, members[2]?.term.text.toLowerCase() ?? ""];
  const acts = subject?.has("Pronoun") === true && wordAction(verb) !== undefined && !BARE_COMPLEMENT.has(rootOf(verb));
  if (!acts) return false;
  const bare = bareVerb(term);
  const object = (prior.term.tags.has("Noun") || prior.term.tags.has("Value")) && !prior.term.tags.has("Pronoun");
  if (bare && object && wordAction(term.text.toLowerCase()) !== undefined) return true;
  const asks = /^(?:can|could|would|will)$/i.test(term.text) && /^(?:you|u)$/i.test(next?.text ?? "");
  return asks && /^before$/i.test(opener.term.text) && /^(?:it|them)$/i.test(prior.term.text);
}
