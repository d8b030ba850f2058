// When a request asks for each of its acts: one said for later ("delete folder 5 later", "folder 5 will be deleted"),
// one said before the act it asks first ("Delete folder 5? Show me its items first") or one hedged ("and maybe delete
// it") waits; the act asked for now is the request's. (Which words name an act is actions.ts'; the clauses and their
// tags are clauses.ts'.)
import type { ActionSpan } from "./actions.js";
import { INTERJECTIONS, POLITE, type Clause } from "./clauses.js";
import { type Placed } from "./tagger.js";
import { HEDGE, later } from "./mood.js";

// Adverbs that put their clause's act before the others.
const FIRST = new Set(["first", "firstly", "beforehand"]);

/**
 * The clause whose act an adverbial "first" puts before the others: "first" at the end of its clause ("show me its
 * items first"), before its verb ("first list them") or its subject ("first I need its contents"), or alone before
 * the clause it opens ("first, list them"); not one that modifies a noun ("the first version"). So does "before" that
 * opens no clause, the adverb ("show me its items before").
 */
export function firstClause(placed: readonly Placed[]): number | undefined {
  for (const [i, p] of placed.entries()) {
    const next = placed[i + 1];
    // "before" with no clause of its own after it is "beforehand" ("…, but show me its items before").
    const prior = placed[i - 1];
    const alone = next === undefined || next.clause !== p.clause || INTERJECTIONS.has(next.term.text.toLowerCase());
    if (p.term.text.toLowerCase() === "before" && alone && prior?.sentence === p.sentence) return prior.clause;
    if (!FIRST.has(p.term.text.toLowerCase())) continue;
    if (next === undefined || next.clause !== p.clause)
      return placed[i - 1]?.clause === p.clause || next === undefined ? p.clause : next.clause;
    if (next.term.tags.has("Verb") && !next.term.tags.has("Noun")) return p.clause;
    // Opening its clause before the clause's subject ("first I need its contents", "first we should see it").
    const opens = placed[i - 1]?.clause !== p.clause;
    if (opens && next.term.tags.has("Pronoun") && !next.term.tags.has("Possessive")) return p.clause;
  }
  return undefined;
}

/**
 * Whether the act at `index` waits for another the request asks: said for later, hedged, or in a clause before the one
 * "first" marks. (Not in a polite request: "will you delete it" asks now.)
 */
export function waits(placed: readonly Placed[], clauses: readonly Clause[], index: number, first?: number): boolean {
  const at = placed[index];
  if (at === undefined || POLITE.test(clauses[at.clause]?.words.join(" ") ?? "")) return false;
  const hedged = HEDGE.test(placed[index - 1]?.term.text.toLowerCase() ?? "");
  return hedged || later(placed, index) || (first !== undefined && at.clause < first);
}

/**
 * How many of the acts asked (their spans, in order) an act said "instead" replaces: those before the last one said
 * before "instead" ("delete it permanently. actually wait, restore it instead"); none when no such "instead" follows
 * one act asked after another (not "instead of deleting it, …", which names an act as a thing).
 */
export function replacing(placed: readonly Placed[], asked: readonly ActionSpan[]): number {
  const at = placed.findIndex(
    (p, i) => p.term.text.toLowerCase() === "instead" && placed[i + 1]?.term.text.toLowerCase() !== "of",
  );
  if (at < 0) return 0;
  const before = asked.filter((s) => s.end <= placed[at]!.start).length;
  return Math.max(0, before - 1);
}

/** How many of the acts a request names stand in a clause of purpose ("so I can send it"): they say why. */
export function heldWhy(placed: readonly Placed[], clauses: readonly Clause[], spans: readonly ActionSpan[]): number {
  return spans.filter((s) => {
    const clause = placed.find((p) => p.start <= s.start && s.start < p.end)?.clause;
    return clause !== undefined && clauses[clause]?.subordinate === true && clauses[clause]!.words[0] === "so";
  }).length;
}

/** Whether the words before a verb in its clause only join it to the clause before ("…, and then rename it"). */
export function joined(before: readonly Placed[]): boolean {
  return (
    before.length > 0 &&
    before.every((p) => /^(?:and|then|also|after that|afterwards)$/.test(p.term.text.toLowerCase()))
  );
}
