// A place the kit holds nothing of, such as a conversation to a kit of files: what a request does away with in it, or a
// person's place in it, no tool of that kit touches (unfit.ts).
import type { RequestShape } from "../request/shape.js";
import { PERSON } from "../request/persons.js";
import { namesField } from "../tools/fields.js";
import { destroys } from "../words/actions.js";
import type { SearchScope } from "./scope.js";

/** Whether the kit holds a noun: one of its resources, or a field of their records. */
export const holds = (scope: SearchScope, noun: string): boolean =>
  scope.resources.includes(noun) || namesField(noun.split(" "), scope.fields);

/** The place a request names by its mark ("#finance") that the kit holds nothing of, where it asks to do away with a
 * thing in it the kit holds nothing of either, or with someone's place in it: "delete the message thread in
 * #crew-bravo", "take Ben off #finance" to the kit of files. Not where the mark names a thing of the kit's said right
 * after it ("the #finance group", "the #ops integration mapping"), nor where the place itself is done away with or
 * asked of (mapping it to a folder is the kit's own: "unmap #finance", "what's mapped to #ops"). */
export function unheldPlace(shape: RequestShape, scope: SearchScope): string | undefined {
  const { mentioned, text, object, container, asked, coordinated } = shape;
  // (Only where that is all it asks: not beside another act, "… and delete his account", nor beside a thing the kit
  // holds, "delete the message thread in #ops and webhook 5".)
  if (asked.length === 0 || !asked.every(destroys) || coordinated.length > 0) return undefined;
  const own = (at: number) =>
    mentioned.some((n) => n.start > at && holds(scope, n.noun) && /^\s+$/.test(text.slice(at, n.start)));
  const place = mentioned.find((m) => text[m.start] === "#" && !holds(scope, m.noun) && !own(m.end))?.noun;
  if (place === undefined) return undefined;
  // (The object's phrase may end in another noun, its head: "the message thread".)
  const besides = mentioned.filter((m) => ![place, object, shape.head, PERSON].includes(m.noun));
  if (besides.some((m) => scope.resources.includes(m.noun))) return undefined;
  const takenOff = (object === undefined || object === PERSON) && container === place;
  // (A thing in the place is no field of the kit's records, whatever its name: a task's "message" is no post.)
  const inIt = object !== undefined && object !== place && object !== PERSON && !scope.resources.includes(object);
  return takenOff || inIt ? place : undefined;
}
