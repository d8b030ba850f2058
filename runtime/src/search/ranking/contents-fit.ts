// Whether a tool lists what a request asks is in an item: the item's items or members, said as such ("what's in hub
// 7", "who's in group 5") or by their kind in it ("how many files are in folder 44"); fit.ts weighs it as a read
// named by what the tool holds.
import type { RequestShape } from "../request/grammar.js";
import type { ToolFacts } from "../tools/facts.js";
import { askedWhenDone } from "../request/records.js";
import { ITEM_KINDS } from "../words/vocabulary.js";
import { PERSON } from "../request/persons.js";
import { itsPeople } from "../request/ties.js";
import { listsChanged, listsMade } from "./made-contents.js";
import type { Fields } from "../tools/fields.js";

/** Whether a tool lists the items or members of the item whose contents the request asks for ("what's in hub 7": the
 * hub items). */
export function holdsItems(
  facts: ToolFacts,
  shape: RequestShape,
  parts: readonly string[] = [],
  trash = false,
): boolean {
  const contents = shape.contents ?? kindsIn(shape, trash);
  // (Contents downloaded are their bytes, not a listing: "download everything in the Reports folder".)
  // (Nor does any listing tell who acted on them over a time: "who downloaded files from folder 5 yesterday".)
  if (contents === undefined || shape.verb === "download" || askedWhenDone(shape) !== undefined) return false;
  // Its people are its members, or what ties them to it (ties.ts' itsPeople: "how many people are in group 5").
  const words = facts.resource.split(" ");
  const held = contents.of === "items" ? words.at(-1) === "item" : itsPeople(contents.noun, facts.resource, parts);
  const own =
    facts.parent === undefined
      ? words.length > 1 && facts.resource.startsWith(`${contents.noun} `)
      : facts.parent === contents.noun;
  return held && own && facts.scope !== "one";
}

/** Whether a tool lists what the request asks is in an item: its items or members, or, in a place whose items no tool
 * reads, what the tools make there or an edit made there (made-contents.ts). */
export function listsContents(
  facts: ToolFacts,
  shape: RequestShape,
  around: { parts?: readonly string[]; made?: readonly string[]; records?: Fields; trash: boolean },
): boolean {
  return (
    holdsItems(facts, shape, around.parts, around.trash) ||
    listsMade(facts, shape, around.parts, around.made) ||
    listsChanged(facts, shape, around.parts, around.records)
  );
}

/** The item whose items the request asks for by their kind, said to be in it ("how many files are in folder 44"), or
 * whose people it asks for as users ("which users are in the Sales group": its members; not "someone in it"), or
 * among whose people it asks whether one is. Many
 * items of a kind said in no place are items of their own kind's items, where that kind holds items ("which folders
 * haven't been updated in a year": a folder's, from the top; no tool lists a file's items). */
function kindsIn(shape: RequestShape, trash: boolean): RequestShape["contents"] {
  const { object, related, count, mentioned } = shape;
  if (
    object !== undefined &&
    related === undefined &&
    count === "many" &&
    ITEM_KINDS.has(object) &&
    unplaced(shape, trash)
  )
    return { noun: object, of: "items", words: [] };
  if (object === undefined || related === undefined) return undefined;
  // (Not when the item owns another said after it: "which users are in the Sales group's folder".)
  const last = mentioned.at(-1)?.noun === related;
  // (Or whether one person is among them, asked with no act: "is Sam still on the Claims folder?"; not on a file,
  // whose content may list people, "is Sam on the Tuesday rota spreadsheet?".)
  const among =
    shape.polar && count === undefined && shape.verb === undefined && shape.deed === undefined && related !== "file";
  if (object === PERSON)
    return (count === "many" || among) && last ? { noun: related, of: "members", words: [] } : undefined;
  return ITEM_KINDS.has(object) ? { noun: related, of: "items", words: [] } : undefined;
}

/** Whether a request says its object in no place: no item it is in, on or of, no container, owner or name, nor the
 * trash the ranking reads; nor picks its items out by an act done to them ("the folders I binned last week", "which
 * folders did I throw away", "folders created last week": the trash or the record of acts says which). */
const unplaced = (shape: RequestShape, trash: boolean) =>
  !trash &&
  shape.reported.length === 0 &&
  shape.deed === undefined &&
  shape.container === undefined &&
  shape.owner === undefined &&
  shape.nouns.every((n) => n.noun === shape.object) &&
  shape.byName.length === 0;
