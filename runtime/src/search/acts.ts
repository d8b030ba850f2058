// Which of a request's acts it asks, and which it holds back: negated, supposed, subordinate or spoken of as a thing;
// stated (asked only when nothing else is), for later, or waiting for another act. The first act asked is the main
// one; requestShape (grammar.ts) reads the rest of the request around it.
import { destroys, nounCue, type Action, type ActionSpan } from "./actions.js";
import { ABILITY, negates, openingWord, POLITE, type Clause, type Opening } from "./clauses.js";
import { gerund, objectOfPreposition, type Placed } from "./tagger.js";
import { ceasing } from "./forms.js";
import { misspeltImperative, nounAsVerb, unnamedVerb } from "./misspelt.js";
import { deniedManners } from "./kept.js";
import {
  answeredNo,
  asksAbility,
  finite,
  later,
  modalsOf,
  NOTHING,
  participial,
  reducedRelative,
  reportedWish,
  stating,
  supposedAct,
} from "./mood.js";
import { nominal, ofItem, toldLater } from "./phrase.js";
import { mentionsTrash } from "./query.js";
import { firstClause, waits } from "./sequence.js";
import type { Mention } from "./vocabulary.js";

// Tags of a word that make the next one a noun when the tagger reads it as one ("the trash", "hub share").
// A hyphenated compound ("second-to-last") modifies the word after it.
const NOUN_MODIFIERS = ["Determiner", "Possessive", "Adjective", "Preposition", "Noun", "Value", "Hyphenated"];
const OBLIGATIONS = new Set(["should", "must"]);
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
  coordinated: Action[];
  mainEnd: number | undefined;
  mainWords: string;
  madeNoun: string | undefined;
  /** The verb opening the request before its object that no action word names ("rate file 5"; misspelt.ts). */
  unnamed: string | undefined;
  /** Whether the first act asked is the one "first" puts before the others ("show its tasks first, then delete task 3"):
   * no step to a later act, but the request's own. */
  ordered: boolean;
}

/** Sorts the actions the request's spans name into asked and held back, and finds the main one. */
export function sortActs(
  text: string,
  placed: readonly Placed[],
  clauses: readonly Clause[],
  named: readonly Mention[],
  spans: readonly ActionSpan[],
  { first, question, polite, howTo, caused }: Opening,
): SortedActs {
  const asked: Action[] = [];
  const held: Action[] = [];
  const wondered: Action[] = [];
  let wonderedWords = "";
  const negatedWords: string[] = [];
  const negatedAt: number[] = [];
  const coordinated: Action[] = [];
  let mainEnd: number | undefined;
  let mainWords = "";
  let ordered = false;
  // Actions a subject states or an infinitive names ("I'll revoke some", "planning to remove"), and nouns that ask to
  // read: asked only when no imperative or question asks something else.
  const stated: Array<{ action: Action; end: number; words: string; later: boolean; clause: number }> = [];
  const waiting: Array<{ action: Action; end: number; words: string }> = [];
  const firstAt = firstClause(placed, spans);
  for (const span of spans) {
    // Being told when something happens, whenever it does, is a subscription ("tell me whenever folder 5 changes").
    const action = span.action === "read" && toldLater(text, placed, span.end) ? "watch" : span.action;
    // A word inside a longer resource name names the resource ("shield information barrier", "older copy").
    if (named.some((m) => m.start <= span.start && span.end <= m.end && m.end - m.start > span.end - span.start))
      continue;
    if (span.action === "watch" && !ofItem(text, placed, named, span.end)) continue;
    const at = placed.find((p) => p.start <= span.start && span.start < p.end);
    // A resource's noun ending a preposition's object is that noun, though the tagger reads a verb ("the zip download
    // of the photo archive").
    if (at && named.some((m) => m.start === span.start && m.end === span.end) && objectOfPreposition(placed, at))
      continue;
    const words = text.slice(span.start, span.end);
    const clause = at ? clauses[at.clause]! : undefined;
    const index = at ? placed.indexOf(at) : -1;
    // A single word the tagger reads as a noun names a thing ("the trash", "purge list:"), unless it opens a clause
    // as an imperative ("trash file 5", "bin that revision").
    if (at && !words.includes(" ") && !nounCue(words) && !at.term.tags.has("Verb")) {
      // (After a greeting, "please" or a polite opener: "please trash web link 4".)
      const opens = (clause !== undefined && openingWord(placed, clause) === at && !clause.label) || at === caused;
      const prior = placed[index - 1]?.term.tags;
      const modified =
        prior !== undefined &&
        NOUN_MODIFIERS.some((t) => prior.has(t)) &&
        // (A name's possessive makes a noun of what follows it: "Kate's review task".)
        (!prior.has("ProperNoun") || prior.has("Possessive")) &&
        !prior.has("Pronoun") &&
        // An ordinal opening the clause says when ("first show its contents").
        !(prior.has("Ordinal") && clause?.start === index - 1);
      // Before a noun that asks to read, it names what is read ("trash contents please").
      const cue = nounCue(placed[index + 1]?.term.text.toLowerCase() ?? "");
      // An item of a list of nouns, modifying the next noun, names a thing though it opens a clause ("fields store
      // number, region, audit date"): a noun before its comma, and after it no determiner or resource, a noun.
      const next = placed[index + 1];
      const listed =
        prior?.has("Noun") === true &&
        placed[index - 1]!.term.post.includes(",") &&
        next?.term.tags.has("Noun") === true &&
        !named.some((m) => m.start === next.start);
      // An adjective before a noun, after no "to" nor modal, modifies it ("find empty folders"; not "to empty folder 5").
      const lead = placed[index - 1]?.term;
      const describes =
        at.term.tags.has("Adjective") &&
        next?.term.tags.has("Noun") === true &&
        !next.term.tags.has("Pronoun") &&
        lead !== undefined &&
        !["Modal", "Auxiliary"].some((t) => lead.tags.has(t)) &&
        lead.text.toLowerCase() !== "to";
      if (cue || listed || (!opens && !nominal(placed, index) && (modified || describes || clause?.label))) continue;
    }
    const before = clause ? placed.slice(clause.start, index) : [];
    // "delete nothing" and "nothing has to go" negate as "don't delete" does.
    const negated =
      before.some(negates) ||
      before.some((p) => NOTHING.has(p.term.text.toLowerCase())) ||
      NOTHING.has(placed[index + 1]?.term.text.toLowerCase() ?? "") ||
      answeredNo(placed, clauses, index);
    // A gerund after a preposition names an act as a thing ("thinking about deleting it", "rather than aborting it"),
    // except after "by", which names the means: the act asked for ("put her back on the default by deleting …"), and
    // after "take care of", which asks for it.
    const prep = placed[index - 1]?.term;
    const means = prep?.text.toLowerCase() === "by" || /care of $/.test(text.slice(0, span.start));
    // After "as" any action word states what the object is to become ("mark it as read"), not an act to do.
    // A gerund opening its clause before a finite verb is that verb's subject ("deleting stuff is not what I want"):
    // the act is spoken of, not asked.
    const subject =
      at !== undefined &&
      (at.term.tags.has("Gerund") || (at.term.tags.has("Noun") && /ing$/.test(words))) &&
      clause?.start === index &&
      placed.some((p, i) => i > index && p.clause === at.clause && finite(p.term));
    // An infinitive after an adjective or a noun says what the object is fit for ("webhooks safe to delete", "the
    // files to delete in folder 5", "what to delete"), not an act asked; after "need to" or "have to" it is asked.
    const lead = placed[index - 2]?.term;
    const fit =
      prep?.text.toLowerCase() === "to" &&
      lead !== undefined &&
      ["Adjective", "Noun", "QuestionWord"].some((t) => lead.tags.has(t)) &&
      !lead.tags.has("Pronoun") &&
      !/^(?:needs?|wants?|ha(?:ve|s)|got|going|able|ready|time|way)$/.test(lead.text.toLowerCase());
    const complement =
      subject ||
      fit ||
      (clause !== undefined && (reducedRelative(placed, clause, index) || participial(placed, clause, index))) ||
      (prep?.tags.has("Preposition") === true && ((/ing$/.test(words) && !means) || prep.text.toLowerCase() === "as"));
    // "should" or "must" in a statement says what is to be done ("only the watermark should be removed"): stated, not
    // supposed.
    const modals = modalsOf(before, at ? placed.filter((p) => p.clause === at.clause) : []);
    const obliged = modals.length > 0 && modals.every((w) => OBLIGATIONS.has(w));
    // "how can I share it?" asks how to do it: its modal supposes nothing.
    // (A polite request may follow a statement: "I deleted comment 4 by mistake, can you undo that?")
    const asks = polite || (action !== "read" && POLITE.test(clause?.words.join(" ") ?? ""));
    const hypothetical = modals.length > 0 && !obliged && !asks && !howTo;
    // Whether one can do it may be asked after a statement ("I deleted folder 8 by mistake, can I get it back?").
    const able = (question && ABILITY.test(first?.words.join(" ") ?? "")) || asksAbility(placed, at?.clause);
    if (able && !negated && !clause?.subordinate && !clause?.label) {
      wondered.push(action);
      wonderedWords ||= words;
    }
    if (negated) {
      negatedWords.push(words);
      negatedAt.push(index);
    }
    if (question || negated || hypothetical || complement || clause?.subordinate || clause?.label || clause?.question)
      held.push(action);
    // A noun that asks to read ("its details", "the contents of folder 2") asks only when no verb does.
    // A gerund opening its clause is no imperative ("deleting folder 3 later; first show its contents").
    // (The means is asked whatever states another act before it: "reset it to the default by deleting …".)
    // A wish reported of someone else is stated too ("my manager wants webhook 9 deleted").
    else if (
      (!means && before.some(stating)) ||
      reportedWish(placed, named, index) ||
      nounCue(words) ||
      obliged ||
      nominal(placed, index) ||
      ceasing(words) ||
      (gerund(words) && clause?.start === index)
    )
      stated.push({ action, end: span.end, words, later: later(placed, index), clause: at?.clause ?? -1 });
    else if (waits(placed, clauses, index, firstAt)) waiting.push({ action, end: span.end, words });
    else {
      asked.push(action);
      if (mainEnd === undefined) {
        [mainEnd, mainWords] = [span.end, words];
        ordered = firstAt !== undefined && at?.clause === firstAt;
      } else if (clause !== undefined && joined(before)) {
        coordinated.push(action);
        // A read joined before a deletion is the step to it ("look at folder 2 and then delete file 3"): what the
        // deletion acts on is the request's object (the read's, when a pronoun stands for it: "… then delete it").
        const pronoun = /^ (?:it|them|this|that|these|those)\b/.test(text.slice(span.end));
        if (asked[0] === "read" && destroys(action) && coordinated.length === 1 && !pronoun && !ordered)
          [mainEnd, mainWords] = [span.end, words];
      }
    }
  }
  // An act that waits for another ("delete it later", "…? show me its items first") is held while another is asked.
  for (const w of waiting) {
    if (asked.length > 0 || question) held.push(w.action);
    else {
      asked.push(w.action);
      if (mainEnd === undefined) [mainEnd, mainWords] = [w.end, w.words];
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
  // A resource noun said as the verb ("watermark every file in folder 5"), when no word asks for an action, nor holds
  // one back but in a clause that says why ("zip up folder 5 so I can send it to the client").
  const why = heldWhy(placed, clauses, spans);
  const madeNoun =
    asked.length === 0 && held.length === why && !question && first ? nounAsVerb(placed, first) : undefined;
  // Any other verb opening the request before an item's id, when no word asks or holds an act but to say why ("rate
  // file 5", "reindex folder 5 so search finds its files").
  const questioned = question || clauses.some((c) => c.question);
  const unnamed =
    asked.length === 0 && held.length === why && !questioned && first && madeNoun === undefined
      ? unnamedVerb(text, placed, named, first)
      : undefined;
  // (So does a question of what an act would do: "what would happen if I archived #ops?")
  const supposed = question ? supposedAct(placed) : undefined;
  if (supposed !== undefined && !wondered.includes(supposed.action)) {
    wondered.push(supposed.action);
    wonderedWords ||= supposed.words;
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
    coordinated,
    mainEnd,
    mainWords,
    madeNoun,
    unnamed,
    ordered,
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
