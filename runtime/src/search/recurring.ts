// An act asked to recur ("post a reminder in #vets every Monday at 8", "send it each week") is a schedule of it: a kit
// that schedules nothing cannot do it (unfit.ts), though a tool does the act once.
import type { Action } from "./actions.js";
import type { RequestShape } from "./shape.js";
import type { SearchScope } from "./scope.js";
import { nlp } from "./tagger.js";

/** Whether a request says its act recurs: "every" or "each" before a date or a span of time, maybe counted ("every
 * Monday", "each week", "every 2 hours"; not "every file"), as the tagger reads them. */
export function recurs(text: string): boolean {
  return nlp()(text).docs.some((terms) =>
    terms.some((t, i) => {
      if (!/^(?:every|each)$/i.test(t.text)) return false;
      const next = terms[i + 1]?.tags.has("Value") ? terms[i + 2] : terms[i + 1];
      return next?.tags.has("Date") === true;
    }),
  );
}

/** A schedule no tool makes, asked as an act to recur, when the request asks an act other than a read. */
export function unscheduled(shape: RequestShape, scope: SearchScope): Action | undefined {
  const act = shape.asked[0];
  const can = scope.can.includes("schedule");
  return act !== undefined && act !== "read" && !can && recurs(shape.text) ? "schedule" : undefined;
}
