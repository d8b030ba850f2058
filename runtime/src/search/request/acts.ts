// A request's acts, read from its action words, and which of them it asks and which it holds back: negated, supposed,
// subordinate or spoken of as a thing (standing.ts); stated (asked only when nothing else is), for later, or waiting
// for another act. The first act asked is the main one; requestShape (grammar.ts) reads the rest of the request
// around it.
import { actionSpans, destroys, plainSpans, type Action, type ActionSpan } from "../words/actions.js";
import { openingWord, type Clause } from "./clauses.js";
import { askedOfSentence, openingOf, type Opening } from "./questions.js";
import { objectOfPreposition, type Placed } from "../words/tagger.js";
import { misspeltImperative, nounAsVerb, unnamedVerb } from "./misspelt.js";
import { deniedManners } from "./kept.js";
import { later, supposedAct } from "./mood.js";
import { ofItem, toldLater } from "./phrase.js";
import { mentionsTrash } from "./query.js";
import { listBeforeNoun } from "./modifiers.js";
import { corrected, firstClause, waits } from "./sequence.js";
import { goalSpans } from "./particles.js";
import { undoneAct } from "./undone-act.js";
import { outsideQuotes, speechSpans, unquoted } from "./speech.js";
import { namesThing, standing } from "./standing.js";
import { insideLonger, titleOf, type Mention } from "../words/vocabulary.js";

// The verbs that say what a thing is used as the means of.
const MEANS = new Set(["use", "utilise", "utilize", "employ"]);

/** The request's acts, sorted; the main act ends at `mainEnd`, said in `mainWords`. */
export interface SortedActs {
  asked: Action[];
  held: Action[];
  wondered: Action[];
  /** The words of the first act wondered ("remove" in "can I remove bob from #ops?"). */
  wonderedWords: string;
  /** The verb of the act a question supposes not done, said as a word of the trash ("deleted" in "what would happen if
   * I deleted the Marketing folder"): no word to search for, the question asks of the item as it is now. */
  supposed?: string;
  negatedWords: string[];
  /** The words of the deletions it holds back ("I might bin them"). */
  heldDeletions: string[];
  coordinated: Action[];
  mainEnd: number | undefined;
  mainWords: string;
  madeNoun: string | undefined;
  /** The verb opening the request before its object that no action word names ("rate file 5"; misspelt.ts). */
  unnamed: string | undefined;
  /** Whether the first act asked is the one "first" puts before the others ("show its tasks first, then delete task 3"):
   * no step to a later act, but the request's own. */
  ordered: boolean;
  /** Whether that step's deletion acts, by a pronoun, on what the read names ("list the stale webhooks, then delete
   * them"): the read's object is what it deletes. */
  stepOnRead?: boolean;
}

/** The request's acts, read from its action words (a verb's goal may say its action over the verb's own: "get it off
 * the account") and sorted, with its opening clause read after them; the clauses a sentence's question asks of are
 * marked on the way (askedOfSentence). A word that asks vaguely to tidy a place asks its action only when no other
 * act is asked or held ("clean up folder 5, just show me its files; don't delete anything" reads). */
export function readActs(
  text: string,
  placed: readonly Placed[],
  clauses: Clause[],
  named: readonly Mention[],
  mentioned: readonly Mention[],
  restricting = true,
  resources?: readonly string[],
): SortedActs & { said?: string; opening: Opening } {
  const found = actionSpans(text, restricting);
  const words = unquoted(placed, clauses, speechSpans(text, placed, named, outsideQuotes(text, found), resources));
  askedOfSentence(placed, clauses, words);
  const goals = goalSpans(text, mentioned, placed, clauses, words);
  const spans = [...words.filter((s) => !goals.some((g) => g.start < s.end && s.start < g.end)), ...goals].sort(
    (a, b) => a.start - b.start,
  );
  const opening = openingOf(placed, clauses);
  const plain = plainSpans(text, spans);
  const sorted = sortActs(text, placed, clauses, named, plain, opening);
  const acts =
    plain.length < spans.length && sorted.asked.length === 0 && sorted.held.length === 0
      ? corrected(text, placed, clauses, named, spans, sortActs(text, placed, clauses, named, spans, opening))
      : corrected(text, placed, clauses, named, plain, sorted);
  return { ...acts, opening };
}

/** Sorts the actions the request's spans name into asked and held back, and finds the main one. */
function sortActs(
  text: string,
  placed: readonly Placed[],
  clauses: readonly Clause[],
  named: readonly Mention[],
  spans: readonly ActionSpan[],
  opening: Opening,
): SortedActs {
  const { first, question, caused } = opening;
  const asked: Action[] = [];
  const held: Action[] = [];
  const wondered: Action[] = [];
  let wonderedWords = "";
  const negatedWords: string[] = [];
  const heldDeletions: string[] = [];
  const negatedAt: number[] = [];
  const coordinated: Action[] = [];
  let mainEnd: number | undefined;
  let mainWords = "";
  let ordered = false;
  let stepOnRead = false;
  // How many acts asked stand in a clause joined after the first ("zip up folder 5 and give me the link").
  let joinedAfter = 0;
  // Actions a subject states or an infinitive names ("I'll revoke some", "planning to remove"), and nouns that ask to
  // read: asked only when no imperative or question asks something else.
  const stated: Array<{ action: Action; end: number; words: string; later: boolean; clause: number }> = [];
  const waiting: Array<{ action: Action; end: number; words: string }> = [];
  const politeReads: Array<{ action: Action; end: number; words: string }> = [];
  const firstAt = firstClause(placed, spans);
  // Whether the request denies a deletion ("not deleting them"), and the term of the main act's word.
  let denies = false;
  // (Whether a deletion is negated: "don't delete anything".)
  let negatedDeletion = false;
  let mainAt: Placed | undefined;
  for (const span of spans) {
    // Being told when something happens, whenever it does, is a subscription ("tell me whenever folder 5 changes").
    const action = span.action === "read" && toldLater(text, placed, span.end) ? "watch" : span.action;
    // A word inside a longer resource name names the resource ("shield information barrier", "older copy").
    if (insideLonger(named, span)) continue;
    // A thing said to come off what it is on is one of the kit's, named right before "on": not a person or a word the
    // kit does not know ("the contractor on the Budget folder can come off now").
    if (COMES_OFF.test(text.slice(span.start, span.end)) && !namedBeforeOn(text, named, span.start)) continue;
    const complies = /^follow/.test(text.slice(span.start, span.end));
    if (span.action === "watch" && !ofItem(text, placed, named, span.end, complies)) continue;
    const at = placed.find((p) => p.start <= span.start && span.start < p.end);
    // A resource's noun ending a preposition's object is that noun, though the tagger reads a verb ("the zip download
    // of the photo archive").
    if (at && named.some((m) => m.start === span.start && m.end === span.end) && objectOfPreposition(placed, at))
      continue;
    const words = text.slice(span.start, span.end);
    const clause = at ? clauses[at.clause]! : undefined;
    const index = at ? placed.indexOf(at) : -1;
    const word = { at, index, clause, words };
    if (namesThing(placed, named, word, caused)) continue;
    // A word in a list of words a noun follows, after the clause's first word, says which of those things ("show me
    // download, preview and edit events"); at its opening they are acts ("download and delete file 5").
    const list = listBeforeNoun(placed, index);
    if (list && clause && placed[list.start] !== openingWord(placed, clause)) continue;
    // An adjective set after a comma to end the request says what the thing is to be, no act ("copy folder 5's
    // structure for 2026, empty").
    if (
      at?.term.tags.has("Adjective") &&
      /,\s*$/.test(text.slice(0, span.start)) &&
      /^[\s.!]*$/.test(text.slice(span.end))
    )
      continue;
    // Nor is one after a copula, which says what the thing is ("can you confirm folder 5 is empty").
    if (at?.term.tags.has("Adjective") && placed[index - 1]?.term.tags.has("Copula")) continue;
    const how = standing(text, placed, clauses, named, span, action, word, opening);
    if (how.wondered) {
      wondered.push(action);
      wonderedWords ||= words;
    }
    if (how.negated) {
      negatedDeletion ||= destroys(action);
      negatedWords.push(words);
      negatedAt.push(index);
      // (Of the same thing, said by a pronoun or by nothing: "not deleting folder 5" sets another item apart.)
      denies ||=
        destroys(action) && (pronounAfter(text, span.end) || /^(?:$|\s*[,.;:!?—-])/.test(text.slice(span.end)));
    }
    if (how.politeRead) politeReads.push({ action, end: span.end, words });
    else if (how.held) {
      held.push(action);
      if (destroys(action)) heldDeletions.push(words);
    } else if (how.stated)
      stated.push({ action, end: span.end, words, later: later(placed, index), clause: at?.clause ?? -1 });
    else if (waits(placed, clauses, index, firstAt)) waiting.push({ action, end: span.end, words });
    else {
      asked.push(action);
      const after = clause !== undefined && clause !== first && clause.start > (first?.start ?? 0);
      if (after && joined(placed.slice(clause.start, index))) joinedAfter += 1;
      if (mainEnd === undefined) {
        [mainEnd, mainWords, mainAt] = [span.end, words, at];
        ordered = firstAt !== undefined && at?.clause === firstAt;
      } else if (clause !== undefined && joined(placed.slice(clause.start, index))) {
        coordinated.push(action);
        // A read joined before a deletion is the step to it ("look at folder 2 and then delete file 3"): what the
        // deletion acts on is the request's object (the read's, when a pronoun stands for it: "… then delete it").
        const pronoun = pronounAfter(text, span.end);
        const step = asked[0] === "read" && destroys(action) && coordinated.length === 1 && !ordered;
        if (step && !pronoun) [mainEnd, mainWords] = [span.end, words];
        else if (step) stepOnRead = true;
      }
    }
  }
  // A deletion's word that the tagger reads as a noun names a thing when the request denies a deletion: "trash items
  // older than 30 days — not emptying it, just want to see them" lists the trash.
  const opener = mainAt && !mainAt.term.tags.has("Verb") && openingWord(placed, clauses[mainAt.clause]!) === mainAt;
  // (Denying only its manner denies no deletion: "move file 5 to trash, don't delete it permanently".)
  const denied = denies && deniedManners(placed, negatedAt).length === 0;
  if (asked.length === 1 && destroys(asked[0]!) && denied && opener) {
    held.push(...asked.splice(0));
    [mainEnd, mainWords] = [undefined, ""];
  }
  // An act that waits for another ("delete it later", "…? show me its items first") is held while another is asked.
  for (const w of waiting) {
    if (asked.length > 0 || question) held.push(w.action);
    else {
      asked.push(w.action);
      if (mainEnd === undefined) [mainEnd, mainWords] = [w.end, w.words];
    }
  }
  // A read asked politely after a deletion stated is what the statement leads to ("I'm about to clear out folder 5.
  // Before I do, can you list its files?"), and after one negated it is what is asked instead ("don't delete anything
  // but can you tell me which folders are the biggest"), where no act is asked outright; elsewhere it is left to the
  // words.
  const deletes = stated.some((s) => destroys(s.action)) || negatedDeletion;
  for (const r of politeReads) {
    if (asked.length > 0 || question || !deletes) held.push(r.action);
    else {
      asked.push(r.action);
      if (mainEnd === undefined) [mainEnd, mainWords] = [r.end, r.words];
    }
  }
  const asking = question || asked.length > 0 || clauses.some((c) => c.question);
  // An act stated for later ("I'll remove some later") is no request while another is stated for now, nor is one
  // stated before the clause "first" marks while another is stated there ("I was told to delete it; first I need its
  // contents").
  const before = (s: { clause: number }) => firstAt !== undefined && s.clause < firstAt;
  for (const s of stated) {
    if (asking || (s.later && stated.some((t) => !t.later)) || (before(s) && stated.some((t) => !before(t))))
      held.push(s.action);
    else {
      asked.push(s.action);
      if (mainEnd === undefined) [mainEnd, mainWords] = [s.end, s.words];
    }
  }
  // A misspelt imperative ("restor file 5", "could u pls restor it"): the verb's word the language library does not
  // know, one edit from a word that asks for an action, when nothing else does.
  if (asked.length === 0 && held.length === 0 && !question && first) {
    const action = misspeltImperative(placed, first);
    if (action) asked.push(action);
  }
  // A verb of means opening the request ("use sign template 5 to send an NDA to anna"): the act it is used for, its
  // purpose ("to …"), is the one asked.
  const means = asked.length === 0 && !question && first ? openingWord(placed, first) : undefined;
  if (means !== undefined && MEANS.has(means.term.text.toLowerCase())) {
    const goal = spans.find((s) => s.start > means.end && / to $/.test(text.slice(0, s.start)));
    if (goal !== undefined && held.includes(goal.action)) {
      held.splice(held.indexOf(goal.action), 1);
      asked.push(goal.action);
      [mainEnd, mainWords] = [goal.end, text.slice(goal.start, goal.end)];
    }
  }
  // A resource noun said as the verb ("watermark every file in folder 5"), when no word asks for an action but in a
  // clause joined after it ("zip up folder 5 and give me a download link": what follows the making waits on it), nor
  // holds one back but in a clause that says why ("zip up folder 5 so I can send it to the client").
  const why = heldWhy(placed, clauses, spans);
  const madeNoun =
    asked.length === joinedAfter && held.length === why && !question && first ? nounAsVerb(placed, first) : undefined;
  // Any other verb opening the request before an item's id, when no word asks or holds an act but to say why ("rate
  // file 5", "reindex folder 5 so search finds its files").
  const questioned = question || clauses.some((c) => c.question);
  const unnamed =
    asked.length === 0 && held.length === why && !questioned && first && madeNoun === undefined
      ? unnamedVerb(text, placed, named, first)
      : undefined;
  // (So does a question of what an act would do: "what would happen if I archived #ops?")
  const supposed = question ? supposedAct(placed) : undefined;
  if (supposed?.wondered === true && !wondered.includes(supposed.action)) {
    wondered.push(supposed.action);
    wonderedWords ||= supposed.words;
  }
  // (An act told of that a verb of reversal undoes is undone: "I shared folder 5 with bob by mistake, undo it".)
  const undone = undoneAct(text, placed, {
    end: mainEnd,
    words: mainWords,
    pronoun: mainEnd !== undefined && pronounAfter(text, mainEnd),
  });
  if (undone !== undefined) {
    asked.splice(0, 1, undone.action);
    [mainEnd, mainWords] = [undone.end, undone.words];
  }
  if (questioned) asked.unshift("read");
  negatedWords.push(...deniedManners(placed, negatedAt));
  return {
    ...(supposed?.unreal && mentionsTrash(supposed.words) ? { supposed: supposed.words } : {}),
    asked,
    held,
    wondered,
    wonderedWords,
    negatedWords,
    heldDeletions,
    coordinated,
    mainEnd,
    mainWords,
    madeNoun,
    unnamed,
    ordered,
    ...(stepOnRead ? { stepOnRead } : {}),
  };
}

/** How many of the acts a request names stand in a clause of purpose ("so I can send it"): they say why. */
function heldWhy(placed: readonly Placed[], clauses: readonly Clause[], spans: readonly ActionSpan[]): number {
  return spans.filter((s) => {
    const clause = placed.find((p) => p.start <= s.start && s.start < p.end)?.clause;
    return clause !== undefined && clauses[clause]?.subordinate === true && clauses[clause]!.words[0] === "so";
  }).length;
}

/** Whether the words before a verb in its clause only join it to the clause before ("…, and then rename it"). */
function joined(before: readonly Placed[]): boolean {
  return (
    before.length > 0 &&
    before.every((p) => /^(?:and|then|also|after that|afterwards)$/.test(p.term.text.toLowerCase()))
  );
}

/** Whether a pronoun stands right after `end` in `text`, as the object of the verb ending there ("… then delete it"). */
export const pronounAfter = (text: string, end: number) =>
  /^ (?:it|them|this|that|these|those)\b/.test(text.slice(end));

// The act of a thing said to come off ("… can come off now").
const COMES_OFF = /\bcome off$/;

/** Whether a thing the kit names ends right before the last "on" before `at` ("the legal hold on the Pruitt file can
 * come off": the hold), or a word that names one as a title's last word ("the hold on folder 5"). */
function namedBeforeOn(text: string, named: readonly Mention[], at: number): boolean {
  const on = text.slice(0, at).lastIndexOf(" on ");
  const word = /(\S+)$/.exec(text.slice(0, Math.max(0, on)))?.[1] ?? "";
  return on >= 0 && (named.some((m) => m.end === on) || titleOf(word) !== undefined);
}
