// Which item a request's id is: "file 4410923" gives a file's id, which a tool that takes another item's id (a hold's
// assignment, to list the files on it) cannot take. The ranking (weigh.ts) weighs such a tool as unasked. And where a
// request that gives no id starts: at the listing of the kind it asks for many of, before a read of one by its id.
import type { ToolDefinition } from "../../contract.js";
import { takesId, type ToolFacts } from "../tools/facts.js";
import { nameWords } from "../words/name-words.js";
import { PERSON } from "../request/persons.js";
import { ITEM_KINDS, knownNoun, type Mention } from "../words/vocabulary.js";
import type { RequestShape } from "../request/shape.js";

/**
 * Whether a tool that takes items by their ids (facts.ts' takesId) takes none of those the request gives: the request
 * names items by their own ids ("retention policy 901"), and neither the one item the tool reads nor the item its part
 * belongs to is among them ("the files under assignment 7" takes the assignment's id, not the policy's).
 */
export function takesOtherIds(facts: ToolFacts, byId: ReadonlySet<string>): boolean {
  if (byId.size === 0) return false;
  const own = [facts.scope === "one" ? facts.resource : undefined, facts.parent].filter((n) => n !== undefined);
  return own.length > 0 && !own.some((n) => byId.has(n));
}

/** Whether the request names a tool's resource, or the first nouns of its compound ("legal hold policy" of the
 * policy's assignment). */
function namesResource(shape: RequestShape, facts: ToolFacts): boolean {
  return shape.nouns.some((n) => facts.resource === n.noun || facts.resource.startsWith(`${n.noun} `));
}

/** Whether a tool cannot take the ids the request gives (takesOtherIds), unless it destroys what a request to destroy
 * names, or a compound of it: "take the hold off file 5" is the hold's assignment, found by the file's id. */
export function cannotTakeIds(
  d: ToolDefinition,
  facts: ToolFacts,
  shape: RequestShape,
  byId: ReadonlySet<string>,
  destroying: boolean,
): boolean {
  if (destroying && d.annotations.destructiveHint && namesResource(shape, facts)) return false;
  return takesId(d) && takesOtherIds(facts, byId);
}

/** Whether a tool that cannot take the ids a request gives (cannotTakeIds) answers nothing it asks: the request asks
 * for its object of a file or folder it gives by id ("which retention policy applies to folder 7781?"), and the tool is
 * on a compound of the object reached by the object's id (the policy's assignments). The object's own read and its
 * listing are left. */
export function offObject(facts: ToolFacts, { object, nouns }: RequestShape, byId: ReadonlySet<string>): boolean {
  // (Nor does one listing items of the given item's kind that another record holds, whose id it needs: "is file 5
  // covered by any retention policy" is not the files under some policy's assignment.)
  if (facts.scope === "part" && ITEM_KINDS.has(facts.resource) && byId.has(facts.resource)) return true;
  return (
    object !== undefined &&
    !byId.has(object) &&
    facts.resource.startsWith(`${object} `) &&
    nouns.some((n) => byId.has(n.noun) && ITEM_KINDS.has(n.noun))
  );
}

/** Whether a tool lists every item of its kind, needing no parameter nor stating a qualifier: where a request that
 * gives no id starts (not the pending collaborations, which need their status). */
export function opensKind(d: ToolDefinition, facts: ToolFacts): boolean {
  const required = (d.inputSchema.required ?? []) as string[];
  return facts.action === "list" && facts.scope === "every" && facts.qualifiers.length === 0 && required.length === 0;
}

/**
 * The kinds whose listing (`opened`: opensKind) a read's tool comes after, for a request that gives no id: the tool
 * reads one item by its id, of that kind or a compound of it (a retention policy's assignment), and the listing that
 * finds the id comes before it when the request asks for many of the kind ("which retention policies do we have and
 * how long does each keep things"), reads a record the kind's item links (its compound: "who is the custodian on the
 * legal hold for the Kestrel case" is the hold's assignment), or tells the one item by what it covers, a thing named
 * after it ("the retention policy on the Finance folder", "terms of service for external users"), or is a user the
 * request names by a person's name, login or address ("is dkowalski still an active user"), or an item it names by
 * its name, of a kind whose listing finds items by their names (`byName`).
 */
export function startsAt(
  d: ToolDefinition,
  facts: ToolFacts,
  shape: RequestShape,
  opened: readonly string[],
  byName: readonly string[] = [],
): string[] {
  const needed = neededKinds(d, facts);
  if (needed.length === 0) return [];
  const of = (noun: string, kind: string) => noun === kind || noun.startsWith(`${kind} `);
  return opened.filter((kind) => {
    const said = shape.nouns.find((n) => of(n.noun, kind));
    if (said === undefined || !needed.some((n) => of(n, kind))) return false;
    // (A listing filtered by an item's id starts at that item's listing only when the request asks which one it is,
    // not its contents nor one it names: "is anything under a legal hold", not "the members of the Sales group".)
    const which = unknown(shape, kind, said);
    if (facts.scope !== "one" && !which) return false;
    const covered = shape.nouns.some((n) => n.start > said.start && !of(n.noun, kind));
    // (An item's parts start at its listing only where the request tells the item by what it covers or does not know
    // it: "is the Bexley folder under a retention policy", not "list everyone in the Legal group".)
    if (facts.scope === "part" && !covered && !UNKNOWING.test(shape.text.slice(0, said.start))) return false;
    // (A person named by name, login or address is a user found by the listing: "find the user account for jo.li".)
    const person = kind === PERSON && shape.thirdPerson;
    // (So is one it names by its name, where its kind's listing finds items by their names: 'the retention policy
    // "7 Year"'.)
    const named = shape.byName.includes(kind) && byName.includes(kind);
    return shape.count === "many" || facts.resource !== kind || covered || person || named || which;
  });
}

/**
 * The kind whose listing a read of one item of it by its id comes after where the request gives no id and names no
 * noun of the kind, only a word that stands for it (`added`, synonyms.ts: the act the kind is for), and tells the item
 * by other things (a party, what it is about): "has opposing counsel signed the tolling agreement yet?" is a sign
 * request's, and which one it is the listing tells. Not where nothing tells it but a pronoun ("has it been signed
 * yet?": one at hand). (`answered`: whether the request asks the answer of the act the kind is for, records.ts'
 * answeredRequest, which names it as the word does.)
 */
export function startsUnsaid(
  d: ToolDefinition,
  facts: ToolFacts,
  shape: RequestShape,
  opened: readonly string[],
  added: string,
  answered = false,
): string[] {
  const kind = facts.resource;
  if (facts.scope !== "one" || !takesId(d) || !opened.includes(kind) || shape.nounPhrases.length === 0) return [];
  if (!answered && !` ${added} `.includes(` ${kind} `)) return [];
  return shape.nouns.some((n) => n.noun === kind || n.noun.startsWith(`${kind} `)) ? [] : [kind];
}

/** Whether the request asks which item of a kind it means: the kind is its object or is said after an indefinite
 * determiner, named by no name (a person by none of theirs), and not asked for its contents. */
function unknown(shape: RequestShape, kind: string, said: Mention): boolean {
  const named = shape.byName.includes(kind) || (kind === PERSON && shape.thirdPerson);
  const indefinite = INDEFINITE_ARTICLE.test(shape.text.slice(0, said.start));
  return (shape.object === kind || indefinite) && shape.contents === undefined && !named;
}

// An indefinite determiner right before a noun: the request does not know which item it is ("separated by an ethical
// wall").
// (Or the item said bare as a state it is in: "under legal hold".)
const INDEFINITE_ARTICLE = /(?:^|\s)(?:an?|any|under|on)\s+$/i;
// An indefinite determiner or a question's word right before a noun ("what retention policy applies").
const UNKNOWING = /(?:^|\s)(?:an?|any|under|on|which|what)\s+$/i;

/** Whether a listing takes its items' name to filter them by ("policy_name_prefix", "group_name_starts_with"). */
export function filtersByName(d: ToolDefinition): boolean {
  return Object.keys(d.inputSchema.properties ?? {}).some((p) => p.split("_").includes("name"));
}

/** The kinds of item a tool needs the id of: the one item it reads, the item whose parts it lists by its id, or the
 * item a required query parameter names by its id ("legal_hold_policy_id": the policy whose assignments it lists).
 * (A part's listing starts at its item's only where the request does not know the item: startsAt.) */
function neededKinds(d: ToolDefinition, facts: ToolFacts): string[] {
  if (facts.scope === "one") return takesId(d) ? [facts.resource] : [];
  const op = d.operation;
  if ("methods" in op) return [];
  // (A part's listing by its item's id starts at its item's listing where the request does not know the item:
  // "what retention policy applies to the Finance folder".)
  if (facts.scope === "part") return takesId(d) && facts.parent !== undefined ? [facts.parent] : [];
  const required = (d.inputSchema.required ?? []) as string[];
  // (Only a parameter that names one kind: "target_user_or_enterprise_id" needs no user.)
  const kinds = op.params.map((p) => (required.includes(p.name) ? /^(.+)_id$/.exec(p.name)?.[1] : undefined));
  return kinds.flatMap((k) =>
    k !== undefined && knownNoun(nameWords(k).toLowerCase()) ? [nameWords(k).toLowerCase()] : [],
  );
}

/** A ranked tool: its tier and words' score (weigh.ts), the kinds whose listing it comes after (startsAt), and
 * whether it is such a listing (opensKind). */
export interface Step {
  tier: number;
  words: number;
  resource: string;
  starts: string[];
  opens: boolean;
  /** The parts of an item it lists (part-listing.ts' listsParts). */
  lists?: string;
  /** The kinds whose listing it comes after only when it leads the ranking (startsUnsaid). */
  leads?: string[];
}

/** The ranking's order: structure first (the tier), then the words' share of what it leaves tied. */
export const byRank = (a: Pick<Step, "tier" | "words">, b: Pick<Step, "tier" | "words">) =>
  b.tier - a.tier || b.words - a.words;

/** Puts the listing a tool starts at right before it, where it came after it. (The kinds a tool starts at only when it
 * leads, where it does: lower, the listing lifted above it would push another tool down.) */
export function afterListings(ranked: readonly Step[]): void {
  const lead = ranked.reduce<Step | undefined>((a, r) => (a === undefined || byRank(r, a) < 0 ? r : a), undefined);
  for (const r of ranked) {
    const starts = r === lead ? [...r.starts, ...(r.leads ?? [])] : r.starts;
    if (starts.length === 0) continue;
    const listing = ranked.find(
      (l) => (l.opens && starts.includes(l.resource)) || (l.lists !== undefined && starts.includes(l.lists)),
    );
    if (listing === undefined || byRank(listing, r) < 0) continue;
    listing.tier = r.tier;
    listing.words = r.words * 1.001;
  }
}
