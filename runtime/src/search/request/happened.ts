// What happened over a span of time: a request that says a span ("in the last 24 hrs", "this month") and names acts
// by nouns ("login failures", "file deletions", "logins"), or things of a kind told of as made over it ("the
// collaborators added this week"), reads the kit's record of acts, whose entries name those acts (acts-record.ts'
// actsRecord), though it names none of its own resource.
import type { ToolFacts } from "../tools/facts.js";
import { recordsMade, recordsUnheld } from "./records.js";
import type { Fields } from "../tools/fields.js";
import type { RequestShape } from "./shape.js";
import { synonymTerms } from "../words/synonyms.js";
import { namesSubject, subjectless, wordSaid, type Placed } from "../words/tagger.js";
import { singular, type Mention } from "../words/vocabulary.js";

/** The words the tagger reads as nouns outside the things the request names (`nouns`: its resources and people),
 * lower case and singular, a word the tagger split at its hyphen whole ("sign-ins": sign-in), each with the terms of
 * its everyday word (synonyms.ts: sign-ins are logins) (read where the request says a span of time, saysSpan). */
export function spannedNouns(placed: readonly Placed[], nouns: readonly Mention[]): string[] {
  return placed.flatMap(({ term, start, end }, i) => {
    const noun =
      (term.tags.has("Noun") && !term.tags.has("Pronoun") && !term.tags.has("Date")) || subjectless(placed, i);
    // (Nor one that qualifies a thing named right after it, "the box sign requests" are sign requests; but not one
    // whose next word opens a clause that tells of it, "the logins Bob had".)
    const next = placed[i + 1];
    const qualifies =
      next !== undefined &&
      !/[,;:.!?]/.test(term.post) &&
      !namesSubject(placed, i + 1) &&
      nouns.some((n) => n.start === next.start);
    const half = placed[i - 1]?.term.post === "-";
    if (!noun || half || qualifies || nouns.some((n) => n.start < end && start < n.end)) return [];
    const joined = term.post === "-" && next !== undefined ? `${term.text}-${next.term.text}` : term.text;
    const word = singular(joined.toLowerCase());
    return [word, ...synonymTerms(word).split(" ").filter(Boolean)];
  });
}

/** Whether the word at `i` qualifies the noun after it, as a time word said as a name does ("the HR records", "the
 * Q2 folder"): a time heads its phrase ("this week", "the last 24 hrs", "yesterday"). */
export const qualifiesNoun = (placed: readonly Placed[], i: number): boolean =>
  !/[,;:.!?—–]/.test(placed[i]!.term.post) &&
  ["Noun", "Adjective"].some((g) => placed[i + 1]?.term.tags.has(g)) &&
  // (A pronoun is qualified by nothing: "this week he said".)
  !placed[i + 1]!.term.tags.has("Pronoun") &&
  // (A part of the day after a day is a time of it, no noun: "yesterday afternoon", "monday morning".)
  !(placed[i]!.term.tags.has("Date") && PART_OF_DAY.test(wordSaid(placed[i + 1]!)));

/** Whether the request says a span of time ("this week", "in the last 48 hours"). */
export function saysSpan(placed: readonly Placed[]): boolean {
  // (A date after "since" is a span up to now: "since monday", "since Jan 1"; a year after "in" or "during" is one
  // too, "in 2024".)
  const after = (i: number, words: RegExp) => words.test(placed[i - 1]?.term.text.toLowerCase() ?? "");
  const dated = (p: Placed, i: number) =>
    (p.term.tags.has("Date") && after(i, /^since$/)) || (p.term.tags.has("Year") && after(i, /^(?:in|during)$/));
  // (So is a part of a day said as the last or this one: "last night", "this morning".)
  const partOfDay = (p: Placed, i: number) =>
    PART_OF_DAY.test(p.term.text.toLowerCase()) && after(i, /^(?:last|this)$/);
  return placed.some(
    (p, i) => (p.term.tags.has("Duration") || dated(p, i) || partOfDay(p, i)) && !qualifiesNoun(placed, i),
  );
}

/** What a span of time the request says tells the time of (saysSpan): the verb nearest before it ("shared externally in
 * the past 90 days": shared; "files shared externally that expire this week": expire), or a measure of how long, a
 * comparative between that verb and it ("shared for longer than 90 days"). Nothing where no verb comes before it. */
export function spanOf(placed: readonly Placed[]): Pick<RequestShape, "spanVerb" | "spanMeasure"> {
  const at = placed.findIndex((p, i) => p.term.tags.has("Duration") && !qualifiesNoun(placed, i));
  for (let j = at - 1; j >= 0; j--) {
    const { tags } = placed[j]!.term;
    if (tags.has("Comparative")) return { spanMeasure: true };
    if (tags.has("Verb") && !["Copula", "Auxiliary"].some((t) => tags.has(t)))
      return { spanVerb: wordSaid(placed[j]!) };
  }
  return {};
}

// The parts of a day, which the tagger reads as plain nouns ("night").
const PART_OF_DAY = /^(?:night|morning|afternoon|evening)$/;

/** Whether a tool lists the record of acts of the kinds a read over a span of time names ("show me all login failures
 * in the last 24 hrs"): a noun of the record's acts that no tool's name says names an act ("login", "deletion"), not
 * a thing the kit acts on ("trash", "enterprise"). */
export function readsHappened(
  facts: ToolFacts | undefined,
  shape: RequestShape,
  { toolWords = [] }: { toolWords?: readonly string[] },
  fields: Fields = {},
): boolean {
  const acts = facts?.acts;
  if (acts === undefined || (shape.asked[0] ?? "read") !== "read") return false;
  // (Or things of a kind it tells of as made over the span, "the collaborators added this week": their making; not
  // those of one item, which its listing holds, "the comments added this week on file 5".)
  const ofItem = shape.nouns.some((n) => n.noun !== shape.object);
  return (
    // (What happened to an item said to have vanished: "where did the Vendor folder go".)
    shape.vanished !== undefined ||
    shape.spanned.some((w) => acts.includes(w) && !toolWords.includes(w)) ||
    // (Or changed over it in a way their own record keeps no doer nor time of, "the files shared this month".)
    (shape.span && !ofItem && (recordsMade(facts, shape) || recordsUnheld(facts, shape, fields)))
  );
}
