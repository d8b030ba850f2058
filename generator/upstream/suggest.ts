// "did you mean", by the runtime's edit distance: the generator suggests as a tool call's errors do.
import { closestNames } from "@toolgen/runtime/suggest.js";

/** The candidate nearest `word` within a few edits, if any. */
export const closest = (word: string, candidates: Iterable<string>): string | undefined =>
  closestNames(word, candidates, 1)[0];

/** What a name that is gone was likely renamed to: the nearest candidate not `taken` by another binding, else any. */
export const likelyRename = (word: string, candidates: string[], taken: Set<string | undefined>): string | undefined =>
  closest(
    word,
    candidates.filter((c) => !taken.has(c)),
  ) ?? closest(word, candidates);

/** `; did you mean "x"?`, or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const near = closest(word, candidates);
  return near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`;
}
