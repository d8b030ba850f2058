// What a kit can do, from its tools as the manifest describes them (group, outcome, name), and what a request keeps
// of it. A request for something the kit cannot do is unfit.ts'.
import type { ToolDefinition } from "../../contract.js";
import { nameWords } from "../words/name-words.js";
import { ACTIONS, actionGroup, destroys, wordAction, type Action } from "../words/actions.js";
import type { RequestShape } from "../request/grammar.js";
import { actionKind, fixedValues, sharedQualifiers, toolFacts, type ToolFacts } from "../tools/facts.js";
import { scopedListing } from "./scoped.js";
import { kindsHeld, ownRecord, type Fields } from "../tools/fields.js";
import { filtersByName, opensKind } from "./ids.js";
import { ITEM_KINDS, mentions } from "../words/vocabulary.js";
import { emptiedHolder } from "./emptied.js";
import { measuredActs } from "./usage.js";
import { opensOnTheWay } from "./opening.js";
import { widerListings } from "./narrowing.js";
import { heldRoles, kitRoles, type Role } from "./roles.js";
import { withinContainers, type Within } from "./within.js";
import { ACCOUNT_WORDS } from "../words/nouns.js";

// A field that holds whether, or when, a thing was completed ("is_completed", "completed_at").
const COMPLETION = /(?:^|_)complet(?:ed|ion)(?:_|$)/;

/** The actions a set of tools serves; `open` when some tool acts in a way the language data cannot name. */
export interface SearchScope {
  can: Action[];
  cannot: Action[];
  open: boolean;
  /** The resources the tools act on (facts.ts), and those some tool deletes, removes or cancels. */
  resources: string[];
  destroyed: string[];
  /** Each resource some tool reaches through another ("file comment": the comments of a file), and those some tool
   * destroys ("folder watermark"). */
  parts: string[];
  destroyedParts: string[];
  /** Each item some tool reads by a part its qualifier names ("file shared item": a file's, by its shared link). */
  readBy: string[];
  /** Both: what the tools reach of an item or read it by, as the grammar and the fit weigh a request with them. */
  reached: string[];
  /** What each action of another kind acts on ("resend sign request"), and its parent ("invite conversation"). */
  acted: string[];
  /** What an action of another kind makes, acting on no item ("send message"): a told act's record is a listing of it. */
  made: string[];
  /** The acts of the tools that open a conversation on their way to acting ("send"; opening.ts). */
  opening: Action[];
  /** The wider listing each narrower listing starts at, by the narrower's name (narrowing.ts). */
  wider: Record<string, string>;
  /** What tells apart the tools that destroy ("trashed", "permanent", "on hold"). */
  destroyedQualifiers: string[];
  /** The resources some tool acts on as a schema (facts.ts): a metadata template, whose instance on an item is that
   * item's metadata. */
  schemas: string[];
  /** The qualifiers that tell no tool on their resource apart (facts.ts' sharedQualifiers). */
  sharedQualifiers: string[];
  /** The words of the tools' names: what the tools act on by name ("DownloadFileContent": its content). */
  toolWords: string[];
  /** The field names of every record the kit returns (fields.ts): known from the generated index, else none. */
  fields: string[];
  /** Those fields by the noun whose record holds them ("file": its `metadata`, `classification`, `size` …). */
  records: Fields;
  /** The nouns the records say are a kind of a resource the kit has no tool for ("reply": comment; fields.ts'
   * kindsHeld). */
  kindsOf: ReadonlyMap<string, string>;
  /** The acts whose amount a record's field holds, by root ("space_used": use; usage.ts). */
  measured: string[];
  /** Those of the fields that hold a record of their own, by their whole name ("lock", "shared_link"; fields.ts'
   * ownRecord). */
  held: string[];
  /** What the kit can search: the resources some tool lists all of (a listing may take a term to find them by), not
   * only those in one place (a folder's items). */
  searched: string[];
  /** The resources some tool lists every item of, whatever it qualifies them by: a listing finds one by its name. */
  listed: string[];
  /** What the kit reads only within a container it lists every one of (a conversation's messages), by the listing that
   * finds it (within.ts). */
  within: Within;
  /** The kinds of item whose items some tool lists ("folder": a folder's items). */
  containers: string[];
  /** The listings scoped under another resource than a file or folder, where the kit lists the same things in their
   * own place too (scoped.ts). */
  scoped: ToolFacts[];
  /** The resources whose record holds their completion ("task": is_completed), known from the generated index. */
  completed: string[];
  /** The resources some tool lists every one of in the whole account: not a kind of item only the trash's listing
   * lists (trashed). */
  everywhere: string[];
  /** Those listed in any state, not only in one a binding fixes (facts.ts' fixedValues: the pending collaborations;
   * each kind of item counts, by the trash's listing), and each listing of a fixed state as "<value> <resource>"
   * ("pending collaboration"). */
  unfiltered: string[];
  fixed: string[];
  /** The resources some tool lists every item of, needing nothing (ids.ts' opensKind): where a request that gives no
   * id starts. */
  opened: string[];
  /** Those whose listing finds items by their names (ids.ts' filtersByName). */
  openedByName: string[];
  /** The kinds a resource's tools split it into, "<qualifier> <resource>", where each tool on it reaches one kind and
   * they reach two or more ("slack integration mapping", "team integration mapping"): no tool reaches another. */
  kinds: string[];
  /** The roles the records' named values give people (roles.ts): known from the generated index, else none. */
  roles: Role[];
  /** Those held on items, a part some tool reads (roles.ts' heldRoles). */
  heldRoles: Role[];
}

/** What one tool does: a retrieval reads, a deletion deletes; an action says it by its outcome and its name's verb. */
export function toolActions(d: ToolDefinition): Action[] {
  if (d.group === "retrieval") return ["read"];
  if (d.group === "deletion") return ["delete"];
  const actions = new Set<Action>();
  const verb = wordAction(nameWords(d.name).split(" ")[0]!);
  if (verb) actions.add(verb);
  const outcome = d.meta.outcome;
  if (outcome === "cancellation") actions.add("cancel");
  if (outcome === "removal" || outcome === "trash" || outcome === "permanent" || outcome === "trash_or_permanent")
    actions.add("delete");
  return [...actions];
}

export function searchScope(
  definitions: readonly ToolDefinition[],
  fields: Fields = {},
  values: Fields = {},
): SearchScope {
  const served = new Set<Action>();
  const resources = new Set<string>();
  const destroyed = new Set<string>();
  const parts = new Set<string>();
  const destroyedParts = new Set<string>();
  const readBy = new Set<string>();
  const acted = new Set<string>();
  const made = new Set<string>();
  const destroyedQualifiers = new Set<string>();
  const schemas = new Set<string>();
  const toolWords = new Set<string>();
  const searched = new Set<string>();
  const listed = new Set<string>();
  const unfiltered = new Set<string>();
  const fixed = new Set<string>();
  const containers = new Set<string>();
  const everywhere = new Set<string>();
  const opened = new Set<string>();
  const openedByName = new Set<string>();
  let open = false;
  const all = definitions.map(toolFacts);
  for (const [i, d] of definitions.entries()) {
    const facts = all[i]!;
    for (const w of nameWords(d.name).toLowerCase().split(" ")) toolWords.add(w);
    resources.add(facts.resource);
    if (facts.action === "list" && facts.parent === undefined && facts.qualifiers.length === 0)
      searched.add(facts.resource);
    if (opensKind(d, facts)) {
      opened.add(facts.resource);
      if (filtersByName(d)) openedByName.add(facts.resource);
    }
    // (A listing of the whole account's lists every one: "/enterprises/{id}/device_pinners".)
    if (facts.action === "list" && (facts.scope === "every" || ACCOUNT_WORDS.includes(facts.parent ?? ""))) {
      listed.add(facts.resource);
      const values = fixedValues(d);
      for (const v of values) fixed.add(`${v} ${facts.resource}`);
      if (values.length === 0) unfiltered.add(facts.resource);
      everywhere.add(facts.resource);
      // (A listing of every item, the trash's, lists each kind of item: a trashed file is found there.)
      if (facts.resource === "item")
        for (const kind of ITEM_KINDS) {
          for (const kinds of [listed, unfiltered]) kinds.add(kind);
          if (facts.qualifiers.length === 0) everywhere.add(kind);
        }
    }
    if (facts.parent !== undefined) parts.add(`${facts.parent} ${facts.resource}`);
    if (facts.action === "list" && facts.resource === "item" && facts.parent !== undefined)
      containers.add(facts.parent);
    if (actionKind(facts.action) === "read" && facts.scope === "one")
      for (const m of facts.qualifiers.flatMap((q) => mentions(q))) readBy.add(`${facts.resource} ${m.noun}`);
    if (actionKind(facts.action) === "destroy") destroyed.add(facts.resource);
    if (actionKind(facts.action) === "destroy") for (const q of facts.qualifiers) destroyedQualifiers.add(q);
    if (facts.qualifiers.includes("schema")) schemas.add(facts.resource);
    if (actionKind(facts.action) === "destroy" && facts.parent !== undefined)
      destroyedParts.add(`${facts.parent} ${facts.resource}`);
    if (actionKind(facts.action) === "other")
      for (const noun of [facts.resource, facts.parent]) if (noun) acted.add(`${facts.action} ${noun}`);
    if (actionKind(facts.action) === "other" && facts.parent === undefined && facts.scope === "one")
      made.add(`${facts.action} ${facts.resource}`);
    const actions = toolActions(d);
    if (d.group === "action" && !actions.some((a) => actionGroup(a) === "action")) open = true;
    for (const a of actions) served.add(a);
  }
  const named = [...new Set(Object.values(fields).flat())];
  const wider = widerListings(definitions);
  const within = withinContainers(
    definitions.map((d, i) => ({ name: d.name, facts: all[i]! })),
    searched,
    wider,
  );
  const kinds = [...resources].flatMap((r) => {
    const tools = all.filter((f) => f.resource === r);
    const each = new Set(tools.map((f) => f.qualifiers.join(" ")));
    return tools.every((f) => f.qualifiers.length === 1) && each.size > 1 ? [...each].map((q) => `${q} ${r}`) : [];
  });
  const partList = [...parts];
  const roles = kitRoles(values);
  return {
    can: ACTIONS.filter((a) => served.has(a)),
    cannot: ACTIONS.filter((a) => !served.has(a)),
    open,
    resources: [...resources],
    destroyed: [...destroyed],
    parts: partList,
    destroyedParts: [...destroyedParts],
    readBy: [...readBy],
    reached: [...partList, ...readBy],
    acted: [...acted],
    made: [...made],
    opening: [...new Set(definitions.flatMap(opensOnTheWay))],
    wider,
    destroyedQualifiers: [...destroyedQualifiers],
    schemas: [...schemas],
    sharedQualifiers: sharedQualifiers(all),
    toolWords: [...toolWords],
    fields: named,
    records: fields,
    kindsOf: kindsHeld(fields, [...resources]),
    measured: measuredActs(named),
    held: named.filter((f) => ownRecord(f) !== undefined),
    searched: [...searched],
    within,
    listed: [...listed],
    containers: [...containers],
    scoped: all.filter((f) => scopedListing(f, partList)),
    everywhere: [...everywhere],
    completed: Object.keys(fields).filter((noun) => fields[noun]!.some((f) => COMPLETION.test(f))),
    unfiltered: [...unfiltered],
    fixed: [...fixed],
    opened: [...opened],
    openedByName: [...openedByName],
    kinds,
    roles,
    heldRoles: heldRoles(roles, partList, named),
  };
}

/** Whether some tool destroys a compound or a part of a resource ("folder" → "folder lock", "folder watermark"). */
export const destroysPartOf = (scope: SearchScope, noun: string): boolean =>
  [...scope.destroyed, ...scope.destroyedParts].some((r) => r.startsWith(`${noun} `));

/**
 * What a request keeps, and the target it deletes. Undoing something on the object ("unlock folder 5") keeps the
 * object when the tools destroy something on it (a part or a compound of it); else the verb undoes the object itself
 * ("unassign task assignment 9" may delete it).
 */
export function keptResources(shape: RequestShape, scope: SearchScope): { kept: string[]; target?: string } {
  const { undone, spared, target, part } = shape;
  const on = undone !== undefined && destroysPartOf(scope, undone);
  // What possesses the part a deletion names ("user 5's password") is no more its target than a container is.
  const owner = part?.by === "possessed" ? [part.owner] : [];
  // Nor is the item whose contents it takes away ("delete everything in folder 5", "the old logs in it", "clear it
  // out": emptied.ts): its items go, the first kind of item a tool destroys (a file), when the kit holds such items.
  const holder = emptiedHolder(shape, scope);
  const items = holder !== undefined ? [...ITEM_KINDS].find((k) => scope.destroyed.includes(k)) : undefined;
  const aimed = items ?? target;
  return {
    kept: [...spared, ...(on ? [undone] : []), ...owner, ...(items ? [holder!] : [])],
    ...(aimed ? { target: aimed } : {}),
  };
}
