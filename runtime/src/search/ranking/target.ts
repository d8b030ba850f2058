// Which deletion a request names: the very thing it destroys, narrower than the object when the request says so (a
// version, an assignment, the part of a container a person is removed from). The ranking (weigh.ts) puts that
// deletion first among the destructive tools; how well any tool fits is fit.ts'.
import type { RequestShape } from "../request/grammar.js";
import { destroysPartOf, type SearchScope } from "./scope.js";
import type { ToolFacts } from "../tools/facts.js";
import { holdsItemsIn, ITEM_KINDS, qualifiersOf, type Mention } from "../words/vocabulary.js";
import type { KitTables } from "../tools/kit-tables.js";
import { tiesPeople } from "../request/ties.js";
import { innerQuotes } from "../request/query.js";
import { blanked } from "../words/values.js";

/**
 * Whether a tool destroys the very thing the request deletes, `narrowest` being the narrowest resource it names (a
 * trashed item's deletion only when the request speaks of the trash, and only that when it says the word trash itself,
 * not only a deletion: `inTrash`, finding.ts' saysTrash). Removing the object from a container ("kick
 * member 8 out of segment 9") removes the container's part the request names (the segment's member), never the object
 * itself ("remove user 4 from segment 9" keeps the user); an object that is a part of the container ("wipe the
 * watermark off file 5") is itself the target, on that item. So is the record the request says links a thing to
 * another ("the record that puts hold 7 on folder 5"), not the thing.
 */
export function destroysNamed(
  facts: ToolFacts,
  shape: RequestShape,
  scope: SearchScope,
  narrowest: string | undefined,
  trash: boolean,
  inTrash = false,
): boolean {
  const { object } = shape;
  // (A container of the object's own kind that holds no items is the set the object is one of: "remove the lost
  // tablet from Tom's devices" removes that device.)
  const set = shape.container === object && shape.target === object && !holdsItemsIn(scope.parts, object);
  const container = set ? undefined : shape.container;
  // What the trash holds, when the request says it is there: its items' deletions from it, whatever kind they are
  // ("get rid of everything in my trash"); moving an item to the trash destroys nothing there.
  if (inTrash && facts.qualifiers.includes("to trash")) return false;
  if (inTrash && object === undefined && container === undefined) return facts.qualifiers.includes("trashed");
  const part = container !== undefined && scope.parts.includes(`${container} ${object}`);
  // (A container of the kit's that holds no items, and of which no tool destroys a part or a compound, only says where
  // the object is thought to be: "delete the inquest photo from the archive" deletes the photo. One the kit has not
  // is another's, what ties the two: "disconnect the Claims folder from the Slack channel".)
  const placeOnly =
    container !== undefined &&
    scope.resources.includes(container) &&
    !part &&
    !holdsItemsIn(scope.parts, container) &&
    !destroysPartOf(scope, container);
  // (An object named by its own id is that item wherever it is said to be: "collaboration 7 on folder 5"; so is the
  // tie of a person removed from the container, whenever the request names it: "remove ana from folder 5, her collab
  // id is 7".)
  const target = part
    ? (facts.resource === object &&
        (facts.parent === container ||
          // (Many of them, where no tool takes them all off the container: each one's own deletion.)
          (facts.scope === "one" &&
            (shape.count === "one" || !scope.destroyedParts.includes(`${container} ${object}`))))) ||
      tiesPerson(facts, shape, scope)
    : container === undefined || (placeOnly && !shape.person)
      ? shape.person && shape.container === undefined
        ? tiesPerson(facts, shape, scope)
        : facts.resource === narrowest
      : (facts.resource.startsWith(`${container} `) && evokes(shape, facts.resource.slice(container.length + 1))) ||
        tiesPerson(facts, shape, scope) ||
        heldItem(facts, shape, scope) ||
        instanceOn(facts, shape, scope) ||
        putOn(facts, shape, scope);
  return (target || linksFor(facts, shape)) && (trash || !facts.qualifiers.includes("trashed"));
}

/**
 * A destroyed resource that narrows the target and whose other words the request says, or the target itself. A target
 * said to be on another item it is no part of ("the legal hold on file 5") is put there: its one destroyed compound
 * (the hold's assignment) is what ties the two.
 */
export function narrowed(target: string | undefined, scope: SearchScope, shape: RequestShape): string | undefined {
  if (target === undefined) return undefined;
  const { related } = shape;
  // A part of the item it is said to be on is that part ("the metadata on folder 4"), a compound of both that one.
  if (related !== undefined && scope.destroyedParts.includes(`${related} ${target}`)) return target;
  if (related !== undefined && scope.destroyed.includes(`${related} ${target}`)) return `${related} ${target}`;
  // (So is a schema's instance there: "the confidential metadata template on the Marketing folder" is its metadata;
  // the template stays, for the other items it is applied to. Not where the request says the whole of it: "the whole
  // template on the Marketing folder", "… everywhere, including on folder 5".)
  const whole = saysWhole(shape);
  const instance = whole ? undefined : instanceKind(scope, target, related);
  if (instance !== undefined) return instance;
  const compounds = scope.destroyed.filter((r) => r.startsWith(`${target} `));
  // (Said as a noun: a verb there tells which one the target is, "the task I assigned to Lina".)
  // (Not by a noun said to be kept or not there: "delete the groups with no members" deletes groups.)
  const said = compounds.find(
    (r) => evokes(shape, r.slice(target.length + 1), false) && !spares(shape, r.slice(target.length + 1)),
  );
  if (said !== undefined) return said;
  // A thing said to stand between two others ("the ethical wall between sales and IB") is its compound that keeps one
  // of its parts from another (a segment's restriction), when it has one.
  const between = shape.between === true ? compounds.find((r) => r.endsWith(" restriction")) : undefined;
  if (between !== undefined) return between;
  // (A part of some other kind is that part still: "the tasks on the Appeal folder" are on its files. The items may be
  // many, named by their name: "the legal hold on the Henderson litigation files".)
  const put =
    !whole &&
    (related !== undefined || saidOn(shape)) &&
    qualifiersOf(scope.parts, target).length === 0 &&
    compounds.length === 1;
  return put ? compounds[0] : target;
}

// Words saying the whole of the object is meant, not its part on one item: before its noun ("the whole template", "the
// entire "Confidential" template"), right after it ("the template itself", "the template everywhere"), or every other
// item joined to the one it is on ("… on the Marketing folder and every other folder").
const WHOLE_BEFORE = /\b(?:whole|entire)\s+(?:\S+\s+){0,2}$/;
const WHOLE_AFTER = /^\s+(?:itself|entirely|everywhere|altogether)\b/;
const WHOLE_JOINED = /^[^,;.!?]*\band\s+(?:on\s+)?(?:every|all)\s+other\b/;

/** Whether the request says the whole of its object, by words said of the object's own noun where it first names it,
 * not of another thing ("not the whole policy" later, "the whole Finance folder"). */
function saysWhole(shape: RequestShape): boolean {
  const said = objectGap(shape)?.said;
  if (said === undefined) return false;
  // (Not a word of a name in quotation marks: 'the "Entire Team" template'.)
  const text = blanked(shape.text, innerQuotes(shape.text));
  const [before, after] = [text.slice(0, said.start), text.slice(said.end)];
  return WHOLE_BEFORE.test(before) || WHOLE_AFTER.test(after) || WHOLE_JOINED.test(after);
}

// A preposition putting the object on other things, the determiner opening their phrase and up to three words of their
// name, past a number opening it ("the 2021 Kessler Roofing dispute files").
const ON =
  /^\s+(?:on|over)\s+(?:the|my|our|their|his|her|its|all|these|those|this|that)\s+(?:\S*\d\S*\s+)?(?:[^\s,;.!?]+\s+){0,3}$/;

/** Whether the object is said to be on things of a kind the kit holds, maybe many, by their name ("the legal hold on
 * the Henderson litigation files"); not on what no resource's word names ("the legal hold on the Henderson matter": a
 * hold's own matter). */
function saidOn(shape: RequestShape): boolean {
  return ON.test(objectGap(shape)?.gap ?? "");
}

/** The object's mention said in the request (its first), with the words from it to the next mention (none after the
 * last). */
function objectGap({ mentioned, object, text }: RequestShape): { said: Mention; gap?: string } | undefined {
  const at = mentioned.findIndex((m) => m.noun === object);
  if (at < 0) return undefined;
  const [said, next] = [mentioned[at]!, mentioned[at + 1]];
  return next === undefined ? { said } : { said, gap: text.slice(said.end, next.start) };
}

/** Whether the request says every word of a phrase, maybe in another form: "assigned" evokes the assignment (not
 * by a verb where `verbs` is false). */
export function evokes(shape: RequestShape, phrase: string, verbs = true): boolean {
  // A question answered yes or no asks for a state: it says "status" ("did user 4 accept the terms?"). (Which
  // status is resourceFit's: that of the things it names.)
  const said = (w: string) =>
    (w === "status" && shape.polar) ||
    [...shape.words].some((x) => x.startsWith(w.slice(0, 5)) && (verbs || !shape.verbs.has(x)));
  return phrase.split(" ").every(said);
}

/** Whether a phrase's words are those of a noun the request says to keep or not to be there (its spared nouns). */
function spares({ spared }: RequestShape, phrase: string): boolean {
  return phrase.split(" ").every((w) => spared.some((n) => w.startsWith(n.slice(0, 5))));
}

/** Whether a tool acts on the object's kind said on another item the request speaks of nowhere ("which legal holds
 * are active": no file version's legal hold). */
export function onUnsaid(resource: string, { object, words }: RequestShape, tables: KitTables): boolean {
  const held = tables.heldOn(resource);
  return held !== undefined && held.noun === object && !held.on.split(" ").some((w) => words.has(w));
}

/**
 * Whether a tool destroys the item the request takes out of the container that holds it as one of its items ("remove
 * file 5 from folder 2": the file; a folder's items are its files, folders and web links, not records of them; "take
 * folder 7 out of folder 2": folder 7).
 */
export function heldItem(facts: ToolFacts, { object, container }: RequestShape, scope: SearchScope): boolean {
  return (
    object !== undefined && facts.resource === object && ITEM_KINDS.has(object) && holdsItemsIn(scope.parts, container)
  );
}

/**
 * Whether a tool destroys the record that puts the object on the item the request takes it off: a compound of the
 * object's that holds items ("remove the legal hold from folder 4": the hold's assignment; not a group's membership,
 * which holds people).
 */
function putOn(facts: ToolFacts, { object, container }: RequestShape, scope: SearchScope): boolean {
  return (
    object !== undefined &&
    ITEM_KINDS.has(container ?? "") &&
    facts.resource.startsWith(`${object} `) &&
    [...ITEM_KINDS].some((k) => scope.parts.includes(`${facts.resource} ${k}`))
  );
}

/**
 * Whether a tool destroys, on the container the request takes a schema off, that schema's instance there: the
 * container's part the schema's first word names ("take the metadata template off file 5": the file's metadata; the
 * template itself stays, for the other items it is applied to).
 */
export function instanceOn(facts: ToolFacts, { object, container }: RequestShape, scope: SearchScope): boolean {
  return facts.parent === container && facts.resource === instanceKind(scope, object, container);
}

/** The kind of a schema's instance on an item, a part of the item the kit destroys that the schema's first word names
 * (a metadata template's on a folder: the folder's metadata), if the object is a schema. */
function instanceKind(scope: SearchScope, object?: string, item?: string): string | undefined {
  if (object === undefined || item === undefined || !scope.schemas.includes(object)) return undefined;
  const kind = object.split(" ")[0]!;
  return scope.destroyedParts.includes(`${item} ${kind}`) ? kind : undefined;
}

// The last word of a resource that links one thing to another: an assignment, a membership, a mapping.
const LINKS = /^(?:assignment|membership|mapping|association)$/;

/**
 * Whether a tool acts on what ties a person to the container the request removes them from, when the kit reads it as
 * the container's part ("remove Bob from folder 5": folder 5's collaborations). So it does for a party the kit reads
 * that tie of too ("kick the interns group off the Finance folder": a group's collaborations).
 */
export function tiesPerson(facts: ToolFacts, shape: RequestShape, scope: SearchScope): boolean {
  const { person, container, object } = shape;
  // (An item is no party to a tie: deleting a file from a folder removes no collaboration on it.)
  const party =
    person ||
    (object !== undefined &&
      !ITEM_KINDS.has(object) &&
      heads(shape) &&
      scope.parts.includes(`${object} ${facts.resource}`));
  // (A container's own assignment ties whoever it is assigned to: "remove Sam from task 7".)
  const assigned = container !== undefined && facts.resource === `${container} assignment`;
  if (!party || !(tiesPeople(facts.resource) || (person === true && assigned))) return false;
  // (Taken off items no noun names, "remove jenny from everything": what ties people to an item of any kind.)
  if (container === undefined)
    return person === true && [...ITEM_KINDS].some((k) => scope.parts.includes(`${k} ${facts.resource}`));
  // (A container that is itself the ties, "remove Ana from the collaborators on folder 5", is what goes.)
  if (tiesPeople(container)) return facts.resource === container;
  // (A container with a tie of its own, the group's membership, ties people by that alone.)
  const own = scope.destroyed.find((r) => r.startsWith(`${container} `) && tiesPeople(r));
  if (own !== undefined) return facts.resource === own;
  return scope.parts.includes(`${container} ${facts.resource}`);
}

/** Whether the object's noun heads its phrase, no resource's word right after it ("the Teams integration", "the
 * Microsoft Teams channel" are no group). */
function heads(shape: RequestShape): boolean {
  const said = objectGap(shape);
  return said !== undefined && (said.gap === undefined || said.gap.trim() !== "");
}

/** Whether a tool acts on the record the request says links its noun to another. */
export function linksFor(facts: ToolFacts, { linked }: RequestShape): boolean {
  return (
    linked !== undefined && facts.resource.startsWith(`${linked} `) && LINKS.test(facts.resource.split(" ").at(-1)!)
  );
}
