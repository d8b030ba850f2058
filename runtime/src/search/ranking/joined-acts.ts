// Acts asked together where one no tool serves leaves the others nothing to do (unfit.ts): a destruction beside an act
// on the destroyed thing's own things ("delete the account for samir.h@ and move his files to me"), and acts on what an
// unserved act first makes or does ("upload the logs to folder 5 and tell me the link").
import { destroys, type Action } from "../words/actions.js";
import { placeTerms } from "../request/clauses.js";
import { PERSON } from "../request/persons.js";
import type { RequestShape } from "../request/shape.js";
import type { Mention } from "../words/vocabulary.js";
import type { SearchScope } from "./scope.js";

/**
 * The act joined to a served destruction that no tool serves, when it acts on things said to be another's by a
 * possessive pronoun ("his files", "their tasks"); or, asked first, on the object said to be a person's, by a pronoun
 * or a name, whose account the destruction after it takes ("move Jamal's files to me, then delete his account").
 * Undefined for acts on other things ("move the screenshots into a folder and delete the empty folders"), and in a
 * kit with an act the language data cannot name, which may serve it.
 */
export function unservedBesideDestruction(shape: RequestShape, scope: SearchScope): Action | undefined {
  // (Joined by a word; or by a comma alone in one sentence, of a person's own things moved before their account goes:
  // "move Jamal's files to me, delete his account".)
  const comma = shape.coordinated.length === 0 && shape.asked.length > 1 && shape.sentences.length === 1;
  if (scope.open || (shape.coordinated.length === 0 && !comma)) return undefined;
  if (!shape.asked.some((a) => destroys(a) && scope.can.includes(a))) return undefined;
  // (Either way round: "move his files to me, then delete the account".)
  const unserved = shape.asked.find((a) => a !== "read" && !scope.can.includes(a));
  if (unserved === undefined) return undefined;
  const placed = placeTerms(shape.text);
  const at = (m: Mention) => placed.findIndex((p) => p.start === m.start);
  const tags = (m: Mention) => placed[at(m)]?.term.tags;
  const owner = (m: Mention, named: boolean) => {
    const before = placed[at(m) - 1]?.term.tags;
    return before?.has("Possessive") === true && (before.has("Pronoun") || (named && before.has("Person")));
  };
  const others = shape.nouns.some((m) => m.noun !== shape.object && owner(m, false));
  const account =
    shape.asked[0] === unserved &&
    shape.mentioned.some((m) => m.noun === PERSON && tags(m)?.has("Possessive") !== true) &&
    shape.nouns.some((m) => m.noun === shape.object && owner(m, true));
  return (others && !comma) || account ? unserved : undefined;
}

// The words that give a new item its name ("a channel called #x").
const NAMING = ["called", "named", "titled"];

/**
 * A new item made first and then acted on ("create a channel called #proj-x and invite omar, lisa and tim", "upload
 * the logs to folder 5 and tell me the link"): the acts joined after it need the item, which no tool makes, so
 * nothing fits. An upload makes one; so does a creation said by its own verb or with a name of its own, where other
 * words may open one there is ("start a DM with bob and send him the notes").
 */
export function unmadeFirst(shape: RequestShape, scope: SearchScope): Action | undefined {
  const first = unservedFirst(shape, scope);
  const created = first === "create" && (shape.verb === first || NAMING.some((w) => shape.words.has(w)));
  return first === "upload" || created ? first : undefined;
}

/**
 * An act no tool serves, asked first with a read of what it did ("move everything into folder 7 and tell me what got
 * moved"): the read waits on the act, so nothing fits.
 */
export function reportedAfter(shape: RequestShape, scope: SearchScope): Action | undefined {
  const first = unservedFirst(shape, scope);
  return first !== undefined && shape.reported.includes(first) ? first : undefined;
}

/** The act asked first, when no tool serves it and the acts joined after it follow on. */
function unservedFirst(shape: RequestShape, scope: SearchScope): Action | undefined {
  const [first, ...rest] = shape.asked;
  if (first === undefined || scope.can.includes(first) || rest.length === 0) return undefined;
  return rest.every((a) => shape.coordinated.includes(a)) ? first : undefined;
}
