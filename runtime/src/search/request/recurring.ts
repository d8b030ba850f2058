// An act asked to recur ("post a reminder in #vets every Monday at 8", "send it each week") or set at a time to come
// ("remind #general at 9am monday about the drill") is a schedule of it: a kit that schedules nothing cannot do it
// (unfit.ts), though a tool does the act once, now.
import { actionGroup, type Action } from "../words/actions.js";
import type { RequestShape } from "./shape.js";
import { auxiliary, type Placed } from "../words/tagger.js";
import { clauseOf } from "./phrase.js";

/** Whether the main act is said to recur: "every" or "each" before a date or a span of time, maybe counted ("every
 * Monday", "each week", "every 2 hours"; not "every file", nor "each day's messages"), among the words the main verb
 * governs — its clause, up to the next verb ("post that we meet every Monday" posts once; so does "invite the people
 * who posted every day"). */
export function recurs(placed: readonly Placed[], mainEnd: number | undefined): boolean {
  if (mainEnd === undefined) return false;
  const clause = clauseOf(placed, mainEnd - 1);
  for (let i = placed.findIndex((p) => p.start >= mainEnd); i >= 0 && i < placed.length; i++) {
    const { term } = placed[i]!;
    if (placed[i]!.clause !== clause || (term.tags.has("Verb") && !auxiliary(placed[i]))) return false;
    if (!/^(?:every|each)$/i.test(term.text)) continue;
    const next = placed[i + 1]?.term.tags.has("Value") ? placed[i + 2] : placed[i + 1];
    if (next?.term.tags.has("Date") === true && !next.term.tags.has("Possessive")) return true;
  }
  return false;
}

// The prepositions that set an act at a time ("at 9am", "on Friday"); "by" and "until" only bound it, and "for" says
// what the content is of ("post in #ops for monday: standup moved", "send #sales for Q3").
const AT = /^(?:at|on)$/;
// The tagger's marks of whom an act addresses: a channel, a person, a pronoun ("everyone", "me").
const ADDRESSEE = ["HashTag", "Person", "Pronoun"];
// The times that are now or past, none to come.
const NOW = /^(?:now|today|tonight|this|yesterday|last)$/;

/** Whether the main act is set at a time to come: a date or a time of day right after "at" or "on" among the
 * words the main verb governs, its clause up to any verb ("tell #ops the drill is at 2pm" tells now what is said). */
export function setAtTime(placed: readonly Placed[], mainEnd: number | undefined): boolean {
  if (mainEnd === undefined) return false;
  const clause = clauseOf(placed, mainEnd - 1);
  const first = placed.findIndex((p) => p.start >= mainEnd);
  for (let i = first; i >= 0 && i < placed.length - 1; i++) {
    const { term } = placed[i]!;
    // (The tagger reads a channel or a name right after the verb as a verb now and then: "remind #volunteers", "send bob".)
    const verb = term.tags.has("Verb") && !term.tags.has("HashTag") && i !== first;
    if (placed[i]!.clause !== clause || verb) return false;
    const next = placed[i + 1]!;
    if (!AT.test(term.text.toLowerCase()) || next.clause !== clause || NOW.test(next.term.text.toLowerCase())) continue;
    // (After a thing's noun the time may be the thing's: "the minutes of the meeting on Tuesday"; after the verb or
    // whom it addresses, a channel, a person, it is the act's: "remind #volunteers on Friday".)
    const addressed = i === first || ADDRESSEE.some((t) => placed[i - 1]!.term.tags.has(t));
    if (addressed && next.term.tags.has("Date") && !next.term.tags.has("Possessive") && !/'s$/.test(next.term.text))
      return true;
  }
  return false;
}

/** A schedule no tool makes (`can`: what the kit's tools do), asked as an act to recur when the request asks an act
 * other than a read, or as one of another kind than reading or destroying set later (a deletion's date may pick what
 * goes: "delete the task due on Friday"). */
export function unscheduled(shape: RequestShape, can: readonly Action[]): Action | undefined {
  const act = shape.asked[0];
  if (act === undefined || act === "read" || can.includes("schedule")) return undefined;
  const set = shape.recurring === true || (shape.atTime === true && actionGroup(act) === "action");
  return set ? "schedule" : undefined;
}
