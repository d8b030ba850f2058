// An act asked to recur ("post a reminder in #vets every Monday at 8", "send it each week") is a schedule of it: a kit
// that schedules nothing cannot do it (unfit.ts), though a tool does the act once.
import type { Action } from "./actions.js";
import type { RequestShape } from "./shape.js";
import { auxiliary, type Placed } from "./tagger.js";
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

/** A schedule no tool makes (`can`: what the kit's tools do), asked as an act to recur, when the request asks an act
 * other than a read. */
export function unscheduled(shape: RequestShape, can: readonly Action[]): Action | undefined {
  const act = shape.asked[0];
  return act !== undefined && act !== "read" && !can.includes("schedule") && shape.recurring === true
    ? "schedule"
    : undefined;
}
