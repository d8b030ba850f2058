// How an item named by its name is found: a read of it needs its id, which the listing of the items it may be among
// gives (a folder's items, from the root folder down), so that listing is the first step of any read of it.
import type { FitContext } from "./fit.js";
import { holdsItemsIn, ITEM_KINDS, lastWord, type Mention } from "../words/vocabulary.js";
import { namesAccount } from "../request/query.js";
import type { ToolFacts } from "../tools/facts.js";
import { namesField, namesOwnField, saysFieldWord, type Fields } from "../tools/fields.js";
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";
import { PLACING, SEEKING, wantsItem } from "../words/verb-classes.js";
import { saying } from "../request/said.js";
import { PERSON } from "../request/persons.js";
import { MAKING } from "../request/records.js";
import { actionOf } from "../words/actions.js";
import { sentenceAt } from "../request/sentences.js";

/** Whether a tool lists the items (files, folders, web links) among which one the request names by its name is, or
 * many it says are in the trash: not when the request gives an id of its own (it reaches the item through it). */
export function findsNamed(facts: ToolFacts, shape: RequestShape, around: FitContext): boolean {
  const { trash, browsing = false } = around;
  // (A search of every such item by what their records show gives no id: "files where turbine_id is T14".)
  const identified = around.identified && !browsing;
  const inTrash = saysTrash(shape, around);
  // (Many of a kind of item said to be there, none by its id: "which files in my trash are older than 20 days"; or
  // whatever is there, when it names no resource at all nor asks who did an act: "show me what's been sitting in the
  // trash", not "who deleted what's in the trash"; or what is in it, asked as such, from wherever it came.)
  const { object, count, nouns, deed } = shape;
  const { parts = [], records } = around;
  const whatever = nouns.length === 0 && deed === undefined;
  const binned = inTrash && (whatever || (count === "many" && ITEM_KINDS.has(object ?? "")) || trashHolds(shape));
  return (
    (shape.byName.some((n) => ITEM_KINDS.has(n)) || binned || browsing || seeksDescribed(shape, parts, records)) &&
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

// What is in the trash, asked as such, whatever else the request says of it: "what's in the trash from the Legal folder",
// "what does the bin have from folder 5".
const TRASH_HOLDS =
  /\b(?:(?:what(?:'s|s)?|everything|anything|whatever)\s+(?:\S+\s+){0,3}?(?:in|inside|within)\s+|what\s+(?:does|do)\s+)(?:the\s+|my\s+|our\s+)?(?:trash|bin|recycle bin)\b/;

/** Whether the request asks what is in the trash (TRASH_HOLDS), not who did an act to it ("who deleted what's in the
 * trash": the record of acts; but "show me what's in the trash and who deleted each item" asks it first). */
function trashHolds({ text, deed }: RequestShape): boolean {
  const said = TRASH_HOLDS.exec(text);
  return said !== null && !(deed?.doer === "unknown" && /\bwho\b/.test(text.slice(0, said.index)));
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
  return (
    object !== undefined &&
    byName.includes(object) &&
    !gone &&
    ((words.has("where") && !whereTo(shape) && !PLACE_WHERE.test(shape.text)) || words.has("id"))
  );
}

// "Where" after a copula names a place, asking none: "it's not where it used to be".
const PLACE_WHERE = /\b(?:is|are|was|were|'s|not)\s+where\b/;

// A question of where one does an act with "do" ("where do we pay the invoice"), its verb after a subject of one or two
// words.
const WHERE_DO = /\bwhere\s+(?:do|does|did)\s+(?:\S+\s+){1,2}?([a-z]+)\b/;

/** Whether a question of where asks where to do an act ("where do I sign the lease"), not where a thing is placed,
 * kept or found ("where do we keep the lease", "where did Tom put it", "where do I find the style guide"). */
function whereTo({ text, verbs }: RequestShape): boolean {
  const verb = WHERE_DO.exec(text)?.[1];
  return verb !== undefined && verbs.has(verb) && !PLACING.has(verb) && !SEEKING.has(verb);
}

/** Whether a read asks for the very item it names by its name, not a part of it nor what was done to it: to find it,
 * or where it is ("find the Q3 deck", "where is the file called 'Rota.xlsx'"). The listing that finds it is then the
 * answer, though no word of it is said. */
export function seeksNamed(shape: RequestShape, parts: readonly string[], records?: Fields): boolean {
  const { object, byName } = shape;
  if (seeksDescribed(shape, parts, records)) return true;
  if (object === undefined || !ITEM_KINDS.has(object) || !byName.includes(object)) return false;
  // (Or asked whether one by its name is there, as what "there is": "is there a file called rota.xlsx"; not "is there
  // anyone who can see the client folder".)
  return asksPlace(shape) || (thereIs(shape) && onlyObject(shape, parts, records)) || seeksOnly(shape, parts, records);
}

/** Whether an existential question asks whether the object is there: it follows "there is" or "is there" (maybe after
 * a word that counts it). */
function thereIs(shape: RequestShape): boolean {
  const item = shape.nouns.find((n) => n.noun === shape.object);
  const before = item === undefined ? "" : shape.text.slice(0, item.start);
  return shape.existential && /\bthere\s+(?:(?:a|an|any|some|one)\s+)?(?:\S+\s+)?$/.test(before);
}

/** Whether a read seeks many items of a kind, known by no name or id but by what is said of them ("find the pdfs
 * about the ballast plan"): no tool searches them, so the listing of a folder's items is where they are found. */
function seeksDescribed(shape: RequestShape, parts: readonly string[], records?: Fields): boolean {
  const { object, count, verb } = shape;
  if (object === undefined || !ITEM_KINDS.has(object) || count !== "many") return false;
  // (A search of every such item seeks them by any verb, "list all files with metadata Status = Deceased", but not
  // what their word modifies: "the file deletions across the company" are acts.)
  const searched = (shape.searching || shape.across === true) && !modifiesAnother(shape, object);
  return onlyObject(shape, parts, records) && (searched || wantsItem(verb));
}

/** Whether a verb of finding seeks the object and no other resource is named: "the files on legal hold" are that
 * hold's, "the files Rachel uploaded" the record of acts'. (`parts`: what the tools read of an item, scope.ts';
 * `records`: the records' fields by their noun.) */
function seeksOnly(shape: RequestShape, parts: readonly string[], records?: Fields): boolean {
  // (One item's doer tells which it is: "find the spreadsheet Tom sent about the pallets".)
  const doer = (n: Mention) => n.noun === PERSON && shape.deed?.doer === "named" && shape.count === undefined;
  // (So does whose it is, said right before it: "find Ruth's draft of the action plan".)
  const item = shape.nouns.find((n) => n.noun === shape.object);
  const whose = (n: Mention) =>
    n.noun === PERSON && item !== undefined && /['’]s\s*$/.test(shape.text.slice(n.start, item.start));
  return onlyObject(shape, parts, records, (n) => doer(n) || whose(n)) && wantsItem(shape.verb);
}

/** Whether the request names no other resource than its object, but to tell of it (seeksOnly), or one `besides`
 * allows. */
function onlyObject(
  shape: RequestShape,
  parts: readonly string[],
  records: Fields = {},
  besides: (said: Mention) => boolean = () => false,
): boolean {
  const { object, nouns, text, container } = shape;
  // (A noun said after a clause telling of the item by a pronoun describes it: "find the pdf about the ballast plan, I
  // think it was uploaded by someone in environmental". So does what it is from when that holds no items: who sent
  // it, "the invoice from Harbour Supply Group".)
  // (Nor one said in the topic it is about: "find the file Ruairi uploaded about the new phone system".)
  // (Nor one in a clause after a stop that names the item again by a pronoun: "…, I think Leah uploaded it".)
  const retold = (at: number) =>
    RETOLD_BEFORE.test(text.slice(0, at)) && RETOLD_AFTER.test(text.slice(at)) && !RELATIVE_OF_IT.test(text.slice(at));
  const told = (at: number) =>
    TOLD.test(text.slice(0, at)) || ABOUT.test(text.slice(0, at)) || retold(at) || aside(shape, at);
  const sender = (noun: string) => noun === container && !holdsItemsIn(parts, noun);
  // (Nor is a field of the item's own record, which the listing shows: "files with metadata payer = Delta".)
  const other = (n: Mention) => sender(n.noun) || namesOwnField(n.noun, object, records) || besides(n);
  return nouns.every((n) => n.noun === object || told(n.start) || other(n));
}

/** Whether a place in the request is in a statement after the question that asks of the object, which tells only what
 * the asker knows ("is there a file called Rota.xlsx anywhere? Jonah swears he saved it"). */
function aside({ sentences, nouns, object }: RequestShape, at: number): boolean {
  const of = (place: number) => sentenceAt(sentences, place);
  const asked = of(nouns.find((n) => n.noun === object)?.start ?? Infinity);
  const said = of(at);
  return asked?.question === true && said !== undefined && said.start > asked.start && !said.question;
}

// The words of a topic an item is said to be about, before a noun in it: "… about the new phone".
const ABOUT = /\babout\s+(?:[^\s,;.!?]+\s+){0,3}$/;

// A clause telling of an item already said, by its pronoun or "there": "…, it was uploaded by", "…, I think it's in",
// "…, there are like 5 versions".
const TOLD =
  /[,;.]\s+(?:i think\s+|maybe\s+)?(?:it|they|there)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:\S+\s+){0,3}$/;

// A clause opening past a stop, a few words before a noun in it; and that clause a statement naming a thing by a
// pronoun after it as a verb's object: not a preposition's ("…, and the tasks on it"), nor in a question ("…, how
// many tasks does it have?") or a relative clause ("…, and the comments that mention it").
const RETOLD_BEFORE = /[,;.]\s+(?:\S+\s+){0,3}$/;
const RETOLD_AFTER =
  /^[^,;.!?]*?\s(?!(?:on|in|of|for|to|from|at|with|about|under|onto|into|that|which|who)\s)[a-z'’]+\s(?:it|them)\b[^,;.!?]*(?:[,;.!]|$)/;
const RELATIVE_OF_IT = /^[^,;.!?]*?\b(?:that|which|who)\s+[a-z'’]+\s+(?:it|them)\b/;

/** Whether a search of everything for items of a kind is found by browsing: a kit that lists the items in a folder
 * reaches every item from the root folder down, the listing showing each one's record (its name, size, owner,
 * metadata, classification, tags, dates). Not a search of what they say or hold inside ("files mentioning the
 * merger", "any spreadsheet containing SSNs"), nor of an act told of them that only another record holds, which a
 * field of theirs names no more than in part ("files shared with gmail addresses": their shared link's, their
 * collaborations'). */
export function browsed(shape: RequestShape, scope: SearchScope): boolean {
  const { object, verbs, text } = shape;
  const { containers, parts, readBy, records } = scope;
  if (object === undefined || !ITEM_KINDS.has(object) || containers.length === 0) return false;
  // (The items are what a request that asks no question acts on, not where it searches: "search for 'lead paint'
  // across all folders".)
  if (!shape.question && shape.target !== object) return false;
  // (Nor what their word modifies: "the file deletions across the company" are acts.)
  if (modifiesAnother(shape, object)) return false;
  if ([...verbs].some(saying) || INSIDE.test(text)) return false;
  // (Nor are items searched for a term, in what they hold: "search my files for 'invoice'".)
  const said = shape.nouns.find((n) => n.noun === object);
  if (shape.verb === "search" && said !== undefined && /^\s+for\b/.test(text.slice(said.end))) return false;
  const own = records[object] ?? [];
  const told = [...verbs].filter((v) => v !== shape.verb);
  // (An act that makes an item is its creation, which its record holds: "PDFs uploaded this year".)
  const made = (v: string) => {
    const action = actionOf(v);
    return action !== undefined && MAKING.has(action) && namesField(["created"], own);
  };
  if (told.some((v) => !namesField([v], own) && !made(v) && saysFieldWord([v], own))) return false;
  // Nor is it browsing when it names another resource than the item, whose tools answer it ("files on legal hold"),
  // but a folder it is in, the account, or a person held by a field of the item's record it names ("files owned by
  // Gareth in the Legal folder", "the largest files in our account"; not "files shared with external people").
  const doers = own.filter((f) => f.endsWith("_by"));
  const byField = [...shape.words].some((w) => namesField([w], doers));
  const besides = (m: Mention) =>
    containers.includes(m.noun) || (m.noun === PERSON && (byField || namesAccount(text, m)));
  return onlyObject(shape, [...parts, ...readBy], records, besides);
}

/** Whether a read seeks many items of a kind by what their records show, in no one place (browsed): a search of
 * everything of that kind, across the account, by a verb of finding, or by a part their record holds ("list all
 * files where the metadata field Phase is Design"). */
export function browses(shape: RequestShape, scope: SearchScope): boolean {
  const { object = "", nouns, verb } = shape;
  const byPart = nouns.some((n) => n.noun !== object && namesOwnField(n.noun, object, scope.records));
  const searched = shape.searching || shape.across === true || byPart || wantsItem(verb);
  return shape.count === "many" && searched && browsed(shape, scope);
}

// What an item holds inside, its text, said as such (a small closed class beside the verbs of saying).
const INSIDE = /\b(?:contain(?:s|ing)?|contents?|text)\b/;

/** Whether the object's word modifies another noun heading its phrase ("the file deletions across the company" are
 * acts, which the record of acts holds, not files). */
export function modifiesAnother({ mentioned, text, nounPhrases }: RequestShape, object: string): boolean {
  const said = mentioned.find((m) => m.noun === object);
  if (said === undefined) return false;
  const last = lastWord(text, said);
  return nounPhrases.some((p) => p.includes(last) && p.at(-1) !== last);
}
