// A search of the whole kit for things no tool lists across it, only within a container some tool lists every one of
// ("find the message where Dana posted the rota", "any messages mentioning the berth delay"): the kit finds them by
// listing the containers and reading each one's listing of them (a conversation's history). Which listing reads them
// is the bindings' (scope.ts' within), so such a search is served (unfit.ts), that listing first.
import type { RequestShape } from "../request/shape.js";
import type { ToolFacts } from "../tools/facts.js";
import { listsParts } from "../tools/part-listing.js";
import { READING_THROUGH } from "../words/verb-classes.js";
import { PERSON } from "../request/persons.js";
import { ownId } from "../request/phrase.js";

/** What a kit reads within its containers: the key of the listing (part-listing.ts) that finds each kind of thing. */
export type Within = Readonly<Record<string, string>>;

/**
 * The things of each kind a kit reads only within a container some tool lists every one of (`searched`), by the key
 * of the listing that finds them: their own, or the wider one a narrower listing of them starts at (narrowing.ts: a
 * thread's replies are found among the conversation's messages).
 */
export function withinContainers(
  listings: ReadonlyArray<{ name: string; facts: ToolFacts }>,
  searched: ReadonlySet<string>,
  wider: Readonly<Record<string, string>>,
): Within {
  const within: Record<string, string> = {};
  for (const { name, facts } of listings) {
    const key = listsParts(facts);
    if (key === undefined || !searched.has(facts.parent!) || searched.has(facts.resource)) continue;
    within[facts.resource] = wider[name] ?? key;
  }
  return within;
}

/** The key of the listing a request's search is read from, when it searches for things the kit reads only within
 * their containers (searching: a search of everything, in no place it names; qualified.ts). A search that names no
 * kind of thing ("search slack for 'fuel surcharge'") seeks what the kit's people make, `made` ("send message"), when
 * that is one kind the kit reads within its containers. */
export function searchedWithin(shape: RequestShape, within: Within, made: readonly string[]): string | undefined {
  // (A search read through asks what none of the listings gives, its summary: "summarise the messages mentioning …".)
  if (READING_THROUGH.has(shape.verb ?? "")) return undefined;
  // (So is one of them told by its topic, no id, in no place the request names: "did Marcus reply in the thread about
  // the butter price?" is found among the messages first.)
  if (!shape.searching) return toldByTopic(shape, within) ? within[shape.object!] : undefined;
  if (shape.object !== undefined) return within[shape.object];
  const kinds = new Set(made.map((m) => m.slice(m.indexOf(" ") + 1)).filter((kind) => kind in within));
  return kinds.size === 1 ? within[[...kinds][0]!] : undefined;
}

/** Whether a tool is the listing a search reads from (searchedWithin's key). */
export const readsWithin = (facts: ToolFacts | undefined, key: string | undefined): boolean =>
  key !== undefined && facts !== undefined && listsParts(facts) === key;

/** Whether the request's object is one thing of a kind the kit reads only within its containers, said with its
 * topic after it ("the thread about the butter price"), by no id, naming nothing else but people and its container. */
function toldByTopic(shape: RequestShape, within: Within): boolean {
  const { object, nouns, text } = shape;
  if (object === undefined || !(object in within) || shape.count === "one") return false;
  const said = nouns.find((n) => n.noun === object);
  // (Its container may be named: "the thread about the butter price in #sales" is found among that one's messages.)
  const container = within[object]!.split(" of ").at(-1);
  const other = (noun: string) => noun !== object && noun !== PERSON && noun !== container;
  if (said === undefined || nouns.some((n) => other(n.noun))) return false;
  // (Nor where an id is given: "the thread about stale branches, ts 1732000000.000100" is that one.)
  if (shape.mentioned.some((m) => ownId(text, m) !== null)) return false;
  return TOPIC_AFTER.test(text.slice(said.end));
}

// The topic said right after a noun: "the thread about the butter price", "… regarding the audit".
const TOPIC_AFTER = /^\s+(?:about|regarding|concerning|on the subject of)\s/;
