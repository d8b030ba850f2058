// When a request asks for each of its acts: one said for later ("delete folder 5 later", "folder 5 will be deleted"),
// one said before the act it asks first ("Delete folder 5? Show me its items first") or one hedged ("and maybe delete
// it") waits; the act asked for now is the request's. (Which words name an act is actions.ts'; the clauses and their
// tags are clauses.ts'.)
import type { Clause } from "./clauses.js";
import { INTERJECTIONS, POLITE } from "./clause-words.js";
import { beforeThat } from "./openers.js";
import type { Action, ActionSpan } from "../words/actions.js";
import { withoutS, type Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";
import { HEDGE, later } from "./mood.js";

// Adverbs that put their clause's act before the others.
const FIRST = new Set(["first", "firstly", "beforehand"]);
// Words that close a sentence without saying anything of its acts.
const CLOSING = new Set([...INTERJECTIONS, "though", "tho"]);

/**
 * The clause whose act an adverbial "first" puts before the others: "first" at the end of its clause ("show me its
 * items first"), before its verb ("first list them") or its subject ("first I need its contents"), or alone before
 * the clause it opens ("first, list them"); not one that modifies a noun ("the first version"). So does "before" that
 * opens no clause, the adverb ("show me its items before").
 */
export function firstClause(placed: readonly Placed[], spans: readonly ActionSpan[]): number | undefined {
  for (const [i, p] of placed.entries()) {
    const next = placed[i + 1];
    // "before" with no clause of its own after it is "beforehand" ("…, but show me its items before").
    const prior = placed[i - 1];
    const alone = next === undefined || next.clause !== p.clause || INTERJECTIONS.has(next.term.text.toLowerCase());
    if (p.term.text.toLowerCase() === "before" && alone && prior?.sentence === p.sentence) return prior.clause;
    // "before that" says it of the act after it ("delete group 5 — before that, show me its folders").
    const then = beforeThat(placed, i);
    if (then >= 0) return placed[then]!.clause;
    if (!FIRST.has(p.term.text.toLowerCase())) continue;
    // (A clause of no verb, only words said around "first", is the next one's: "actually first, just list them".)
    const verbless = !placed.some((q) => q.clause === p.clause && q.term.tags.has("Verb"));
    // (Words that only close what is said end it: "… first though", "… first please".)
    const rest = placed.slice(i + 1).filter((q) => q.sentence === p.sentence);
    if (rest.length > 0 && rest.every((q) => CLOSING.has(q.term.text.toLowerCase()))) return actedIn(placed, spans, p);
    if (next === undefined || next.clause !== p.clause)
      return next === undefined || (placed[i - 1]?.clause === p.clause && !verbless)
        ? actedIn(placed, spans, p)
        : next.clause;
    if (next.term.tags.has("Verb") && !next.term.tags.has("Noun")) return p.clause;
    // Opening its clause before the clause's subject ("first I need its contents", "first we should see it"), or
    // before a word naming an act that the tagger reads as a noun after an ordinal ("first list folder 6").
    const opens = placed[i - 1]?.clause !== p.clause;
    if (opens && next.term.tags.has("Pronoun") && !next.term.tags.has("Possessive")) return p.clause;
    if (opens && spans.some((s) => s.start === next.start)) return p.clause;
  }
  return undefined;
}

/** The clause of the act "first" ends the words of: its own; or where it closes a question of no act of its own
 * ("who is in it", "whether anyone uses it"), the clause of the read right before it that asks the question ("delete
 * group 5 but check who is in it first"). */
function actedIn(placed: readonly Placed[], spans: readonly ActionSpan[], first: Placed): number {
  const termOf = (s: ActionSpan) => placed.find((q) => q.start <= s.start && s.start < q.end);
  if (spans.some((s) => termOf(s)?.clause === first.clause)) return first.clause;
  // (Its copula may be joined to it: "check who's in it first".)
  const opening = withoutS(placed.find((q) => q.clause === first.clause)?.term.text.toLowerCase() ?? "");
  const before = spans.filter((s) => s.end <= first.start && termOf(s)?.sentence === first.sentence).at(-1);
  const asking = before?.action === "read" && EMBEDDED.test(opening) && termOf(before)?.clause === first.clause - 1;
  return asking ? termOf(before)!.clause : first.clause;
}
// The words that open a question a verb takes as its object ("check who is in it").
const EMBEDDED = /^(?:who|whom|whose|what|which|whether|if|where|when|how)$/;

/**
 * Whether the act at `index` waits for another the request asks: said for later, hedged, in another clause than the
 * one "first" marks ("delete folder 5? show me its items first", "list folder 6 first, then delete file 5"), or in a
 * later sentence after a clause saying when or whether ("download file 5. if that fails, delete it": a fallback). A
 * polite request ("will you delete it", "could you maybe delete it") asks now, unless another act is said to come
 * first ("can you delete folder 5? show me its items first").
 */
export function waits(placed: readonly Placed[], clauses: readonly Clause[], index: number, first?: number): boolean {
  const at = placed[index];
  if (at === undefined) return false;
  if (first !== undefined && at.clause !== first) return true;
  if (POLITE.test(clauses[at.clause]?.words.join(" ") ?? "")) return false;
  const hedged = HEDGE.test(placed[index - 1]?.term.text.toLowerCase() ?? "");
  const fallback =
    at.sentence > 0 &&
    placed.some((p) => p.sentence === at.sentence && p.start < at.start && clauses[p.clause]?.subordinate);
  return hedged || fallback || later(placed, index);
}

/**
 * The acts asked once a later act corrects the first ("delete the trash item permanently. actually wait, restore it
 * instead"): an act asked after the main one, in a sentence that says it comes instead, replaces the acts asked before
 * it, which are held; its word is the verb said. It acts on what they acted on, so its sentence names no item of its
 * own ("it"): one that names another item ("…. actually, delete the task instead") or says when it would come ("if
 * there are none, delete the folder instead") corrects nothing here.
 */
export function corrected<T extends { asked: Action[]; held: Action[]; mainEnd: number | undefined }>(
  text: string,
  placed: readonly Placed[],
  clauses: readonly Clause[],
  named: readonly Mention[],
  spans: readonly ActionSpan[],
  acts: T,
): T & { said?: string } {
  const { asked, mainEnd } = acts;
  if (asked.length < 2 || mainEnd === undefined) return acts;
  const sentence = (at: number) => placed.find((p) => p.start <= at && at < p.end)?.sentence;
  const within = (s: number | undefined) => placed.filter((p) => p.sentence === s);
  const instead = (s: number | undefined) =>
    within(s).some((p, i, all) => p.term.text.toLowerCase() === "instead" && all[i + 1]?.term.text !== "of");
  const after = spans.find(
    (s) => s.start >= mainEnd && asked.includes(s.action) && s.action !== asked[0] && instead(sentence(s.start)),
  );
  if (after === undefined || sentence(after.start) === sentence(mainEnd - 1)) return acts;
  const own = within(sentence(after.start));
  const conditional = own.some((p) => clauses[p.clause]?.subordinate);
  const other = named.some((m) => own.some((p) => p.start <= m.start && m.start < p.end));
  if (conditional || other) return acts;
  const replaced = asked.filter((a) => a !== after.action);
  return {
    ...acts,
    asked: [after.action],
    held: [...acts.held, ...replaced],
    said: text.slice(after.start, after.end),
  };
}
