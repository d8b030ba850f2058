// A place the kit holds nothing of, such as a conversation to a kit of files: whatever a request asks of the things in
// it, or of who is in it, no tool of that kit answers (unfit.ts).
import type { RequestShape } from "../request/shape.js";
import { PERSON } from "../request/persons.js";
import type { SearchScope } from "./scope.js";

/** The place a request names by its mark ("#finance") that the kit holds nothing of: no resource of the kit is it or
 * is named by it ("conversation" to a kit whose only tie to one is an integration mapping). Asked of where nothing the
 * kit holds is its object ("delete the message thread in #crew-bravo", "what did Dana say in #general"), where a
 * person is taken off it ("take Ben off #finance"), or where its people are asked for ("who's in #drone-team"); not
 * where the object is the kit's own ("find the file Dana posted in #general", "delete the mapping for #ops"). */
export function unheldPlace(shape: RequestShape, scope: SearchScope): string | undefined {
  const held = (noun: string) => scope.resources.some((r) => r === noun || r.split(" ").includes(noun));
  const place = shape.mentioned.find((m) => shape.text[m.start] === "#" && !held(m.noun))?.noun;
  if (place === undefined) return undefined;
  const { object, container, contents } = shape;
  const unowned = object === undefined || !held(object) || object === place;
  const takenOff = object === PERSON && container === place;
  return unowned || takenOff || contents?.noun === place ? place : undefined;
}
