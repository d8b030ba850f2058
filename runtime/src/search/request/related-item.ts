// The item a request's object is said to be of by an id, or by a name a resource's word says ("the hold on version 2
// of file 5", "the shared link for the holiday rota spreadsheet"): relatedItem; and what ties the object to it
// (objectTies). The item said of it by a name alone is owners.ts'.
import { countOf, ownId } from "./phrase.js";
import { HAS, HAVE, predicateEnd, subjectOwner, unnamedOwner, wordBefore } from "./owners.js";
import type { Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";

/** The item a prepositional phrase after the object names by its id ("the hold on version 2 of file 5": version), or
 * by its name ("the shared link for the holiday rota spreadsheet": the words before its noun are its name). */
function relatedItem(
  text: string,
  nouns: readonly Mention[],
  object: Mention | undefined,
  byName: readonly string[] = [],
  placed: readonly Placed[] = [],
): string | undefined {
  if (object === undefined) return undefined;
  // (Past whoever has it, the question's subject: "what permissions does the contractor account have on the CAD
  // folder".)
  // (And past its own name in quotation marks: "the task "Check context numbers" on Brackenfield_register.xlsx".)
  const named = NAMED_AS.exec(text.slice(object.end))?.[0].length ?? 0;
  const from = object.end + named + (HOLDER.exec(text.slice(object.end + named))?.[0].length ?? 0);
  const next = nouns.find((m) => m.start >= from);
  if (next === undefined || next.noun === object.noun) return undefined;
  const byItsName = byName.includes(next.noun) && countOf(text, next) === undefined;
  if (countOf(text, next) !== "one" && !byItsName) return undefined;
  // (A copula or participle may stand before the preposition: "the attributes set on file 5", "that are on file 5",
  // and so may a predicate the tagger reads: "the invites still pending for folder 5".)
  const said = /^\s*(?:(?:that|which|is|are|was|were|be|been|set|applied|attached|stored|kept|placed)\s+){0,3}/;
  const start = from + (said.exec(text.slice(from))?.[0].length ?? 0);
  const between = text.slice(predicateEnd(placed, start, next.start), next.start).trimStart();
  // (Its name may stand before its noun, after a hash: "in the #wave-tank-bookings channel".)
  const item = byItsName
    ? /^(?:on|for|of|to|in|at|from|under)\s+[^,.;:?!()]*$/
    : /^(?:on|for|of|to|in|at|from|under)\s+(?:\S+\s+)?(?:#\S+\s+)?$/;
  return item.test(between) ? next.noun : undefined;
}

// A name in quotation marks right after the object, its own.
const NAMED_AS = /^\s*(?:"[^"]*"|“[^”]*”)/;

// A question's subject who has the object, before the preposition that says what it is on ("… does Bob have on …").
const HOLDER = /^\s+(?:does|do|did)\s+[^,.;:?!]*?\s(?:have|hold)\s+(?=(?:on|for|of|to|in|at|from|under)\s)/;

/** How many the object is ("one", "many", or unsaid), the item it is said to be of by an id or a name a resource's
 * word says (relatedItem), and where the name stands of one it is said to be of by a name alone. */
export function objectTies(
  text: string,
  placed: readonly Placed[],
  { named, nouns, byName }: { named: readonly Mention[]; nouns: readonly Mention[]; byName: readonly string[] },
  object: Mention | undefined,
  existential: boolean,
): { count?: "one" | "many"; related?: string; owner?: { start: number; end: number } } {
  if (object === undefined) return {};
  // (Two of a kind said together are many, and what follows the second is what both are of: "the difference between
  // version 3 and version 5 of the planning statement".)
  const other = pairedWith(text, named, object);
  // (Past the second one's id: "version 5 of the plan"; or past the words of its own noun said right after it, what
  // follows the phrase: "the classification label on the Pellman agreement", "collaboration invites for folder 5".)
  const last = other
    ? { ...other, end: other.end + (ownId(text, other)?.[0].length ?? 0) }
    : wholePhrase(text, named, object);
  const said = other ? "many" : countOf(text, object);
  const related =
    said === "one"
      ? undefined
      : (relatedItem(text, nouns, last, byName, placed) ??
        subjectItem(placed, nouns, byName, object) ??
        haverItem(text, placed, nouns, object));
  const owner =
    related === undefined && said !== "one"
      ? (unnamedOwner(placed, named, last) ?? subjectOwner(placed, named, object))
      : undefined;
  // (One of many is sought where there may be any: "is there a channel for the Leeds site?"; not a part of one item,
  // which the tools tell: ownedByName.)
  const count = said ?? (existential ? "many" : undefined);
  return { ...(count ? { count } : {}), ...(related ? { related } : {}), ...(owner ? { owner } : {}) };
}

/** The object's mention through the mentions of its own noun right after it, a space apart ("classification label"). */
function wholePhrase(text: string, named: readonly Mention[], object: Mention): Mention {
  let end = object.end;
  for (const m of named.filter((n) => n.start > object.start).sort((a, b) => a.start - b.start)) {
    if (m.noun !== object.noun || !/^\s+$/.test(text.slice(end, m.start))) break;
    end = m.end;
  }
  return { ...object, end };
}

// What joins two items of a kind said together, after the first one's id: "version 3 and version 5", "v3 vs v4".
const PAIRED = /^\s*(?:\(?[\w.-]*\d[\w.-]*\)?\s*)?(?:and|&|vs\.?|versus|or|to)\s+(?:the\s+)?$/;

/** The second of two items of the object's kind said together, if the object is the first ("between version 3 and
 * version 5"). */
function pairedWith(text: string, named: readonly Mention[], object: Mention): Mention | undefined {
  const next = named.find((m) => m.start >= object.end);
  if (next === undefined || next.noun !== object.noun) return undefined;
  return PAIRED.test(text.slice(object.end, next.start)) ? next : undefined;
}

/** The kind of the item said to have the object, the subject of "has" right before it, given by its id ("file 5 has a
 * legal hold, remove it": the hold on the file). */
function haverItem(
  text: string,
  placed: readonly Placed[],
  nouns: readonly Mention[],
  object: Mention,
): string | undefined {
  let j = wordBefore(placed, object);
  const having = (i: number) => /^(?:has|have|had|got)$/.test(placed[i]?.term.text.toLowerCase() ?? "");
  if (!having(j)) return undefined;
  // (Past the verb's auxiliary: "file 5 has had a legal hold for years".)
  if (having(j - 1)) j -= 1;
  if (j < 1) return undefined;
  const said = (m: Mention) => m.end + (ownId(text, m)?.[0].length ?? 0) === placed[j - 1]!.end;
  const haver = nouns.find((m) => m.noun !== object.noun && said(m));
  return haver !== undefined && ownId(text, haver) !== null ? haver.noun : undefined;
}

/** The kind of the item the object is said to be of as the subject of "does … have" after it, when a resource's word
 * names that item by its name ("how many versions does the Harbourside pitch deck have": a file's). */
function subjectItem(
  placed: readonly Placed[],
  nouns: readonly Mention[],
  byName: readonly string[],
  object: Mention,
): string | undefined {
  const at = placed.findIndex((p) => p.start >= object.end);
  if (!HAS.test(placed[at]?.term.text.toLowerCase() ?? "")) return undefined;
  const have = placed.findIndex((p, i) => i > at && HAVE.test(p.term.text.toLowerCase()));
  if (have < 0 || placed.slice(at - 1, have).some((p) => /[,;:.!?()]/.test(p.term.post))) return undefined;
  const subject = nouns.filter((m) => m.start >= placed[at]!.end && m.end <= placed[have]!.start);
  const [item] = subject;
  return subject.length === 1 && item!.end === placed[have - 1]!.end && byName.includes(item!.noun)
    ? item!.noun
    : undefined;
}
