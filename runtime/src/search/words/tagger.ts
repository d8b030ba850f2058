// compromise's tagger: the part of its term the search reads, where a term stands in the request, and the words its
// lexicon knows. Loaded at the first search, never when a kit is imported.
import { createRequire } from "node:module";

/** The part of compromise's term the search reads. */
export interface Term {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
  implicit?: string;
  /** Its root, once computed (a verb's: "made" → make). */
  root?: string;
}

export interface Nlp {
  (text: string): { docs: Term[][]; compute(method: "root"): unknown };
  /** Its lexicon: the words it knows, each with a tag. */
  world(): { model: { one: { lexicon: Record<string, string> } } };
}

// Made once: making a require function costs more than a word's lookup, and a search asks for the tagger per word.
const require = createRequire(import.meta.url);

/** compromise's tagger, loaded at the first search (synchronously: a search answers at once). */
export function nlp(): Nlp {
  return require("compromise/two") as Nlp;
}

/** Whether the language library knows a word (lower case): one it does not may be a slip of one a table holds. */
export function knownWord(word: string): boolean {
  return lexiconTag(word) !== undefined;
}

/** The tag the language library's lexicon gives a word (lower case), if it knows it. */
export function lexiconTag(word: string): string | undefined {
  const tag: unknown = nlp().world().model.one.lexicon[word];
  return tag === undefined ? undefined : String(tag);
}

/** A verb's root, as the tagger conjugates it ("made": make), said after a subject: alone, a participle is read as
 * an adjective ("locked"). A word it finds no root of is its own. */
export function rootOf(word: string): string {
  return rootAfter("they", word);
}

/** The root of an "-ing" form known to be a verb's ("would you mind telling …": tell), said after "they are": after
 * "they" alone the tagger may read it as an adjective ("telling"). */
export function gerundRoot(word: string): string {
  return rootAfter("they are", word);
}

/** A word's root as the tagger conjugates it said after `subject`, found once per saying. */
function rootAfter(subject: string, word: string): string {
  const said = `${subject} ${word}`;
  let root = roots.get(said);
  if (root === undefined) {
    const doc = nlp()(said);
    doc.compute("root");
    roots.set(said, (root = doc.docs[0]?.[subject.split(" ").length]?.root ?? word));
  }
  return root;
}

/** A verb's forms by tense, as the tagger conjugates its root ("go": PastTense went, Participle gone). */
export function conjugated(root: string): Record<string, string> {
  type Conjugating = { methods: { two: { transform: { verb: { conjugate(root: string, model: unknown): object } } } } };
  const world = nlp().world() as ReturnType<Nlp["world"]> & Conjugating;
  return world.methods.two.transform.verb.conjugate(root, world.model) as Record<string, string>;
}

/** The roots found, by word as said after its subject: a word is conjugated once. */
const roots = new Map<string, string>();

/** Whether a word has an ending on a root that is another word. */
const inflected = (ending: RegExp) => (word: string) => ending.test(word) && rootOf(word) !== word;

/** Whether a word is a gerund ("deleting"; not "ping", "bring"). */
export const gerund = inflected(/^\S+ing$/);

/** Whether a word is a past participle, which the tagger may read as an adjective ("modified", "locked"; not "red"). */
export const participle = inflected(/^\S+ed$/);

/** Whether a term asks which. (After "tell me", the tagger may read "which" as a preposition.) */
export const questionWord = ({ term }: Placed) => term.tags.has("QuestionWord") || /^wh(?:ich|at)$/i.test(term.text);

/** Whether a word is a copula or an auxiliary ("is", "has" before a verb): it helps a verb, it tells no act. */
export const auxiliary = (p: Placed | undefined) =>
  p !== undefined && ["Copula", "Auxiliary"].some((t) => p.term.tags.has(t));

/** Whether the term at `index` is a name opening a clause that tells of the noun before it, its verb next
 * ("the webhooks Ahmed created", "the files priya has uploaded"): that verb's subject, not the noun's part. A noun after
 * a plural may be one too (a compound's first noun is singular: "the user profile"). */
export function namesSubject(placed: readonly Placed[], index: number): boolean {
  const tags = placed[index]?.term.tags;
  const prior = placed[index - 1]?.term.tags;
  let next = index + 1;
  while (placed[next]?.term.tags.has("Auxiliary")) next += 1;
  const verb = placed[next]?.term.tags;
  return (
    tags !== undefined &&
    prior?.has("Noun") === true &&
    (tags.has("ProperNoun") || (tags.has("Noun") && !tags.has("Pronoun") && prior.has("Plural"))) &&
    verb?.has("Verb") === true &&
    !verb.has("Noun") &&
    !verb.has("Auxiliary")
  );
}

/** A term of the request and where it stands: its offsets in the request's text, its clause and its sentence. */
export interface Placed {
  term: Term;
  start: number;
  end: number;
  clause: number;
  sentence: number;
}

/** A word without the "'s" a copula or a possessive joins to it ("that's": that; "the patient's": patient). */
export const withoutS = (word: string) => word.replace(/['’]s$/, "");

/** A placed word as said in full, lower case: a contraction's part by what it stands for ("who's": who, then has). */
export const wordSaid = (p: Placed) => (p.term.implicit ?? p.term.text).toLowerCase();

/** Whether a term is a verb that helps another (a copula, an auxiliary, a modal): no act of its own. */
export const helpingVerb = (t: Term): boolean => ["Copula", "Auxiliary", "Modal"].some((x) => t.tags.has(x));
/** Whether a term names someone: a person, or one who does ("the contractor", "Dana"). */
export const namesSomeone = (t: Term): boolean => t.tags.has("Actor") || t.tags.has("Person");
/** Whether a term is a verb that acts: one no helping verb. */
export const actingVerb = (t: Term): boolean => t.tags.has("Verb") && !helpingVerb(t);

/** Whether the term at `i` gives leave for the verb after it: a modal, or the "to" of "able to" ("who can see", "who
 * is able to see"). */
export function givesLeave(placed: readonly Placed[], i: number): boolean {
  const p = placed[i];
  if (p === undefined) return false;
  return p.term.tags.has("Modal") || (wordSaid(p) === "to" && i > 0 && wordSaid(placed[i - 1]!) === "able");
}

/** The words the tagger reads as verbs, and the main action's word as said ("download" in "download version 12"). */
export function verbsOf(placed: readonly Placed[], mainWords: string): { verbs: Set<string>; verb?: string } {
  // (A participle said after its noun is the tagger's adjective: "when was the report last modified".)
  const said = (t: Term) => t.tags.has("Verb") || (t.tags.has("Adjective") && participle(t.text.toLowerCase()));
  const verbs = new Set(placed.filter((p) => said(p.term)).map((p) => p.term.text.toLowerCase()));
  return mainWords === "" ? { verbs } : { verbs, verb: mainWords.split(" ")[0]! };
}

// What may stand between a preposition and the noun its object ends with ("of the photo archive").
const PREPOSITION_OBJECT = ["Determiner", "Possessive", "Adjective", "Noun"];

/** Whether a term ends the object of a preposition: after it, in its clause, only modifiers, at least one. */
export function objectOfPreposition(placed: readonly Placed[], at: Placed): boolean {
  let i = placed.indexOf(at) - 1;
  const modifies = (p: Placed) =>
    p.clause === at.clause && !p.term.tags.has("Pronoun") && PREPOSITION_OBJECT.some((t) => p.term.tags.has(t));
  while (i >= 0 && modifies(placed[i]!) && placed[i]!.term.post.trim() === "") i -= 1;
  const preposition = placed[i];
  return (
    i < placed.indexOf(at) - 1 &&
    preposition?.clause === at.clause &&
    preposition.term.tags.has("Preposition") &&
    preposition.term.post.trim() === ""
  );
}

// The pronouns no verb takes for its subject: "me", "us".
const OBJECT_PRONOUNS = new Set(["me", "us", "him", "them"]);

/** Whether a verb of the present's third person ("logins", "attempts") has no subject, so is a plural noun the tagger
 * misread: after a pronoun no verb takes for its subject ("show me logins") or within a noun phrase ("any failed login
 * attempts"): a noun before it that is no name nor plural ("Bob logs in", "users log in") is taken to qualify it. */
export function subjectless(placed: readonly Placed[], i: number): boolean {
  const { tags, text } = placed[i]!.term;
  const before = placed[i - 1];
  if (!tags.has("PresentTense") || tags.has("Infinitive") || !/s$/i.test(text) || before === undefined) return false;
  const prior = before.term.tags;
  const object = OBJECT_PRONOUNS.has(before.term.text.toLowerCase());
  const phrase =
    !/[,;:.!?]/.test(before.term.post) &&
    ["Determiner", "Adjective", "Noun"].some((t) => prior.has(t)) &&
    !["Pronoun", "ProperNoun", "Person", "Plural"].some((t) => prior.has(t));
  return object || phrase;
}

/** Whether the term at `at` is the "is" the tagger reads in a name's "'s" that owns what follows: the name is a verb's
 * or a preposition's object, where no "is" may stand, and a modifier follows ("remove Gary's old cert", "from Tom's
 * expired pass"; not "Gary's old" said of him). */
export function ownsNotIs(sentence: readonly Term[], at: number): boolean {
  const [prior, owner, term, next] = [sentence[at - 2], sentence[at - 1], sentence[at]!, sentence[at + 1]];
  const takesObject = (t: Term) => actingVerb(t) || t.tags.has("Preposition");
  return (
    term.text === "" &&
    term.tags.has("Copula") &&
    owner !== undefined &&
    /['’]s$/i.test(owner.text) &&
    prior !== undefined &&
    takesObject(prior) &&
    next !== undefined &&
    ["Adjective", "Value", "Noun"].some((t) => next.tags.has(t))
  );
}

/** Whether a term is a verb told of as done: past or a participle, no auxiliary ("went", "been put"). */
export const toldAsDone = (term: Term): boolean =>
  ["PastTense", "Participle"].some((t) => term.tags.has(t)) && !term.tags.has("Auxiliary");

/** A form of "do", which may help the verb after its subject ("what does the guide say", "where did I save it"). */
export const DOING = /^(?:do|does|did)$/i;

/** Whether a term is a verb's bare form, no copula, auxiliary or modal ("delete", "tell"). */
export const bareVerb = (term: Term): boolean =>
  term.tags.has("Infinitive") && !["Copula", "Auxiliary", "Modal"].some((t) => term.tags.has(t));

// The tags that say a term names a person.
const PERSON_TAGS = new Set(["Person", "FirstName", "MaleName", "FemaleName", "LastName", "Honorific"]);

/** Whether the term at `at` in its sentence ends a phrase a preposition governs, past at least one adjective or noun,
 * no stop between ("on annual leave", "on long-term sick leave"). */
export function governedPhrase(sentence: readonly Term[], at: number): boolean {
  let k = at - 1;
  const modifies = (t: Term) =>
    ["Adjective", "Noun"].some((g) => t.tags.has(g)) && !["Pronoun", "Verb"].some((g) => t.tags.has(g));
  // (A hyphen joins a compound modifier's words: "long-term".)
  while (k >= 0 && modifies(sentence[k]!) && /^[ -]$/.test(sentence[k]!.post)) k -= 1;
  return k < at - 1 && k >= 0 && sentence[k]!.tags.has("Preposition") && sentence[k]!.post === " ";
}

/** What a term's sentence says around it, beyond its neighbours (asNeighboursSay). */
export interface Around {
  /** Whether an auxiliary or a modal stands before it ("what can the contractor delete now"). */
  helped?: boolean;
  /** Whether it ends a phrase a preposition governs (governedPhrase). */
  governed?: boolean;
  /** The term after the next one. */
  next?: Term;
  /** Whether it stands in the object a verb before it takes, opened by a determiner or an owner ("delete the special
   * needs testing"). */
  acted?: boolean;
  /** Whether that verb lets or makes its object act ("let the intern view …", "have the admin wipe out …"). */
  caused?: boolean;
  /** Whether it stands in the phrase that opens its sentence, a determiner or an owner first, no verb before it. */
  opening?: boolean;
}

// "As soon as possible", which the tagger reads as a noun.
const SOON = /^asap$/i;

/** A term as its neighbours say it is: a gerund between two nouns of one name is a noun that modifies the second ("the
 * Finance onboarding checklist"), not a verb whose object that is; units of time after "the", counted by nothing, are
 * the thing so named ("the minutes from the lab meeting"), no span, as the minutes are after a noun ("the board
 * minutes"). `around`: what else its sentence says of it (Around). */
export function asNeighboursSay(
  term: Term,
  before: Term | undefined,
  after: Term | undefined,
  { helped = false, governed = false, next, acted = false, caused = false, opening = false }: Around = {},
): Term {
  const noun = (t: Term | undefined) =>
    t !== undefined && t.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("Verb");
  // (After a noun, only the minutes name a document: "the board minutes"; "5 business days" is a span.)
  const named = (t: Term | undefined) =>
    t?.text.toLowerCase() === "the" ||
    (/^minutes$/i.test(term.text) && noun(t) && !t!.tags.has("Date") && !t!.tags.has("Value"));
  const apart = /[^\s]/.test((before?.post ?? "") + term.post);
  // ("Rid" after "get" is the idiom's participle, which the tagger may read as a noun: "I need to get rid of folder 5".)
  if (/^rid$/i.test(term.text) && /^(?:get|gets|got|getting|gotten)$/i.test(before?.text ?? ""))
    return { ...term, tags: new Set(["Verb", "Participle"]) };
  // (A preposition the tagger reads as a noun, as it may after another, "file-in", opens a phrase where a determiner or
  // an owner follows: "every file in our account".)
  const opensPhrase = ["Determiner", "Possessive"].some((t) => after?.tags.has(t));
  if (term.tags.has("Noun") && opensPhrase && lexiconTag(term.text.toLowerCase()) === "Preposition")
    return { ...term, tags: new Set(["Preposition"]) };
  // (The last part of a hyphenated compound whose part before it is a noun, after a verb and a determiner or an owner
  // in its sentence, before a noun, names that noun's kind, no act: "remove the needs-review tag from …".)
  if (
    acted &&
    before?.post === "-" &&
    noun(before) &&
    noun(after) &&
    term.tags.has("Hyphenated") &&
    term.tags.has("Verb")
  )
    return { ...term, tags: new Set(["Noun", "Singular", "Hyphenated"]) };
  // (A verb's "-ing" form after "needs" is the act the need asks, as "needs" is a verb there, not a plural noun the
  // subject modifies: "the spreadsheet needs deleting", "the webhook on folder 7 needs removing asap"; not where a noun
  // follows the "-ing" form, one name, "the customer needs mapping doc", nor in the object of a verb before it, "delete
  // the special needs testing".)
  const needs = (word: string | undefined) => /^needs$/i.test(word ?? "");
  const headed = (t: Term | undefined) => noun(t) && !SOON.test(t!.text);
  // (Its subject's head before it, a noun or a number: not "the special needs testing".)
  const subject = noun(before) || before?.tags.has("Value") === true;
  const needed =
    needs(term.text) && subject && !acted && after !== undefined && gerund(after.text.toLowerCase()) && !headed(next);
  if (needed && !term.tags.has("Verb") && !apart) return { ...term, tags: new Set(["Verb", "PresentTense"]) };
  if (
    term.tags.has("Gerund") &&
    noun(before) &&
    noun(after) &&
    !apart &&
    !(needs(before?.text) && !acted && !headed(after))
  )
    return { ...term, tags: new Set(["Noun", "Singular"]) };
  // (So is a bare verb the tagger reads after a noun because "now" follows, but after an auxiliary or a modal: "delete
  // the donor list now", not "what can the contractor delete now".)
  if (bareVerb(term) && !helped && noun(before) && /^now$/i.test(after?.text ?? "") && !apart)
    return { ...term, tags: new Set(["Noun", "Singular"]) };
  // (A name after a place's abbreviation names the place, no person: "the log for St Mary's".)
  if (
    term.tags.has("Person") &&
    before?.tags.has("Abbreviation") === true &&
    before.tags.has("Place") &&
    before.post === " "
  )
    return { ...term, tags: new Set([...term.tags].filter((t) => !PERSON_TAGS.has(t)).concat("Place")) };
  // (A bare verb ending a phrase a preposition governs, an adjective right before it, no object after it, is a noun:
  // "on long-term sick leave and …"; not "did anyone from outside download the files", "file 5 in Archive delete.")
  const objectless =
    /[,;:.!?]/.test(term.post) ||
    after === undefined ||
    ["Conjunction", "Date", "Adverb"].some((t) => after.tags.has(t));
  const modified = before?.tags.has("Adjective") === true && !before.tags.has("Noun");
  if (bareVerb(term) && !helped && governed && modified && objectless)
    return { ...term, tags: new Set(["Noun", "Singular"]) };
  // (So is one right after a singular noun or an adjective in a verb's object or the phrase opening the sentence,
  // ending its clause or read with a particle after it, as no such subject takes a bare form: "remove the Smith hold on
  // the incident files", "the slip-and-fall hold on …", where the tagger reads a phrasal verb, "hold on"; not after a
  // verb that lets or makes its object act, "let the intern view the folder", "have the admin wipe out the trash".)
  const modifier =
    before?.post === " " && ((noun(before) && before.tags.has("Singular")) || before.tags.has("Adjective"));
  const ends = /[,;:.!?]/.test(term.post) || after === undefined || after.tags.has("Particle");
  // (A present form with no "-s" is as bare after a singular noun: "the Smith hold on …".)
  const bare = bareVerb(term) || (term.tags.has("PresentTense") && !/s$/i.test(term.text) && !helpingVerb(term));
  if (bare && (acted || opening) && !caused && !helped && modifier && ends)
    return { ...term, tags: new Set(["Noun", "Singular"]) };
  // (A verb's bare form after "been", "was" or "were" stands where only its participle may: "what's been put in the
  // trash", the two one word.)
  if (bareVerb(term) && /^(?:been|was|were)$/i.test(before?.text ?? "") && !apart)
    return { ...term, tags: new Set(["Verb", "PastTense", "Participle"]) };
  if (term.tags.has("Duration") && term.tags.has("Plural") && named(before))
    return { ...term, tags: new Set(["Noun", "Plural"]) };
  return term;
}
