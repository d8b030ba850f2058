// How one action word stands in its request: as the name of a thing ("the trash", "find empty folders"), or as an act
// that is negated, supposed, subordinate, spoken of, stated or asked. acts.ts sorts the request's acts by it.
import { destroys, nounCue, type Action, type ActionSpan } from "../words/actions.js";
import { openingWord, type Clause } from "./clauses.js";
import type { Opening } from "./questions.js";
import { ABILITY, negates, POLITE, STOP } from "./clause-words.js";
import { ceasing, SAYING_ENDS } from "../words/forms.js";
import { SEEKING } from "../words/verb-classes.js";
import {
  answeredNo,
  asksAbility,
  finite,
  modalsOf,
  NOTHING,
  participial,
  reducedRelative,
  reportedWish,
  stating,
} from "./mood.js";
import { nominal } from "./phrase.js";
import { covers, innerQuotes } from "./query.js";
import { CALLING } from "./name-spans.js";
import { grants } from "./granted.js";
import { gerund, wordSaid, type Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";

// Tags of a word that make the next one a noun when the tagger reads it as one ("the trash", "hub share").
// A hyphenated compound ("second-to-last") modifies the word after it; a phrasal verb's particle takes it as its object
// ("turn off download on the link").
const NOUN_MODIFIERS = "Determiner Possessive Adjective Preposition Noun Value Hyphenated Particle".split(" ");
const OBLIGATIONS = new Set(["should", "must"]);
// A thing said to go, ending what is said of it ("can go", "has to go", "want it gone"; not "can go to the client").
const GOING = /(?:^|\s)(?:go|gone)$/;
const SAID_END = new RegExp(`^${SAYING_ENDS}`);

/** An action word where it is said: its term (if the tagger placed one there), that term's index and clause. */
export interface ActWord {
  at: Placed | undefined;
  index: number;
  clause: Clause | undefined;
  words: string;
}

/** What an act's word says of the act. */
export interface Standing {
  negated: boolean;
  /** Whether one can do it is asked ("can I remove bob from #ops?"). */
  wondered: boolean;
  /** Not asked: questioned, negated, supposed, spoken of as a thing, or in a subordinate clause. */
  held: boolean;
  /** Said by a subject or as a noun ("I'll revoke some", "its details"): asked only when nothing else is. */
  stated: boolean;
  /** A read asked politely ("can you list its files?"), held only as what one can do: asked after a deletion stated
   * where no act is asked outright (acts.ts). */
  politeRead: boolean;
}

/** Whether a single word the tagger reads as a noun names a thing ("the trash", "purge list:"), unless it opens a
 * clause as an imperative ("trash file 5", "bin that revision"). */
export function namesThing(
  placed: readonly Placed[],
  named: readonly Mention[],
  { at, index, clause, words }: ActWord,
  caused: Placed | undefined,
): boolean {
  if (!at || nounCue(words) || at.term.tags.has("Verb")) return false;
  // (A phrase a noun after a determiner opens names a thing too, but for an act's noun before "of": "the link on the
  // Tender folder was sent to …", not "the creation of a webhook".)
  // (Past an adjective between: "the shared link on file 5 is open to anyone".)
  const opener = placed[index - 1]?.term.tags.has("Adjective") === true ? index - 2 : index - 1;
  const determined = placed[opener]?.term.tags.has("Determiner") === true;
  const actOf = [1, 2].some((k) => placed[index + k]?.term.text.toLowerCase() === "of");
  if (words.includes(" ")) return determined && at.term.tags.has("Noun") && !actOf;
  // (After a greeting, "please" or a polite opener: "please trash web link 4".)
  const opens = (clause !== undefined && openingWord(placed, clause) === at && !clause.label) || at === caused;
  const prior = placed[index - 1]?.term.tags;
  const modified =
    prior !== undefined &&
    NOUN_MODIFIERS.some((t) => prior.has(t)) &&
    // (A name's possessive makes a noun of what follows it: "Kate's review task"; so does a name a determiner opens,
    // "the Smith hold on …".)
    (!prior.has("ProperNoun") || prior.has("Possessive") || placed[index - 2]?.term.tags.has("Determiner") === true) &&
    !prior.has("Pronoun") &&
    // An ordinal opening the clause says when ("first show its contents").
    !(prior.has("Ordinal") && clause?.start === index - 1);
  // (So does a participle after a determiner, heading what "of" says it is of, as nominal's "a copy of": "the signed
  // copy of the letter".)
  const done =
    prior?.has("PastTense") === true &&
    placed[index - 2]?.term.tags.has("Determiner") === true &&
    placed[index + 1]?.term.text.toLowerCase() === "of";
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
  // So does one joined by "and" to nouns, a list of things before "of" ("email and phone number of W012A3CDE").
  const pair = /^(?:and|or|&)$/.test(next?.term.text ?? "") && nounsBeforeOf(placed, index + 2);
  return (
    cue || listed || pair || (!opens && !nominal(placed, index) && (modified || done || describes || !!clause?.label))
  );
}

/** Whether one noun or more stand from `k`, then "of" (no verb nor pronoun among them). */
function nounsBeforeOf(placed: readonly Placed[], k: number): boolean {
  const noun = (p: Placed | undefined) =>
    p?.term.tags.has("Noun") === true && !["Verb", "Pronoun"].some((t) => p.term.tags.has(t));
  let end = k;
  while (noun(placed[end])) end += 1;
  return end > k && placed[end] !== undefined && wordSaid(placed[end]!) === "of";
}

/** How the act an action word names stands: negated, wondered, held back or stated (else it is asked). */
export function standing(
  text: string,
  placed: readonly Placed[],
  clauses: readonly Clause[],
  named: readonly Mention[],
  span: ActionSpan,
  action: Action,
  { at, index, clause, words }: ActWord,
  { first, question, polite, howTo }: Opening,
): Standing {
  // (A search for a way to do an act is of that act, whatever is said of the search: "I can't find a way to delete the
  // webhook" asks to delete it.)
  const way = wayTo(placed, index);
  const before = clause ? placed.slice(way ?? clause.start, index) : [];
  // (Words in quotation marks that name or report something negate nothing: 'the "Do Not Use" group should be
  // deleted', 'delete "Nothing Here" folder', 'the comment that says "don't delete"'. Elsewhere, among the request's
  // own verbs, they stress: 'please "do not" delete folder 5', 'delete "none" of them'.)
  const quoted = innerQuotes(text).filter((q) => namesOrReports(placed, q));
  const said = (p: Placed | undefined) => p !== undefined && !quoted.some((q) => covers(q, p));
  const plain = before.filter(said);
  // "delete nothing" and "nothing has to go" negate as "don't delete" does; "nobody" after a read's verb, before a
  // finite verb of its own clause, is that clause's subject, no negation: "check nobody uses it".
  const [next, after] = [placed[index + 1], placed[index + 2]];
  const asksOf =
    action === "read" &&
    next?.term.text.toLowerCase() === "nobody" &&
    after?.clause === next.clause &&
    finite(after.term);
  const negated =
    plain.some(negates) ||
    plain.some((p) => NOTHING.has(p.term.text.toLowerCase())) ||
    (said(next) && NOTHING.has(next!.term.text.toLowerCase()) && !asksOf) ||
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
  // A state said to end, or a thing said to go, after "so" is what follows from a statement before it ("Jamie's
  // contract ended, so he doesn't need access to folder 5 any more", "it's been superseded, so the old one can go"):
  // stated, as it would be alone, not a purpose ("zip folder 5 so it can go to the client").
  // (Clauses may have holes, or be empty, where a break closed one.)
  const prior =
    at === undefined
      ? undefined
      : clauses
          .slice(0, at.clause)
          .filter((c) => c?.words.length)
          .at(-1);
  const afterStatement = prior !== undefined && openingWord(placed, prior)?.term.tags.has("Imperative") === false;
  // "can" before a passive destruction in a statement that names its thing grants it (granted.ts).
  // (After a stop only: "I copied the files so the originals can be deleted" says what for.)
  const stopped = clause !== undefined && STOP.test(placed[clause.start - 1]?.term.post ?? "");
  const drawnFrom = clause?.words[0] === "so" && stopped && afterStatement && statesIn(placed, clauses, prior);
  const granted = destroys(action) && modals.length > 0 && grants(placed, before, index, drawnFrom);
  // "how can I share it?" asks how to do it: its modal supposes nothing.
  // (A polite request may follow a statement: "I deleted comment 4 by mistake, can you undo that?")
  const asks = polite || (action !== "read" && POLITE.test(clause?.words.join(" ") ?? ""));
  const hypothetical = modals.length > 0 && !obliged && !granted && !asks && !howTo;
  // Whether one can do it may be asked after a statement ("I deleted folder 8 by mistake, can I get it back?").
  // (So in a clause that asks without its "?": "…, can I get it back, thanks!")
  const able =
    (question && ABILITY.test(first?.words.join(" ") ?? "")) ||
    asksAbility(placed, at?.clause) ||
    (clause?.question === true && ABILITY.test(clause.words.join(" ")));
  const going = destroys(action) && GOING.test(words) && SAID_END.test(text.slice(span.end));
  const drawn = clause?.words[0] === "so" && afterStatement && (ceasing(words) || going || granted);
  const otherwise =
    question || negated || complement || (!!clause?.subordinate && !drawn) || !!clause?.label || !!clause?.question;
  const held = hypothetical || otherwise;
  // A noun that asks to read ("its details", "the contents of folder 2") asks only when no verb does.
  // A gerund opening its clause is no imperative ("deleting folder 3 later; first show its contents").
  // (The means is asked whatever states another act before it: "reset it to the default by deleting …".)
  // A wish reported of someone else is stated too ("my manager wants webhook 9 deleted").
  const stated =
    (!means && before.some(stating)) ||
    reportedWish(placed, named, index) ||
    nounCue(words) ||
    obliged ||
    nominal(placed, index) ||
    ceasing(words) ||
    (gerund(words) && clause?.start === index);
  return {
    negated,
    wondered: able && !negated && !clause?.subordinate && !clause?.label,
    held,
    stated,
    politeRead: action === "read" && hypothetical && !otherwise && POLITE.test(clause?.words.join(" ") ?? ""),
  };
}

// Words after which a quotation is a name or words reported: "the folder called "Not"", "the comment that says "…"".
const NAMED_OR_SAID = new RegExp(`^(?:${CALLING}|labell?ed|tagged|says|said|saying|reads|reading)$`);

/** Whether a quotation stands where a noun phrase does, so names or reports what it holds: after a determiner, a noun
 * or a word of naming or saying, with no mark between, or before a noun ('the "Do Not Use" group', 'the group "Nobody"',
 * '"Nothing Here" folder'); not among verbs ('do "not" delete', 'delete "none" of them'). */
function namesOrReports(placed: readonly Placed[], q: { start: number; end: number }): boolean {
  const prior = placed.findLast((p) => p.end <= q.start);
  const next = placed.find((p) => p.start >= q.end);
  const noun = (p: Placed | undefined) =>
    p !== undefined && p.term.tags.has("Noun") && !p.term.tags.has("Pronoun") && !p.term.tags.has("Verb");
  const opens =
    prior !== undefined &&
    !/[,;:.!?]/.test(prior.term.post) &&
    (["Determiner", "Possessive"].some((t) => prior.term.tags.has(t)) ||
      noun(prior) ||
      NAMED_OR_SAID.test(prior.term.text.toLowerCase()));
  return opens || noun(next);
}

/** Where the words start after a verb of finding's "a way to" right before the act word at `index` ("find a way to
 * delete"), or undefined. */
function wayTo(placed: readonly Placed[], index: number): number | undefined {
  const [seek, det, way, to] = placed.slice(index - 4, index).map((p) => p.term.text.toLowerCase());
  return SEEKING.has(seek ?? "") && /^(?:a|the|any)$/.test(det ?? "") && way === "way" && to === "to"
    ? index
    : undefined;
}

/** Whether a clause states something: a verb of its own stands in it ("the client signed"; not "zip folder 5", whose
 * verb the tagger may read as a noun). */
function statesIn(placed: readonly Placed[], clauses: readonly Clause[], clause: Clause | undefined): boolean {
  const at = clause === undefined ? -1 : clauses.indexOf(clause);
  return placed.some((p) => p.clause === at && p.term.tags.has("Verb") && !p.term.tags.has("Imperative"));
}
