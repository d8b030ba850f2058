// A place said by its name alone, no noun of it said ("which files in Downloads Dump", "what's in Fleet Maintenance",
// "who can see Projects"): the words after the preposition or the verb that the request writes with a capital name a
// folder, whose items or people it asks for (relations.ts' contentsOf).
import type { Placed } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";
import { MAY } from "./item-phrase.js";
import { countOf } from "./phrase.js";
import { shouted, writtenAsName, writtenWords } from "./query.js";
import { synonymTerms } from "../words/synonyms.js";

// Tags of a word that says a time or a quantity, no place: "which files in January", "in Q3", "in 2023".
const NO_PLACE = ["Date", "Value", "Duration"];

/** The folder many items of a kind (or one picked out of them: "the latest file in Marketing") are said to be in by
 * its name alone, no noun said ("which files in Downloads Dump haven't been touched", "which files in Shared/Misc",
 * "list the files tagged 'allergen' in Taproom Menus", "the empty folders under Bookmobile"): the words after the
 * preposition that the request writes with a capital (a number after them is part of the name: "Archive 2019"), not a
 * time ("in January"), nor a resource's noun or the trash ("in the trash", "of Trash"). A place that holds items is a
 * folder. (Lower case says no name: "which files in total".) Or the folder a question asks who may reach ("who can
 * see Projects"): its people. */
export function namelessPlace(
  query: string,
  text: string,
  named: readonly Mention[],
  placed: readonly Placed[],
  parts: readonly string[] = [],
) {
  const said = placeSaid(query, text, named, placed, parts);
  if (said === undefined) return undefined;
  const cursor = query.toLowerCase().indexOf(text.slice(said.start, said.from));
  if (cursor < 0) return undefined;
  const after = placed.filter((q) => q.start >= said.from);
  const written = writtenWords(
    query,
    after.map((p) => p.term.text.toLowerCase()),
    cursor,
  );
  const words: string[] = [];
  for (const [k, p] of after.entries()) {
    // (A resource's words in capitals may be a name, of no item's kind: "the latest file in Intake Forms".)
    const resource = named.find((m) => m.start < p.end && p.start < m.end);
    if (!writtenAsName(written[k]!, k) || (resource !== undefined && ITEM_KINDS.has(resource.noun))) break;
    if (words.length === 0 && NO_PLACE.some((t) => p.term.tags.has(t))) return undefined;
    words.push(p.term.text.toLowerCase());
    if (/[^\s]/.test(p.term.post)) break;
  }
  // (The trash, by the search's own word or one standing for it, is a place of the kit's, no folder's name: "the
  // subfolders of Trash", "files in Recycle Bin".)
  const name = words.join(" ");
  if (words.length === 0 || name === TRASH || synonymTerms(name) === TRASH) return undefined;
  return { noun: "folder", of: said.of ?? ("items" as const), words };
}

const TRASH = "trash";

// The place said after many items, maybe past a few words that pick them ("files tagged 'allergen' in", "folders
// under").
const PLACED_IN = /^((?:\s+[^\s,;:.!?]+){0,3}?)\s+(?:in|inside|within|under)\s+/d;
// …or said put there: "any files added to Projects today", "the files uploaded into Site Visits".
const PLACED_TO = /^(\s+(?:added|uploaded|saved|put|moved|copied|dropped))\s+(?:to|into)\s+/d;

/** Where the words that may name a place start (`from`), after the words that say things are in it (from `start`):
 * after many items of a kind (namelessPlace), or after what a question asks is in it, no noun said ("what's in Fleet
 * Maintenance"). */
function placeSaid(
  query: string,
  text: string,
  named: readonly Mention[],
  placed: readonly Placed[],
  parts: readonly string[],
): { start: number; from: number; of?: "members" } | undefined {
  // (Or who may reach it, its people: "who can see Projects", "who outside the company can open Site Visits".)
  const reached = REACHED.exec(text);
  const end = reached === null ? 0 : reached.index + reached[0].length;
  if (reached !== null && !shouted(query) && !named.some((m) => m.start >= end))
    return { start: reached.index, from: end, of: "members" };
  const many = (o: Mention) => countOf(text, o) === "many";
  const object = named.find((o) => ITEM_KINDS.has(o.noun) && (many(o) || ranked(placed, o)));
  if (object !== undefined) return placedAfter(query, text, named, placed, object);
  // (Not in capitals, where none tells a name: "WHAT'S IN IT".)
  const asked = WHAT_IN.exec(text);
  if (asked !== null && !shouted(query) && !named.some((m) => m.start >= asked.index))
    return { start: asked.index, from: asked.index + asked[0].length };
  // (Or many things the tools read of an item, which are its items': "the shared links in Catalogue Drafts".)
  const ofItem = (noun: string) => [...ITEM_KINDS].some((kind) => parts.includes(`${kind} ${noun}`));
  const held = named.find((o) => ofItem(o.noun) && many(o));
  return held === undefined ? undefined : placedAfter(query, text, named, placed, held);
}

/** Where the words that may name a place start after many things said to be in it (placeSaid). */
function placedAfter(
  query: string,
  text: string,
  named: readonly Mention[],
  placed: readonly Placed[],
  object: Mention,
): { start: number; from: number } | undefined {
  // (Items of a kind said as under another of theirs are of the place their phrase says they are of: "the subfolders
  // of Press Kits".)
  const under = /^sub-?/.test(text.slice(object.start, object.end)) ? SUB_OF : undefined;
  const placedIn = PLACED_IN.exec(text.slice(object.end)) ?? PLACED_TO.exec(text.slice(object.end));
  const into = placedIn ?? under?.exec(text.slice(object.end));
  // (Or a question of how many a place has: "how many subfolders does Projects have".)
  const held = into ? undefined : heldBy(text, placed, object);
  if (held !== undefined) return shouted(query) ? undefined : { start: object.start, from: object.end + held };
  if (!into || (placedIn && !pickedBefore(named, placed, object, placedIn))) return undefined;
  // (A request in capitals tells no name by them, but right after a question of which items are in it: "WHICH FILES
  // IN ARCHIVE 2019"; or after items said as under another of their kind, whose phrase says the place: "THE SUBFOLDERS
  // OF PRESS KITS". Past a copula "in" may say a state as well as a place, "HOW MANY FILES ARE IN REVIEW"; "FIND ALL
  // FILES WITH 'X' IN THE NAME" names no folder.)
  const [said, between, before] = [into[0], into[1] ?? "", text.slice(0, object.start)];
  const question = /\s(?:in|inside|within)\s+$/.test(said) && between === "" && /\b(?:which|what)\s+$/.test(before);
  if (shouted(query) && !(!placedIn || question)) return undefined;
  return { start: object.start, from: object.end + into[0].length };
}

// A question of how many items a place has: "how many subfolders does Projects have", "how many files does Site
// Visits contain".
const HELD_BY = /^\s+(?:does|do|did)\s+((?:[^\s,;:.!?]+\s+){1,4}?)(?:have|hold|contain)\b/d;

/** Where the place's words start after the items, as an offset from their end, when a question asks how many of them
 * a place has, which names no person (HELD_BY: "how many files does Tom have" asks of his). */
function heldBy(text: string, placed: readonly Placed[], object: Mention): number | undefined {
  const held = /\bhow many\s+$/.test(text.slice(0, object.start)) ? HELD_BY.exec(text.slice(object.end)) : null;
  if (held === null) return undefined;
  const at = held.indices![1]![0];
  const first = placed.find((p) => p.start === object.end + at);
  return first === undefined || first.term.tags.has("Person") ? undefined : at;
}

/** Whether an item is picked out of many by a superlative before it ("the latest file in …", "the most recent
 * file"): one of the place's items, as many are. */
function ranked(placed: readonly Placed[], item: Mention): boolean {
  const at = placed.findIndex((p) => p.start === item.start);
  const [before, prior] = [placed[at - 1]?.term, placed[at - 2]?.term];
  const most = /^(?:most|least)$/i.test(prior?.text ?? "") && before?.tags.has("Adjective") === true;
  // (Or by one ranking the act its participle says: "the most recently uploaded file".)
  const done = /^(?:most|least)$/i.test(placed[at - 3]?.term.text ?? "") && prior?.tags.has("Adverb") === true;
  return at > 0 && (before?.tags.has("Superlative") === true || most || (done && before?.tags.has("Verb") === true));
}

// Who may reach a place: one who may see, open or edit what is in it.
const REACHED = new RegExp(
  String.raw`\b(?:who|anyone|anybody|everyone|everybody)\b(?:\s+\S+){0,4}?\s+${MAY}\s+(?:still\s+)?(?:see|view|open|edit|access|read|download|upload)\s+(?:(?:to|in|into|from|on)\s+)?`,
);
// What a question asks is in a place, no noun of it said: "what's in", "what is inside", "everything within".
const WHAT_IN = /\b(?:what(?:'s|s|\s+is)?|everything|anything|whatever)\s+(?:in|inside|within)\s+/;
// …or said right after items said as under another of their kind ("subfolders of").
const SUB_OF = /^\s+of\s+/;
// Tags of a word that opens a clause of its own between the items and the place: its place is that clause's verb's
// ("files I have in Box", "which files were shared in Slack").
const CLAUSE_WORDS = ["Pronoun", "Copula", "Auxiliary", "Modal", "QuestionWord", "Conjunction"];

/** Whether the words between the items and the place only pick the items out: no other thing of the kit's, and no
 * clause of their own; or only say that they are there ("how many files are in Field Notes", "are there in"), which
 * puts them in it as plainly. */
function pickedBefore(
  named: readonly Mention[],
  placed: readonly Placed[],
  object: Mention,
  into: RegExpExecArray,
): boolean {
  const [from, to] = into.indices![1]!.map((i) => i + object.end) as [number, number];
  if (named.some((m) => m.start >= from && m.start < to)) return false;
  const words = placed.filter((p) => p.start >= from && p.end <= to);
  const [be, ...rest] = words;
  if (be?.term.tags.has("Copula") === true && rest.every((p) => p.term.tags.has("There"))) return true;
  return words.every((p) => !CLAUSE_WORDS.some((t) => p.term.tags.has(t)));
}
