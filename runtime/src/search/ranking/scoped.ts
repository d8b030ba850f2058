// A listing scoped under another resource than an item: the files under a retention policy's assignment, the
// versions on a hold's assignment, a collection's items (facts.ts: a parent named by its id in the path, no file or
// folder). Where the kit lists the same things in their own place too (a folder's items, a file's versions), a request
// that names neither that parent nor what it is about ("which files are biggest", "list the versions of the plan")
// asks for the plain listing, not for the scoped one.
import type { ToolFacts } from "../tools/facts.js";
import type { RequestShape } from "../request/shape.js";
import { holdsItemsIn, ITEM_KINDS } from "../words/vocabulary.js";
import { countOf, pickedOfMany } from "../request/phrase.js";
import { namesAccount } from "../request/query.js";
import { rootOf } from "../words/tagger.js";
import { actNouns } from "../words/forms.js";

/** Whether a resource is a kind of item or items of any kind ("file", "item"). */
const itemish = (resource: string) => ITEM_KINDS.has(resource) || resource === "item";

/** The keys of the listings (part-listing.ts' listsParts: "item of folder", "file version of file") that list a
 * resource in its own place, as a part of a file or folder (scope.ts' parts: "file file version", "folder item"),
 * items of any kind standing for each kind. */
function placeListings(resource: string, parts: readonly string[]): string[] {
  return [...ITEM_KINDS].flatMap((kind) =>
    parts.includes(`${kind} ${resource}`)
      ? [`${resource} of ${kind}`]
      : itemish(resource) && parts.includes(`${kind} item`)
        ? [`item of ${kind}`]
        : [],
  );
}

/** The words that name a scoped listing's parent or what it is about: the parent's nouns (a compound's first word may
 * only qualify it: "legal" of "legal hold policy") and its qualifiers' ("under retention": retention). */
function aboutWords(facts: ToolFacts): string[] {
  const parent = (facts.parent ?? "").split(" ");
  const own = parent.length > 1 ? parent.slice(1) : parent;
  const qualified = facts.qualifiers.flatMap((q) => q.split(" ").slice(1));
  return [...own, ...qualified];
}

/**
 * Whether a listing is scoped under another resource the request does not name: its parent is no file or folder nor
 * the first noun of its own compound, the kit lists its resource in a file's or a folder's place as well, and the
 * request names neither the parent (nor a shorter noun it begins with: "retention policy") nor a word of what it is
 * about, in its own words or in the manifest terms its everyday words stand for (`added`).
 */
export function scopedUnnamed(facts: ToolFacts, shape: Shown, parts: readonly string[], added = ""): boolean {
  return scopedListing(facts, parts) && !namesScope(facts, shape, added);
}

/** Whether a listing is scoped under another resource than a file or folder, one not the first noun of its own
 * compound, where the kit lists its resource in a file's or a folder's place as well. */
export function scopedListing(facts: ToolFacts, parts: readonly string[]): boolean {
  const parent = facts.parent;
  if (facts.action !== "list" || parent === undefined || ITEM_KINDS.has(parent)) return false;
  return !facts.resource.startsWith(`${parent} `) && placeListings(facts.resource, parts).length > 0;
}

/** Whether a request names a scoped listing's parent or what it is about, by a noun or by a verb's form whose act that
 * is ("the held files": a hold's; "the retained versions": retention's). */
function namesScope(facts: ToolFacts, shape: Shown, added: string): boolean {
  const parent = facts.parent!;
  if (shape.nouns.some((n) => parent === n.noun || parent.startsWith(`${n.noun} `))) return true;
  const said = new Set([...shape.words, ...added.toLowerCase().split(/\s+/), ...[...shape.verbs].flatMap(actsOf)]);
  return aboutWords(facts).some((w) => said.has(w));
}

/** What a request says that names a scoped listing's parent. */
type Shown = Pick<RequestShape, "nouns" | "words" | "verbs">;

/** The words a verb's form names its act by: its root and the nouns of that act ("held": hold; "retained": retain,
 * retention). */
function actsOf(verb: string): string[] {
  const root = rootOf(verb.toLowerCase());
  return [root, ...actNouns(root)];
}

/**
 * Whether a tool is the plain listing many items of a kind said in no place are browsed in, where the kit also lists
 * such items scoped under another resource the request names nowhere ("what are our biggest files": a folder's items,
 * from the top, not the files under some retention policy). Not for a kind whose own items a tool lists (a folder's:
 * the request's contents read those), nor for items picked out by an act done to them or over a span of time (what happened,
 * happened.ts), a place, an owner or another noun.
 */
export function browsedInPlace(
  facts: ToolFacts,
  shape: RequestShape,
  scope: { parts: readonly string[]; scoped: readonly ToolFacts[] },
  added = "",
): boolean {
  const { object } = shape;
  const { parts } = scope;
  if (facts.action !== "list" || facts.resource !== "item" || !ITEM_KINDS.has(facts.parent ?? "")) return false;
  // (Said in the plural, as every one, or as one picked out of them all by a measure: "the file as it was" is one, "the
  // biggest file in our account" one of many.)
  const said = shape.nouns.find((n) => n.noun === object);
  const picked = said !== undefined && pickedOfMany(shape.text, said);
  if (object === undefined || !ITEM_KINDS.has(object) || (shape.count !== "many" && !picked)) return false;
  if (holdsItemsIn(parts, object)) return false;
  const unplaced =
    said !== undefined &&
    (countOf(shape.text, said) === "many" || picked) &&
    shape.related === undefined &&
    shape.contents === undefined &&
    shape.container === undefined &&
    shape.owner === undefined &&
    shape.deed === undefined &&
    // (A span that measures how old they are picks them by their records, browsed as well: "older than a year".)
    (!shape.span || shape.spanMeasure === true) &&
    shape.reported.length === 0 &&
    shape.byName.length === 0 &&
    // (The whole account is no place of their own: "every file in our account".)
    shape.nouns.every((n) => n.noun === object || namesAccount(shape.text, n));
  const scoped = scope.scoped.filter((s) => itemish(s.resource));
  return unplaced && scoped.length > 0 && !scoped.some((s) => namesScope(s, shape, added));
}

/** The keys of the plain listings (part-listing.ts' listsParts: "item of folder", "file version of file") a listing
 * scoped under a parent the request does not name (scopedUnnamed) comes after. (Not where an act done to the items
 * picks them out, "the files I edited": neither listing tells which.) */
export function plainListings(
  facts: ToolFacts,
  shape: Shown & Pick<RequestShape, "deed">,
  parts: readonly string[],
  added = "",
): string[] {
  if (shape.deed?.action !== undefined || !scopedUnnamed(facts, shape, parts, added)) return [];
  return placeListings(facts.resource, parts);
}
