// Which tools answer a question of who did what (deeds.ts reads it from the request): the kit's record of acts (its
// entries say who did which act to what), unless the item's own record holds that act's doer ("who created hub 18":
// the hub says who created it). Which resource is the record of acts is the kit's: the list whose entries name a doer
// and a kind of act (acts-record.ts), stored with the index by the generator. An act told of as done ("what did the CEO
// say in #news") is read from the listing of what the kit's tool for that act makes.
import { actionOf, destroys, wordAction, type Action } from "../words/actions.js";
import { actNouns, participleAction } from "../words/forms.js";
import { ownId } from "./phrase.js";
import { rootOf } from "../words/tagger.js";
import type { ToolFacts } from "../tools/facts.js";
import type { Fields } from "../tools/fields.js";
import type { Deed, RequestShape } from "./shape.js";
import { ITEM_KINDS, mentions, qualifiersOf, type Mention } from "../words/vocabulary.js";
import { PERSON } from "./persons.js";
import { sentenceAt } from "./sentences.js";
/** What the kit's scope says of the parts its tools reach and what its acts make (scope.ts' SearchScope). */
interface Told {
  parts: readonly string[];
  made: readonly string[];
  can: readonly Action[];
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
  const listed = named !== undefined && qualifiersOf(scope.parts, named).length > 0;
  const made = (a: Action) => scope.made.includes(`${a} ${facts.resource}`) || unservedIn(a, facts, shape, scope);
  if (listed ? facts.resource !== named : !shape.reported.some(made)) return false;
  return !shape.nouns
    .filter((n) => n.noun !== facts.resource && !shape.doers.includes(n.noun) && !aside(n, shape))
    .some((n) => scope.parts.includes(`${facts.parent} ${n.noun}`));
}

/** Whether a noun names no part the request asks for: the person it names as the doer ("did Jordan message me about
 * his timesheet"), what it says the act was about ("talking about the Ashford grant"), or a noun that modifies another
 * ("the spreadsheet of member phone numbers"). */
function aside(n: Mention, { text, deed, nounPhrases }: RequestShape): boolean {
  if (n.noun === PERSON && deed?.doer === "named") return true;
  if (/\babout\s+(?:(?:the|a|an|my|his|her|their|our)\s+)?(?:[\w'-]+\s+)?$/.test(text.slice(0, n.start))) return true;
  // (What a thing holds, said after "of": "the spreadsheet of member phone numbers"; not "the thread ts".)
  const word = text.slice(n.start, n.end).split(" ").at(-1)!;
  return /\bof $/.test(text.slice(0, n.start)) && nounPhrases.some((run) => run.slice(0, -1).includes(word));
}

/** Whether an act no tool does is told of as done in a place whose listing lists what the kit's own act makes there
 * ("did anyone in #ems share the new video", "who reacted in #ops"): what it left there is what that act makes, a
 * message, as the kit records it. */
function unservedIn(action: Action, facts: ToolFacts, shape: RequestShape, scope: Told): boolean {
  if (scope.can.includes(action) || !scope.made.some((m) => m.endsWith(` ${facts.resource}`))) return false;
  if (shape.nouns.some((n) => n.noun === facts.parent && /\bin $/.test(shape.text.slice(0, n.start)))) return true;
  // (Or asked where it was done, no place named, where what the kit makes is sent to others: "find where someone
  // shared the link to the script"; not "where did I save the fuel audit", which no sign request tells.)
  const sent = scope.made.includes(`send ${facts.resource}`);
  return sent && WHERE.test(shape.text) && !shape.nouns.some((n) => n.noun === facts.parent);
}

// A question of where someone did something: "where did someone share …", "find where they posted …" (not where a
// thing is, "where is request 7731", nor a relative clause after a noun, "events where someone changed …").
const WHERE = new RegExp(
  String.raw`(?:^|(?:find|show|tell|see|know|out|check|me|us) )where (?:did |has |had )?` +
    String.raw`(?:someone|somebody|anyone|anybody|people|they|he|she|we|i) (?!is\b|are\b|was\b|were\b)`,
);

/** The act the request asks who did at a time ("who changed the permissions on folder 5 yesterday"), if any: the
 * record of acts tells the acts done then, not what an item holds now. */
export function askedWhenDone({ deed }: RequestShape): Deed | undefined {
  return deed?.doer === "unknown" && deed.dated ? deed : undefined;
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

/** Whether a tool is on the request for the act of answering the request asks whether was done (answered.ts): its
 * resource is named by that act's verb ("sign request"), and its record holds the answer, its state (holdsDoer). That
 * state answers it, not a template of the act nor the record of every act. */
export function answeredRequest(
  facts: ToolFacts,
  { answered, object }: RequestShape,
  fields: Fields,
  resources: readonly string[] = [],
): boolean {
  const [first, ...rest] = facts.resource.split(" ");
  if (answered === undefined || first !== answered || rest.length === 0) return false;
  // (Nor where what was answered has a status record of its own (`resources`: the kit's), which keeps it: "did I sign
  // the terms of service?" is the user's status on them.)
  if (object !== undefined && resources.some((r) => r.startsWith(`${object} `) && r.endsWith(" status"))) return false;
  return holdsDoer(fields[facts.resource] ?? [], { verb: answered, action: "approve", doer: "named", dated: false });
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

/** Whether a record of acts records this act: by its verb ("access") or the noun it makes ("authorized": an
 * authorization), or by its action ("made": a creation). */
function records(acts: readonly string[], deed: Pick<Deed, "verb" | "action" | "phrasal">): boolean {
  const said = [deed.verb, ...actNouns(deed.verb), ...(deed.phrasal ? [deed.phrasal] : [])];
  // ("Do", the verb that stands for any act, asks for them all: "what did Tom do yesterday".)
  const any = deed.verb === "do";
  return (
    any ||
    said.some((w) => acts.includes(w)) ||
    (deed.action !== undefined && acts.some((w) => wordAction(w) === deed.action))
  );
}

// The acts that make an item: their record lists the items made.
export const MAKING: ReadonlySet<Action> = new Set(["create", "upload"]);

/** Whether a tool lists a record of acts that records the making of what the request tells of as made ("the shared
 * links created last month": their creation). */
export function recordsMade(facts: ToolFacts | undefined, shape: RequestShape): boolean {
  const made = shape.reported.filter((a) => MAKING.has(a));
  return facts?.acts !== undefined && made.some((action) => records(facts.acts!, { verb: action, action }));
}

/** Whether a tool lists a record of acts that records an act told of as done to things over a span whose own record
 * holds neither who did it nor when ("the files shared externally in the past 90 days": no file says who shared it; a
 * file says who modified it, a sign request who sent it). Not a making (recordsMade), a destruction (the trash holds
 * what went) nor a read. */
export function recordsUnheld(facts: ToolFacts | undefined, shape: RequestShape, fields: Fields): boolean {
  const acts = facts?.acts;
  // (Things of no kind named are none whose record can be read: "everything in Legal modified this week".)
  if (acts === undefined || shape.object === undefined) return false;
  // (Nor a span that measures how long, "shared for longer than 90 days": the record holds when acts were done.)
  if (shape.spanMeasure) return false;
  const own = fields[shape.object] ?? [];
  const timed = (action: Action) =>
    own.some((f) => f.endsWith("_at") && actionOf(f.slice(0, -3).split("_").at(-1)!) === action);
  return shape.reported.some((action) => {
    if (action === "read" || destroys(action) || MAKING.has(action)) return false;
    // (The span must tell the time of that act, not of another verb's, "files shared externally that expire this
    // week": the record holds past acts only.)
    if (shape.spanVerb !== undefined && actionOf(shape.spanVerb) !== action) return false;
    const deed = { verb: action, action, doer: "unknown", dated: true } as const;
    return records(acts, deed) && !holdsDoer(own, deed) && !timed(action);
  });
}

/** Whether a tool is the record of acts the request reads as such, its main act a read (or no act at all): its
 * object is the record's own resource ("login activity across the enterprise", "the audit log for last week"), of no
 * item it gives the id of but the one the acts are said to be on ("activity on file 5"; "the events webhook 7 watches"
 * are the webhook's). */
export function readsActs(facts: ToolFacts | undefined, shape: RequestShape): boolean {
  const { object, asked, nouns, related, text } = shape;
  return (
    facts?.acts !== undefined &&
    object === facts.resource &&
    (asked[0] ?? "read") === "read" &&
    nouns.every((n) => n.noun === object || n.noun === related || ownId(text, n) === null)
  );
}

/** Whether a tool answers the request's question of who did what: it lists the record of acts, and the request asks
 * to read of a past act whose doer the record of its object does not hold ("who created hub 18" is the hub's). */
export function answersDeed(facts: ToolFacts | undefined, shape: RequestShape, fields: Fields): boolean {
  const { deed, object, asked, polar, nouns } = shape;
  // (A question of who did it that asks no act at all reads: "the full history of who accessed folder 5 in 2024".)
  const reads = asked[0] === "read" || (asked.length === 0 && deed?.doer === "unknown");
  if (facts?.acts === undefined || deed === undefined || !reads || !records(facts.acts, deed)) return false;
  const held = (object !== undefined && holdsDoer(fields[object] ?? [], deed)) || keptAct(fields, deed);
  // What a named person acted on is unknown: no one item's record answers "what did Tom delete", unless the items
  // are in a place the request names, whose listing holds their records ("the files John uploaded to folder 5").
  // Whether that person did something to an item ("has Maria accepted the invite?") is a state of the item.
  // (The doer, a user, is no place; nor is the act's own verb, a resource's word: "did I upload".)
  const verb = (n: Mention) => rootOf(shape.text.slice(n.start, n.end)) === deed.verb;
  // (Said in the object's sentence: a later one may tell only what the asker knows, "… She mentioned a template".)
  const sentence = (at: number) => sentenceAt(shape.sentences, at);
  const own = sentence(nouns.find((n) => n.noun === object)?.start ?? 0);
  const place = nouns.some((n) => n.noun !== object && n.noun !== "user" && !verb(n) && sentence(n.start) === own);
  // (One item sought by its name is found by it; the act only tells which: "find the spreadsheet Tom sent about …".)
  const sought = object !== undefined && shape.byName.includes(object) && shape.count !== "many";
  // (But whether they did an act that leaves no state only the record of acts tells: "did the client download the
  // proposal".)
  if (deed.doer === "named" && polar && (deed.action ?? "read") === "read") return true;
  // (Items are listed only in the place that holds them: many said of no place are found by the acts, "list all the
  // files Greg uploaded".)
  const everywhere = shape.count === "many" && ITEM_KINDS.has(object ?? "") && !place;
  if (deed.doer === "named") return !polar && !sought && (everywhere || !(held && (!deed.dated || place)));
  // What the speaker made or destroyed over a time, of no one place ("what did I delete last week", "the files I
  // uploaded yesterday"), only the record of acts holds; their acts on an item are read from it ("the comments I
  // posted on file 5"), one item they acted on is read itself ("the sign request I sent yesterday": its status), and
  // what they only read is among the items they reached.
  // (The act's own verb may be read as the noun of a resource: "what did I upload yesterday".)
  const said = nouns.find((n) => n.noun === object);
  const things = object === undefined || shape.count === "many" || (said !== undefined && verb(said));
  const changed = deed.action !== undefined && (MAKING.has(deed.action) || destroys(deed.action));
  if (deed.doer === "speaker") return deed.dated && !polar && !place && things && changed;
  // (A record of many, its versions, holds each one's doer: "the version history …, who changed it last week"; acts
  // on many things over a time are each the record of acts', "who added collaborators to folder 5 since Jan 1".)
  const many = shape.count === "many";
  return !held || (doneAgain(deed, fields, many) && (many || ITEM_KINDS.has(object ?? "")));
}

/** Whether an act asked of over a time ("who has edited the rota this week") is one done again and again, whose
 * item's record holds only the last doer: not the creation of one item (`many`: of many items, each created once, the
 * acts are many), done once, nor an act kept as a record of its own (keptAct: a lock), each holding its one doer. (An
 * upload is done again, a file's new versions; a destroyed item's record names no doer.) */
export function doneAgain(deed: Deed, fields: Fields, many: boolean): boolean {
  const once = !many && deed.action === "create";
  return deed.over === true && !once && !keptAct(fields, deed);
}

// A question of how many times an act was done: "how many times was file 5 downloaded", "how often is it previewed".
const TIMES = /\bhow\s+(?:many\s+times|often)\b/;

/** Whether a tool lists a record of acts that records an act the request asks how many times was done: no item's
 * record counts each act ("how many times was file 5 downloaded" is its downloads', not its content). */
export function countsActs(facts: ToolFacts | undefined, shape: RequestShape): boolean {
  const acts = facts?.acts;
  if (acts === undefined || !TIMES.test(shape.text) || (shape.asked[0] ?? "read") !== "read") return false;
  // (Not an auxiliary, "do" standing for no act here: "how often do we run backups".)
  const verbs = [...shape.verbs].map(rootOf).filter((v) => !/^(?:be|do|have)$/.test(v));
  return verbs.some((verb) => records(acts, { verb }));
}
