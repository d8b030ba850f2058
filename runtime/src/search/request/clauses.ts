// A request's clauses, from compromise's tagging: where each term stands, which clause and sentence it belongs to, and
// whether a clause says when or whether (before, if…), is a heading ("purge list:") or asks a question; and what the
// tagger says of a word (a verb, a person's name). How a clause puts its act is mood.ts', what opens one openers.ts',
// the words that tell how it asks clause-words.ts'; the tagger itself is tagger.ts'.
import { wordAction, type ActionSpan } from "../words/actions.js";
import {
  afterSubordinate,
  beforeThat,
  CLAUSE_BREAK,
  CLAUSE_CONJUNCTIONS,
  consequence,
  JOINED_QUESTION,
  joinedWords,
  politeIf,
  purpose,
  relative,
  RELATIVES,
  SUBORDINATORS,
} from "./openers.js";

import { asNeighboursSay, nlp, type Placed } from "../words/tagger.js";
import {
  ANY_OPENER,
  ASKING,
  AUXILIARIES,
  CLEFT,
  HOW_TO,
  INTERJECTIONS,
  negates,
  opensQuestion,
  POLITE,
  QUESTION_OPENERS,
} from "./clause-words.js";
import type { Mention } from "../words/vocabulary.js";

/** A clause's first word after any greeting, "please", a polite opener and the conjunction joining it ("and drop
 * webhook 5"): its verb when it is an imperative. */
export function openingWord(placed: readonly Placed[], clause: Clause): Placed | undefined {
  const polite = POLITE.test(clause.words.join(" "));
  const members = placed.filter((p) => p.clause === placed[clause.start]?.clause);
  return members.find((p) => {
    const word = p.term.text.toLowerCase();
    return (
      word !== "" &&
      !p.term.tags.has("Expression") &&
      !INTERJECTIONS.has(word) &&
      !CLAUSE_CONJUNCTIONS.has(word) &&
      !(polite && ASKING.test(word))
    );
  });
}

/**
 * Marks as questions the clauses of a sentence that ends with "?" and opens with no action and no polite request
 * ("any webhooks worth deleting?", "status of job 5?").
 */
export function askedOfSentence(placed: readonly Placed[], clauses: Clause[], spans: readonly ActionSpan[]): void {
  const sentences = new Set(placed.map((p) => p.sentence));
  for (const sentence of sentences) {
    const terms = placed.filter((p) => p.sentence === sentence);
    // Its opener after any greeting or "please" ("hi, remove comment 4?" asks to remove).
    const opener = terms.find((p) => !p.term.tags.has("Expression") && !INTERJECTIONS.has(p.term.text.toLowerCase()));
    // (Or one that opens with "any…" and asks for no act, its mark left off: "anything unread in #compliance".)
    const within = (s: ActionSpan) => s.start >= terms[0]!.start && s.start < terms.at(-1)!.end;
    // (Only the request's first sentence: a later one may tell which of what it asks for, "…? anything starting with
    // test-".)
    const opening = sentence === placed[0]?.sentence;
    const unmarked = opening && opener !== undefined && ANY_OPENER.test(opener.term.text) && !spans.some(within);
    if (!opener || !(terms.at(-1)!.term.post.includes("?") || unmarked)) continue;
    const words = terms.map((p) => p.term.text.toLowerCase()).join(" ");
    // "any chance you could restore it?" asks, as "could you restore it?" does; "which could you delete?" reads.
    const you = askedOfYou(terms, terms.indexOf(opener)) && !QUESTION_OPENERS.has(opener.term.text.toLowerCase());
    // A polite request may open a later clause ("I binned it by mistake, can you put it back?").
    const polite = [...new Set(terms.map((p) => p.clause))].some((c) => POLITE.test(clauses[c]!.words.join(" ")));
    // A how-question after a statement asks the way to do what it states ("I need to put a file in folder 5, how?").
    const how = HOW_TO.test(clauses[terms.at(-1)!.clause]!.words.join(" "));
    if (spans.some((s) => s.start === opener.start) || polite || HOW_TO.test(words) || you || how) continue;
    for (const p of terms) if (!clauses[p.clause]!.subordinate) clauses[p.clause]!.question = true;
  }
}

/** The tagger's terms with where each stands in `text`, and the clause it belongs to. */
export function placeTerms(text: string): Placed[] {
  const placed: Placed[] = [];
  let offset = 0;
  let clause = 0;
  for (const [index, sentence] of nlp()(text).docs.entries()) {
    for (const [at, term] of sentence.entries()) {
      const found = term.text === "" ? offset : text.indexOf(term.text.toLowerCase(), offset);
      const start = found < 0 ? offset : found;
      const end = start + term.text.length;
      const word = term.text.toLowerCase();
      // A subordinator or a clause-starting conjunction opens a clause of its own.
      const opens =
        SUBORDINATORS.has(word) ||
        relative(word, placed.at(-1)) ||
        CLAUSE_CONJUNCTIONS.has(word) ||
        purpose(word, sentence[at + 1], sentence[at + 2]) ||
        consequence(word, sentence[at + 1]) ||
        afterSubordinate(
          placed.filter((p) => p.clause === clause),
          term,
        );
      if (placed.length > 0 && opens) clause += 1;
      placed.push({
        term: asNeighboursSay(term, sentence[at - 1], sentence[at + 1]),
        start,
        end,
        clause,
        sentence: index,
      });
      offset = end;
      if (CLAUSE_BREAK.test(term.post)) clause += 1;
    }
    clause += 1;
  }
  return placed;
}

export interface Clause {
  start: number;
  words: string[];
  /** Opened by before, if, when, until…: it says when or whether, not what to do. */
  subordinate: boolean;
  /** A heading before a colon with no verb in it ("purge list: …"), or a message quoted after a verb of saying and a
   * colon (speech.ts): neither is what the request asks. */
  label: boolean;
  /** It asks a question: opened by a question word ("— what does it do?"), or an inverted auxiliary in a sentence
   * that ends with "?" ("would deleting it also remove its avatar?"), unless it asks politely ("could you…"). */
  question: boolean;
}

/** Whether the first clause with words after the one at `index` is a question that names a thing by a pronoun. */
function questionOfIt(placed: readonly Placed[], index: number): boolean {
  const following = placed.find((p) => p.clause > index)?.clause;
  const next = placed.filter((p) => p.clause === following);
  return (
    opensQuestion(next[0]?.term.text.toLowerCase() ?? "") &&
    next.some((p) => /^(?:it|its|they|them)$/i.test(p.term.text))
  );
}

export function clauseFacts(placed: readonly Placed[]): Clause[] {
  const clauses: Clause[] = [];
  placed.forEach((p, i) => {
    const c = (clauses[p.clause] ??= { start: i, words: [], subordinate: false, label: false, question: false });
    // "if you could …" asks politely; it supposes nothing.
    const word = p.term.text.toLowerCase();
    if (c.words.length === 0)
      c.subordinate =
        (SUBORDINATORS.has(word) && !politeIf(placed, i) && !asksWhen(placed, i) && beforeThat(placed, i) < 0) ||
        purpose(word, placed[i + 1]?.term, placed[i + 2]?.term) ||
        relative(word, placed[i - 1]) ||
        // (A relative clause joined to one before it tells of the same noun: "whose access expired but who still…".)
        (/^(?:and|but)$/.test(word) &&
          RELATIVES.has(placed[i + 1]?.term.text.toLowerCase() ?? "") &&
          clauses[p.clause - 1]?.subordinate === true &&
          relative(clauses[p.clause - 1]!.words[0] ?? "", placed[clauses[p.clause - 1]!.start - 1]));
    if (p.term.text !== "") c.words.push(p.term.text.toLowerCase());
  });
  for (const [index, c] of clauses.entries()) {
    if (!c) continue;
    const members = placed.filter((p) => p.clause === index);
    const last = members.at(-1);
    // A heading is a clause before a colon with no verb, or a noun phrase before a dash when a question about it
    // follows, naming it again by a pronoun: "That photo IMG_4471.jpg from the strip-out — when was it uploaded?".
    const asksOfIt = /[—–]|\s-\s/.test(last?.term.post ?? "") && questionOfIt(placed, index);
    // (A phrase a determiner opens is one though a clause inside it has a verb: "that spreadsheet Jo sent round".)
    const phrase = asksOfIt && members[0]?.term.tags.has("Determiner") === true;
    // "please" asks for an act, so a clause with it is an imperative the tagger missed ("upload pls: a.pdf into 5").
    c.label =
      last !== undefined &&
      (last.term.post.includes(":") || asksOfIt) &&
      !members.some(
        (p) => (p.term.tags.has("Verb") && !phrase) || /^(?:please|kindly)$/.test(p.term.text.toLowerCase()),
      ) &&
      !placesObject(members);
    // "how do I restore it?" asks for the act, not to read.
    // (A question word after the conjunction that joins its clause opens it: "…, and who is allowed to invite to it".)
    const own = JOINED_QUESTION.test(c.words.slice(1, 2).join("")) ? joinedWords(c.words) : c.words;
    c.question =
      !c.subordinate &&
      !HOW_TO.test(own.join(" ")) &&
      !causative(members) &&
      ((opensQuestion(own === c.words ? pastAdverbs(own, members) : own[0]) && !CLEFT.test(own.join(" "))) ||
        invertedQuestion(placed, members[0]) ||
        asksSpeakerMay(members));
  }
  // Array.from, not map: map skips the holes a break leaves before an empty clause ("re: before …").
  return Array.from(
    clauses,
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

/**
 * Whether a clause opens with a word naming an act whose object a preposition then places ("set metadata on file 5: …"):
 * an imperative the tagger read as a noun, not a heading ("audit log: …", "purge candidates: …").
 */
function placesObject(members: readonly Placed[]): boolean {
  const [first, ...rest] = members;
  return wordAction(first?.term.text ?? "") !== undefined && rest.some((p) => p.term.tags.has("Preposition"));
}

/**
 * Whether a clause opens with "have" causing something to act ("have the link expire on Friday", "have folder 5 sync
 * nightly"): an imperative, not a question ("have the files been deleted?", "have you moved it").
 */
export function causative(members: readonly Placed[]): boolean {
  return causedVerb(members) !== undefined;
}

/**
 * The verb a causative "have" makes its object do: the first verb after the object, or a word that names an action
 * right after the object's id, which the tagger may read as a noun ("have folder 5 sync to my desktop").
 */
export function causedVerb(members: readonly Placed[]): Placed | undefined {
  const [opener, next] = members;
  if (opener?.term.text.toLowerCase() !== "have" || next === undefined || next.term.tags.has("Pronoun"))
    return undefined;
  if (members.at(-1)!.term.post.includes("?")) return undefined;
  const acts = (p: Placed, i: number) =>
    members[i + 1]!.term.tags.has("Value") && wordAction(p.term.text) !== undefined;
  const verb = members.slice(2).find((p, i) => p.term.tags.has("Verb") || acts(p, i));
  if (verb === undefined || !verb.term.tags.has("Verb")) return verb;
  return verb.term.tags.has("Infinitive") && !verb.term.tags.has("Copula") ? verb : undefined;
}

/** Whether a term is a question word the verb follows at once, its subject after the verb ("when was the Q3 deck last
 * modified?", "when does the lock expire?"): it asks, it says no time of another act ("notify me when file 5 gets a
 * comment", "when I delete folder 5, …"). */
function asksWhen(placed: readonly Placed[], at: number): boolean {
  const [prior, term, next] = [placed[at - 1], placed[at]!, placed[at + 1]];
  // (Opening its sentence, or after a break: the tagger reads "file" after a mid-sentence "when" as a verb.)
  const opens = prior === undefined || prior.sentence !== term.sentence || CLAUSE_BREAK.test(prior.term.post);
  return opens && term.term.tags.has("QuestionWord") && next?.term.tags.has("Verb") === true;
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

/** Whether a clause opens with "do", "can" or "could" before "I" or "we", a question with or without its "?" (the
 * request's opening reads one so too: openingOf): "…by mistake, can I still see it". */
const asksSpeakerMay = ([opener, subject]: readonly Placed[]) =>
  /^(?:do|can|could)$/i.test(opener?.term.text ?? "") && /^(?:i|we)$/i.test(subject?.term.text ?? "");

/** Whether "you" and a modal stand at or after a term ("if you could …", "any chance you could …", "I was hoping you
 * would …"): the listener is asked to do something, politely. */
export function askedOfYou(placed: readonly Placed[], from: number): boolean {
  const words = placed.slice(Math.max(0, from), from + 8).map((p) => p.term.text.toLowerCase());
  return words.some((w, i) => /^(?:you|u)$/.test(w) && /^(?:could|would|can|will)$/.test(words[i + 1] ?? ""));
}

/** Where the words after a clause's copula ("what's", "what is") begin, if it has one. */
export function copulaEnd(placed: readonly Placed[], clause: Clause | undefined): number | undefined {
  if (clause === undefined) return undefined;
  const at = placed.findIndex((p) => p.clause === placed[clause.start]?.clause && p.term.tags.has("Copula"));
  return at < 0 ? undefined : placed[at + 1]?.start;
}

/** How the request opens: its first clause, and whether it asks a question, politely, how to, or causes ("have …"). */
export interface Opening {
  first: Clause | undefined;
  question: boolean;
  polite: boolean;
  howTo: boolean;
  caused: Placed | undefined;
}

/** How the request opens. (A clause saying when or whether comes before what is asked: "before I empty anything, can
 * you show me the trash".) */
export function openingOf(placed: readonly Placed[], clauses: readonly Clause[]): Opening {
  // (Not the empty clause a break leaves between a heading and a clause that opens one of its own: "budget.xlsx: when
  // was it uploaded".)
  const said = clauses.filter((c) => c.words.length > 0);
  const first = said.find((c) => !c.label && !c.subordinate) ?? said.find((c) => !c.label);
  const words = first?.words.join(" ") ?? "";
  const polite = first !== undefined && POLITE.test(words);
  const howTo = HOW_TO.test(words);
  // The verb a causative "have" opening the request makes its object do ("have folder 5 sync to my desktop").
  const caused = causedVerb(placed.filter((p) => p.clause === placed[first?.start ?? -1]?.clause));
  // ("Do" before its subject asks too: "do we have any webhooks", "do any files in folder 5 have a classification";
  // "do not …" negates an act.)
  const question =
    !polite &&
    !howTo &&
    caused === undefined &&
    ((opensQuestion(first && pastAdverbs(first.words, placed.slice(first.start))) && !CLEFT.test(words)) ||
      /^(?:do|can|could) (?:i|we)\b|^do (?:any|the|all|our|my|these|those|some|each|every)\b/.test(words));
  return { first, question, polite, howTo, caused };
}

/** A clause's first word past up to two adverbs leading it, when a question word follows them ("roughly how many
 * files are in …": how; not a copula, "forever is fine"); else its first word. `members`: its terms, from its first. */
function pastAdverbs(words: readonly string[], members: readonly Placed[]): string | undefined {
  let k = 0;
  while (k < 2 && members[k]?.term.tags.has("Adverb") && words[k + 1] !== undefined) k += 1;
  return WH.test(words[k] ?? "") ? words[k] : words[0];
}

// The question words a clause may open with past an adverb.
const WH = /^(?:how|what|which|who|whom|whose|where|when|why)(?:'s)?$/;
