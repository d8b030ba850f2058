// A search of the whole kit for things no tool lists across it, only within a container some tool lists every one of
// ("find the message where Dana posted the rota", "any messages mentioning the berth delay"): the kit finds them by
// listing the containers and reading each one's listing of them (a conversation's history). Which listing reads them
// is the bindings' (scope.ts' within), so such a search is served (unfit.ts), that listing first.
import type { RequestShape } from "../request/shape.js";
import type { ToolFacts } from "../tools/facts.js";
import { listsParts } from "../tools/part-listing.js";
import { READING_THROUGH } from "../words/verb-classes.js";

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
  if (!shape.searching || READING_THROUGH.has(shape.verb ?? "")) return undefined;
  if (shape.object !== undefined) return within[shape.object];
  const kinds = new Set(made.map((m) => m.slice(m.indexOf(" ") + 1)).filter((kind) => kind in within));
  return kinds.size === 1 ? within[[...kinds][0]!] : undefined;
}

/** Whether a tool is the listing a search reads from (searchedWithin's key). */
export const readsWithin = (facts: ToolFacts | undefined, key: string | undefined): boolean =>
  key !== undefined && facts !== undefined && listsParts(facts) === key;
