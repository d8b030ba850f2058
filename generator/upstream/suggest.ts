// "did you mean": the closest candidate by edit distance, when it is close enough to be the likely intent.
import { distance } from "fastest-levenshtein";

/** The candidate nearest `word`, if within about a third of its length (at least 2 edits); undefined otherwise. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** ` — did you mean "x"?`, or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const near = closest(word, candidates);
  return near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`;
}
