// The container whose items a deletion takes away, not the container itself: its contents asked as such ("delete
// everything in folder 5"), things it holds said by a noun no resource's word names ("the old build logs in folder
// 5"), or the container the verb empties ("clear out the Temp Uploads folder").
import type { RequestShape } from "../request/shape.js";
import { EMPTYING } from "../words/verb-classes.js";
import { holdsItemsIn, singular } from "../words/vocabulary.js";
import { nlp } from "../words/tagger.js";
import { mentionsTrash } from "../request/query.js";
import { destroys } from "../words/actions.js";

/** What of a kit's scope (scope.ts, which asks this) tells what holds items and what names no item. */
interface Holding {
  parts: readonly string[];
  fields: readonly string[];
  resources: readonly string[];
}

/** The holder whose items the request's deletion takes away, when the kit holds items in it. */
export function emptiedHolder(shape: RequestShape, scope: Holding): string | undefined {
  const { contents, part, target } = shape;
  const holds = (noun: string | undefined) => holdsItemsIn(scope.parts, noun);
  if (contents?.of === "items") return target === undefined && holds(contents.noun) ? contents.noun : undefined;
  if (target !== undefined) return holds(target) && emptiedBy(shape) ? target : undefined;
  // (Things "in" it are its items; those "of" it, "on" it or "for" it are its parts: "the description of folder 5". A
  // word of a resource's name or a record's field is no item of it: "the policy in folder 5", "the tags in folder 5";
  // nor are people, as the tagger knows them: "the guests in folder 5".)
  if (part?.by !== "attached" || part.via !== "in" || !holds(part.owner)) return undefined;
  const word = singular(part.word);
  const known = scope.fields.includes(word) || scope.resources.some((r) => r.split(" ").includes(word));
  return known || actor(part.word) ? undefined : part.owner;
}

/** Whether the main verb empties the one thing it acts on ("clear out folder 5", "clear it out"); many things cleared out
 * go themselves ("clear out the empty folders under Projects"), as does one cleared out of the trash, or deleted
 * after it is emptied ("clear out folder 5 and delete it"). */
function emptiedBy({ verb, text, count, coordinated }: RequestShape): boolean {
  if (verb === undefined || count === "many" || mentionsTrash(text) || coordinated.some(destroys)) return false;
  const at = text.search(new RegExp(`\\b${verb}\\b`));
  return at >= 0 && EMPTYING.test(text.slice(at));
}

/** Whether the tagger reads a noun as one who does something ("guests", "editors"). */
function actor(word: string): boolean {
  return nlp()(word).docs[0]?.[0]?.tags.has("Actor") === true;
}
