// Questions of who did what: a past act asked of an unknown doer ("who deleted file 5?", "did anyone download it?")
// or of what a named person did ("the files Rachel uploaded"). The kit's record of acts answers them (its entries
// say who did which act to what), unless the item's own record holds that act's doer ("who created hub 18": the hub
// says who created it). Which resource is the record of acts is the kit's: the list whose entries name a doer and a
// kind of act (actsRecord), stored with the index by the generator. An act told of as done ("what did the CEO say in
// #news") is read from the listing of what the kit's tool for that act makes (engine.ts).
import type { JsonObject } from "../contract.js";
import { actionOf, wordAction, type Action } from "./actions.js";
import { participleAction } from "./forms.js";
import { auxiliary, rootOf, type Placed } from "./tagger.js";
import type { ToolFacts } from "./facts.js";
import type { Fields } from "./fields.js";
import type { Deed, RequestShape } from "./shape.js";
import { mentions, type Mention } from "./vocabulary.js";

/** The indefinite pronouns for a person: "someone" names nobody in particular. */
export const INDEFINITE: ReadonlySet<string> = new Set(["anyone", "anybody", "someone", "somebody"]);
// The words that ask who did an act, or whether anyone did: a question word and the indefinite pronouns.
const UNKNOWN = new Set(["who", ...INDEFINITE]);
// The auxiliaries a question of a past act opens with ("did anyone …", "has someone …").
const AUXILIARY = new Set(["did", "has", "have", "had"]);

/** The past act the request asks about, by its doer, if any: the doer right before the verb, an adverb between
 * them ("who last opened it"), and the auxiliary before the doer when the verb is not itself in the past ("did Tom
 * delete …"). A passive or a present verb ("who was asked", "who owns folder 5") asks no act's doer; nor does a
 * statement ("someone sent me a link", "Kim mentioned a thread"): "anyone" or a name is asked of after an auxiliary
 * ("did anyone …", "what did Tom …"), and a name after the items it did something to ("the files Rachel uploaded");
 * "who" after a noun tells of it ("the user who uploaded file 5"). */
export function askedDeed(placed: readonly Placed[]): Deed | undefined {
  for (const [i, p] of placed.entries()) {
    const tags = p.term.tags;
    if (!tags.has("Verb") || ["Copula", "Auxiliary", "Passive"].some((t) => tags.has(t))) continue;
    let d = i - 1;
    // (A bare verb right before a past one is no verb of its own but a word the tagger misread: "who last viewed".)
    const modifies = (q: Placed) =>
      q.term.tags.has("Adverb") || (tags.has("PastTense") && q.term.tags.has("Infinitive") && !auxiliary(q));
    while (d >= 0 && modifies(placed[d]!) && placed[d]!.clause === p.clause) d -= 1;
    d = qualifiedDoer(placed, d);
    const doer = placed[d];
    if (doer === undefined || doer.clause !== p.clause) continue;
    const word = doer.term.text.toLowerCase();
    const unknown = UNKNOWN.has(word);
    if (!unknown && !doer.term.tags.has("Person")) continue;
    const past = tags.has("PastTense");
    const before = placed[d - 1];
    const asked = AUXILIARY.has(before?.term.text.toLowerCase() ?? "");
    const afterItems =
      before !== undefined &&
      before.term.tags.has("Noun") &&
      !before.term.tags.has("Pronoun") &&
      !/[,;:.!?()—-]/.test(before.term.post);
    if (word === "who" ? afterItems : !asked && (unknown || !afterItems)) continue;
    // ("Who" asks of a verb in the past, said at once; "anyone" and a name of one after "did" as well.)
    if (!(past || (asked && tags.has("Infinitive"))) || (word === "who" && !past)) continue;
    return deedOf(placed, p.term.text, unknown ? "unknown" : "named");
  }
  return passiveDeed(placed) ?? subjectDeed(placed);
}

/** The act a verb's word tells of, by its root and the action it names, with its doer and whether a date is said. */
function deedOf(placed: readonly Placed[], word: string, doer: Deed["doer"]): Deed {
  const said = word.toLowerCase();
  const action = actionOf(said);
  return { verb: rootOf(said), ...(action ? { action } : {}), doer, dated: dated(placed) };
}

// The words a phrase that qualifies a doer is made of ("anyone outside the company", "someone from legal").
const QUALIFYING = ["Noun", "Determiner", "Adjective", "Preposition"];

/** Where the doer before a verb stands: an indefinite pronoun a short phrase qualifies ("anyone outside the company
 * downloaded …") is the doer, not the phrase's last noun; otherwise the word before the verb. */
function qualifiedDoer(placed: readonly Placed[], d: number): number {
  const at = placed[d];
  if (at === undefined || INDEFINITE.has(at.term.text.toLowerCase())) return d;
  for (let k = d - 1; k >= Math.max(0, d - 4); k -= 1) {
    const q = placed[k]!;
    if (q.clause !== at.clause || /[,;:.!?()]/.test(q.term.post)) return d;
    if (INDEFINITE.has(q.term.text.toLowerCase())) return k;
    if (q.term.tags.has("Pronoun") || !QUALIFYING.some((t) => q.term.tags.has(t))) return d;
  }
  return d;
}

/** The past act a passive verb tells of with its doer after "by", when the doer is a person or people ("which files
 * have been viewed by external people", "downloaded by someone"): the doer is named when the tagger knows a person. */
function passiveDeed(placed: readonly Placed[]): Deed | undefined {
  for (const [i, p] of placed.entries()) {
    const tags = p.term.tags;
    if (!tags.has("Passive") || !tags.has("PastTense") || placed[i + 1]?.term.text.toLowerCase() !== "by") continue;
    let k = i + 2;
    while (placed[k]?.term.tags.has("Adjective") || placed[k]?.term.tags.has("Determiner")) k += 1;
    const doer = placed[k];
    if (doer === undefined || doer.clause !== p.clause) continue;
    const person = doer.term.tags.has("Person");
    if (!person && !doer.term.tags.has("Actor") && !INDEFINITE.has(doer.term.text.toLowerCase())) continue;
    return deedOf(placed, p.term.text, person ? "named" : "unknown");
  }
  return undefined;
}

/** Whether the request says when ("this month", "yesterday"). */
const dated = (placed: readonly Placed[]) => placed.some((q) => q.term.tags.has("Date"));

/** The past act a question asks of a doer between its auxiliary and its verb, a noun phrase the tagger does not
 * know for a person ("did Priya Raman upload …", "has the intern uploaded …"): after the auxiliary, the doer's
 * nouns, then the verb; a verb the tagger took for the phrase's last noun is one whose root names an action. */
function subjectDeed(placed: readonly Placed[]): Deed | undefined {
  for (const [i, aux] of placed.entries()) {
    if (!aux.term.tags.has("Verb") || !AUXILIARY.has(aux.term.text.toLowerCase())) continue;
    let k = i + 1;
    if (placed[k]?.term.tags.has("Determiner")) k += 1;
    const from = k;
    const nominal = (q: Placed | undefined) =>
      q !== undefined && q.clause === aux.clause && q.term.tags.has("Noun") && !q.term.tags.has("Pronoun");
    while (nominal(placed[k])) k += 1;
    const next = placed[k];
    const verbal =
      next !== undefined &&
      next.clause === aux.clause &&
      next.term.tags.has("Verb") &&
      !["Copula", "Auxiliary", "Passive"].some((t) => next.term.tags.has(t));
    const said = verbal ? next : k - from >= 2 ? placed[k - 1] : undefined;
    const doers = placed.slice(from, verbal ? k : k - 1);
    // (A doer is one person: a plural is people in general or things, "did people leave", "did the AI skills pull".)
    const one = (q: Placed) => !["Date", "Plural", "Acronym"].some((t) => q.term.tags.has(t));
    if (said === undefined || doers.length === 0 || !doers.every(one)) continue;
    if (actionOf(said.term.text.toLowerCase()) === undefined) continue;
    const unknown = doers.length === 1 && UNKNOWN.has(doers[0]!.term.text.toLowerCase());
    return { ...deedOf(placed, said.term.text, unknown ? "unknown" : "named"), ...(verbal ? {} : { at: said.start }) };
  }
  return undefined;
}

/** The acts a request tells of as done, not asked for, where their verbs stand: a verb in the past, a participle or a
 * gerund ("the link someone posted", "what are people saying"), or one after "did" ("what did the CEO say"); not one
 * it says was not done ("the DMs I haven't answered"). */
function reportedVerbs(placed: readonly Placed[]): Array<{ at: number; action: Action }> {
  const verbs: Array<{ at: number; action: Action }> = [];
  for (const [i, p] of placed.entries()) {
    const tags = p.term.tags;
    if (!tags.has("Verb") || ["Copula", "Auxiliary", "Imperative"].some((t) => tags.has(t))) continue;
    const done = ["PastTense", "Participle", "Gerund"].some((t) => tags.has(t));
    const before = placed.slice(0, i).filter((q) => q.clause === p.clause);
    if (before.some((q) => q.term.tags.has("Negative"))) continue;
    const asked = before.some((q) => AUXILIARY.has(q.term.text.toLowerCase()) && q.term.tags.has("PastTense"));
    if (!done && !(asked && tags.has("Infinitive"))) continue;
    const action = actionOf(p.term.text.toLowerCase());
    if (action !== undefined) verbs.push({ at: i, action });
  }
  return verbs;
}

/** The acts a request tells of as done (reportedVerbs): their actions, with the act it asks the doer of where the
 * tagger read its verb as a noun ("did anyone reply to …"); and the nouns that did them by an indefinite pronoun right
 * before the verb, maybe with an auxiliary between ("the link someone posted", "has anybody sent"): nobody in
 * particular, not what the request asks for. */
export function reported(
  placed: readonly Placed[],
  nouns: readonly Mention[],
  deed?: Deed,
): { acts: Action[]; doers: string[] } {
  const verbs = reportedVerbs(placed);
  const read = deed?.at !== undefined && deed.action !== undefined ? [deed.action] : [];
  const doers = new Set<string>();
  for (const { at } of verbs) {
    let i = at - 1;
    while (i >= 0 && auxiliary(placed[i])) i--;
    const before = placed[i];
    const anyone = before !== undefined && INDEFINITE.has(before.term.text.toLowerCase());
    const doer = anyone ? nouns.find((n) => n.start <= before.start && before.end <= n.end) : undefined;
    if (doer !== undefined) doers.add(doer.noun);
  }
  return { acts: [...new Set([...verbs.map((v) => v.action), ...read])], doers: [...doers] };
}

/** What the kit's scope says of the parts its tools reach and what its acts make (scope.ts' SearchScope). */
interface Told {
  parts: readonly string[];
  made: readonly string[];
}

/**
 * Whether a listing is the record of an act the request tells of: it lists what the kit's tool for that act makes
 * ("what did the CEO say in #news": the messages), unless the request names one such item by its id, or another part
 * of the place it lists ("the thread under post 17…": that item's, that part's; "the users who posted": theirs, not
 * "the link someone posted"). An act whose verb is itself a noun the kit lists ("did anyone reply …") is recorded
 * there (the replies).
 */
export function toldOf(facts: ToolFacts, shape: RequestShape, scope: Told, byId: ReadonlySet<string>): boolean {
  if (facts.action !== "list" || byId.has(facts.resource)) return false;
  const named = shape.deed?.at !== undefined ? mentions(shape.deed.verb)[0]?.noun : undefined;
  const listed = named !== undefined && scope.parts.some((p) => p.endsWith(` ${named}`));
  if (listed ? facts.resource !== named : !shape.reported.some((a) => scope.made.includes(`${a} ${facts.resource}`)))
    return false;
  return !shape.nouns
    .filter((n) => n.noun !== facts.resource && !shape.doers.includes(n.noun))
    .some((n) => scope.parts.includes(`${facts.parent} ${n.noun}`));
}

/** Whether a record holds the doer of this act: a field naming who did it ("created_by" for made or created), or
 * the doer by the act's agent noun ("uploader_display_name" for uploaded); an answer to a request (signed, accepted,
 * completed) is the request's state, which its record holds ("status"). */
export function holdsDoer(fields: readonly string[], deed: Deed): boolean {
  const agents = [`${deed.verb}er`, `${deed.verb}r`, `${deed.verb.replace(/e$/, "")}or`];
  return fields.some((f) => {
    if (f.split("_").some((w) => agents.includes(w))) return true;
    if (deed.action === "approve" && /(?:^|_)(?:status|state)$/.test(f)) return true;
    const done = /^(.+)_by$/.exec(f)?.[1];
    if (done === undefined) return false;
    const action = wordAction(done) ?? participleAction(done, wordAction);
    return rootOf(done) === deed.verb || (action !== undefined && action === deed.action);
  });
}

/** Whether the kit keeps a record of the act itself, one that names its doer: an invite (invited_by), a task's
 * assignment (assigned_by), a lock (created_by). Its tools answer who did it, not the record of every act. */
function keptAct(fields: Fields, deed: Deed): boolean {
  // The act's noun is its verb's stem with a short ending ("assign": assignment); a stem of three letters is too
  // short to tell ("add": address).
  const stem = deed.verb.replace(/e$/, "");
  const names = (w: string) => stem.length > 3 && w.startsWith(stem) && w.length - stem.length <= 4;
  return Object.entries(fields).some(
    ([noun, own]) => noun.split(" ").some(names) && own.some((f) => f.endsWith("_by")),
  );
}

/** How many actions a field's values must name for its records to tell acts apart. */
const ACT_KINDS = 4;

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The words of the acts a list's entries record, when its output schema holds a record of acts: its entries each
 * name a doer (a field "…_by") and the kind of act, a field whose values name several actions ("DOWNLOAD",
 * "ITEM_TRASH", "COMMENT_CREATE"). */
export function actsRecord(schema: JsonObject, defs: Readonly<Record<string, JsonObject>>): string[] | undefined {
  const resolved = (s: unknown, depth = 0): JsonObject[] => {
    if (!isObject(s) || depth > 4) return [];
    const own = typeof s.$ref === "string" ? resolved(defs[s.$ref.split("/").at(-1)!], depth + 1) : [];
    const parts = ["allOf", "anyOf", "oneOf"].flatMap((k) =>
      Array.isArray(s[k]) ? s[k].flatMap((x) => resolved(x, depth + 1)) : [],
    );
    return [s, ...own, ...parts];
  };
  const properties = (s: unknown) =>
    resolved(s).flatMap((x) => (isObject(x.properties) ? Object.entries(x.properties) : []));
  const entries = properties(schema).flatMap(([, p]) => resolved(p).flatMap((x) => (isObject(x) ? [x.items] : [])));
  for (const entry of entries) {
    const fields = properties(entry);
    if (!fields.some(([name]) => name.endsWith("_by"))) continue;
    for (const [, p] of fields) {
      const values = resolved(p).flatMap((x) => (Array.isArray(x.enum) ? x.enum : []));
      const words = [
        ...new Set(values.flatMap((v) => (typeof v === "string" ? v.toLowerCase().split(/[^a-z]+/) : []))),
      ];
      if (new Set(words.map(wordAction).filter((a) => a !== undefined)).size >= ACT_KINDS) return words.sort();
    }
  }
  return undefined;
}

/** The actions the words of a record's acts name, by record (each is read once). */
const recordedActions = new WeakMap<readonly string[], Set<Action | undefined>>();

/** Whether a record of acts records this act: by its verb ("access"), or by its action ("made": a creation). */
function records(acts: readonly string[], deed: Pick<Deed, "verb" | "action">): boolean {
  let actions = recordedActions.get(acts);
  if (actions === undefined) recordedActions.set(acts, (actions = new Set(acts.map(wordAction))));
  return acts.includes(deed.verb) || (deed.action !== undefined && actions.has(deed.action));
}

// The acts that make an item: their record lists the items made.
const MAKING: ReadonlySet<Action> = new Set(["create", "upload"]);

/** Whether a tool lists a record of acts that records the making of what the request tells of as made ("the shared
 * links created last month": their creation). */
export function recordsMade(facts: ToolFacts | undefined, shape: RequestShape): boolean {
  const made = shape.reported.filter((a) => MAKING.has(a));
  return facts?.acts !== undefined && made.some((action) => records(facts.acts!, { verb: action, action }));
}

/** Whether a tool answers the request's question of who did what: it lists the record of acts, and the request asks
 * to read of a past act whose doer the record of its object does not hold ("who created hub 18" is the hub's). */
export function answersDeed(facts: ToolFacts | undefined, shape: RequestShape, fields: Fields): boolean {
  const { deed, object, asked, polar, nouns } = shape;
  if (facts?.acts === undefined || deed === undefined || asked[0] !== "read" || !records(facts.acts, deed))
    return false;
  const held = (object !== undefined && holdsDoer(fields[object] ?? [], deed)) || keptAct(fields, deed);
  // What a named person acted on is unknown: no one item's record answers "what did Tom delete", unless the items
  // are in a place the request names, whose listing holds their records ("the files John uploaded to folder 5").
  // Whether that person did something to an item ("has Maria accepted the invite?") is a state of the item.
  // (The doer, a user, is no place.)
  const place = nouns.some((n) => n.noun !== object && n.noun !== "user");
  if (deed.doer === "named") return !polar && !(held && (!deed.dated || place));
  return !held;
}
