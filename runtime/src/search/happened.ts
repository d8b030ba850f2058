// What happened over a span of time: a request that says a span ("in the last 24 hrs", "this month") and names acts
// by nouns ("login failures", "file deletions", "logins") reads the kit's record of acts, whose entries name those
// acts (records.ts' actsRecord), though it names none of its own resource.
import type { ToolFacts } from "./facts.js";
import type { RequestShape } from "./shape.js";
import { nlp } from "./tagger.js";
import { singular } from "./vocabulary.js";

// (A request's nouns, read once per search rather than once per tool.)
const read = new WeakMap<RequestShape, string[]>();

/** The words the tagger reads as nouns outside the resource nouns the request names, lower case and singular, when
 * the request says a span of time; none when it says none. */
function spannedNouns(shape: RequestShape): string[] {
  const known = read.get(shape);
  if (known !== undefined) return known;
  const terms = nlp()(shape.text).docs.flat();
  const nouns: string[] = [];
  // (A span heads its phrase: "this week", "the last 24 hrs"; not a word that qualifies a noun, "the HR records".)
  const qualifies = (i: number) =>
    !/[,;:.!?]/.test(terms[i]!.post) && ["Noun", "Adjective"].some((g) => terms[i + 1]?.tags.has(g));
  if (terms.some((t, i) => t.tags.has("Duration") && !qualifies(i))) {
    let at = 0;
    for (const t of terms) {
      at += t.pre.length;
      const inResource = shape.nouns.some((n) => n.start < at + t.text.length && at < n.end);
      const noun = t.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("Date");
      if (noun && !inResource) nouns.push(singular(t.text.toLowerCase()));
      at += t.text.length + t.post.length;
    }
  }
  read.set(shape, nouns);
  return nouns;
}

/** Whether a tool lists the record of acts of the kinds a read over a span of time names ("show me all login failures
 * in the last 24 hrs"): a noun of the record's acts that no tool's name says names an act ("login", "deletion"), not
 * a thing the kit acts on ("trash", "enterprise"). */
export function readsHappened(
  facts: ToolFacts | undefined,
  shape: RequestShape,
  { toolWords = [] }: { toolWords?: readonly string[] },
): boolean {
  const acts = facts?.acts;
  if (acts === undefined || (shape.asked[0] ?? "read") !== "read") return false;
  return spannedNouns(shape).some((w) => acts.includes(w) && !toolWords.includes(w));
}
