// "did you mean", by the runtime's edit distance: the generator suggests as a tool call's errors do.
import { closestNames } from "@toolgen/runtime/suggest.js";

/** The candidate nearest `word` within a few edits, if any. */
export const closest = (word: string, candidates: Iterable<string>): string | undefined =>
  closestNames(word, candidates, 1)[0];

/** `; did you mean "x"?`, or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const near = closest(word, candidates);
  return near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`;
}
