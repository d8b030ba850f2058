// What a request asks, from its grammar: its main action, whether an action it names is negated ("don't delete"),
// hypothetical or subordinate ("before I remove", "which could I delete", "what would be deleted if"), and the nouns it
// acts on. The tagging is compromise's (loaded at the first search, never when a kit is imported); which words name an
// action is actions.ts', which nouns name a resource vocabulary.ts'.
import { actionSpans, destroys, nounCue, requestText, type Action } from "./actions.js";
import { misspeltImperative, nounAsVerb } from "./misspelt.js";
import {
  ABILITY,
  askedOfSentence,
  causedVerb,
  CLEFT,
  clauseFacts,
  HOW_TO,
  NEGATIONS,
  personBetween,
  placeTerms,
  POLITE,
  QUESTION_OPENERS,
  verbsOf,
  type Clause,
  type Placed,
} from "./clauses.js";
import { answeredNo, asksAbility, finite, later, modalsOf, NOTHING, reducedRelative, stating } from "./mood.js";
import { ceasing } from "./forms.js";
import { modifier, sparedNouns, undoing } from "./kept.js";
import { objectPart } from "./parts.js";
import { goalSpans } from "./particles.js";
import { firstClause, waits } from "./sequence.js";
import { speechSpans, unquoted } from "./speech.js";
import {
  anaphor,
  binned,
  clauseOf,
  contentsOf,
  countOf,
  linkedBy,
  whoIs,
  nominal,
  objectHead,
  ofItem,
  ownedNouns,
  toldLater,
  phraseStart,
  plainWords,
  possessive,
  predicate,
  relatedItem,
  subjectStart,
} from "./phrase.js";
import type { RequestShape } from "./shape.js";
import { everyMention, mentions, singular, type Mention } from "./vocabulary.js";

export type { RequestShape } from "./shape.js";

// Tags of a word that make the next one a noun when the tagger reads it as one ("the trash", "hub share").
// A hyphenated compound ("second-to-last") modifies the word after it.
const NOUN_MODIFIERS = ["Determiner", "Possessive", "Adjective", "Preposition", "Noun", "Value", "Hyphenated"];
const OBLIGATIONS = new Set(["should", "must"]);
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself"]);

/** The request's shape. */
export function requestShape(query: string): RequestShape {
  const text = requestText(query);
  const placed = placeTerms(text);
  const clauses = clauseFacts(placed);
  const named = everyMention(text);
  const words = unquoted(placed, clauses, speechSpans(text, placed, named, actionSpans(text)));
  askedOfSentence(placed, clauses, words);
  // A verb's goal may say its action, over the verb's own ("get it off the account").
  const goals = goalSpans(text, placed, clauses, words);
  const spans = [...words.filter((s) => !goals.some((g) => g.start < s.end && s.start < g.end)), ...goals].sort(
    (a, b) => a.start - b.start,
  );
  const first = clauses.find((c) => !c.label);
  const opener = first?.words[0] ?? "";
  const polite = first !== undefined && POLITE.test(first.words.join(" "));
  const howTo = HOW_TO.test(first?.words.join(" ") ?? "");
  // The verb a causative "have" opening the request makes its object do ("have folder 5 sync to my desktop").
  const caused = causedVerb(placed.filter((p) => p.clause === placed[first?.start ?? -1]?.clause));
  const question =
    !polite &&
    !howTo &&
    caused === undefined &&
    ((QUESTION_OPENERS.has(opener) && !CLEFT.test(first?.words.join(" ") ?? "")) ||
      /^(?:do|can|could) (?:i|we)\b/.test(first?.words.join(" ") ?? ""));
  const asked: Action[] = [];
  const held: Action[] = [];
  const wondered: Action[] = [];
  const negatedWords: string[] = [];
  const coordinated: Action[] = [];
  let mainEnd: number | undefined;
  let mainWords = "";
  // Actions a subject states or an infinitive names ("I'll revoke some", "planning to remove"), and nouns that ask to
  // read: asked only when no imperative or question asks something else.
  const stated: Array<{ action: Action; end: number; words: string; later: boolean }> = [];
  const waiting: Array<{ action: Action; end: number; words: string }> = [];
  const firstAt = firstClause(placed);
  for (const span of spans) {
    // Being told when something happens, whenever it does, is a subscription ("tell me whenever folder 5 changes").
    const action = span.action === "read" && toldLater(text, placed, span.end) ? "watch" : span.action;
    // A word inside a longer resource name names the resource ("shield information barrier", "older copy").
    if (named.some((m) => m.start <= span.start && span.end <= m.end && m.end - m.start > span.end - span.start))
      continue;
    if (span.action === "watch" && !ofItem(text, placed, named, span.end)) continue;
    const at = placed.find((p) => p.start <= span.start && span.start < p.end);
    const words = text.slice(span.start, span.end);
    const clause = at ? clauses[at.clause]! : undefined;
    const index = at ? placed.indexOf(at) : -1;
    // A single word the tagger reads as a noun names a thing ("the trash", "purge list:"), unless it opens a clause
    // as an imperative ("trash file 5", "bin that revision").
    if (at && !words.includes(" ") && !nounCue(words) && !at.term.tags.has("Verb")) {
      const opens = (clause !== undefined && clause.start === index && !clause.label) || at === caused;
      const prior = placed[index - 1]?.term.tags;
      const modified =
        prior !== undefined &&
        NOUN_MODIFIERS.some((t) => prior.has(t)) &&
        !prior.has("ProperNoun") &&
        !prior.has("Pronoun") &&
        // An ordinal opening the clause says when ("first show its contents").
        !(prior.has("Ordinal") && clause?.start === index - 1);
      // Before a noun that asks to read, it names what is read ("trash contents please").
      const cue = nounCue(placed[index + 1]?.term.text.toLowerCase() ?? "");
      if (cue || (!opens && !nominal(placed, index) && (modified || clause?.label))) continue;
    }
    const before = clause ? placed.slice(clause.start, index) : [];
    // "delete nothing" and "nothing has to go" negate as "don't delete" does.
    const negated =
      before.some((p) => p.term.tags.has("Negative") || NEGATIONS.has(p.term.text.toLowerCase())) ||
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
      (clause !== undefined && reducedRelative(placed, clause, index)) ||
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
    if (able && !negated && !clause?.subordinate && !clause?.label) wondered.push(action);
    if (negated) negatedWords.push(words);
    if (question || negated || hypothetical || complement || clause?.subordinate || clause?.label || clause?.question)
      held.push(action);
    // A noun that asks to read ("its details", "the contents of folder 2") asks only when no verb does.
    // A gerund opening its clause is no imperative ("deleting folder 3 later; first show its contents").
    // (The means is asked whatever states another act before it: "reset it to the default by deleting …".)
    else if (
      (!means && before.some(stating)) ||
      nounCue(words) ||
      obliged ||
      nominal(placed, index) ||
      ceasing(words) ||
      (/^\S+ing$/.test(words) && clause?.start === index)
    )
      stated.push({ action, end: span.end, words, later: later(placed, index) });
    else if (waits(placed, clauses, index, firstAt)) waiting.push({ action, end: span.end, words });
    else {
      asked.push(action);
      if (mainEnd === undefined) [mainEnd, mainWords] = [span.end, words];
      else if (clause !== undefined && joined(before)) {
        coordinated.push(action);
        // A read joined before a deletion is the step to it ("look at folder 2 and then delete file 3"): what the
        // deletion acts on is the request's object (the read's, when a pronoun stands for it: "… then delete it").
        const pronoun = /^ (?:it|them|this|that|these|those)\b/.test(text.slice(span.end));
        if (asked[0] === "read" && destroys(action) && coordinated.length === 1 && !pronoun)
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
  // An act stated for later ("I'll remove some later") is no request while another is stated for now.
  for (const s of stated) {
    if (asking || (s.later && stated.some((t) => !t.later))) held.push(s.action);
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
  // A resource noun said as the verb ("watermark every file in folder 5"), when no word asks for an action.
  const madeNoun =
    asked.length === 0 && held.length === 0 && !question && first ? nounAsVerb(placed, first) : undefined;
  if (question || clauses.some((c) => c.question)) asked.unshift("read");
  const nouns = mentions(text);
  const stepTo = !question && asked[0] === "read" && coordinated.some(destroys);
  // A predicate acts on its clause's subject, the nouns before it: a passive ("comment 4 should be removed"), or any
  // action that follows what it acts on ("webhook 5 has to go", "comment 4 needs removing").
  const passive =
    mainEnd !== undefined &&
    (mainWords.startsWith("be ") || predicate(placed, named, mainEnd - mainWords.length, mainEnd))
      ? subjectStart(placed, mainEnd - mainWords.length)
      : -1;
  // A noun's first place, or one in the main verb's clause: the object may name again a noun said before it ("keep
  // version 3, delete the other versions"), but not in a later clause ("…, but leave the task").
  const mainClause = mainEnd === undefined ? undefined : clauseOf(placed, mainEnd - 1);
  // A phrase's object may stand inside it, after its verb ("send folder 3 to the bin", "take her access off the hub"),
  // though not as its last word ("stop sharing").
  const verbEnd = mainEnd === undefined ? undefined : mainEnd - mainWords.length + mainWords.split(" ")[0]!.length;
  const after = named.filter(
    (m) =>
      (nouns.some((n) => n.start === m.start) || clauseOf(placed, m.start) === mainClause) &&
      (passive >= 0
        ? m.start >= passive && m.end <= mainEnd! - mainWords.length
        : verbEnd === undefined || (m.start >= verbEnd && (m.end < mainEnd! || m.start >= mainEnd!))),
  );
  // (Not a word of a resource's name: "the out of the box AI".)
  const fromNoun = after.find((m) => {
    const from = /\b(?:from|out of|off)\s+(?:\S+\s+){0,2}$/.exec(text.slice(0, m.start));
    return from !== null && !named.some((n) => n.start <= from.index && from.index < n.end);
  });
  // A predicate's subject heads its clause: a noun after a preposition there only says where the subject is ("the hold
  // on file 5 can go" does not delete the file).
  const governed = (m: Mention) =>
    passive >= 0 && /\b(?:of|on|in|for|from|to|at)\s+(?:\S+\s+)?$/.test(text.slice(0, m.start));
  const objectMention = after.find((m) => m !== fromNoun && !possessive(m, placed) && !governed(m));
  // "the rest", "the older ones", "the others": more of the kind named last before the verb.
  const object = objectMention?.noun ?? (verbEnd !== undefined ? anaphor(text, named, verbEnd) : undefined);
  const direct =
    objectMention !== undefined &&
    verbEnd !== undefined &&
    !undoing(mainWords) &&
    !placed.some(
      (p) =>
        p.start >= verbEnd &&
        p.end <= phraseStart(placed, objectMention.start) &&
        p.term.tags.has("Noun") &&
        !p.term.tags.has("Pronoun") &&
        !p.term.tags.has("Possessive"),
    ) &&
    !modifier(objectMention, placed, text);
  // Whom a request removes from a container: a person ("remove Bob from folder 5").
  const person = fromNoun !== undefined && verbEnd !== undefined && personBetween(placed, verbEnd, fromNoun.start);
  const count = objectMention && countOf(text, objectMention);
  const related = count === "one" ? undefined : relatedItem(text, nouns, objectMention);
  const contents = contentsOf(text, named);
  const linked = linkedBy(text, named);
  return {
    // A read that is the step to a deletion joined after it leaves the deletion the main action.
    asked: [...new Set(stepTo ? [...asked.filter(destroys), ...asked] : asked)],
    coordinated,
    held,
    negatedWords,
    wondered,
    question,
    polar: question && /^(?:is|are|was|were|does|did|has|have)$/.test(opener),
    nouns,
    ...(object ? { object } : {}),
    ...(object && direct ? { target: object } : {}),
    ...(fromNoun ? { container: fromNoun.noun } : {}),
    ...(person ? { person } : {}),
    ...(related ? { related } : {}),
    ...(contents ? { contents } : {}),
    ...(linked ? { linked } : {}),
    framing: [...(contents?.words ?? []), ...whoIs(text)],
    ...objectPart(placed, named, [verbEnd, mainEnd]),
    ...(count ? { count } : {}),
    // (The main verb's own words say no trashed item: "…, trash the file in it".)
    binned: binned(mainEnd === undefined ? text : blank(text, mainEnd - mainWords.length, mainEnd), mainWords),
    firstPerson: placed.some((p) => FIRST_PERSON.has(p.term.text.toLowerCase())),
    owned: ownedNouns(placed, nouns),
    // What the main action deletes is not what the request keeps: "delete comment 7, keep the other comments" keeps
    // other items of the kind it deletes one of ("keep the latest version, delete the rest"). An object named where
    // the verb does not act on it itself is kept when the request says so ("delete everything in folder 5 but keep the
    // folder itself").
    spared: sparedNouns(text, placed, clauses).filter((n) => n !== object || (objectMention !== undefined && !direct)),
    ...(object && undoing(mainWords) ? { undone: object, unmade: mainWords.replace(/^(?:un|de)/, "") } : {}),
    plainWords: plainWords(placed),
    ...verbsOf(placed, mainWords),
    ...(madeNoun ? { madeNoun } : {}),
    ...(verbEnd !== undefined ? objectHead(placed, named, verbEnd) : {}),
    words: new Set(text.split(/[^a-z0-9-]+/).flatMap((w) => [w, singular(w)])),
  };
}

/** Whether the words before a verb in its clause only join it to the clause before ("…, and then rename it"). */
function joined(before: readonly Placed[]): boolean {
  return (
    before.length > 0 &&
    before.every((p) => /^(?:and|then|also|after that|afterwards)$/.test(p.term.text.toLowerCase()))
  );
}

/** The text with the span from `start` to `end` blanked out. */
const blank = (text: string, start: number, end: number) =>
  `${text.slice(0, start)}${" ".repeat(end - start)}${text.slice(end)}`;
