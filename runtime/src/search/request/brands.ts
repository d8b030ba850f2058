// A resource said with another maker's product's name ("the Zapier integration", "disconnect the old DocuSign
// integration"), where the kit's tools reach only a few kinds of it, each told by a qualifier of its binding
// (integration mappings: Slack's and Teams'): the product is none of those kinds, so no tool reaches it (unfit.ts).
import type { RequestShape } from "./shape.js";
import { shouted } from "./query.js";
import { knownWord, type Placed } from "../words/tagger.js";
import { opensPhrase } from "./sought.js";
import { qualifiersOf, type Mention } from "../words/vocabulary.js";

/** The names said right before the object's noun, back to its determiner, as `query` writes them: words with a
 * capital the lexicon does not know ("DocuSign", "PressReader Sync"; not "old"), in a request not all in capitals,
 * taken for another maker's product's where the object is said by another word than the kit's own noun for it. */
export function brandsOf(
  query: string,
  text: string,
  placed: readonly Placed[],
  object: Mention | undefined,
): string[] {
  // (Not before the kit's own noun for the thing: "the SalesOps integration mapping" is one of its own, a channel's.)
  if (object === undefined || shouted(query) || text.startsWith(object.noun, object.start)) return [];
  const before = text.slice(0, object.start).split(/\s+/).filter(Boolean);
  // (Back to the word that opens the phrase, as the tagger reads it: "the", "our".)
  const opener = new Set(
    placed.filter((p) => p.end <= object.start && opensPhrase(p)).map((p) => p.term.text.toLowerCase()),
  );
  const modifiers: string[] = [];
  for (const word of before.reverse()) {
    if (opener.has(word) || !/^[a-z][\w-]*$/.test(word)) break;
    modifiers.push(word);
  }
  return modifiers.filter((word) => {
    const written = new RegExp(String.raw`\b(${word})\b`, "i").exec(query)?.[1];
    return written !== undefined && /^[A-Z]/.test(written) && !knownWord(word);
  });
}

/** "read" (or the action asked) when the object, said with a product's name, is a resource the tools reach in kinds
 * (scope.ts' kinds) and the request says none of them. (A word of the tools' own names is the kit's, no other maker's:
 * "Msgr".) */
export function otherKind(
  shape: RequestShape,
  kinds: readonly string[],
  toolWords: readonly string[],
): string | undefined {
  const { object, text } = shape;
  const brands = shape.brands.filter((b) => !toolWords.includes(b));
  if (object === undefined || brands.length === 0) return undefined;
  const its = qualifiersOf(kinds, object);
  if (its.length === 0 || its.some((k) => new RegExp(String.raw`\b${k}`).test(text))) return undefined;
  return shape.asked[0] ?? "read";
}
