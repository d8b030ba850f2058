// What a request asks, from its grammar: its main action, whether an action it names is negated ("don't delete"),
// hypothetical or subordinate ("before I remove", "which could I delete", "what would be deleted if"), and the nouns it
// acts on. The tagging is compromise's (loaded at the first search, never when a kit is imported); which words name an
// action is actions.ts', which nouns name a resource vocabulary.ts'.
import { createRequire } from "node:module";
import { actionSpans, misspeltAction, nounCue, requestText, type Action } from "./actions.js";
import { everyMention, mentions, singular, type Mention } from "./vocabulary.js";

/** The part of compromise's term this module reads. */
interface Term {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
  implicit?: string;
}
interface Nlp {
  (text: string): { docs: Term[][] };
  /** Its lexicon: the words it knows, each with a tag. */
  world(): { model: { one: { lexicon: Record<string, string> } } };
}

/** compromise's tagger, loaded at the first search (synchronously: a search answers at once). */
function nlp(): Nlp {
  return createRequire(import.meta.url)("compromise/two") as Nlp;
}

export interface RequestShape {
  /** The actions the request asks for: named in a main clause, neither negated nor hypothetical, in order. */
  asked: Action[];
  /** The actions it names but does not ask for: negated, hypothetical, subordinate, or in a question. */
  held: Action[];
  /** The words of the actions it negates ("don't delete or move"): what it does not want is no word to search for. */
  negatedWords: string[];
  /** The actions a question asks whether one can do ("can I restore file 4?", "is it possible to move it?"). */
  wondered: Action[];
  /** Whether it asks a question (what, which, is…): it asks to read, whatever its verbs. */
  question: boolean;
  /** The resource nouns it names, in order. */
  nouns: Mention[];
  /** The noun its main action acts on: the first named after the main verb, not after "from". */
  object?: string;
  /** The object when it is what the main action itself acts on: no other noun stands between them ("clear the
   * values attached to folder 5" acts on values), it heads its phrase ("the ethical wall rule" is a rule) and the verb
   * does not undo something on it ("unlock folder 5"). */
  target?: string;
  /** Whether the object is one item (an id follows it) or many (plural, or "all", "every", "list"); unset when unsaid. */
  count?: "one" | "many";
  /** The noun it removes something from ("remove Maria from group 5"). */
  container?: string;
  /** The nouns it says to keep: "not the folder", "don't touch the file", "keep the policy", "the group stays". */
  spared: string[];
  /** Words the tagger knows as other than nouns ("older"): never fuzzily matched to a resource word. */
  plainWords: Set<string>;
  /** Its words, as written and in the singular. */
  words: Set<string>;
}

const SUBORDINATORS = new Set([
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
const NEGATIONS = new Set(["not", "never", "no", "without", "nor", "dont", "don't", "doesn't", "won't", "shouldn't"]);
const CLAUSE_BREAK = /[,;:.!?()—–]/;
// Conjunctions that start a new clause; "or" and "nor" continue one ("don't delete or move anything").
const CLAUSE_CONJUNCTIONS = new Set(["and", "but", "then", "also", "just", "instead"]);
const QUESTION_OPENERS = new Set(
  "what what's which who whom whose when where why is are was were does did has have how".split(" "),
);
const POLITE = /^(?:please |kindly )?(?:can|could|would|will) (?:you|u)\b/;
// A question whether one can do something: it asks for that action, unlike "which could I delete" (asks for items).
const ABILITY =
  /^(?:can|could|may) (?:i|we)\b|^is (?:it|there) (?:\S+ ){0,2}(?:possible|way)\b|^(?:am i|are we) able\b/;
const HYPOTHETICAL_MODALS = new Set(["would", "could", "might", "may", "should", "can"]);
// Words that open a yes/no question when they come before the subject ("will deleting it…?", "does it…?").
const AUXILIARIES = new Set([...HYPOTHETICAL_MODALS, "will", "may", "shall", "do", "does", "did", "is", "are"]);
// Tags of a word that make the next one a noun when the tagger reads it as one ("the trash", "hub share").
// A hyphenated compound ("second-to-last") modifies the word after it.
const NOUN_MODIFIERS = ["Determiner", "Possessive", "Adjective", "Preposition", "Noun", "Value", "Hyphenated"];
// Tags of words that are not nouns: such a word is never read as a misspelt resource noun.
const PLAIN_TAGS = ["Adjective", "Comparative", "Superlative", "Adverb", "Determiner", "Preposition", "Conjunction"];

interface Placed {
  term: Term;
  start: number;
  end: number;
  clause: number;
  sentence: number;
}

/** The request's shape. */
export function requestShape(query: string): RequestShape {
  const text = requestText(query);
  const placed = placeTerms(text);
  const clauses = clauseFacts(placed);
  const first = clauses.find((c) => !c.label);
  const opener = first?.words[0] ?? "";
  const polite = first !== undefined && POLITE.test(first.words.join(" "));
  const howTo = /^how (?:do|can|could|would|should) (?:i|we)\b|^how to\b/.test(first?.words.join(" ") ?? "");
  const question =
    !polite &&
    !howTo &&
    (QUESTION_OPENERS.has(opener) || /^(?:do|can|could) (?:i|we)\b/.test(first?.words.join(" ") ?? ""));
  const asked: Action[] = [];
  const held: Action[] = [];
  const wondered: Action[] = [];
  const negatedWords: string[] = [];
  const ability = question && ABILITY.test(first?.words.join(" ") ?? "");
  let mainEnd: number | undefined;
  let mainWords = "";
  const named = everyMention(text);
  for (const span of actionSpans(text)) {
    // A word inside a longer resource name names the resource ("shield information barrier", "older copy").
    if (named.some((m) => m.start <= span.start && span.end <= m.end && m.end - m.start > span.end - span.start))
      continue;
    const at = placed.find((p) => p.start <= span.start && span.start < p.end);
    const words = text.slice(span.start, span.end);
    const clause = at ? clauses[at.clause]! : undefined;
    const index = at ? placed.indexOf(at) : -1;
    // A single word the tagger reads as a noun names a thing ("the trash", "purge list:"), unless it opens a clause
    // as an imperative ("trash file 5", "bin that revision").
    if (at && !words.includes(" ") && !nounCue(words) && !at.term.tags.has("Verb")) {
      const opens = clause !== undefined && clause.start === index && !clause.label;
      const prior = placed[index - 1]?.term.tags;
      const modified =
        prior !== undefined &&
        NOUN_MODIFIERS.some((t) => prior.has(t)) &&
        !prior.has("ProperNoun") &&
        !prior.has("Pronoun");
      if (!opens && (modified || clause?.label)) continue;
    }
    const before = clause ? placed.slice(clause.start, index) : [];
    const negated = before.some((p) => p.term.tags.has("Negative") || NEGATIONS.has(p.term.text.toLowerCase()));
    // A gerund after a preposition names an act as a thing ("thinking about deleting it", "rather than aborting it"),
    // except after "by", which names the means: the act asked for ("put her back on the default by deleting …").
    const prep = placed[index - 1]?.term;
    // After "as" any action word states what the object is to become ("mark it as read"), not an act to do.
    const complement =
      prep?.tags.has("Preposition") === true &&
      ((/ing$/.test(words) && prep.text.toLowerCase() !== "by") || prep.text.toLowerCase() === "as");
    const hypothetical = before.some((p) => HYPOTHETICAL_MODALS.has(p.term.text.toLowerCase())) && !polite;
    if (ability && !negated && !clause?.subordinate && !clause?.label) wondered.push(span.action);
    if (negated) negatedWords.push(words);
    if (question || negated || hypothetical || complement || clause?.subordinate || clause?.label || clause?.question)
      held.push(span.action);
    else {
      asked.push(span.action);
      if (mainEnd === undefined) [mainEnd, mainWords] = [span.end, words];
    }
  }
  // A misspelt imperative ("restor file 5", "uplaod it"): an opening word the language library does not know, one
  // edit from a word that asks for an action, when nothing else does.
  const opening = first && placed[first.start]?.term.text.toLowerCase();
  if (asked.length === 0 && held.length === 0 && !question && opening && mentions(opening).length === 0) {
    const action = nlp().world().model.one.lexicon[opening] === undefined ? misspeltAction(opening) : undefined;
    if (action) asked.push(action);
  }
  if (question || clauses.some((c) => c.question)) asked.unshift("read");
  const nouns = mentions(text);
  const after = nouns.filter((m) => mainEnd === undefined || m.start >= mainEnd);
  const fromNoun = after.find((m) => /\b(?:from|out of|off)\s+(?:\S+\s+){0,2}$/.test(text.slice(0, m.start)));
  // A possessive modifies the noun after it: "a person's access" acts on the access.
  const possessive = (m: Mention) =>
    placed.some((p) => p.start <= m.start && m.end <= p.end && p.term.tags.has("Possessive"));
  const objectMention = after.find((m) => m !== fromNoun && !possessive(m));
  const object = objectMention?.noun;
  const direct =
    objectMention !== undefined &&
    mainEnd !== undefined &&
    !undoing(mainWords) &&
    !placed.some(
      (p) =>
        p.start >= mainEnd! &&
        p.end <= objectMention.start &&
        p.term.tags.has("Noun") &&
        !p.term.tags.has("Pronoun") &&
        !p.term.tags.has("Possessive"),
    ) &&
    !modifier(objectMention, placed);
  const count = objectMention && countOf(text, objectMention);
  const plainWords = new Set(
    placed
      .filter((p) => PLAIN_TAGS.some((t) => p.term.tags.has(t)) && !p.term.tags.has("Noun"))
      .map((p) => p.term.text.toLowerCase()),
  );
  return {
    asked: [...new Set(asked)],
    held,
    negatedWords,
    wondered,
    question,
    nouns,
    ...(object ? { object } : {}),
    ...(object && direct ? { target: object } : {}),
    ...(fromNoun ? { container: fromNoun.noun } : {}),
    ...(count ? { count } : {}),
    spared: sparedNouns(text, placed, clauses, undoing(mainWords) ? object : undefined),
    plainWords,
    words: new Set(text.split(/[^a-z0-9-]+/).flatMap((w) => [w, singular(w)])),
  };
}

// Verbs that keep what they act on; "leave" does only after an action asked before it ("…, but leave the task").
const KEEPS = new Set(["keep", "keeps", "spare", "preserve"]);
const STAYS = new Set(["stay", "stays", "remain", "remains", "survive", "survives", "intact"]);
// Tags of the words that may stand between a negation or a keeping verb and the noun it governs ("not his whole
// account", "don't touch the file"); a noun between them ("no one uses the account") makes another its object.
const NOUN_PHRASE_LEAD = ["Determiner", "Adjective", "Possessive", "Adverb", "Verb"];

/** Whether a noun modifies the one after it ("the ethical wall rule" is a rule): a noun stands right after it. */
function modifier(m: Mention, placed: readonly Placed[]): boolean {
  const next = placed.find((p) => p.start >= m.end);
  return (
    next !== undefined && next.term.pre.trim() === "" && next.term.tags.has("Noun") && !next.term.tags.has("Pronoun")
  );
}

/** Whether an action word undoes something done to its object ("unlock folder 3", "unclassify file 5", "stop sharing
 * folder 3"): the object stays, what was done to it goes. */
function undoing(words: string): boolean {
  return /^(?:un[a-z]{4,}|stop .+)$/.test(words);
}

/** The nouns a request says to keep: a noun a negation or a keeping verb governs, one that "stays", and the object of
 * an undoing verb (`undone`). */
function sparedNouns(
  text: string,
  placed: readonly Placed[],
  clauses: readonly Clause[],
  undone: string | undefined,
): string[] {
  const spared = new Set<string>(undone === undefined ? [] : [undone]);
  const opening = clauses.findIndex((c) => !c.label);
  for (const m of everyMention(text)) {
    const at = placed.findIndex((p) => p.start <= m.start && m.start < p.end);
    if (at < 0 || clauses[placed[at]!.clause]?.subordinate) continue;
    const clause = placed[at]!.clause;
    let governed = false;
    for (let i = at - 1; i >= 0 && placed[i]!.clause === clause; i--) {
      const { term } = placed[i]!;
      const word = term.text.toLowerCase();
      const leave = word === "leave" && clause > opening;
      if (term.tags.has("Negative") || NEGATIONS.has(word) || KEEPS.has(word) || leave) {
        governed = true;
        break;
      }
      const lead = NOUN_PHRASE_LEAD.some((t) => term.tags.has(t)) && !term.tags.has("Value");
      if (!lead || (term.tags.has("Noun") && !term.tags.has("Possessive"))) break;
    }
    const next = placed.slice(at + 1).find((p) => p.start >= m.end);
    if (governed || (next?.clause === clause && STAYS.has(next.term.text.toLowerCase()))) spared.add(m.noun);
  }
  return [...spared];
}

/** One item when an id follows the noun ("revision 22", "file abc123"), many when it is plural or "all" precedes it. */
function countOf(text: string, m: Mention): "one" | "many" | undefined {
  if (/^\s*(?:id\s+|#|no\.?\s*)?[\w-]*\d/.test(text.slice(m.end))) return "one";
  if (
    /s$/.test(text.slice(m.start, m.end)) ||
    /\b(?:all|every|each|list)\s+(?:\S+\s+){0,2}$/.test(text.slice(0, m.start))
  )
    return "many";
  return undefined;
}

/** The tagger's terms with where each stands in `text`, and the clause it belongs to. */
function placeTerms(text: string): Placed[] {
  const placed: Placed[] = [];
  let offset = 0;
  let clause = 0;
  for (const [index, sentence] of nlp()(text).docs.entries()) {
    for (const term of sentence) {
      const found = term.text === "" ? offset : text.indexOf(term.text.toLowerCase(), offset);
      const start = found < 0 ? offset : found;
      const end = start + term.text.length;
      const word = term.text.toLowerCase();
      // A subordinator or a clause-starting conjunction opens a clause of its own.
      if (placed.length > 0 && (SUBORDINATORS.has(word) || CLAUSE_CONJUNCTIONS.has(word))) clause += 1;
      placed.push({ term, start, end, clause, sentence: index });
      offset = end;
      if (CLAUSE_BREAK.test(term.post)) clause += 1;
    }
    clause += 1;
  }
  return placed;
}

interface Clause {
  start: number;
  words: string[];
  /** Opened by before, if, when, until…: it says when or whether, not what to do. */
  subordinate: boolean;
  /** A heading before a colon with no verb in it ("purge list: …"). */
  label: boolean;
  /** It asks a question: opened by a question word ("— what does it do?"), or an inverted auxiliary in a sentence
   * that ends with "?" ("would deleting it also remove its avatar?"), unless it asks politely ("could you…"). */
  question: boolean;
}

function clauseFacts(placed: readonly Placed[]): Clause[] {
  const clauses: Clause[] = [];
  placed.forEach((p, i) => {
    const c = (clauses[p.clause] ??= { start: i, words: [], subordinate: false, label: false, question: false });
    if (c.words.length === 0) c.subordinate = SUBORDINATORS.has(p.term.text.toLowerCase());
    if (p.term.text !== "") c.words.push(p.term.text.toLowerCase());
  });
  for (const [index, c] of clauses.entries()) {
    if (!c) continue;
    const members = placed.filter((p) => p.clause === index);
    const last = members.at(-1);
    c.label = last !== undefined && last.term.post.includes(":") && !members.some((p) => p.term.tags.has("Verb"));
    c.question = !c.subordinate && (QUESTION_OPENERS.has(c.words[0] ?? "") || invertedQuestion(placed, members[0]));
  }
  return clauses.map(
    (c, i) =>
      c ?? {
        start: placed.findIndex((p) => p.clause === i),
        words: [],
        subordinate: false,
        label: false,
        question: false,
      },
  );
}

/** Whether a term's sentence opens with an auxiliary before its subject and ends with "?": a yes/no question. */
function invertedQuestion(placed: readonly Placed[], member: Placed | undefined): boolean {
  if (member === undefined) return false;
  const sentence = placed.filter((p) => p.sentence === member.sentence);
  const [opener, subject] = sentence;
  return (
    opener !== undefined &&
    AUXILIARIES.has(opener.term.text.toLowerCase()) &&
    !/^(?:you|u)$/.test(subject?.term.text.toLowerCase() ?? "") &&
    (sentence.at(-1)?.term.post.includes("?") ?? false)
  );
}
