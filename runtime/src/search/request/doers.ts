// Who the doers of an act are, as a request names them: many people of a kind ("everyone", "the users", "all the
// liaisons"), the head of their phrase; and the words that look like an act's verb but are none ("read access",
// "files"). deeds.ts reads the acts.
import { knownWord, wordSaid, type Placed } from "../words/tagger.js";
import { mentions, singular } from "../words/vocabulary.js";

// The speaker, a doer too ("the files I uploaded", "what did we delete").
export const SPEAKER: ReadonlySet<string> = new Set(["i", "we"]);

/** Whether a word is one of the kit's nouns, itself ("files": file). */
export const kitNoun = (word: string) => mentions(word).some((m) => m.noun === singular(word));

/** Whether the verb at `i`, with any verbs joined to it ("read and write"), modifies the noun right after, the two a
 * compound ("read access"): bare singular nouns the tagger knows, and no noun after them that the verb could take as its
 * object ("accessed student records"); not a name (a number, quotes or a file name after it: 'viewed "Q3.pdf"'), nor
 * an indefinite ("downloaded anything"). */
export function modifier(placed: readonly Placed[], i: number): boolean {
  let k = i + 1;
  while (/^(?:and|or)$/.test(wordSaid(placed[k] ?? placed[i]!)) && placed[k + 1]?.term.tags.has("Verb")) k += 2;
  const noun = placed[k];
  if (noun === undefined || /[,;:.!?()"'“‘]/.test(placed[k - 1]!.term.post + noun.term.pre)) return false;
  const bare = (q: Placed | undefined) =>
    q !== undefined &&
    q.clause === noun.clause &&
    q.term.tags.has("Noun") &&
    /^[a-z]+$/i.test(q.term.text) &&
    knownWord(wordSaid(q)) &&
    !INDEFINITES.test(wordSaid(q)) &&
    !PARTICLES.has(wordSaid(q)) &&
    !["Pronoun", "Plural", "ProperNoun", "Date"].some((t) => q.term.tags.has(t));
  if (!bare(noun)) return false;
  while (bare(placed[k + 1])) k += 1;
  const after = placed[k + 1];
  // (The tagger may read the object's head as a verb: "accessed student records".)
  const headed = after?.clause === noun.clause && ["Noun", "Verb"].some((t) => after.term.tags.has(t));
  return !after?.term.tags.has("Value") && !headed;
}

// The adverbs a verb takes as its particle, which the tagger may read as nouns ("the spreadsheet Tom sent round").
const PARTICLES: ReadonlySet<string> = new Set(["round", "around", "over", "back", "out", "off", "up", "down", "away"]);

// The indefinite pronouns for things and people, which the tagger may read as nouns.
const INDEFINITES = /^(?:any|some|every|no)(?:thing|body|one)$/;

/** Whether a word is one for people: the tagger's actor, or one naming no kind of item the kit holds. */
const forPeople = (q: Placed) => q.term.tags.has("Actor") || mentions(q.term.text.toLowerCase()).length === 0;

/** Whether a word names people of a kind, many of them ("users", "admins"): a plural word for people. */
export const actors = (q: Placed) => q.term.tags.has("Plural") && forPeople(q);

// The words a noun phrase is made of, before its head.
const NOUN_PHRASE = ["Noun", "Determiner", "Adjective"];

// The words that pick out every one of a kind ("every user who …", "all the people who …").
export const EVERY = new Set(["every", "all", "any"]);

/** Whether the noun at `i` stands for many people ("everyone", "the users", "every user"): a word for people (the
 * tagger's actor, or one naming no kind of item the kit holds), plural or picked out by "every", or a word the tagger
 * does not know ("evreyone"); not one person told of ("the user who uploaded file 5"), nor people a preposition's
 * phrase other than the doer's "by" ends with ("files shared with people who've left"). */
export function people(placed: readonly Placed[], i: number): boolean {
  const at = placed[i];
  if (at === undefined || !at.term.tags.has("Noun") || at.term.tags.has("Pronoun")) return false;
  const said = at.term.text.toLowerCase();
  const many =
    ["Plural", "Uncountable"].some((t) => at.term.tags.has(t)) ||
    EVERY.has(placed[i - 1]?.term.text.toLowerCase() ?? "") ||
    !knownWord(said);
  let k = i - 1;
  while (k >= 0 && NOUN_PHRASE.some((t) => placed[k]!.term.tags.has(t))) k -= 1;
  // (But "by" names a passive's doers: "opened by all the liaisons".)
  const qualifying = placed[k]?.term.tags.has("Preposition") === true && wordSaid(placed[k]!) !== "by";
  return many && !qualifying && forPeople(at);
}

/** Where the head of the noun phrase starting at `k` stands: its last noun ("the hospital liaisons": liaisons). */
export function headOf(placed: readonly Placed[], k: number): number {
  const next = (q: Placed | undefined) =>
    q !== undefined && q.clause === placed[k]!.clause && q.term.tags.has("Noun") && !q.term.tags.has("Pronoun");
  while (next(placed[k + 1]) && !/[,;:.!?()]/.test(placed[k]!.term.post)) k += 1;
  return k;
}
