// The nouns a request names one item of by its name rather than by an id: "the Q3 deck", "the file 'notes.txt'", "the
// Archive folder", a folder by its path ("/Clients/Acme", "Marketing > Clients"). An agent with no id finds such an
// item first (finding.ts). Which words name a noun only as a title's last word is titles.ts'.
import { ownId } from "./phrase.js";
import { QUOTED } from "./query.js";
import { CALLING, FILE_NAME, fileNames, pathSpans } from "./name-spans.js";
import { soughtPhrase } from "./sought.js";
import type { Placed } from "../words/tagger.js";
import { synonymTerms } from "../words/synonyms.js";
import { ITEM_KINDS, mentions as mentioned, singular, titleOf, type Mention } from "../words/vocabulary.js";

// A name said right after the noun: in quotation marks, a file name, or a path.
const NAME_AFTER = new RegExp(String.raw`^\s*(?:${QUOTED.source}|${FILE_NAME.source}|\/\S)`);
// …or after its id's noun, of the item named next: "the file id for the fleet roadmap", "the folder id for Central
// Library / Facilities" (not "file id 5", nor "the file id for it": namesNext).
const ID_OF = /^\s+id\s+(?:of|for)\s+/;
// …or said to be what it is called, later in its sentence ("the Q3 deck, I think it's called …").
const CALLED = new RegExp(String.raw`^[^.?!;]*?\b(?:${CALLING})\b`);
// A folder's path: "/Clients/Acme Group", "/Projects/2024", "Marketing > Clients > Zephyr".
// (Not a comparison: "files > 50 MB".)
const PATH = /(?:^|\s)\/[a-z][^\s/]*\/[a-z0-9]|(?:^|\s)[a-z][^\s>]*\s+>\s+[a-z]/;
// …or in quotation marks right before it ("the 'Q3 board update' deck").
const QUOTED_BEFORE = new RegExp(String.raw`(?:${QUOTED.source})\s*$`);
// Tags of a word that ends a noun phrase's modifiers, looking back from its head: a function word, a verb.
export const PHRASE_END = ["Determiner", "Preposition", "Conjunction", "Pronoun", "Possessive", "QuestionWord", "Verb"];
// Tags of a modifier that names which item it is: a noun ("the holiday rota spreadsheet"), a value ("the Q3 deck").
const NAMING = ["Noun", "Value", "Date"];
// …and before a title's last word, an adjective that sorts it rather than grades it ("the structural report", not "the
// latest report"): any word that may stand between a determiner and its phrase's head.
const SORTING = [...NAMING, "Adjective"];
const GRADED = ["Comparative", "Superlative"];
// (So before a word for one kind of an item's, not the kind's own noun: "the pricing spreadsheet", not "the new file".)
export const namingOf = (word: string, noun?: string) =>
  titleOf(word) === undefined && (noun === undefined || !ITEM_KINDS.has(noun) || singular(word) === noun)
    ? NAMING
    : SORTING;

/** The nouns the request names one item of by its name, not by an id ("folder" for a path alone). */
export function namedByName(text: string, placed: readonly Placed[], named: readonly Mention[]): string[] {
  // (A request that gives an item's id reaches what it names through it: "the parent folder of file 5".)
  if (named.some((m) => ownId(text, m) !== null)) return [];
  const phrase = soughtPhrase(placed);
  const sought = phrase?.head.start;
  // (Many sought are named by their name only when their head names no kind of item: "the Q4 fuel card statements",
  // not "the files shared with Ana".)
  const kindless = (m: Mention) => !mentioned(text.slice(m.start, m.end)).some((n) => ITEM_KINDS.has(n.noun));
  // (The item a verb of finding seeks, though its name ends as a plural does: "the floor plans".)
  const byName = named.filter(
    (m) =>
      (m.start === sought && ITEM_KINDS.has(m.noun) && (phrase?.many !== true || kindless(m))) ||
      (ITEM_KINDS.has(m.noun) && namesNext(placed, m.end, ID_OF.exec(text.slice(m.end)))) ||
      (!/s$/.test(text.slice(m.start, m.end)) &&
        (NAME_AFTER.test(text.slice(m.end)) ||
          CALLED.test(text.slice(m.end)) ||
          namedBefore(text, placed, named, m, namingOf(text.slice(m.start, m.end), m.noun)))),
  );
  const nouns = byName.map((m) => m.noun);
  // (A file's name said anywhere names a file: "which label is on Payroll_Jan.xlsx", "the id for 'SOP v7.docx'".)
  const files = fileNamed(text) ? ["file"] : [];
  // (A path names a folder, "Marketing > Clients" too, or a file by its last name's extension.)
  const paths = pathSpans(text, named).map((p) => p.noun);
  const places = PATH.test(text) ? (paths.length > 0 ? paths : ["folder"]) : [];
  return [...new Set([...nouns, ...files, ...places])];
}

/** Whether the words after a match ending past `from` name an item: no word the tagger reads as a pronoun, nor a
 * number ("for it", "for 5"). */
function namesNext(placed: readonly Placed[], from: number, match: RegExpExecArray | null): boolean {
  if (match === null) return false;
  const next = placed.find((p) => p.start >= from + match[0].length);
  return next !== undefined && !["Pronoun", "Value"].some((t) => next.term.tags.has(t));
}

/** Whether a word is a file's name with its extension, whole ("subscriber_list.csv"). */
export function isFileName(word: string): boolean {
  return fileNames(word).some((m) => m.start === 0 && m.end === word.length);
}

/** Whether the text says a file's name with its extension, not a web address or a mail address ("example.com"). */
export function fileNamed(text: string): boolean {
  return fileNames(text).length > 0;
}

/** Whether the words of the noun phrase before a noun name the item: a quoted name, a file name, a noun or a value
 * that is no resource of its own (or a word of `naming`'s tags), or a word for the noun's own kind ("the photo
 * register"). */
export function namedBefore(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  m: Mention,
  naming: readonly string[] = NAMING,
): boolean {
  if (QUOTED_BEFORE.test(text.slice(0, m.start))) return true;
  let at = placed.findIndex((p) => p.end > m.start);
  if (personsTitle(text, placed, named, m, at)) return true;
  const capital = placed[at]?.term.tags.has("Capital") === true;
  for (at -= 1; at >= 0; at -= 1) {
    const p = placed[at]!;
    if (/[,;:.!?()]/.test(p.term.post)) return false;
    if (PHRASE_END.some((t) => p.term.tags.has(t)) && !modifying(placed, at)) return false;
    // (A word for the same kind of item says what it is of, in its name: "the photo register" is a file; any word of a
    // name written with capitals is the name's, "the Bereavement Group Schedule".)
    const mention = named.find((n) => n.start <= p.start && p.start < n.end);
    if (mention !== undefined && capital && p.term.tags.has("Capital")) continue;
    if (mention !== undefined) return mention.noun === m.noun;
    // (The trash before a noun says whose it is, not its name: "the trash retention period".)
    if (namesTrash(p.term.text)) return false;
    if (naming.some((t) => p.term.tags.has(t)) && !GRADED.some((t) => p.term.tags.has(t))) return true;
  }
  return false;
}

/** Whether a word names the trash, or is one of its synonyms' words ("bin"). */
export function namesTrash(word: string): boolean {
  return /^trash$/i.test(word) || synonymTerms(word).split(" ").includes("trash");
}

/** Whether a title's last word (`m`, the word at `at`) comes right after a person's possessive, by a name no noun of
 * the vocabulary's: it says whose the item is, naming it as a name would ("Ruth's draft", "Tom's report"). */
function personsTitle(text: string, placed: readonly Placed[], named: readonly Mention[], m: Mention, at: number) {
  const before = placed[at - 1]?.term;
  return (
    before !== undefined &&
    titleOf(text.slice(m.start, m.end)) !== undefined &&
    before.tags.has("Possessive") &&
    (before.tags.has("Person") || before.tags.has("ProperNoun")) &&
    !named.some((n) => n.start <= placed[at - 1]!.start && placed[at - 1]!.start < n.end)
  );
}

/** Whether the word at `i`, tagged a verb, stands between a determiner and its phrase's head, so modifies the head
 * ("the Student Records folder": no verb stands there), not a verb of its own ("has the lock"). */
function modifying(placed: readonly Placed[], i: number): boolean {
  const tags = placed[i]!.term.tags;
  if (!tags.has("Verb") || ["Auxiliary", "Copula", "Modal", "Infinitive", "PastTense"].some((t) => tags.has(t)))
    return false;
  for (let at = i - 1; at >= 0; at -= 1) {
    const t = placed[at]!.term;
    if (/[,;:.!?()]/.test(t.post)) return false;
    if (t.tags.has("Determiner") || t.tags.has("Possessive")) return at < i - 1;
    if (!SORTING.some((m) => t.tags.has(m))) return false;
  }
  return false;
}
