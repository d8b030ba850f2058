// One tool weighed against a request (engine.ts ranks by it): its tier, what the structure says of it — safe to offer,
// the kind of act asked, the very thing named — and its words' score, lowered for what the request does not ask.
import type { ToolDefinition } from "../../contract.js";
import { destroys, type Action } from "../words/actions.js";
import { actionKind, reachedBy, type ToolFacts } from "../tools/facts.js";
import type { Fields } from "../tools/fields.js";
import { listsAny, readNamed, readsPart, resourceFit, type FitContext } from "./fit.js";
import { findsAlone, findsNamed } from "./finding.js";
import { listsFlagged } from "./flags.js";
import { readsHappened } from "../request/happened.js";
import { cannotTakeIds, offObject, opensKind, startsAt, startsUnsaid, type Step } from "./ids.js";
import {
  answeredRequest,
  answersDeed,
  askedWhenDone,
  countsActs,
  holdsDoer,
  readsActs,
  toldOf,
} from "../request/records.js";
import type { SearchScope } from "./scope.js";
import type { RequestShape } from "../request/shape.js";
import { destroysNamed } from "./target.js";
import { listsParts, startsAtParts } from "../tools/part-listing.js";
import { seeksEntries } from "./narrowing.js";
import { downloadsObject, downloadsUncounted, readsSaid } from "./downloads.js";
import { listsMeasured, measuresNamed, sizesUse } from "./usage.js";
import { needsLinkUngiven } from "./held-link.js";
import { asksOfPerson, listsDescribed } from "./person-asked.js";
import { asksOwnField } from "./own-field.js";
import { listsSoughtFor } from "./sought-for.js";
import { browsedInPlace, plainListings } from "./scoped.js";
import { readsWithin } from "./within.js";
import { listsSaidOn } from "./made-contents.js";
import { listsOverSpan } from "./over-time.js";

/** How much a tool on a qualified item keeps when the request does not ask for it: one on trashed items when it speaks
 * neither of the trash nor of deleted items ("list folder 12" means the live folder, though the trash listing matches
 * its words as well), one on the caller's own account when it does not speak in the first person. */
const UNASKED = 0.7;

/** What each point of a tool's resource fit (resourceFit) adds to its words' score, as a share. */
const RESOURCE_WEIGHT = 0.1;

/** How much the listing that finds an item named by its name (finding.ts) weighs its words by. */
const FINDING = 2.5;

/** A request action's kind, in the terms of a tool's (facts.ts). */
export function kindOf(action: Action): "read" | "destroy" | "other" {
  return action === "read" ? "read" : destroys(action) ? "destroy" : "other";
}

/** The request as every tool is weighed against it, derived once a search (engine.ts). */
export interface Weighing {
  shape: RequestShape;
  scope: SearchScope;
  /** The kind of its main act, when it asks one. */
  main: ReturnType<typeof kindOf> | undefined;
  /** Whether it asks, in its main clause and unnegated, to destroy. */
  destroying: boolean;
  /** The resources it says to keep ("…, not the folder"). */
  kept: readonly string[];
  /** The narrowest deletion it names (target.ts' narrowed). */
  narrowest: string | undefined;
  /** Whether it speaks of the trash or deleted items other than by the verb framing its question (engine.ts). */
  trashed: boolean;
  /** Whether it speaks of items in the trash (finding.ts' saysTrash). */
  inTrash: boolean;
  /** The nouns it names an item of by its own id ("post 1716123456.789000"). */
  byId: ReadonlySet<string>;
  /** Whether it gives an item's id at all. */
  given: boolean;
  /** Whether it seeks an item by its name (finding.ts' seeksNamed). */
  seeking: boolean;
  /** The listing a search of things read within their containers reads (within.ts). */
  within?: string;
  fields: Fields;
  /** The named values of the records' fields (field-values.ts). */
  values: Fields;
  around: FitContext & { trash: boolean; identified: boolean; parts: readonly string[] };
}

/** A tool's step in the ranking, from the words' score of its hit (0 for a tool the structure names alone), or
 * undefined when nothing but its words named it and it had none. */
export function weighTool(d: ToolDefinition, facts: ToolFacts, score: number, w: Weighing): Step | undefined {
  const { shape, scope, main, destroying, around, fields, byId } = w;
  const { trash, identified, parts } = around;
  let words = score;
  if (!w.trashed && facts.qualifiers.includes("trashed")) words *= UNASKED;
  // A read does not answer with what the request leaves out ("which channels have had no messages").
  if (main === "read" && shape.spared.includes(facts.resource) && facts.resource !== shape.object) words *= UNASKED;
  // A tool on the caller's own account fits a request in the first person ("my user id"), not one about another.
  if (!shape.firstPerson && facts.qualifiers.includes("authenticated")) words *= UNASKED;
  // Nor is a resource named by the word the request says as its verb, another act than the tool's ("list the
  // classifications" names no shield list): neither its act nor its resource is asked.
  if (verbNamesResource(facts, shape)) words *= UNASKED * UNASKED;
  // A deletion of what the request says to keep ("…, not the folder") is as unasked as any when not destroying.
  const spared = w.kept.includes(facts.resource);
  const safe = (destroying && !spared) || !d.annotations.destructiveHint ? 1 : 0;
  // Reads and destructions match by kind (list or get, delete or remove); any other action by one the request asks
  // for (send is not invite).
  const kind = main !== undefined && actionKind(facts.action) === main;
  const reading = kind && main === "read";
  // (A tool on the caller's own account does what a request asks only of the speaker's own: "who am I", not "who is
  // U0XYZ123" nor "what's Marcus's title".)
  const other = identified || shape.thirdPerson || byId.has(facts.resource);
  // (Nor is whom a verb of showing shows to the one asked of where another is named: "show me user 5's profile".)
  // (Nor whom an aside speaks of: "what's Marco's timezone? I think he's in NZ".)
  const speaker = shape.firstPerson && !((shape.shownTo || shape.asideOnly) && other);
  // (Nor what it asks of many of its kind: "which users haven't logged in" are not the caller, though they log in.)
  const many = shape.count === "many" && facts.resource === shape.object && facts.scope === "one";
  const anyones = !facts.qualifiers.includes("authenticated");
  const mine = anyones || (!many && (speaker || !other));
  const reach = { ...around, found: reachedBy(d, scope.listed, facts.resource, shape.words) };
  // (A download of what the request does not name is no read of the amount it asks: downloads.ts.)
  const acts =
    kind &&
    mine &&
    (main !== "other" || shape.asked.some((x) => x === facts.action)) &&
    !downloadsUncounted(facts, shape)
      ? 1
      : 0;
  // The tool's resource against what the request names weighs its words (a hard tier here measured worse: the
  // vocabulary names broad nouns — file, user — more often than the narrow ones a tool acts on).
  words *= Math.max(0.1, 1 + RESOURCE_WEIGHT * resourceFit(facts, shape, reach));
  // Among deletions, the one of the very thing the request acts on comes before a broader or a neighbouring one.
  const asked = destroysNamed(facts, shape, scope, w.narrowest, trash, w.inTrash);
  // A read of a part of the item it names is that part's, never the item's own ("the metadata on file 5"); but who
  // changed it at a time is no part's to tell unless its record holds the doer ("who changed the permissions on
  // folder 5 yesterday": the record of acts; records.ts).
  const dated = askedWhenDone(shape);
  const unheld = dated !== undefined && !holdsDoer(fields[facts.resource] ?? [], dated);
  const ofPart = reading && readsPart(facts, shape) && !unheld;
  // So is one of what it names by what the tool holds ("what's in hub 7", "user 5's profile"; fit.ts).
  const held =
    reading &&
    (readNamed(facts, shape, reach) ||
      listsAny(facts, shape, identified, parts, fields) ||
      asksOfPerson(facts, shape) ||
      asksOwnField(facts, shape) ||
      listsDescribed(facts, shape, w.given) ||
      listsSoughtFor(d, facts, shape, w.given) ||
      readsWithin(facts, w.within) ||
      (findsAlone(facts, w.seeking) && findsNamed(facts, shape, around)));
  // A listing of what an act the request tells of makes is that act's record ("what did the CEO say in #news").
  const told = reading && toldOf(facts, shape, scope, byId);
  // The listing that finds an item the request names by its name rather than its id: its words seldom say the
  // request's ("the Q3 deck"), though a read of that item starts there.
  if (reading && findsNamed(facts, shape, around)) words *= FINDING;
  // (So is what was said of a topic in a place: its messages, listsSaidOn.)
  const says = reading && (readsSaid(facts, shape) || listsSaidOn(facts, shape, parts, around.made));
  // (The request for an act whose answer the request asks holds it: records.ts' answeredRequest.)
  const answered = reading && answeredRequest(facts, shape, fields, scope.resources);
  // (A request of no verb at all names what it reads, its thing tied to the other by a preposition: "members of the
  // group DM G0123" are that conversation's members.)
  const partSaid =
    shape.verbs.size === 0 &&
    shape.asked.length === 0 &&
    actionKind(facts.action) === "read" &&
    facts.resource === shape.object &&
    facts.parent !== undefined &&
    facts.parent === shape.related &&
    tiedByPreposition(shape);
  const named =
    told ||
    partSaid ||
    (destroying && safe === 1 && d.annotations.destructiveHint && asked) ||
    (ofPart && !!facts.parent) ||
    held ||
    readsActs(facts, shape) ||
    countsActs(facts, shape) ||
    (reading && !w.given && browsedInPlace(facts, shape, scope, around.added)) ||
    says ||
    (reading && downloadsObject(facts, shape, parts)) ||
    (reading && (measuresNamed(facts, shape, around.tables) || listsMeasured(facts, shape, around.tables, fields))) ||
    (reading && listsOverSpan(d, facts, shape)) ||
    (reading && sizesUse(facts, shape, scope, around.tables)) ||
    readsHappened(facts, shape, around, fields) ||
    answersDeed(facts, shape, fields) ||
    answered ||
    (kind && listsFlagged(facts, shape, { fields, values: w.values, tables: around.tables }, identified));
  if (score === 0 && !named) return undefined;
  // A tool that takes another item's id than those the request gives cannot take them ("is file 5 on hold?").
  const cannot = cannotTakeIds(d, facts, shape, byId, destroying);
  if (cannot) words *= UNASKED;
  // (One on a compound of what the request asks of that item answers none of it: "the policy on folder 5".)
  // (Nor does one that takes a link the request does not give: "the shared link for the staff handbook" is the
  // handbook's, held-link.ts.)
  const off =
    (cannot && safe + acts > 0 && offObject(facts, shape, byId)) || needsLinkUngiven(d, facts, shape.text, byId)
      ? 1
      : 0;
  // (What an item says is its content, before any record of it: the versions' of "what does the latest version say".)
  const tier = safe * 2 + acts + (named ? 1 : 0) + (says ? 1 : 0) - off;
  // (A read that needs an id the request does not give starts at the listing that finds it: ids.ts.)
  const starts =
    main === "read" && !w.given && reach.found !== "name"
      ? startsAt(d, facts, shape, scope.opened, scope.openedByName)
      : [];
  // (So does a read of one of an item's parts that needs the part's id: part-listing.ts.)
  if (reading) starts.push(...startsAtParts(d, facts, byId));
  // (And a listing of one entry's parts that needs the entry's id, at the wider listing: narrowing.ts.)
  const wider = scope.wider[d.name];
  if (reading && wider !== undefined && seeksEntries(shape, facts.resource)) starts.push(wider);
  // (So does one of a kind the request names no noun of, where it leads: ids.ts' startsUnsaid.)
  const leads =
    main === "read" && !w.given ? startsUnsaid(d, facts, shape, scope.opened, around.added ?? "", answered) : [];
  // (A listing scoped under a parent the request names nowhere comes after the plain listing of the same things, in
  // their own place, where it leads: scoped.ts.)
  if (reading) leads.push(...plainListings(facts, shape, scope.parts, around.added));
  return { tier, words, resource: facts.resource, starts, opens: opensKind(d, facts), lists: listsParts(facts), leads };
}

/** Whether the request says its object right before a preposition tying it to another thing ("members of …"). */
function tiedByPreposition({ mentioned, text, object }: RequestShape): boolean {
  const said = mentioned.find((m) => m.noun === object);
  return said !== undefined && /^\s+(?:of|in|on|for)\s/.test(text.slice(said.end));
}

/** Whether the request's verb is a word of the tool's resource, which it names nowhere, and the tool does another act
 * ("list the classifications": the shield list's read). */
function verbNamesResource(facts: ToolFacts, shape: RequestShape): boolean {
  const { verb, nouns } = shape;
  return (
    verb !== undefined &&
    verb !== facts.action &&
    facts.resource.split(" ").includes(verb) &&
    !nouns.some((n) => n.noun === facts.resource)
  );
}
