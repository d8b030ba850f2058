// How an item named by its name is found: a read of it needs its id, which the listing of the items it may be among
// gives (a folder's items, from the root folder down), so that listing is the first step of any read of it.
import type { FitContext } from "./fit.js";
import { holdsItemsIn, ITEM_KINDS } from "../words/vocabulary.js";
import type { ToolFacts } from "../tools/facts.js";
import type { RequestShape } from "../request/shape.js";
import { wantsItem } from "../words/action-words.js";

/** Whether a tool lists the items (files, folders, web links) among which one the request names by its name is, or
 * many it says are in the trash: not when the request gives an id of its own (it reaches the item through it). */
export function findsNamed(facts: ToolFacts, shape: RequestShape, around: FitContext): boolean {
  const { trash, identified } = around;
  const inTrash = saysTrash(shape, around);
  // (Many of a kind of item said to be there, none by its id: "which files in my trash are older than 20 days"; or
  // whatever is there, when it names no resource at all nor asks who did an act: "show me what's been sitting in the
  // trash", not "who deleted what's in the trash".)
  const { object, count, nouns, deed } = shape;
  const whatever = nouns.length === 0 && deed === undefined;
  const binned = inTrash && (whatever || (count === "many" && ITEM_KINDS.has(object ?? "")));
  return (
    (shape.byName.some((n) => ITEM_KINDS.has(n)) || binned || seeksDescribed(shape, around.parts ?? [])) &&
    !identified &&
    facts.resource === "item" &&
    facts.scope !== "one" &&
    (facts.parent === undefined || ITEM_KINDS.has(facts.parent)) &&
    // (The trash's, when the request says it is there: a trashed item is among no folder's items.)
    (facts.qualifiers.length === 0
      ? !trash
      : inTrash && facts.qualifiers.length === 1 && facts.qualifiers[0] === "trashed")
  );
}

/** Whether the request says the trash itself, not only that something was deleted: "what would happen if I deleted the
 * Clients folder?" asks of no trashed one. */
export function saysTrash(shape: RequestShape, around: FitContext): boolean {
  const { trash, added = "" } = around;
  return trash && (shape.words.has("trash") || added.split(" ").includes("trash"));
}

/** Whether the listing that finds the item a request names by its name answers the read by itself: the trash's (a
 * trashed item is read by an id that only the trash's listing gives: "is the file 'Minutes.docx' in the trash?"), or any
 * when the read seeks the item itself (`seeking`: seeksNamed). */
export function findsAlone(facts: ToolFacts, seeking: boolean): boolean {
  return facts.qualifiers.includes("trashed") || seeking;
}

/** Whether what a request reads of the item it names by its name is only where it is or its id ("where is the file
 * called 'Rota.xlsx'", "the file id for 'SOP v7.docx'"): the listing that finds it answers that by itself. */
function asksPlace(shape: RequestShape): boolean {
  const { object, byName, words } = shape;
  // (Where one went that has vanished is no place its listing shows: "where did the Vendor folder go"; vanished.ts.)
  const gone = shape.vanished === object;
  return object !== undefined && byName.includes(object) && !gone && (words.has("where") || words.has("id"));
}

/** Whether a read asks for the very item it names by its name, not a part of it nor what was done to it: to find it,
 * or where it is ("find the Q3 deck", "where is the file called 'Rota.xlsx'"). The listing that finds it is then the
 * answer, though no word of it is said. */
export function seeksNamed(shape: RequestShape, parts: readonly string[]): boolean {
  const { object, byName } = shape;
  if (seeksDescribed(shape, parts)) return true;
  if (object === undefined || !ITEM_KINDS.has(object) || !byName.includes(object)) return false;
  return asksPlace(shape) || seeksOnly(shape, parts);
}

/** Whether a read seeks many items of a kind, known by no name or id but by what is said of them ("find the pdfs
 * about the ballast plan"): no tool searches them, so the listing of a folder's items is where they are found. */
function seeksDescribed(shape: RequestShape, parts: readonly string[]): boolean {
  const { object, count } = shape;
  return object !== undefined && ITEM_KINDS.has(object) && count === "many" && seeksOnly(shape, parts);
}

/** Whether a verb of finding seeks the object and no other resource is named: "the files on legal hold" are that
 * hold's, "the files Rachel uploaded" the record of acts'. (`parts`: what the tools read of an item, scope.ts'.) */
function seeksOnly({ object, verb, nouns, text, container }: RequestShape, parts: readonly string[]): boolean {
  // (A noun said after a clause telling of the item by a pronoun describes it: "find the pdf about the ballast plan, I
  // think it was uploaded by someone in environmental". So does what it is from when that holds no items: who sent
  // it, "the invoice from Harbour Supply Group".)
  const told = (at: number) => TOLD.test(text.slice(0, at));
  const sender = (noun: string) => noun === container && !holdsItemsIn(parts, noun);
  return nouns.every((n) => n.noun === object || told(n.start) || sender(n.noun)) && wantsItem(verb);
}

// A clause telling of an item already said, by its pronoun or "there": "…, it was uploaded by", "…, I think it's in",
// "…, there are like 5 versions".
const TOLD =
  /[,;.]\s+(?:i think\s+|maybe\s+)?(?:it|they|there)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:\S+\s+){0,3}$/;
