// Which of a request's clauses ask a question, and how the request opens: a question word, an inverted auxiliary, "can
// I" or "do we" before the speaker, a sentence ending with "?" that asks for no act; not a polite request ("could
// you…"), a how-to, nor a causative "have". The clauses themselves are clauses.ts'.
import { wordAction, type ActionSpan } from "../words/actions.js";
import { JOINED_QUESTION, joinedWords } from "./openers.js";
import { knownWord, type Placed } from "../words/tagger.js";
import { THEY } from "./persons.js";
import {
  ANY_OPENER,
  AUXILIARIES,
  CLEFT,
  HOW_TO,
  INTERJECTIONS,
  opensQuestion,
  POLITE,
  QUESTION_OPENERS,
} from "./clause-words.js";
import type { Clause } from "./clauses.js";

/** Marks the clauses that ask a question (asksQuestion), a clause saying when or whether asking none. */
export function markQuestions(placed: readonly Placed[], clauses: Clause[]): void {
  for (const [index, c] of clauses.entries())
    c.question =
      !c.subordinate &&
      asksQuestion(
        placed,
        placed.filter((p) => p.clause === index),
        c.words,
      );
}

/** Whether a clause's words (`members`, `words` lower case) ask a question. "how do I restore it?" asks for the act,
 * not to read. */
export function asksQuestion(placed: readonly Placed[], members: readonly Placed[], words: readonly string[]): boolean {
  // (A question word after the conjunction that joins its clause opens it: "…, and who is allowed to invite to it".)
  const own = JOINED_QUESTION.test(words.slice(1, 2).join("")) ? joinedWords(words) : words;
  return (
    !HOW_TO.test(own.join(" ")) &&
    !causative(members) &&
    ((opensQuestion(own === words ? pastAdverbs(own, members) : own[0]) && !CLEFT.test(own.join(" "))) ||
      invertedQuestion(placed, members[0]) ||
      asksSpeakerMay(members))
  );
}

/** The clause after the one at `asking` that asks a question where that one states, asking none and bidding no act
 * ("Ewan Mackie left in June — does he still …"; not "list all groups and how many members each has"); else -1. Each
 * by its own words: a sentence ending with "?" marks every clause of it a question (askedOfSentence). */
export function questionAfterStatement(placed: readonly Placed[], clauses: readonly Clause[], asking: number): number {
  const members = (i: number) => placed.filter((p) => p.clause === i);
  const asks = (i: number) => !clauses[i]!.subordinate && asksQuestion(placed, members(i), clauses[i]!.words);
  const bids = (i: number) =>
    members(i).some((p) => p.term.tags.has("Imperative")) || wordAction(members(i)[0]?.term.text ?? "") !== undefined;
  if (asking < 0 || asks(asking) || bids(asking)) return -1;
  return clauses.findIndex((_, i) => i > asking && asks(i));
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

/** Whether a clause opens with "do", "does", "can" or "could" before its subject, a question with or without its "?"
 * (the request's opening reads one so too: openingOf): the speaker ("…by mistake, can I still see it") or a person
 * named or said by a pronoun ("can Priya see folder 20001"); not the listener, asked politely ("can you …"). */
const asksSpeakerMay = ([opener, subject, verb]: readonly Placed[]) =>
  /^(?:do|does|can|could)$/i.test(opener?.term.text ?? "") &&
  (/^(?:i|we)$/i.test(subject?.term.text ?? "") ||
    THEY.test(subject?.term.text ?? "") ||
    subject?.term.tags.has("Person") === true ||
    // (A name the lexicon does not know, written with a capital, its verb after it: "can Priya see …".)
    (subject?.term.tags.has("Capital") === true &&
      !knownWord(subject.term.text.toLowerCase()) &&
      verb?.term.tags.has("Infinitive") === true));

/** Whether "you" and a modal stand at or after a term ("if you could …", "any chance you could …", "I was hoping you
 * would …"): the listener is asked to do something, politely. */
export function askedOfYou(placed: readonly Placed[], from: number): boolean {
  const words = placed.slice(Math.max(0, from), from + 8).map((p) => p.term.text.toLowerCase());
  return words.some((w, i) => /^(?:you|u)$/.test(w) && /^(?:could|would|can|will)$/.test(words[i + 1] ?? ""));
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
  const members = placed.filter((p) => p.clause === placed[first?.start ?? -1]?.clause);
  const caused = causedVerb(members);
  const opener = members.findIndex((p) => p.term.text.toLowerCase() === first?.words[0]);
  // ("Do" before its subject asks too: "do we have any webhooks", "do any files in folder 5 have a classification",
  // "can Priya see folder 20001"; "do not …" negates an act.)
  const question =
    !polite &&
    !howTo &&
    caused === undefined &&
    ((opensQuestion(first && pastAdverbs(first.words, placed.slice(first.start))) && !CLEFT.test(words)) ||
      (opener >= 0 && asksSpeakerMay(members.slice(opener))) ||
      /^do (?:any|the|all|our|my|these|those|some|each|every)\b/.test(words));
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
