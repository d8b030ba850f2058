// A request for something the kit cannot do: which act of it no tool serves, and the answer, nothing. What the kit can
// do is scope.ts'; the sentence saying it, unfit-sentence.ts'.
import { actionGroup, destroys, type Action } from "../words/actions.js";
import type { RequestShape } from "../request/grammar.js";
import { namesField, saysDestroyed, saysOnly } from "../tools/fields.js";
import { ITEM_KINDS, mentions, ownerOf, qualifiersOf, type Mention } from "../words/vocabulary.js";
import { destroysPartOf, type SearchScope } from "./scope.js";
import { unscheduled } from "../request/recurring.js";
import { madeAs, madeFrom } from "./made-from.js";
import { reportedAfter, unmadeFirst, unservedBesideDestruction } from "./joined-acts.js";
import { unmeasured } from "./usage.js";
import { pickedByPart } from "./picked-by-part.js";
import { ownParts } from "./own-parts.js";
import { trashKept } from "./trash-kept.js";
import { otherKind } from "../request/brands.js";
import { partsOfNothing } from "./item-parts.js";
import { askedOfRead } from "./after-read.js";
import { ungivenRole } from "./roles.js";
import { unlistedAcross, unsetAcross } from "./across.js";
import { closedAsDone } from "./closed.js";
import { namesTie } from "../request/ties.js";
import { browsed } from "./finding.js";
import { ruleAsked } from "./rule-asked.js";
import { sentenceAt } from "../request/sentences.js";
import { placeTerms } from "../request/clauses.js";
import { kindOfPerson } from "../request/persons.js";
import { holds, unheldPlace } from "./unheld-place.js";

/**
 * The action a request asks for that no tool serves, when it asks for no action a tool does serve; undefined when
 * some tool may fit. A kit with an action tool whose verb the language data does not know never answers nothing
 * for an action, only for a read or a deletion it lacks.
 */
export function unservedAction(asked: readonly Action[], scope: SearchScope): Action | undefined {
  if (asked.length === 0 || asked.some((a) => scope.can.includes(a))) return undefined;
  return asked.find((a) => !(scope.open && actionGroup(a) === "action"));
}

/**
 * The action a request asks for, or asks whether one can do, that no tool serves: "can I restore file 4?" gets
 * nothing, like "restore file 4"; "can I delete file 4?" still reads first (a question never destroys).
 */
export function unservedRequest(shape: RequestShape, scope: SearchScope): string | undefined {
  return (
    untidied(shape, scope) ??
    closedAsDone(shape, scope) ??
    ruleAsked(shape)?.action ??
    ((unheldThing(shape, scope) ?? unheldPlace(shape, scope)) && (shape.asked[0] ?? shape.wondered[0] ?? "read")) ??
    unnamedAct(shape, scope) ??
    unsearched(shape, scope) ??
    unlistedAcross(shape, scope) ??
    unsetAcross(shape, scope) ??
    unmeasured(shape, scope.measured) ??
    trashKept(shape) ??
    pickedByPart(shape, scope) ??
    ownParts(shape, scope) ??
    otherKind(shape, scope.kinds, scope.toolWords) ??
    partsOfNothing(shape, scope) ??
    unservedAction(shape.asked, scope) ??
    unservedAction(shape.wondered, scope) ??
    unscheduled(shape, scope.can) ??
    unservedStep(shape, scope) ??
    unservedAction(askedOfRead(shape), scope) ??
    unservedBesideDestruction(shape, scope) ??
    unmadeFirst(shape, scope) ??
    reportedAfter(shape, scope) ??
    ownedElsewhere(shape, scope) ??
    undestroyed(shape, scope) ??
    unnamedPart(shape, scope) ??
    outOfUnemptied(shape, scope) ??
    unmadeOn(shape, scope) ??
    unmadeNoun(shape, scope) ??
    madeAs(shape, scope) ??
    madeFrom(shape, scope) ??
    fieldOnly(shape, scope) ??
    unreached(shape, scope) ??
    ungivenRole(shape, scope)
  );
}

/** A place tidied ("clean up #random") by a kit whose tools destroy nothing: what goes is not said, but something does. */
function untidied({ tidied }: RequestShape, scope: SearchScope): Action | undefined {
  return tidied && !scope.can.some(destroys) ? "delete" : undefined;
}

/**
 * A thing of the provider's said of an item of the kit's that no tool acts on and no record holds ("the reactions on
 * the announcement", "the pinned messages in #safety"): nothing answers it, and the tools of the item it is said of
 * would answer something else.
 */
export function unheldThing(shape: RequestShape, scope: SearchScope): string | undefined {
  // (What a message sent says is its own: "post in #ops that the site is back online".)
  if (ADDRESSED.has(shape.asked[0] ?? "")) return undefined;
  const unheld = shape.nouns.filter(({ noun }) => {
    const owner = ownerOf(noun);
    return owner !== undefined && scope.resources.includes(owner) && !holds(scope, noun);
  });
  // (A question of its own beside it asks what a tool may answer: "is Priya online? what's her status say".)
  const { sentences } = shape;
  const saying = new Set(unheld.map((m) => sentenceAt(sentences, m.start)));
  return sentences.some((s) => s.question && !saying.has(s)) ? undefined : unheld[0]?.noun;
}

/** An act by a verb no action word names, before an item's id ("rate file 5", "like comment 7"): no tool of a kit
 * whose tools' verbs the action words all name does it. */
function unnamedAct({ unnamed }: RequestShape, scope: SearchScope): string | undefined {
  return unnamed !== undefined && !scope.open ? unnamed : undefined;
}

/**
 * A search of everything for things by a term, where no tool finds that kind of thing by a term ("find all files
 * with 'draft' in the name": the kit lists a folder's items, and finds users, groups and hubs by name).
 */
function unsearched(shape: RequestShape, scope: SearchScope): "search" | undefined {
  if (!(shape.searching || shape.picked) || shape.asked.some((a) => a !== "read")) return undefined;
  // (A search of things the kit reads within each of its containers, which it lists, is served: a conversation's
  // messages; within.ts.)
  if (shape.readWithin !== undefined) return undefined;
  // (Nor are the parts of one item said by its name, which its listing of them tells apart: "the tasks still open on
  // the Q2 board pack"; owners.ts' ownedByName.)
  if (shape.owner !== undefined && shape.related !== undefined) return undefined;
  // (Items a question picks out by what each does or is are read from a listing of every such item, whatever it
  // lists them by, but not one of a state its binding fixes unless the request says it: "which retention policies end
  // with deletion", "which collaborations are still pending"; not "which collaborations expire this month".)
  const { object } = shape;
  if (object === undefined) return "search";
  if (shape.searching) return scope.searched.includes(object) || browsed(shape, scope) ? undefined : "search";
  // (Not items by a part of each that another record holds, which no listing of items shows: "which folders is Jonas
  // a collaborator on".)
  const byPart = (n: Mention) => n.noun !== object && scope.parts.includes(`${object} ${n.noun}`);
  if (ITEM_KINDS.has(object) && shape.nouns.some(byPart)) return "search";
  const stated = qualifiersOf(scope.fixed, object).some((state) => shape.words.has(state));
  return scope.unfiltered.includes(object) || stated ? undefined : "search";
}

/**
 * A read asked beside an action no tool serves, as the step to it ("look at file 5 and then rename it", "list the
 * collaborators of folder 4 and change Ana's role", "find and delete the message with the passport photo", where the
 * deletion is the main act): the read serves only the way to it, so nothing fits.
 */
function unservedStep(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { asked, coordinated } = shape;
  const rest = asked.filter((a) => a !== "read");
  if (!asked.includes("read") || coordinated.length === 0 || rest.some((a) => !coordinated.includes(a)))
    return undefined;
  return unservedAction(coordinated, scope);
}

// The nouns of whom and where a message goes (people, a conversation, a thread): the object of sending or inviting,
// not what is acted on.
const ADDRESSEES = new Set(["user", "group", "conversation", "member", "reply"]);
// The actions whose object may be whom they go to.
export const ADDRESSED: ReadonlySet<string> = new Set(["send", "invite"]);

/**
 * An action of another kind the kit serves only on other kinds of item ("resend the collaboration invite": the kit
 * resends sign requests only): the object is a resource of the kit that no tool of that action acts on.
 */
function unreached(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { object } = shape;
  // (An action no tool serves, asked beside it, is no way to serve it: "resend the collaboration invite".)
  const asked = shape.asked.filter((a) => scope.can.includes(a));
  if (asked.length !== 1 || object === undefined || ADDRESSEES.has(object) || !scope.resources.includes(object))
    return undefined;
  const tools = scope.acted.filter((a) => a.startsWith(`${asked[0]} `));
  if (tools.length === 0) return undefined;
  return tools.some((a) => a === `${asked[0]} ${object}`) ? undefined : asked[0];
}

/**
 * The deletion a request asks for of a resource the tools only read ("remove the shared link from file 5": links are
 * read, never removed): the kit can delete, but not that. Undefined when some tool destroys the object, or the
 * request asks for more than to destroy that a tool serves.
 */
function undestroyed(shape: RequestShape, scope: SearchScope): Action | undefined {
  // (Or a deletion asked first, whose object is the request's, beside acts no tool serves: "delete the shared link on
  // folder 5 and make a new one".)
  const [first] = shape.asked;
  const beside = first !== undefined && destroys(first) && !scope.open;
  const asked = beside ? shape.asked.filter((a) => destroys(a) || scope.can.includes(a)) : shape.asked;
  if (asked.length === 0 || !asked.every(destroys)) return undefined;
  // The head of the object's phrase stands for it when the object does not ("the favorites collection").
  const target = shape.target ?? shape.head;
  if (target === undefined) return undefined;
  // A compound of it some tool destroys may be what the request means by it ("the ethical wall between sales and
  // legal" is a segment restriction; "the storage policy on user 4" its assignment).
  if (scope.destroyed.some((r) => r.startsWith(`${target} `))) return undefined;
  // Nor does a noun that heads other resources' names: "item" is the kind of a hub item or a trashed file.
  if (scope.resources.some((r) => r.endsWith(` ${target}`))) return undefined;
  if (scope.resources.includes(target)) return !scope.destroyed.includes(target) ? asked[0] : undefined;
  // A noun no tool acts on at all, heading its phrase, names nothing the kit has ("the message on task 5" is a field
  // of the task); one that modifies a resource heading the phrase does not ("the channel mapping").
  return shape.head === undefined || shape.head === target ? asked[0] : undefined;
}

/**
 * A deletion of a compound resource said by its last word alone, of another kind of item than its first word names
 * ("the lock on file 5": the kit's locks are folders'): what no tool destroys on that kind of item, so nothing fits.
 */
function ownedElsewhere(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { asked } = shape;
  if (asked.length === 0 || !asked.every(destroys)) return undefined;
  const part = partElsewhere(shape);
  return part && !destroysOf(scope, `${part.owner} ${part.word}`) ? asked[0] : undefined;
}

/** The word a compound resource is said by alone, and the other kind of item it is said of ("the lock on file 5"). */
export function partElsewhere({
  object,
  related,
  mentioned,
  text,
}: RequestShape): { word: string; owner: string } | undefined {
  if (object === undefined || related === undefined) return undefined;
  const words = object.split(" ");
  const said = mentioned.find((m) => m.noun === object);
  if (said === undefined || words.length < 2 || text.slice(said.start, said.end).includes(" ")) return undefined;
  // (Items' parts: what a tool destroys on a folder it may not on a file.)
  const first = words.slice(0, -1).join(" ");
  if (!ITEM_KINDS.has(first) || !ITEM_KINDS.has(related) || first === related) return undefined;
  return { word: words.at(-1)!, owner: related };
}

/** Whether some tool destroys a resource or a compound or part of it ("folder" → "folder lock", "folder watermark"). */
const destroysOf = (scope: SearchScope, noun: string) =>
  [...scope.destroyed, ...scope.destroyedParts].includes(noun) || destroysPartOf(scope, noun);

/**
 * A deletion of something a resource no tool destroys modifies ("delete the event log entries": events are only read)
 * is none of a tool's: nothing. (The kit may name a part another resource possesses by another word, "user 5's
 * profile pic", so a possessed part keeps the ranking; a tool of its owner's parts may serve.)
 */
function unnamedPart(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { asked, part } = shape;
  if (part?.by !== "modified" || asked.length === 0 || !asked.every(destroys)) return undefined;
  return scope.resources.includes(part.owner) && !destroysOf(scope, part.owner) ? asked[0] : undefined;
}

/**
 * A deletion of a field of the item it names ("the due date on task 5", "user 4's job title"): the tools delete items
 * and the parts they name, never a field of a record, so nothing serves; unless the phrase says a word of something
 * a tool does destroy or that tells such a tool apart ("the email" of an email alias, "the trash").
 */
function fieldOnly(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { asked, part } = shape;
  if (part === undefined || asked.length === 0 || !asked.every(destroys)) return undefined;
  // A field of any record the kit returns: no tool removes one, whosever it is ("user 4's password"); not people said
  // by a noun for a kind of person that is no field's word itself, "take the external auditors off the Finance folder"
  // ("the owners" stay a field).
  if (!namesField(part.words, scope.fields)) return undefined;
  if (!namesField([part.word], scope.fields) && saysPeople(shape.text, part.word)) return undefined;
  // (A phrase of words the tools' names say, "the contents", is what the tools act on.)
  if (saysOnly(part.words, scope.toolWords)) return undefined;
  const destroyed = [...scope.destroyed, ...scope.destroyedParts, ...scope.destroyedQualifiers];
  return saysDestroyed(part.words, destroyed) ? undefined : asked[0];
}

/** Whether the request's word (its last place) names a kind of person: persons.ts' kindOfPerson. */
function saysPeople(text: string, word: string): boolean {
  const placed = placeTerms(text);
  const at = placed.findLastIndex((p) => p.term.text.toLowerCase() === word);
  return at >= 0 && kindOfPerson(placed, at);
}

/**
 * Undoing on an item what no tool removes from that kind of item ("unlock file 5": folders have locks a tool removes,
 * files none): the verb names the thing it undoes ("lock"), and no tool destroys that thing on the item.
 */
function unmadeOn(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { asked, undone, unmade } = shape;
  // (Whatever is joined after it: "unlock file 5 and then lock it again" undoes first.)
  if (undone === undefined || unmade === undefined || asked[0] === undefined || !destroys(asked[0])) return undefined;
  // (A verb that undoes what ties people to an item names no thing on it: "uninvite Dana from folder 5" takes her
  // access, whatever the kit calls an invite.)
  if (namesTie(`un${unmade}`)) return undefined;
  const made = mentions(unmade).find((m) => m.start === 0 && m.end === unmade.length)?.noun;
  if (made === undefined) return undefined;
  const last = made.split(" ").at(-1)!;
  const onIt = (r: string) => r.startsWith(`${undone} `) && (r.endsWith(` ${last}`) || r === `${undone} ${made}`);
  return [...scope.destroyed, ...scope.destroyedParts].some(onIt) ? undefined : asked[0];
}

/** A resource said as the verb ("watermark every file in folder 5") makes one, whatever is asked after it: nothing fits
 * unless a tool of another kind acts on that resource ("message bob": a tool sends messages). */
function unmadeNoun({ madeNoun }: RequestShape, scope: SearchScope): Action | undefined {
  if (madeNoun === undefined) return undefined;
  return scope.acted.some((a) => a.endsWith(` ${madeNoun}`)) ? undefined : "create";
}

/**
 * A deletion of an item out of a container no tool takes anything out of ("remove file 5 from collection 7"): the
 * item stays what it is, so its own deletion never serves; nothing does.
 */
function outOfUnemptied(shape: RequestShape, scope: SearchScope): Action | undefined {
  const { asked, container, object } = shape;
  if (container === undefined || object === container || asked.length === 0 || !asked.every(destroys)) return undefined;
  // A container whose items are records of their own ("hub item") that no tool destroys: taking a file out of it deletes
  // neither the file nor the container ("take file 5 out of hub 7").
  // (So does one said as an item of it, by its name: "remove the 'Old Assets' item from the Marketing hub".)
  const records = `${container} item`;
  const item = object !== undefined && (ITEM_KINDS.has(object) || object === "item");
  if (item && scope.resources.includes(records)) return scope.destroyed.includes(records) ? undefined : asked[0];
  if (!scope.resources.includes(container) || destroysOf(scope, container)) return undefined;
  // (A noun that ends other resources' names is their kind: "item" may be a hub item or a trashed file.)
  if (scope.resources.some((r) => r.endsWith(` ${container}`))) return undefined;
  // (What goes may be said by its name alone: "remove 'Old Assets' from my favorites".)
  return asked[0];
}
