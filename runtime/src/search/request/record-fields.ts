// A question about fields of one item's record ("who owns folder 5", "the status of user 4452", "hub 19: title,
// description") is answered by that item's record: which fields it names, by the record's own field names (fields.ts).
import type { ToolFacts } from "../tools/facts.js";
import type { KitTables } from "../tools/kit-tables.js";
import { PERSON } from "./persons.js";
import { ownId } from "./phrase.js";
import { doneAgain, holdsDoer } from "./records.js";
import { fieldsNamed, isFlag, namesField, type Fields } from "../tools/fields.js";
import type { Deed, RequestShape } from "./shape.js";
import { measureTerm, synonymTerms } from "../words/synonyms.js";
import { rootOf } from "../words/tagger.js";
import { mentions, wordsFor } from "../words/vocabulary.js";

/** What a record's fit is weighed with: the parts the tools read of an item, the fields that hold a record of their
 * own (scope.ts), and the kit's tables (kit-tables.ts). */
type RecordContext = { parts?: readonly string[]; held?: readonly string[]; tables: KitTables };

// A question of when an act was done, or by whom (language data): "when was … uploaded", "… and by who?".
const WHEN_OR_BY_WHOM = /^when\b|\bby whom?\b/;

/** How many fields of an item's record a request must name to ask for the record itself. */
const RECORD_FIELDS = 2;

/** Whether a tool gets the one item a request names by its id, and nothing else (`parts`: those the tools read of an
 * item, scope.ts), and asks fields of by name ("hold 404: name, description?"); not a yes/no question ("does user 5
 * have other email addresses?"), nor what the item holds ("everything in folder 5: names and sizes"), nor the caller's
 * own record unless the request says so. */
function asksFields(facts: ToolFacts, shape: RequestShape, { parts = [], held = [], tables }: RecordContext): boolean {
  const { object, count, nounPhrases, polar, nouns, owned, contents, question, verbs, part, byName } = shape;
  const own = facts.fields?.[facts.resource];
  // (One item: by its id, or by its name: "who owns the Q3 deck"; a person by theirs: "is Dr. Okafor an admin?".)
  const one =
    count === "one" || (object !== undefined && byName.includes(object)) || (object === PERSON && shape.thirdPerson);
  if (own === undefined || !one || contents !== undefined) return false;
  // (Another noun is another thing, unless the record holds it as a record of its own that no tool reads of the item,
  // `parts`: "who locked the Q3 deck and when does the lock expire" asks the deck's `lock`.)
  const other = (noun: string) =>
    noun !== object && (facts.fields?.[noun] === undefined || parts.includes(`${object} ${noun}`));
  // (What the request leaves out is not asked: "is #random archived? no messages needed".)
  const wanted = nouns.filter((n) => !shape.spared.includes(n.noun));
  if (facts.resource !== object || facts.scope !== "one" || wanted.some((n) => other(n.noun))) return false;
  if (facts.qualifiers.includes("authenticated") && !owned.includes(facts.resource)) return false;
  // (A yes/no question asks a state the record holds as a flag: "is #random private?" is its `is_private`; or as a
  // record of its own, there or not: "is the Q3 deck locked?" is its `lock`; or as a value of a field: "is Dr. Okafor
  // an admin?" is her `role`. Read last: only a tool on the very item asked may hold it.)
  const flag =
    polar &&
    facts.qualifiers.length === 0 &&
    (namesField(
      [...shape.words],
      own.filter((f) => isFlag(f) || held.includes(f)),
    ) ||
      nounPhrases.some((p) => tables.namesValue(p, facts.resource, facts.values ?? {}, facts.fields ?? {})));
  if (polar && !flag) return false;
  // (A question whose verb is a field of the plain record asks that field: "who owns folder 5" is its `owned_by`, not
  // what a qualified read of it, its shared link, holds.)
  // (Said by an everyday verb for the field's one word: "who last edited the Q3 deck" is its `modified_by`; "called"
  // stands for a search by name, no field.)
  // (Or by a measure the question asks: "how big is the Q3 deck" is its `size`.)
  // (Not an act asked of over a time, "who has edited the Q3 deck this week": the record holds only the last doer.)
  const over = (v: string) =>
    shape.deed !== undefined &&
    doneAgain(shape.deed, facts.fields ?? {}, shape.count === "many") &&
    rootOf(v) === shape.deed.verb;
  // (Or by the act whose doer it names: "who uploaded the Q3 deck" is its uploader.)
  const { deed } = shape;
  const doer = deed !== undefined && !polar && asksDoer(own, deed) && !over(deed.verb);
  // (Or when or by whom an act it tells of as done was, where the record names its doer: "when was IMG_4471.jpg
  // uploaded and by who?" is its uploader's, the file's own record.)
  const told =
    WHEN_OR_BY_WHOM.test(shape.text) &&
    shape.reported.some((action) => holdsDoer(own, { verb: action, action, doer: "unknown", dated: false }));
  const asked =
    question &&
    facts.qualifiers.length === 0 &&
    ([...verbs].some((v) => !over(v) && namesField([v, ...fieldWord(v)], own)) ||
      doer ||
      (!polar && told) ||
      (!polar && namesField([measureTerm(shape.text) ?? ""], own)));
  // (So is a question of a field it says is the item's, when the field is no resource of its own: "the status of user
  // 4452", not "the classification of folder 5"; or a read of it: "tell me the owner of Budget.xlsx".)
  const of =
    (question || shape.asked[0] === "read") &&
    part?.owner === facts.resource &&
    mentions(part.words.join(" ")).length === 0 &&
    namesField(part.words, own);
  return flag || asked || of || fieldsNamed(nounPhrases, own, wordsFor(facts.resource)) >= RECORD_FIELDS;
}

/** Whether a tool gets the one item the object is said to be of, whose record holds the object as a record of its own
 * that no tool reads of such an item (`parts`): "the lock on the Q3 deck" is a file's `lock`, only folders' locks are
 * read apart; or as a plain field ("what tags are on photo 22": its `tags`). */
function holdsAsField(
  facts: ToolFacts,
  { object, related, count }: RequestShape,
  { parts = [] }: { parts?: readonly string[] },
): boolean {
  if (object === undefined || related === undefined || facts.resource !== related || facts.scope !== "one")
    return false;
  if (facts.qualifiers.length > 0 || parts.includes(`${related} ${object}`)) return false;
  // (Or as a plain field, many of them maybe: "what tags are on photo 22" are the file's `tags`.)
  return (
    (count !== "many" && facts.fields?.[object] !== undefined) || namesField([object], facts.fields?.[related] ?? [])
  );
}

/** Whether a tool's one record answers the request: it holds the fields asked of the item (asksFields), or holds the
 * asked thing as a field of its own (holdsAsField). */
export function recordAnswers(facts: ToolFacts, shape: RequestShape, context: RecordContext): boolean {
  return asksFields(facts, shape, context) || holdsAsField(facts, shape, context) || measuredOnNamed(facts, shape);
}

/** Whether a tool gets the one item the request names by its id whose record holds the measure a question asks, said
 * of what the item holds ("how long do we keep stuff under retention policy 901": the policy's `retention_length`). */
function measuredOnNamed(facts: ToolFacts, shape: RequestShape): boolean {
  const measure = measureTerm(shape.text);
  if (!shape.question || shape.polar || measure === undefined) return false;
  if (facts.scope !== "one" || facts.qualifiers.length > 0 || facts.resource === shape.object) return false;
  const named = shape.mentioned.some((m) => m.noun === facts.resource && ownId(shape.text, m) !== null);
  // (A field may say its record's kind before the measure: `retention_length`.)
  return named && namesField([measure, ...facts.resource.split(" ")], facts.fields?.[facts.resource] ?? []);
}

/** The one manifest word an everyday verb stands for (synonyms.ts), if it stands for one. */
function fieldWord(verb: string): string[] {
  const terms = synonymTerms(verb).split(" ");
  return terms.length === 1 && terms[0] !== "" ? terms : [];
}

/** Whether a request's verbs ask a field of a file's record (`fields`), or an everyday word for one does ("edited":
 * modified; "locked": its lock; "owns": its owner); or the past act it asks the doer of is one that record names the
 * doer of ("who uploaded …": its uploader). */
export function asksOfFile(verbs: readonly string[], fields: Fields, deed?: Deed): boolean {
  const said = [...verbs, ...synonymTerms(verbs.join(" ")).split(" ")].filter((w) => w !== "");
  const own = fields["file"] ?? [];
  return namesField(said, own) || asksDoer(own, deed);
}

/** Whether a past act's doer is asked (`deed`, "who uploaded …") and a record with these fields names it. */
function asksDoer(own: readonly string[], deed: Deed | undefined): boolean {
  return deed?.doer === "unknown" && holdsDoer(own, deed);
}
