// Things named by a word that opens only the names of items' parts ("apps": a file's or folder's app item
// associations), asked of no item ("which third party apps have access to our box", "which apps has Lee connected to
// her box"): the tools list them one item at a time, none of the whole account's, so nothing fits (unfit.ts).
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";
import { ITEM_KINDS, qualifiersOf, singular } from "../words/vocabulary.js";

/** "read" when a read names in the plural things of such a word, and no item, place or owner they would be of. */
export function partsOfNothing(shape: RequestShape, scope: SearchScope): "read" | undefined {
  const { asked, nouns, related, container, owner, nounPhrases } = shape;
  if (asked.some((a) => a !== "read") || related !== undefined || container !== undefined || owner !== undefined)
    return undefined;
  // (An item named by its name alone is one too: "which apps are attached to Budget.xlsx".)
  if ([...nouns.map((n) => n.noun), ...shape.byName].some((n) => ITEM_KINDS.has(n))) return undefined;
  const words = nounPhrases.flat().flatMap((w) => w.split("/"));
  const plurals = words.map(singular).filter((w, i) => w !== words[i]);
  return plurals.some((w) => onlyParts(w, scope)) ? "read" : undefined;
}

/** Whether a word is no resource but opens the names of resources the tools reach only as parts of items ("app": "app
 * item association", a file's or a folder's). */
function onlyParts(word: string, scope: SearchScope): boolean {
  if (scope.resources.includes(word)) return false;
  const named = scope.resources.filter((r) => r.startsWith(`${word} `));
  return named.length > 0 && named.every((r) => onlyOnItems(r, scope));
}

/** Whether the tools reach a resource only as a part of items, listing none of it all ("file task", "folder app item
 * association"). */
export function onlyOnItems(resource: string, scope: SearchScope): boolean {
  if (ITEM_KINDS.has(resource) || scope.listed.includes(resource)) return false;
  const holders = qualifiersOf(scope.parts, resource);
  return holders.length > 0 && holders.every((h) => ITEM_KINDS.has(h));
}
