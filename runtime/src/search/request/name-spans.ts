// Where a request says names rather than words to search for or ids: file names with their extension, folders' paths,
// names in quotation marks or said after "called", and the words with a digit in a name ("the Q3 deck").
import { ownId } from "./phrase.js";
import { covers, EXTENSION, FOLDER_PATH, pathNoun, QUOTED, quotedSpans, trashWords } from "./query.js";
import { escape, ITEM_KINDS, titleOf, type Mention } from "../words/vocabulary.js";
import { blanked } from "../words/values.js";

// A file's name with its extension ("fy25_budget_v3.xlsx"), maybe after the number of its copy ("budget (1).xlsx").
export const FILE_NAME = new RegExp(String.raw`[^\s"']+(?: \(\d+\))?${EXTENSION}`, "g");
// The words that give an item's name ("a spreadsheet called budget_v7"), as a pattern's source.
export const CALLING = "called|named|titled";
// The word right after one, a name: a digit in it is no id.
const CALLED_WORD = new RegExp(String.raw`(?<=\b(?:${CALLING})\s+)[^\s,;.!?]+`, "g");
// A word giving a name, alone between an item's noun and the name.
const CALLED_AFTER_KIND = new RegExp(String.raw`^\s+(?:${CALLING})\s+$`);
// Words joined by "_" into one with a number, a file's name said without its extension ("COI_Taproom_2025",
// "rota_march_2026"): its digit is no id.
const JOINED_NAME = /(?<![\w.-])(?=[\w-]*[a-z][\w-]*_|[\w-]*_[\w-]*[a-z])(?=[\w-]*\d)[\w-]*_[\w-]*/g;

/** Where the text says a file's name with its extension, not a web address or a mail address ("example.com"). */
export function fileNames(text: string): Array<{ start: number; end: number }> {
  return [...text.matchAll(FILE_NAME)]
    .filter(([name]) => !/[/@:]/.test(name))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

// A word with a digit, then up to three words of a name (no function word: "version 2 of the deck" keeps its id).
const NAME_NUMBER =
  /(?<!\S)\S*\d\S*\s+(?:(?!(?:of|on|in|for|to|from|at|by|with|and|or|vs|the|a|an)\s)[a-z][\w'-]*\s+){0,3}$/;

// A reference of letters, a hyphen and a number: an invoice's, a case's ("INV-20931", "po-4471").
const REFERENCE = /(?<![\w-])[a-z]{2,}-\d[\w-]*/g;
// What sets a reference apart from the word before it: a stop, or "it" and its copula.
const APART = /(?:[,;:(]|\bit(?:'s|’s|\s+is|\s+was))\s*$/;

/** The text with the names it says in quotation marks, file names and paths blanked out (the same length): a digit in
 * a name ("Pricing 2025.xlsx") is no item's id. */
export function withoutNames(text: string, named: readonly Mention[]): string {
  const blank = (m: string) => " ".repeat(m.length);
  let rest = [QUOTED, FILE_NAME, FOLDER_PATH, CALLED_WORD, JOINED_NAME].reduce((t, re) => t.replace(re, blank), text);
  // (Nor is a reference of letters, a hyphen and a number set apart by a comma, naming the item said before it: "the
  // invoice from Acme, INV-20931", or said to be what "it" is: "…, I think it's PO-7731"; after a word it may be that
  // one's id, "signing template ST-9", "study NV-2291".)
  rest = rest.replace(REFERENCE, (code, at: number) => (APART.test(text.slice(0, at)) ? blank(code) : code));
  // (Nor is a word with a digit among the words right before the one item's noun or a title's last word, its name:
  // "the Q3 deck", "the 2024 budget", "the Q3 board deck", "the 2025 broker commission schedule".)
  const titles = [...text.matchAll(/[a-z]+/g)].flatMap((w) =>
    titleOf(w[0]) === undefined ? [] : [{ noun: titleOf(w[0])!, start: w.index, end: w.index + w[0].length }],
  );
  for (const m of [...named, ...titles]) {
    const before = NAME_NUMBER.exec(rest.slice(0, m.start));
    if (before !== null && !/s$/.test(text.slice(m.start, m.end)) && ownId(text, m) === null)
      rest = `${rest.slice(0, before.index)}${blank(before[0])}${rest.slice(m.start)}`;
  }
  return rest;
}

/** Where the request says a path, the kind of item it names (pathNoun), and the word right after it that names no kind
 * of item, the rest of its last name ("/Clients/Ashworth Group"; not "/Clients/Acme folder"), if any. */
export function pathSpans(
  text: string,
  named: readonly Mention[],
): Array<{ start: number; end: number; noun: "file" | "folder"; name?: Mention }> {
  return [...text.matchAll(FOLDER_PATH)].map((p) => {
    const end = p.index + p[0].length;
    const name = named.find((m) => m.start === end + 1 && !ITEM_KINDS.has(m.noun) && ownId(text, m) === null);
    return { start: p.index, end: name?.end ?? end, noun: pathNoun(p[0]), ...(name ? { name } : {}) };
  });
}

/** The mentions that are no word of a folder's path, nor of a name in quotation marks, nor the word said after
 * "called" or "named" of an item: their words are names ("/Clients/Acme", "the "Press Photos 2023" folder", "the
 * folder 'Shared Files'", "search for "site report"", "the folder called Archive"). */
export function outsidePaths(text: string, named: readonly Mention[]): Mention[] {
  // (Said of an item: "a feature called legal hold" asks of the thing so called.)
  const ofItem = (at: number) =>
    named.some((m) => ITEM_KINDS.has(m.noun) && CALLED_AFTER_KIND.test(text.slice(m.end, at)));
  const called = [...text.matchAll(CALLED_WORD)]
    .filter((m) => ofItem(m.index))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const spans = [...pathSpans(text, named), ...quotedNames(text, named), ...called];
  return named.filter((m) => !spans.some((p) => m.start >= p.start && m.start < p.end));
}

/** Where the request says a name in quotation marks that holds a resource's word, or stands right before or after a
 * noun said outside them. */
function quotedNames(text: string, named: readonly Mention[]): Array<{ start: number; end: number }> {
  const holds = (q: { start: number; end: number }, m: Mention) =>
    (m.start >= q.end && /^\s*$/.test(text.slice(q.end, m.start))) ||
    (m.end <= q.start && /^\s*$/.test(text.slice(m.end, q.start))) ||
    (m.start >= q.start && m.end <= q.end);
  return quotedSpans(text).filter((q) => named.some((m) => holds(q, m)));
}

/** The words a noun's word or the trash's says in an item's name in quotation marks, right before or after its kind,
 * and nowhere else: "events" in "the folder "Events 2023"" names no event, "bin" in "the file "Old bin
 * schedule.pdf"" no trash, and neither is a word to search for ("show the events for folder "Events"" still asks for
 * events). */
export function itemNameWords(text: string, named: readonly Mention[]): string[] {
  const names = quotedNames(
    text,
    named.filter((m) => ITEM_KINDS.has(m.noun)),
  );
  const outside = blanked(text, names);
  return [
    ...named.filter((m) => names.some((q) => covers(q, m))).map((m) => text.slice(m.start, m.end)),
    ...names.flatMap((q) => trashWords(text.slice(q.start, q.end))),
  ].filter((word) => !new RegExp(`(?<![\\w-])${escape(word)}(?![\\w-])`).test(outside));
}

/** The words of a path's last name said after it ("Group" in "/Clients/Ashworth Group"): no words to search for (the
 * path itself is searched as a folder: query.ts). */
export function pathNames(text: string, named: readonly Mention[]): string[] {
  return pathSpans(text, named).flatMap((p) => (p.name ? [text.slice(p.name.start, p.name.end)] : []));
}
