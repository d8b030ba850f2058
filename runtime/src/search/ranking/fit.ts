// How a tool's resource fits what a request acts on: the structure the ranking (weigh.ts) weighs a tool's words by,
// from the tool's derived facts and the request's grammar. Which deletion is the very one a request names is
// target.ts'.
import type { RequestShape } from "../request/grammar.js";
import type { SearchScope } from "./scope.js";
import { actionKind, type ToolFacts } from "../tools/facts.js";
import { holdsOne, type Fields } from "../tools/fields.js";
import type { KitTables } from "../tools/kit-tables.js";
import { recordAnswers } from "../request/record-fields.js";
import { askedWhenDone } from "../request/records.js";
import { evokes, linksFor, onUnsaid } from "./target.js";
import { ITEM_KINDS, mentions, singular } from "../words/vocabulary.js";
import { PERSON } from "../request/persons.js";
import { listsContents } from "./contents-fit.js";

/** Reading tool actions a request's verb may name as such ("list …", "download …"), beyond a plain read (facts.ts). */
const SAID_READS = new Set(["list", "download"]);

/** What a resource compound the request names only the first noun of loses ("file" for a file request). */
const COMPOUND_MISS = 2;

/** Qualifiers that state a tool's outcome or its user, not a kind of resource: a request need not say them. */
const OUTCOME_QUALIFIERS = new Set(["permanent", "to trash", "trashed", "authenticated"]);

/** Whether a tool is that linking record, one when the record's own id is given ("record 3310"): an id of no named
 * noun is its. */
function linkingRecord(facts: ToolFacts, shape: RequestShape, identified: boolean): boolean {
  return linksFor(facts, shape) && (facts.scope === "one") === identified;
}

/**
 * Whether a read names this tool's resource by what the tool holds rather than by its noun: the items or members
 * of the item whose contents it asks for ("what's in hub 7"), the record it says links a thing to another ("the
 * record that puts hold 7 on folder 5"), the record whose settings or profile it asks for ("user 5's profile"), or the
 * item it names by the name the tool reaches it by.
 */
export function readNamed(facts: ToolFacts, shape: RequestShape, context: FitContext): boolean {
  const { identified, found } = context;
  const named = new Set(shape.nouns.map((m) => m.noun));
  return (
    listsContents(facts, shape, context) ||
    // (Or by the name the request gives it, where the tool reaches it by that name: "the enterprise vendorContract
    // template".)
    (found === "name" &&
      facts.scope === "one" &&
      (shape.byName.includes(facts.resource) || (named.has(facts.parent ?? "") && shape.count !== "many"))) ||
    linkingRecord(facts, shape, identified) ||
    readsRecord(facts, shape) ||
    recordAnswers(facts, shape, context) ||
    readsAs(facts, shape) ||
    (shape.question && propertyOf(facts, shape.polar ? shape.words : shape.verbs, named, shape)) ||
    (shape.polar && stateOf(facts, named))
  );
}

/**
 * Whether a tool lists every item of the kind a question asks whether there is any of ("is there a channel for the
 * Leeds site?"), when it names no item of its own and no item that holds such items (a folder's comments) or is read
 * by one (`parts`: a file's shared link, "is there a shared link on the Q3 deck?") or held in its record (`fields`: a
 * file's lock).
 */
export function listsAny(
  facts: ToolFacts,
  shape: RequestShape,
  identified: boolean,
  parts: readonly string[],
  fields: Fields = {},
): boolean {
  const { object, nouns } = shape;
  return (
    shape.existential &&
    !identified &&
    facts.scope === "every" &&
    facts.resource === object &&
    !nouns.some((n) => parts.includes(`${n.noun} ${object}`) || holdsOne(fields, n.noun, object))
  );
}

/** Whether a tool reads the part a request names of the item it names ("the metadata on file 5"): one of them, or of
 * many a listing ("version 3 and version 5 of the plan"); or lists the parts of an item the request says it shares
 * with someone ("my DMs with Priya" are a conversation's messages). */
export function readsPart(facts: ToolFacts, { object, related, count, withSomeone }: RequestShape): boolean {
  if (withSomeone && related === undefined) return facts.resource === object && facts.scope === "part";
  return facts.resource === object && facts.parent === related && !(count === "many" && facts.scope === "one");
}

/** Whether a tool reads the item the one object is said to be of, as the object: "the shared link for the holiday rota
 * spreadsheet" is the file's, read by its shared link, not a search of shared items ("the shared links in folder 5"
 * are its items'). */
function readsAs(facts: ToolFacts, { object, related, count }: RequestShape): boolean {
  return (
    related !== undefined &&
    count !== "many" &&
    facts.resource === related &&
    facts.qualifiers.some((q) => mentions(q).some((m) => m.noun === object))
  );
}

// Words for an item's whole record.
export const RECORD = /^(?:config|configuration|settings?|profile|properties|details|info|information)$/;

/** Whether a tool gets the one record a request's possessed part names as the whole ("user 5's profile"), or a part
 * of a person's it names ("the phone number on Derek Lin's profile"). */
export function readsRecord(facts: ToolFacts, { part, owned, thirdPerson }: RequestShape): boolean {
  // (The caller's own record only when the request says it is: "my profile", not "user 5's profile".)
  const own = !facts.qualifiers.includes("authenticated") || owned.includes(facts.resource);
  return (
    (part?.by === "possessed" || (part?.by === "attached" && thirdPerson && part.owner === PERSON)) &&
    // (Any of a person's own is their record's: "Marcus's title".)
    (RECORD.test(part.word) || thirdPerson) &&
    facts.resource === part.owner &&
    facts.scope === "one" &&
    own
  );
}

/** Whether a tool reads the status of things the request names: its other words, and its parent, name them. */
function stateOf(facts: ToolFacts, named: ReadonlySet<string>): boolean {
  const words = facts.resource.split(" ");
  if (words.at(-1) !== "status") return false;
  const rest = [words.slice(0, -1).join(" "), facts.parent ?? ""].filter((w) => w !== "").join(" ");
  const said = new Set([...named].flatMap((n) => n.split(" ")));
  return rest !== "" && rest.split(" ").every((w) => said.has(w));
}

/** Whether a tool reads a part of an item the request names (its parent, or its compound's first noun: "folder lock")
 * that another form of the part's noun says ("classified": the classification; "locked": the lock). The state is the
 * object's when that is an item ("which files in folder 5 are locked" asks the files' locks, not the folder's), and
 * of many items it is no read of one's part: their listing tells them apart first. */
function propertyOf(
  facts: ToolFacts,
  said: ReadonlySet<string>,
  named: ReadonlySet<string>,
  { object, count }: Pick<RequestShape, "object" | "count">,
): boolean {
  const words = facts.resource.split(" ");
  const owner = facts.parent ?? (words.length > 1 ? words.slice(0, -1).join(" ") : undefined);
  if (owner === undefined || !named.has(owner) || named.has(facts.resource)) return false;
  if (object !== undefined && ITEM_KINDS.has(object) && (owner !== object || count === "many")) return false;
  // (Of many of the owner's kind, the question asks which of them, not a part of each: "what tasks are assigned to
  // Priya" are tasks, not one task's assignments.)
  if (count === "many" && owner === object) return false;
  const noun = words.at(-1)!;
  return [...said].some(
    (w) =>
      w !== noun &&
      singular(w) !== noun &&
      w.length >= 4 &&
      sharedStart(w, noun) >= Math.max(4, Math.min(w.length, noun.length) - 3),
  );
}

const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
};

/** Whether a tool acts on what ties the object to the container it is removed from ("Maria from group 5"). */
function inside(facts: ToolFacts, { object, container }: RequestShape): boolean {
  return (
    container !== undefined &&
    ((object !== undefined && facts.resource.startsWith(`${object} `)) ||
      facts.resource.startsWith(`${container} `) ||
      facts.parent === container)
  );
}

/** What a tool's resource is weighed with beside the request's shape. */
export interface FitContext {
  /** Whether the request reads or acts in the trash. */
  trash: boolean;
  /** Whether the request gives an item's id. */
  identified: boolean;
  /** The manifest terms its everyday words stand for (synonyms.ts: "the bin" is the trash). */
  added?: string;
  /** The qualifiers every tool on one resource states (facts.ts' sharedQualifiers). */
  shared?: readonly string[];
  /** What the tools read of an item, by a listing of its parts or a qualified read ("file comment", "file shared
   * item"; scope.ts' parts and readBy). */
  parts?: readonly string[];
  /** What an action of another kind makes (scope.ts' made: "send message"). */
  made?: readonly string[];
  /** The fields that hold a record of their own (scope.ts' held), and every record's fields by its noun. */
  held?: readonly string[];
  records?: Fields;
  /** Whether the request seeks many items by what their records show, found by browsing (finding.ts' browses). */
  browsing?: boolean;
  /** The words of the tools' names (scope.ts' toolWords): what the kit acts on by name. */
  toolWords?: readonly string[];
  /** What the kit reads of each tool's record once (kit-tables.ts). */
  tables: KitTables;
  /** How the tool reaches one item: by an id that a listing of its kind finds, or by its name (facts.ts' reachedBy). */
  found?: "id" | "name";
}

/** How well a tool's resource fits what the request acts on (higher fits better; below 0 the tool acts on something
 * else): the noun it acts on, or what it removes from a container ("Maria from group 5": the group's memberships);
 * the parent and the trash it names add to that. */
export function resourceFit(facts: ToolFacts, shape: RequestShape, around: FitContext): number {
  const { trash, identified, shared = [], found } = around;
  const named = new Set(shape.nouns.map((m) => m.noun));
  const { object, container } = shape;
  const within = inside(facts, shape);
  // A listing of items lists files, folders and web links: it fits a request for many of one kind ("my trashed files").
  const kinds = facts.resource === "item" && facts.scope !== "one" && shape.count === "many" && ITEM_KINDS.has(object!);
  // (So is a tool that takes the object by a parameter, when the request says the tool's own act: "download version 87
  // of file 610" is the file's download, which takes the version.)
  const itself =
    facts.resource === object || kinds || (shape.verb === facts.action && (facts.taken ?? []).includes(object!));
  let fit = within ? 3 : itself ? 2 : named.has(facts.resource) ? 1 : 0;
  // Nor is the item the object is said to be in or on ("the people in channel C0AB": the channel's members), unless the
  // tool reads it as the request says ("the shared link for file 5": the file's, by its shared link).
  const said = facts.qualifiers.some((q) => q.split(" ").every((w) => shape.words.has(w)));
  if ((facts.resource === container && !within) || (facts.resource === shape.related && !said)) fit = 0;
  // What is in an item is its items ("what's been put into hub 7"), not the item itself.
  if (facts.resource === shape.contents?.noun) fit = 0;
  if (listsContents(facts, shape, around)) return 3;
  // A record said to link a thing to another is that thing's linking record, not the thing.
  if (facts.resource === shape.linked) fit = 0;
  if (linksFor(facts, shape)) return linkingRecord(facts, shape, identified) ? 3 : 1;
  // A resource is named by its whole phrase: a "file request" is no file, so a request naming a file but not the
  // request takes the compound away (its first word fits the request's words, its resource does not).
  const head = [...named].find((n) => facts.resource.startsWith(`${n} `));
  if (head !== undefined && !within && !named.has(facts.resource)) {
    if (!evokes(shape, facts.resource.slice(head.length + 1))) fit -= COMPOUND_MISS;
  }
  // (So is the object's kind on an item it says nowhere: a file version's legal hold is no hold policy.)
  else if (onUnsaid(facts.resource, shape, around.tables)) fit -= COMPOUND_MISS;
  if (facts.parent !== undefined && named.has(facts.parent)) fit += 1;
  // A part of an item the request names nowhere ("the full member list") is more likely the whole kind's.
  // (An id or a name mark of no named resource, "#ops", "C0AB12", names an item it may be.)
  else if (facts.scope === "part" && facts.parent !== undefined && !identified && container === undefined) fit -= 1;
  if (trash && facts.qualifiers.includes("trashed")) fit += 1;
  // The speaker's own item ("my user id") is the one the caller's account reaches.
  if (facts.qualifiers.includes("authenticated") && shape.owned.includes(facts.resource)) fit += 1;
  // An item's settings, profile or config is its own record ("agent 4471's config"), not a default or a part of it.
  if (readsRecord(facts, shape)) fit += 2;
  // A yes/no question asks for a state: the status of what it names ("did user 4 accept terms 9?", "is zip 7 done?").
  if (shape.polar && stateOf(facts, named)) fit += 2;
  // …or whether an item has a part, by the part's participle ("is folder 5 classified?", "is file 4 watermarked?").
  if (shape.polar && propertyOf(facts, shape.words, named, shape)) fit += 2;
  // The tool's own way of reading said as the request's verb: "list" asks for a listing, "download" for the content
  // ("download version 12 of file 5"). ("Get" says only that something is read: "get me the hubs".) It asks for a
  // listing of what it names, not of another kind: "list all the channels" says nothing for the users' listing.
  if (
    shape.verb === facts.action &&
    SAID_READS.has(facts.action) &&
    !shape.question &&
    (itself || object === undefined)
  )
    fit += 1;
  // One item or many: a tool on one item fits "revision 22", a listing fits "older versions".
  if (shape.count !== undefined && itself) {
    if ((shape.count === "one") === (facts.scope === "one")) fit += 1;
  }
  // A read of one item whose binding takes the item's id (facts.ts' takesId) needs it: a request that gives none ("the
  // current terms of service", "what storage plans exist") is more likely served by a listing of its kind, which finds
  // it (`found`), when it names that kind or none.
  else if (
    (itself || object === undefined) &&
    facts.scope === "one" &&
    found === "id" &&
    actionKind(facts.action) === "read" &&
    !identified
  )
    fit -= 1;
  // A qualifier the request does not say ("on hold", "under retention", "shared link") narrows the tool away, unless
  // every tool on its resource states it (then it tells nothing apart).
  for (const q of facts.qualifiers) {
    if (shared.includes(`${q} ${facts.resource}`)) continue;
    if (!OUTCOME_QUALIFIERS.has(q) && !q.split(" ").every((w) => shape.words.has(w))) fit -= 1;
  }
  return fit;
}
