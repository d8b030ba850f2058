// The request's sentences: where each starts and whether it opens as a question, and which one a place is in.
import { QUESTION_OPENERS } from "./clause-words.js";
import type { RequestShape } from "./shape.js";
import { wordSaid, type Placed } from "../words/tagger.js";

/** Each sentence's start, and whether its first word opens a question. */
export function sentencesOf(placed: readonly Placed[]): RequestShape["sentences"] {
  const firsts = placed.filter((p, i) => i === 0 || placed[i - 1]!.sentence !== p.sentence);
  return firsts.map((p) => ({ start: p.start, question: QUESTION_OPENERS.has(wordSaid(p)) }));
}

/** The sentence a place in the request is in. */
export const sentenceAt = (sentences: RequestShape["sentences"], at: number) =>
  sentences.findLast((s) => s.start <= at);
