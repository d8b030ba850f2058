// Words that name a noun only as a title's last word ("the audit report", "the debrief notes": a file), a noun no
// resource's heading a name when the request asks a field of a file of it, and a path or a file's name said alone: the
// items a request names by a name that its words alone would read as another thing (vocabulary.ts' titles).
import type { Fields } from "../tools/fields.js";
import type { Deed } from "./shape.js";
import { ownId, phraseStart } from "./phrase.js";
import { WHO_MAY_ON } from "./item-phrase.js";
import { SEEING } from "../words/forms.js";
import { asksOfFile } from "./record-fields.js";
import { saying } from "./said.js";
import { RECORD } from "./written.js";
import { covers, QUOTED, quotedSpans } from "./query.js";
import { fileNames, pathSpans } from "./name-spans.js";
import { fileNamed, namedBefore, namesTrash, namingOf } from "./names.js";
import { unnamedHead } from "./unnamed-head.js";
import { copiesOf, wholeOf } from "./referred.js";
import { OUT_OF } from "./container.js";
import { actionOf, destroys } from "../words/actions.js";
import { ANY_PREPOSITION } from "./kept.js";
import { ANY_THING } from "./clause-words.js";
import { opensPhrase, soughtPhrase } from "./sought.js";
import { wordBefore as beforePhrase } from "./owners.js";
import { login, PERSON } from "./persons.js";
import { rootOf, verbsOf, type Placed } from "../words/tagger.js";
import {
  insideLonger,
  ITEM_KINDS,
  mentions as mentioned,
  pluralTitle,
  singular,
  titleOf,
  type Mention,
} from "../words/vocabulary.js";

// The words before a file's name that say a thing is taken from it or off it.
const TAKEN_FROM = /\b(?:from|off)\s+["'“‘]?$/;
// A preposition tying a noun to the item it is of, before the item's name (and its opening quotation mark), whose
// words before its extension's may be several ("the shared link on NDA - Brightwater.pdf").
const OF_ITEM = new RegExp(
  String.raw`^\s+(?:of|on|to|for|in)\s+(?:["'“‘]|(?:the\s+)?(?:(?!(?:the|a|an|and|or|${ANY_PREPOSITION})\s)[^\s,;:?!"'“‘]+\s+){0,4})$`,
);

// What may follow an item's name said in full: a stop, the end, or a preposition ("… from folder 5").
const WHOLE = new RegExp(String.raw`^\s*(?:[,;:.!?]|$|(?:${ANY_PREPOSITION})\b)`);
// (Of seeing or changing it: not "who can approve the holiday request".)
const ACCESS = new RegExp(String.raw`\b(?:${SEEING}|edit|change|download)\s+(?:(?:to|in|into|from)\s+)?$`);

/** The words of the noun phrase the word at `i` heads, up to it, after its determiner ("the Enterprise settings
 * page"). */
function phraseOf(placed: readonly Placed[], i: number): Placed[] {
  let at = i;
  while (
    at > 0 &&
    PHRASE_WORD.some((t) => placed[at - 1]!.term.tags.has(t)) &&
    !/[,;:.!?()]/.test(placed[at - 1]!.term.post)
  )
    at -= 1;
  return placed.slice(at, i + 1);
}
const PHRASE_WORD = ["Noun", "Adjective"];

/**
 * The mentions, with each word that names a noun only as a title's last word read as that noun when a name stands
 * before it ("the audit report", "the parking fees schedule": a file; vocabulary.ts' titles), where the kit's tools act
 * on that noun (`resources`, when given), and the request gives no item's id; and a noun no resource's heading a name
 * as a file's, where the request's verbs ask a field of a file's record (`fields`: unnamedHead), or the act it asks the
 * doer of (`deed`) is one that record names the doer of (record-fields.ts' asksOfFile); a name said with no
 * determiner is told by its capitals, which the placed words carry. `titles`: those words, a part of the item's name
 * and no word of a tool's to search for.
 */
export function titled(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  resources?: readonly string[],
  fields?: Fields,
  deed?: Deed,
): { mentions: Mention[]; titles: string[] } {
  // (A title's own id is the item's it names: "the Whitelee T14 inspection report (id 3390017245)" is a file.)
  const titledAt = (m: Mention) => {
    const word = text.slice(m.start, m.end).toLowerCase();
    return titleOf(word) !== undefined && namedBefore(text, placed, named, m, namingOf(word));
  };
  // (An item's id leaves only the titles of what is no item, which its id does not name: "remove the Smith hold from
  // folder 4".)
  const idGiven = named.some((m) => ownId(text, m) !== null && !titledAt(m));
  const found: Mention[] = [];
  // (An item said by its kind or by a name in quotation marks or with its extension is the one named; one said by a
  // noun no resource's is a file when the request's verbs ask a field of one: unnamedHead.)
  const kindless = !named.some((m) => ITEM_KINDS.has(m.noun)) && !fileNamed(text) && text.search(QUOTED) < 0;
  let asks: boolean | undefined;
  const verbs = () => [...verbsOf(placed, "").verbs];
  const asked = () => (asks ??= fields !== undefined && asksOfFile(verbs(), fields, deed));
  // (Or what it says, "what does the Harlow lease say about subletting" (said.ts), of a phrase no word of a resource's
  // or of a record's own (written.ts) is in: "the password policy", "the settings page" are the kit's own.)
  const said = () => fields !== undefined && verbs().some(saying);
  const resourceWords = new Set((resources ?? []).flatMap((r) => r.split(" ").map(singular)));
  const resourceWord = (word: string) => resourceWords.has(singular(word.toLowerCase()));
  const says = (i: number) => {
    const phrase = phraseOf(placed, i);
    const words = phrase.map((p) => p.term.text.toLowerCase()).join(" ");
    const own = (p: Placed) => resourceWord(p.term.text) || RECORD.test(p.term.text.toLowerCase());
    return said() && !phrase.some(own) && mentioned(words).length === 0;
  };
  const kitsOwn = (i: number) => {
    const phrase = phraseOf(placed, i);
    const words = phrase.map((p) => p.term.text.toLowerCase());
    return mentioned(words.join(" ")).length > 0 || words.some(namesTrash);
  };
  // (Or who may see or change it, a question of leave a file's collaborations answer: "who can see the bonus plan".)
  const leave = (i: number) => {
    const asked = WHO_MAY_ON.exec(text.slice(0, phraseOf(placed, i)[0]!.start));
    return asked !== null && ACCESS.test(asked[1]!);
  };
  const names = namesSaid(text);
  for (const [i, p] of placed.entries()) {
    const word = p.term.text.toLowerCase();
    const title = titleOf(word);
    const unnamed = () => kindless && unnamedHead(text, placed, named, i) && (asked() || says(i));
    // (Asked who may see or change it, the phrase is the item whatever words come before its head, "the budget"; not
    // a thing of the kit's own, "who can see the trash", "the sharing settings".)
    const leaveOf = () => kindless && leave(i) && unnamedHead(text, placed, named, i, true) && !kitsOwn(i);
    const byTitle = title !== undefined && titleAt(text, names, placed, named, i) ? title : undefined;
    const byName = byTitle === undefined && unnamed();
    const byLeave = byTitle === undefined && !byName && leaveOf();
    const noun = byTitle ?? (byName || byLeave ? "file" : undefined);
    if (noun === undefined || (resources !== undefined && !resources.includes(noun))) continue;
    if (idGiven && ITEM_KINDS.has(noun)) continue;
    const at = { noun, start: p.start, end: p.end };
    if (byLeave || namedBefore(text, placed, named, at, namingOf(word))) found.push(at);
  }
  // (The verb's object named before anything else, said in full: no part of it after its name, "delete budget.xlsx
  // version 2".)
  // (A quoted name before the place it is in, from its opening quotation mark: "delete "Budget March.xlsx" from the Admin
  // folder".)
  // (Or the passive's subject, where it is told what is done to it: "the old "Rota.xlsx" should be removed from the
  // Rotas folder".)
  const subject = (f: { start: number; end: number }) => passiveSubject(placed, wholeName(text, f));
  const objectFile = (f: { start: number; end: number }) =>
    (verbsObject(placed, quotedName(text, f)) || subject(f)) &&
    !named.some((m) => m.start < f.start) &&
    ownFile(placed, f);
  const files = resources === undefined || resources.includes("file");
  // (Kept where another item is given by its id: "delete budget.xlsx from folder 5".)
  if (idGiven) {
    const whole = (f: { start: number; end: number }) => subject(f) || WHOLE.test(text.slice(quotedName(text, f).end));
    const objects = files ? fileNames(text).filter((f) => objectFile(f) && whole(f)) : [];
    const given = [...found, ...objects.map((f) => ({ noun: "file", ...wholeName(text, f) }))];
    return { mentions: [...named, ...given].sort((a, b) => a.start - b.start), titles: titlesOf(text, given) };
  }
  // (A file's name said with no word for its kind is a file's when the verbs ask a field of one: "who has
  // "Lease Abstracts.xlsx" locked?"; or when the request names nothing else, "delete Budget_2023.xlsx"; or when it is
  // the verb's object, before the place it is in: "delete "Rota_OLD.xlsx" from the Rotas folder".)
  const noKind = !named.some((m) => ITEM_KINDS.has(m.noun));
  if (files)
    for (const f of fileNames(text)) {
      const alone = (noKind && named.length === 0) || objectFile(f);
      // (Or what a thing is taken from or off: "remove the legal hold from "Contract.pdf"", whatever other item the
      // request names, "remove Dana from "Site Plan.pdf" in the Reviews folder"; not where a kind's word after the name
      // says it names that, "from the "Q3.pdf" folder".)
      // (Both from the quoted name's opening mark, whatever words it has before the extension's: "remove the legal hold
      // from "Bakery dispute - emails.pdf"".)
      const { start: from, end } = quoteEnding(text, f) ?? f;
      const kindAfter = named.some(
        (m) => ITEM_KINDS.has(m.noun) && m.start >= end && /^["”]?\s*$/.test(text.slice(end, m.start)),
      );
      const taken = !kindAfter && TAKEN_FROM.test(text.slice(0, from));
      // (Or the item a noun said right before it is of: "who has access to "Allergen_Matrix_v12.xlsx"".)
      const owns = named.some((m) => OF_ITEM.test(text.slice(m.end, from)));
      if ((noKind && (asked() || said())) || ((alone || taken || owns) && ownFile(placed, f)))
        found.push({ noun: "file", ...wholeName(text, f) });
    }
  // (A path with no word for its kind after it names a folder, "remove the group from /Finance/FY24", or a file by its
  // last name's extension: "/Callouts/2025/incident_report.pdf".)
  for (const p of pathSpans(text, named)) {
    const kind = named.some(
      (m) => ITEM_KINDS.has(m.noun) && m.start >= p.end && /^\s*$/.test(text.slice(p.end, m.start)),
    );
    if (!kind && (resources === undefined || resources.includes(p.noun)))
      found.push({ noun: p.noun, start: p.start, end: p.end });
  }
  // The item a verb of finding seeks by its name: its phrase's words before its head are its name, no resource of
  // their own ("the employee handbook", "the most recent contract"); a head no resource's word says is a file's
  // ("find the contract with Initech"), as a name said with no kind is (owners.ts' ownerKind).
  const sought = soughtPhrase(placed);
  const head = sought && named.find((m) => m.start === sought.head.start);
  // (A head after a noun of a resource is that resource's part or state, no item: "the zip download status". A word of
  // a resource read as an adjective only qualifies the head: "the most recent contract".)
  const nominal = (m: Mention) => placed.some((p) => p.start >= m.start && p.end <= m.end && p.term.tags.has("Noun"));
  // (Nor one said to be a part of a resource named right after it: "where's the expiry date for the shared link"; "on"
  // a resource's phrase, with words before its head or no mention of its own: "the header on the menu template", "the
  // expiry date on the budget link".)
  const partAt = (end: number, mention = true) => {
    if (sought === undefined || end < sought.head.end || /[,;:.!?]/.test(text.slice(sought.head.end, end)))
      return false;
    const [by, ...rest] = placed.filter((p) => p.start >= sought.head.end && p.end <= end);
    const word = by?.term.text.toLowerCase() ?? "";
    const on = ON.has(word);
    const words = (p: Placed, k: number) => (k === 0 ? opensPhrase(p) : modifies(p));
    return (on || (mention && PART_OF.has(word))) && (rest.length <= 1 || on) && rest.every(words);
  };
  const partOf = (m: Mention) => partAt(m.start);
  const onKind = placed.some((p) => resourceWord(p.term.text) && p.term.tags.has("Noun") && partAt(p.start, false));
  // (Or a thing of another kind said to be a document's, by a document's title right before it: "find the condition
  // report template" seeks a file kept as one, no template of the kit's.)
  const titleBefore = sought !== undefined && titleOf(wordBefore(placed, sought.head)) === "file";
  // (Or said to be a file after it, by a pronoun: "find the collection notice for buyers. it's a pdf".)
  const fileSaid = sought !== undefined && statedKind(text, named, sought.head.end) === "file";
  const otherKind = head !== undefined && !ITEM_KINDS.has(head.noun);
  const kept = ((otherKind && titleBefore) || (fileSaid && (head === undefined || otherKind))) && sought?.many !== true;
  const item =
    kept ||
    (sought !== undefined &&
      !named.some(
        (m) => m.end > sought.start && m.start < sought.head.end && (m.end > sought.head.start || nominal(m)),
      ) &&
      !named.some(partOf) &&
      !onKind &&
      // (Nor a head said alone that is a word of a resource's own name, "delete the link to the wiki": a web link's;
      // not "the price list".)
      !(sought.start === sought.head.start && resourceWord(sought.head.term.text)) &&
      // (Nor "the whole thing" said of another kind of item named before it: referred.ts' wholeOf.)
      wholeOf(text, placed, named, sought.head.end) === undefined);
  if (sought && item && (resources === undefined || resources.includes("file")))
    found.push({ noun: "file", start: sought.head.start, end: sought.head.end });
  const apart = (m: Mention) => !found.some((f) => f.start < m.end && m.start < f.end);
  // (Words of the name before the head: not when the head is no item's, "the retention policy assignment", nor when it
  // is many of a kind, whose words tell which, "the recent files".)
  const naming = (m: Mention) =>
    sought !== undefined &&
    (item || (ITEM_KINDS.has(head?.noun ?? "") && sought.many !== true)) &&
    m.start >= sought.from &&
    m.end <= sought.head.start;
  // (A noun of another kind right before a word for an item's kind other than its own is a word of its name: "the buyer
  // terms pdf" is a file; "the legal hold folder" may be a hold's.)
  const own = (m: Mention) => singular(text.slice(m.start, m.end)) === m.noun;
  const kinds = [...named, ...found].filter((m) => ITEM_KINDS.has(m.noun) && !own(m));
  // (So is one written with a capital in a title so written: "the Bereavement Group Schedule".)
  const capital = (start: number, end: number) =>
    placed.filter((p) => p.start >= start && p.end <= end).every((p) => p.term.tags.has("Capital"));
  const titledBy = (m: Mention) =>
    found.some((f) => f.start > m.end && !/[^\sa-z0-9'-]/.test(text.slice(m.end, f.start)) && capital(m.start, f.end));
  const inName = (m: Mention) =>
    !ITEM_KINDS.has(m.noun) &&
    m.noun !== PERSON &&
    (kinds.some((k) => k.start === m.end + 1 && text[m.end] === " ") || titledBy(m));
  const left = [...named.filter((m) => apart(m) && !naming(m) && !inName(m)), ...found];
  const mentions = left.sort((a, b) => a.start - b.start);
  const nameWords = named.filter(inName).map((m) => text.slice(m.start, m.end));
  return { mentions, titles: [...titlesOf(text, found), ...nameWords] };
}

/** The words the found mentions say. */
const titlesOf = (text: string, found: readonly Mention[]) => found.map((f) => text.slice(f.start, f.end));

// The prepositions between a sought item's head and a resource's phrase that make it a part of that resource
// ("the expiry date for the shared link"; not "the budget in folder 5", which is in the folder).
const PART_OF = new Set(["of", "for", "on", "to"]);
// …of which those that make it a part of a resource's phrase with words before its head ("on the menu template"; not
// "for the client folder", what a file may be kept for).
const ON = new Set(["of", "on"]);
// Tags of the words before a resource's head in such a phrase.
const modifies = (p: Placed) => ["Noun", "Adjective"].some((t) => p.term.tags.has(t)) && !p.term.tags.has("Pronoun");

// Tags of the words a phrase's head may come after, in a name: "the Response Plan 2025 doc", "the brochure folder".
const IN_NAME = ["Noun", "Value", "ProperNoun", "Adjective"];

// A topic's opener: what follows is what a thing is about, not the thing ("the pdfs about the ballast plan").
const ABOUT = /\b(?:about|regarding|concerning|into|within)\s+(?:\S+\s+){0,5}$/i;
// A place's, where things are ("everything in Client Reports": a folder); but a title "in" governs (no other
// preposition between) that a determiner or an owner opens is a document's, "find the figures in the Q3 report"; not
// where items, people or what is asked are said to be in it ("what documents are in the board pack", "who is in the
// Tuesday roster", "what's in the welcome pack"), nor a draft, a version as much as a document ("what changed in the
// latest draft").
const IN = /\b(?:in|inside)\s+((?:\S+\s+){0,5})$/i;
const OPENED = /^(?:the|this|that|my|our|your|his|her|their|\S+(?:'s|’s))\s/i;
const GOVERNED = /\b(?:on|for|of|from|to|at|by|with)\s/i;
const VERSION = /^drafts?$/i;
const CONTENTS = new RegExp(`\\b(?:what(?:'s|’s|s| is| was)|${ANY_THING})\\s+$`, "i");
// (Said right before "in", maybe with a copula: "who's in", "which users are in", "anyone in".)
const PEOPLE_IN =
  /\b(?:who|whom|anyone|anybody|everyone|everybody|people|members|users|staff)(?:'s|’s|\s+(?:is|are|was|were))?\s+$/i;
const BEING = /(?:\s+(?:is|are|was|were))?\s+$/i;

/** Whether the term at `i` may be a title's last word: it heads its phrase, is within none of the `names` said in
 * quotation marks or as a file's ("Site Plan v2.pdf") nor a longer noun's ("the legal hold"), and is no topic's nor
 * place's ("about the ballast plan", "in Client Reports"). */
function titleAt(
  text: string,
  names: ReadonlyArray<{ start: number; end: number }>,
  placed: readonly Placed[],
  named: readonly Mention[],
  i: number,
): boolean {
  const p = placed[i]!;
  const within = names.some((n) => covers(n, p));
  const before = text.slice(0, p.start);
  const place = IN.exec(before);
  // (Items or people said right before "in", maybe with a copula.)
  const saidIn = (at: number) =>
    named.some((m) => m.end <= at && ITEM_KINDS.has(m.noun) && BEING.test(text.slice(m.end, at))) ||
    PEOPLE_IN.test(text.slice(0, at)) ||
    CONTENTS.test(text.slice(0, at));
  const word = p.term.text.toLowerCase();
  const placeOnly =
    place !== null &&
    !GOVERNED.test(place[1]!) &&
    (VERSION.test(word) ||
      (p.term.tags.has("Plural") && !pluralTitle(word)) ||
      !OPENED.test(place[1]!) ||
      saidIn(place.index));
  return !within && !insideLonger(named, p) && !ABOUT.test(before) && !placeOnly && headsPhrase(placed, named, i);
}

// A pronoun said to be one of a kind: "it's a", "it is an", "it was a", "it should be a" (and one word of its own
// before the kind's noun: "it's a word doc").
const IT_IS = /\bit(?:'s|’s|s| is| was| should be| will be)\s+(?:a|an)\s+(?:\S+\s+)?$/;

/** The item kind a pronoun is said to be after `from` ("…; it's a pdf": file), if any. */
function statedKind(text: string, named: readonly Mention[], from: number): string | undefined {
  return named.find((m) => m.start >= from && ITEM_KINDS.has(m.noun) && IT_IS.test(text.slice(from, m.start)))?.noun;
}

/** The word right before a term, lower case ("" at the start). */
const wordBefore = (placed: readonly Placed[], p: Placed) =>
  placed[placed.indexOf(p) - 1]?.term.text.toLowerCase() ?? "";

/** Where the text says a name in quotation marks or a file's name (titleAt). */
function namesSaid(text: string): Array<{ start: number; end: number }> {
  return [...quotedSpans(text), ...fileNames(text)];
}

/** Whether the term at `i` heads its phrase: no noun of the vocabulary's is said after it in the same name ("the
 * marketing brochure folder" is a folder, "the invoice template" a template). */
function headsPhrase(placed: readonly Placed[], named: readonly Mention[], i: number): boolean {
  for (let at = i + 1; at < placed.length; at += 1) {
    const next = placed[at]!;
    if (named.some((n) => n.start <= next.start && next.start < n.end)) return false;
    if (/[,;:.!?]/.test(placed[at - 1]!.term.post) || !IN_NAME.some((t) => next.term.tags.has(t))) return true;
  }
  return true;
}

/** The quoted name a file's name ends (its quotation mark closing right after the extension) where the place it is in
 * follows; else the file's name. */
function quotedName(text: string, f: { start: number; end: number }): { start: number; end: number } {
  const whole = quoteEnding(text, f);
  return whole !== undefined && PLACE_AFTER.test(text.slice(whole.end)) ? whole : f;
}

/** A file's name, whole: all its quotation marks hold where they close right after its extension ("delete "Pest log
 * Q3 - COPY.xlsx" from …" names no Pest). */
function wholeName(text: string, f: { start: number; end: number }): { start: number; end: number } {
  const quoted = quoteEnding(text, f);
  return quoted === undefined ? { start: f.start, end: f.end } : { start: quoted.start + 1, end: f.end };
}

/** The quoted name a file's name ends, its quotation mark closing right after the extension, if any. */
function quoteEnding(text: string, f: { start: number; end: number }): { start: number; end: number } | undefined {
  return quotedSpans(text).find((q) => q.start < f.start && q.end - 1 === f.end);
}
// The place a thing is taken out of, or is in, said right after it.
const PLACE_AFTER = new RegExp(String.raw`^\s+(?:${OUT_OF}|in)\s`);

/** Whether the term right before a file's name, or before the phrase of its copies ("delete all the duplicate copies
 * of consent.docx"), is a verb, which takes it for its object ("delete "Rota.xlsx" …"). */
function verbsObject(placed: readonly Placed[], f: { start: number; end: number }): boolean {
  const at = placed.findLastIndex((p) => p.end <= f.start);
  const verb = (k: number) => placed[k]?.term.tags.has("Verb") === true && !placed[k]!.term.tags.has("Copula");
  const k = termBeforeCopies(placed, at) ?? at;
  // (Past the "of" or the particle that ends a verb of two words or more: "get rid of "Fee Schedule.pdf" in …".)
  const linked = /^of$/i.test(placed[k]?.term.text ?? "") || placed[k]?.term.tags.has("Particle") === true;
  return verb(k) || (linked && verb(k - 1));
}

/** Whether a file's name opens its clause, past a determiner and adjectives, as the subject of a passive that takes
 * it away: a modal, auxiliary or copula right after it, and a participle of deleting after those ("the old "Rota.xlsx"
 * should be removed"; not "… should be kept"). */
function passiveSubject(placed: readonly Placed[], name: { start: number; end: number }): boolean {
  const at = placed.findIndex((p) => p.end > name.start);
  // (Past the empty term the tagger may leave at the closing quotation mark.)
  const after = placed.filter((p) => p.start >= name.end && p.term.text !== "");
  const verbal = (p: Placed | undefined) => ["Modal", "Auxiliary", "Copula"].some((t) => p?.term.tags.has(t) === true);
  const chain = after.findIndex((p) => !verbal(p));
  const act = after[chain];
  const before = beforePhrase(placed, name);
  return (
    at >= 0 &&
    (before < 0 || placed[before]!.clause !== placed[at]!.clause) &&
    chain > 0 &&
    act !== undefined &&
    destroys(actionOf(act.term.text) ?? "read") &&
    // (Being left is being kept, whatever leaving a place deletes: "… should be left alone".)
    rootOf(act.term.text) !== "leave"
  );
}

/** The index of the term before the phrase of copies that the term at `of` (its "of") ends ("delete all the extra
 * copies of …": "delete"); undefined where no copies are said there. */
function termBeforeCopies(placed: readonly Placed[], of: number): number | undefined {
  let at = of - 1;
  while (at >= 0 && copiesOf(placed, at)) at -= 1;
  if (at === of - 1) return undefined;
  const start = phraseStart(placed, placed[at + 1]!.start);
  // ("All" before its determiner is the phrase's, "all the copies", as is "all of": "all of the copies".)
  let first = placed.findIndex((p) => p.start === start);
  if (/^of$/i.test(placed[first - 1]?.term.text ?? "") && QUANTIFIER.test(placed[first - 2]?.term.text ?? ""))
    first -= 2;
  return QUANTIFIER.test(placed[first - 1]?.term.text ?? "") ? first - 2 : first - 1;
}
const QUANTIFIER = /^(?:all|both|each|any|some)$/i;

/** Whether a file's name is said as a term of its own: no web address ("partner.com"; a host's name has no "_", so
 * "T14_blade_B.jpg" is none, though the tagger reads one), no person's login ("kelly.wong"). */
function ownFile(placed: readonly Placed[], f: { start: number; end: number }): boolean {
  const terms = placed.filter((p) => p.start < f.end && f.start < p.end);
  const host = !terms.some((p) => /^[^/]*_/.test(p.term.text));
  return terms.length > 0 && !terms.some((p) => (host && p.term.tags.has("Url")) || login(p.term, true));
}
