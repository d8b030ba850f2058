// A read of items of a kind across the whole account, in no place and by no other thing the request names: only a
// tool listing every such item answers it. A kit that lists files only inside something (a folder, a policy, a
// collection) answers "the ten biggest files in our whole enterprise" with nothing, where "the files in folder 5" and
// "the files on legal hold in our enterprise" have their listings.
import type { RequestShape } from "../request/grammar.js";
import type { SettingSaid } from "../request/setting.js";
import { acrossEveryItem, namesAccount } from "../request/query.js";
import { ITEM_KINDS, plural, type Mention } from "../words/vocabulary.js";
import type { SearchScope } from "./scope.js";
import { browsed, modifiesAnother } from "./finding.js";

/** "search" when the request reads many items of a kind across the whole account and no tool lists all of them; or
 * many things of a kind the tools list only on an item ("Kenji's pending tasks across all files": a file's tasks). */
export function unlistedAcross(shape: RequestShape, scope: SearchScope): "search" | undefined {
  const { object } = shape;
  // (Of many: the one biggest file in the account is one thing to find, not a listing.)
  if (!shape.across || shape.count !== "many" || object === undefined) return undefined;
  if (!ITEM_KINDS.has(object) && !onItemsOnly(object, scope)) return undefined;
  if (shape.asked.some((a) => a !== "read") || modifiesAnother(shape, object) || namesAnother(shape, object))
    return undefined;
  // (Any kind of item a container lists is listed from the account's top, its root, down: "which folders take up the
  // most space in our account", "the 20 largest files in our account" read the root folder's items.)
  return scope.everywhere.includes(object) || browsed(shape, scope) ? undefined : "search";
}

/**
 * A setting of the whole account for a thing the kit reaches only on one item ("the enterprise's default setting for
 * shared links": a link is read on its file or folder) is none of its tools': no tool reads that thing across the
 * account, so nothing fits. A thing some tool lists across the account answers it ("our enterprise settings for
 * external collaboration": the allowed domains).
 */
export function unsetAcross(shape: RequestShape, scope: SearchScope): string | undefined {
  const { object } = shape;
  if (!shape.accountSetting || object === undefined || !scope.resources.includes(object)) return undefined;
  // (A setting of the thing on one item the request names is that item's: "the company settings for the watermark on
  // file 12". What a later clause asks of the setting names no other thing: "…for shared links, can people make open
  // links?"; nor does the noun the object's word modifies: "the setting for shared link access".)
  if (namesAnother(shape, object, shape.settingSaid)) return undefined;
  return scope.everywhere.includes(object) ? undefined : (shape.asked[0] ?? "read");
}

/** Whether the request names a thing besides its object and the account it says: a policy, a hold, a collection,
 * recent items or an item, which some listing or record may answer it by ("the files on legal hold in our
 * enterprise"). */
function namesAnother({ mentioned, text }: RequestShape, object: string, within?: SettingSaid): boolean {
  const inside = (m: Mention) => within === undefined || (m.start < within.end && m.start !== within.compound);
  return mentioned.some((m) => m.noun !== object && inside(m) && !namesAccount(text, m) && !inEveryItem(text, m));
}

/** Whether a mention is said in the words that make every item the place ("across all files"). */
const inEveryItem = (text: string, m: Mention) =>
  acrossEveryItem(text).some((a) => a.start <= m.start && m.end <= a.end);

/** Whether the tools list a thing only as a part of items, and never every one of them ("task": a file's tasks). */
function onItemsOnly(thing: string, scope: SearchScope): boolean {
  const holders = scope.parts.filter((p) => p.endsWith(` ${thing}`)).map((p) => p.slice(0, -thing.length - 1));
  return holders.length > 0 && holders.every((h) => ITEM_KINDS.has(h)) && !scope.listed.includes(thing);
}

/** Every one of a kind said in the singular, as the plural the listing of all of them across the account
 * (`everywhere`: scope.ts') is named by ("list every group": groups); or nothing. */
export function everyOnePlural({ object, nouns, text }: RequestShape, everywhere: readonly string[]): string {
  const said = nouns.find((n) => n.noun === object);
  if (object === undefined || !everywhere.includes(object)) return "";
  if (said === undefined || !/\b(?:every|each)\s+$/.test(text.slice(0, said.start))) return "";
  const word = text.slice(said.start, said.end);
  return /^[a-z]+$/.test(word) && !word.endsWith("s") ? plural(word) : "";
}
