// A request for how much of something is used, said of no resource of the kit ("how much storage is our enterprise
// using", "the storage usage for the whole company"): the kit holds what is used only as a record's field ("space_used"
// on a user), so a use said of nothing it has, the whole account's, is read by no tool (unfit.ts); one said of a
// person is that person's record's (measuresNamed), and one said of each of many their listing's (listsMeasured).
import type { ToolFacts } from "../tools/facts.js";
import type { KitTables } from "../tools/kit-tables.js";
import type { RequestShape } from "../request/shape.js";
import { namesField, type Fields } from "../tools/fields.js";
import { nameWords } from "../words/name-words.js";
import { measureTerm, SIZE } from "../words/synonyms.js";
import { placeTerms } from "../request/clauses.js";
import { EXTREME } from "../request/phrase.js";
import { nlp, participle, rootOf, wordSaid } from "../words/tagger.js";

// An amount asked of an act: "how much", "how many", "the most", "the least", "the top 10".
const AMOUNT = /\bhow (?:much|many)\b|\bthe (?:most|least)\b|\btop \d+\b/;

// What remains of an amount, unused: "left", "remaining", "free".
const UNUSED = /\b(?:left|remaining|free|spare|available)\b/;

/** Whether a request asks an amount: how much or many ("how many files are in …"), or a measure ("how big is …", "the
 * biggest files in …"). */
export const asksAmount = (text: string): boolean =>
  AMOUNT.test(text) || EXTREME.test(text) || measureTerm(text) !== undefined;

/** The acts, by root, whose amount a record holds: a field named by a thing and what is done to it, the last word a
 * participle ("space_used": use). Not a flag, which opens with its verb ("are_files_locked"), nor a field of one word
 * ("created"), a time. */
export function measuredActs(fields: readonly string[]): string[] {
  const found = new Set<string>();
  for (const field of fields) {
    const words = nameWords(field).toLowerCase().split(" ");
    const last = words.at(-1)!;
    if (words.length < 2 || !participle(last)) continue;
    const first = nlp()(words.join(" ")).docs[0]?.[0]?.tags;
    if (first?.has("Noun") === true && !first.has("Verb")) found.add(rootOf(last));
  }
  return [...found];
}

/** The acts whose amount a request asks, by root: its verbs, when it asks an amount ("how much … using", "who uses the
 * most"), and its nouns made of a verb with "-age", which name the amount ("usage": use). */
function amountsAsked(shape: RequestShape): string[] {
  const nouns = shape.nounPhrases.flat().filter((w) => w.length >= 5 && w.endsWith("age"));
  const amount = AMOUNT.test(shape.text);
  const verbs = amount ? [...shape.verbs].map(rootOf) : [];
  // (What is left of an amount is what is not used: "how much storage do I have left".)
  const left = amount && UNUSED.test(shape.text) ? ["use"] : [];
  return [...verbs, ...left, ...nouns.flatMap((w) => [w.slice(0, -3), `${w.slice(0, -3)}e`])];
}

/** A read of how much of something is used, naming no resource, item or person ("how much space am I using": the
 * speaker's user record holds it): "measure use", which no record holds. `measured`: the acts whose amount the kit's
 * records hold (scope.ts). */
export function unmeasured(shape: RequestShape, measured: readonly string[]): string | undefined {
  const { asked, nouns, byName, owner, firstPerson, thirdPerson } = shape;
  if (asked.some((a) => a !== "read") || nouns.length > 0 || byName.length > 0 || owner !== undefined) return undefined;
  if (firstPerson || thirdPerson) return undefined;
  return amountsAsked(shape).some((a) => measured.includes(a)) ? "measure use" : undefined;
}

/** Whether a tool gets the one record that holds how much of an act the request asks of the one it names ("how much
 * storage is user 5 using", "how much space is Marcus using": the user's `space_used`): its own fields measure that
 * act. The caller's own record only for the speaker ("how much space am I using"), another's for another. */
export function measuresNamed(facts: ToolFacts, shape: RequestShape, tables: KitTables): boolean {
  if (facts.action !== "get" || facts.scope !== "one" || !shape.asked.every((a) => a === "read")) return false;
  // (The record's own acts first: most measure none, and the request's amounts are then not read.)
  const measured = tables.measured(facts.fields?.[facts.resource] ?? []);
  if (measured.length === 0) return false;
  const asked = amountsAsked(shape);
  if (!measured.some((a) => asked.includes(a))) return false;
  // (The speaker's own, said or not: "how much space is my account using".)
  const { firstPerson, thirdPerson, nouns, owned } = shape;
  const speaker = firstPerson && !thirdPerson && (nouns.length === 0 || owned.includes(facts.resource));
  const named = shape.object === facts.resource && (thirdPerson || shape.count !== "many") && !speaker;
  return facts.qualifiers.includes("authenticated") ? speaker : facts.qualifiers.length === 0 && named;
}

/** Whether a tool lists every item of the kind the request asks how much of an act each did ("the storage used by
 * each user, top 10", "which users use the most space"): their records (`records`, the kit's by noun) measure that
 * act (a user's `space_used`). */
export function listsMeasured(facts: ToolFacts, shape: RequestShape, tables: KitTables, records: Fields): boolean {
  if (facts.action !== "list" || facts.scope !== "every" || facts.qualifiers.length > 0) return false;
  if (shape.object !== facts.resource || shape.count !== "many" || !shape.asked.every((a) => a === "read"))
    return false;
  const asked = [...amountsAsked(shape), ...(shape.deed !== undefined ? [rootOf(shape.deed.verb)] : [])];
  return tables.measured(records[facts.resource] ?? []).some((a) => asked.includes(a));
}

/** Whether a tool gets the one container a request asks how much of an act a record measures ("use") of, by its noun
 * ("how much storage is the Site Plans folder using", "… does folder 5 use"): what a container uses is what is stored
 * in it, its record's size, where its record measures no act itself (a user's `space_used` is measuresNamed's).
 * The scope's `measured`: the acts the kit's records measure, and `containers`: the kinds that hold items (scope.ts);
 * a record's own measured acts are the kit's tables' (found once). */
export function sizesUse(
  facts: ToolFacts,
  shape: RequestShape,
  { measured, containers }: { measured: readonly string[]; containers: readonly string[] },
  tables: KitTables,
): boolean {
  const { resource, fields, qualifiers } = facts;
  if (facts.action !== "get" || facts.scope !== "one" || qualifiers.length > 0 || !containers.includes(resource))
    return false;
  if (!shape.asked.every((a) => a === "read") || shape.firstPerson || shape.thirdPerson) return false;
  const own = fields?.[resource] ?? [];
  if (!namesField([SIZE], own) || tables.measured(own).length > 0) return false;
  return usedBy(shape, measured) === resource;
}

// A participle of leave that governs the infinitive after "to": what may be done, a limit ("allowed to use").
const LEAVE = /^(?:allowed|permitted|able)$/;

/** The noun of what a request asks how much of a measured act it does: the last said before the act's verb ("how much
 * storage is the Press Kits folder using": folder). Not an act a modal or a leave governs, which asks a limit ("how
 * much storage can the folder use", "… is it allowed to use"). */
function usedBy(shape: RequestShape, measured: readonly string[]): string | undefined {
  if (!AMOUNT.test(shape.text)) return undefined;
  const placed = placeTerms(shape.text);
  const at = placed.findIndex(
    (p) => p.term.tags.has("Verb") && shape.verbs.has(wordSaid(p)) && measured.includes(rootOf(wordSaid(p))),
  );
  const verb = placed[at];
  if (verb === undefined) return undefined;
  const before = placed.slice(0, at).filter((p) => p.clause === verb.clause);
  const leave = wordSaid(placed[at - 1] ?? verb) === "to" && LEAVE.test(wordSaid(placed[at - 2] ?? verb));
  if (leave || before.some((p) => p.term.tags.has("Modal"))) return undefined;
  return shape.nouns.filter((m) => m.end <= verb.start).at(-1)?.noun;
}
