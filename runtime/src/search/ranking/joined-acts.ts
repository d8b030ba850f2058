// A destruction asked together with another act, no tool's, on the destroyed thing's own things ("delete the account
// for samir.h@ and move his files to me"): done alone, it loses what the other act was to carry off, so nothing fits
// (unfit.ts).
import { destroys, type Action } from "../words/actions.js";
import { placeTerms } from "../request/clauses.js";
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";

/**
 * The act joined to a served destruction that no tool serves, when it acts on things said to be another's by a
 * possessive pronoun ("his files", "their tasks"); undefined for acts on other things ("move the screenshots into a
 * folder and delete the empty folders"), and in a kit with an act the language data cannot name, which may serve it.
 */
export function unservedBesideDestruction(shape: RequestShape, scope: SearchScope): Action | undefined {
  if (scope.open || shape.coordinated.length === 0) return undefined;
  if (!shape.asked.some((a) => destroys(a) && scope.can.includes(a))) return undefined;
  // (Either way round: "move his files to me, then delete the account".)
  const unserved = shape.asked.find((a) => a !== "read" && !scope.can.includes(a));
  if (unserved === undefined) return undefined;
  const placed = placeTerms(shape.text);
  const owned = shape.nouns.some((m) => {
    const at = placed.findIndex((p) => p.start === m.start);
    const before = placed[at - 1]?.term.tags;
    return m.noun !== shape.object && before?.has("Possessive") === true && before.has("Pronoun");
  });
  return owned ? unserved : undefined;
}
