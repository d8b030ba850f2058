// The item a request's object is said to be of by a name alone, no resource's word in it ("the versions of the Fleet
// Maintenance Log", "the shared link for the supplier price list", "how many versions does the site plan have"): an
// item named by its name, whose kind is the one the kit reads the object as a part of (ownedByName; the ranking calls
// it). The item said of it by an id or a resource's word is related-item.ts'.
import { holdsOne, type Fields } from "../tools/fields.js";
import { CLAUSE_CONJUNCTIONS } from "./openers.js";
import { isFileName } from "./names.js";
import type { RequestShape } from "./shape.js";
import type { Placed } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";

// Tags of the words of a name said as a noun phrase ("the new logo concepts", "the Q2 ad rate card").
const NAME_TAGS = ["Noun", "Adjective", "Value", "Date"];
// Prepositions that say what the object belongs to ("the versions of …", "the link for …", "the lock on …").
const OF = new Set(["of", "for", "on"]);
// Auxiliaries of a question whose subject has the object ("how many versions does the log have").
export const HAS = /^(?:does|do|did)$/;
const WHETHER = /^(?:whether|if)$/i;
// The verbs of having a question asks its object of ("does the deck have a shared link?").
export const HAVE = /^(?:have|has|hold|contain)$/;

/** Whether a word may be one of an item's name: a noun, adjective, number or date (or a tag of `also`), no pronoun. */
const nameWord = (p: Placed, also: readonly string[] = []) =>
  [...NAME_TAGS, ...also].some((t) => p.term.tags.has(t)) && !p.term.tags.has("Pronoun");

// The tags of a predicate said of a noun: its copula, adverbs, and an adjective or a participle.
const PREDICATE = ["Copula", "Adverb", "Adjective", "Gerund", "PastTense"];

/** Where the predicate words from `start` end, before `end` (`start` when there are none). */
export function predicateEnd(placed: readonly Placed[], start: number, end: number): number {
  let at = start;
  for (const p of placed) {
    if (p.start < at) continue;
    if (p.start >= end || !PREDICATE.some((t) => p.term.tags.has(t))) break;
    at = p.end;
  }
  return at;
}

/** Where the name of the item the object is said to be of stands, when no resource's word names it: after a tying
 * preposition right after the object, or as the subject of "does … have" after it. */
export function unnamedOwner(
  placed: readonly Placed[],
  named: readonly Mention[],
  object: Mention | undefined,
): { start: number; end: number } | undefined {
  if (object === undefined) return undefined;
  const next = placed.findIndex((p) => p.start >= object.end);
  // (Past a predicate before the preposition: "what classification label is on the Pellman agreement", "the comments
  // left on the booking calendar", "the tasks still open on the Q2 board pack".)
  const past = placed.findIndex((p) => p.start >= predicateEnd(placed, object.end, Infinity));
  const at = OF.has(placed[past]?.term.text.toLowerCase() ?? "") ? past : next;
  const opener = placed[at];
  if (opener === undefined || /[,;:.!?()]/.test(placed[at - 1]?.term.post ?? "")) return undefined;
  const word = opener.term.text.toLowerCase();
  if (!OF.has(word) && !HAS.test(word)) return undefined;
  // (A name said with "the", or someone's, or in quotation marks: "our enterprise" is no item's name.)
  const the = placed[at + 1]?.term.text.toLowerCase() === "the";
  const whose = the ? -1 : personsEnd(placed, at + 1);
  const quoted = /["'“‘]/.test(placed[at + 1]?.term.pre ?? "") || isFileName(placed[at + 1]?.term.text ?? "");
  if (!the && whose < 0 && !quoted) return undefined;
  let i = the ? at + 2 : whose >= 0 ? whose + 1 : at + 1;
  const from = i;
  const inName = (p: Placed) => nameWord(p) && !named.some((m) => m.start < p.end && p.start < m.end);
  while (placed[i] !== undefined && inName(placed[i]!) && (i === from || !/[,;:.!?()]/.test(placed[i - 1]!.term.post)))
    i += 1;
  if (i === from) return undefined;
  // (The subject of "does … have": "have" must follow it.)
  if (HAS.test(word) && !HAVE.test(placed[i]?.term.text.toLowerCase() ?? "")) return undefined;
  // (A name ends where a resource's word stands after it in its phrase: "the patch notes folder" is named, by its
  // kind, though the tagger reads "notes" as a verb.)
  const rest = placed.slice(i);
  const stop = rest.findIndex(
    (p, j) =>
      j > 0 &&
      (/[,;:.!?()]/.test(rest[j - 1]!.term.post + p.term.pre) || CLAUSE_CONJUNCTIONS.has(p.term.text.toLowerCase())),
  );
  const until = stop < 0 ? Infinity : rest[stop]!.start;
  if (named.some((m) => m.start >= (placed[i]?.start ?? Infinity) && m.start < until)) return undefined;
  return { start: placed[from]!.start, end: placed[i - 1]!.end };
}

/** Where a person's name said with "'s" from `i` ends ("Mei Lin's"): the index of its possessive word, or -1. */
function personsEnd(placed: readonly Placed[], i: number): number {
  for (let k = i; k < i + 3 && placed[k]?.term.tags.has("Person"); k += 1)
    if (placed[k]!.term.tags.has("Possessive")) return k;
  return -1;
}

/** The index of the word before a mention's phrase, past its determiner and adjectives ("has" in "has an old hold"). */
export function wordBefore(placed: readonly Placed[], m: { start: number }): number {
  let j = placed.findIndex((p) => p.start >= m.start) - 1;
  while (j >= 0 && ["Determiner", "Adjective"].some((t) => placed[j]!.term.tags.has(t))) j -= 1;
  return j;
}

/** Where the name stands of the item a question asks whether it has the object, when no resource's word names it: the
 * subject between "does the" and "have" right before the object ("does the 2024 pricing sheet have a shared link?"). */
export function subjectOwner(
  placed: readonly Placed[],
  named: readonly Mention[],
  object: Mention,
): { start: number; end: number } | undefined {
  const j = wordBefore(placed, object);
  if (j < 0 || !HAVE.test(placed[j]!.term.text.toLowerCase())) return undefined;
  // (Asked with "does", or whether it has: "check whether "Pet_List.xlsx" has a classification".)
  const asks = (p: Placed | undefined) =>
    HAS.test(p?.term.text.toLowerCase() ?? "") || WHETHER.test(p?.term.text ?? "");
  // (Its words: a name's, or a word the tagger reads as a gerund, "pricing"; no stop between them; or a file's name.)
  const inName = (p: Placed) => nameWord(p, ["Gerund"]) && !/[,;:.!?()]/.test(p.term.post);
  // `i`: the term right before the name; the question's word stands there, or before "the".
  let i = j - 1;
  const file = isFileName(placed[i]?.term.text ?? "");
  if (file) i -= 1;
  else {
    while (i >= 0 && inName(placed[i]!)) i -= 1;
    if (i === j - 1 || placed[i]?.term.text.toLowerCase() !== "the") return undefined;
  }
  const asker = file ? placed[i] : placed[i - 1];
  if (!asks(asker)) return undefined;
  const span = { start: placed[i + 1]!.start, end: placed[j - 1]!.end };
  return named.some((m) => m.start < span.end && span.start < m.end) ? undefined : span;
}

/** The kind of item a name of no resource's word is, as the owner of the object: the item kinds the tools read the
 * object as a part of (`parts`: "file file version") or qualify a read of by the object (`qualified`: a file's shared
 * link); a file among them, a name said with no kind being a file's (a folder and a link are said as such). */
export function ownerKind(object: string, parts: readonly string[], qualified: readonly string[]): string | undefined {
  const kinds = [...ITEM_KINDS].filter((k) => parts.includes(`${k} ${object}`) || qualified.includes(`${k} ${object}`));
  return kinds.includes("file") ? "file" : kinds.length === 1 ? kinds[0] : undefined;
}

/** The one item kind whose record holds `object` as a field of its own (fields.ts' holdsOne), if one does. */
function holderKind(object: string, fields: Fields): string | undefined {
  const kinds = [...ITEM_KINDS].filter((k) => holdsOne(fields, k, object));
  return kinds.length === 1 ? kinds[0] : undefined;
}

/** What the kit's tools read of items, and the resources they act on (scope.ts). */
type OwnerScope = { parts: readonly string[]; readBy: readonly string[]; resources: readonly string[] };

/** The shape with the item its object is said to be of by a name alone read as the kind the kit's tools read the object
 * as a part of: that item, named by its name ("the shared link for the supplier price list" is a file's). A question
 * whether there is one on an item the tools read it by asks of that item's part, not for any of many ("is there a
 * shared link on file 55?"). */
export function ownedByName(shape: RequestShape, scope: OwnerScope, fields: Fields = {}): RequestShape {
  const { owner, object, related } = shape;
  if (object === undefined) return shape;
  // (Or the kind whose record holds it as a field of its own: who has a lock on "Criteria.docx", a file's `lock`.)
  const kind =
    owner && related === undefined
      ? (ownerKind(object, scope.parts, scope.readBy) ?? holderKind(object, fields))
      : undefined;
  const named =
    kind !== undefined
      ? {
          ...shape,
          related: kind,
          nouns: [...shape.nouns, { noun: kind, ...owner! }].sort((a, b) => a.start - b.start),
          byName: [...shape.byName, kind],
        }
      : related !== undefined
        ? partOwned(shape, object, related, scope)
        : shape;
  const of = named.related;
  // (A part the tools read one item by, its one shared link; not one it has many of, its versions: "is there a newer
  // version of the Q3 deck?" asks among them.)
  // (So is one its record holds as a field of its own, read of no such item apart: "is there a lock on the Q3 deck?"
  // asks of the deck's `lock`.)
  const held = (kind: string) => !scope.parts.includes(`${kind} ${object}`) && holdsOne(fields, kind, object);
  const part = of !== undefined && (scope.readBy.includes(`${of} ${object}`) || held(of));
  if (!part || !named.existential) return named;
  const { count: _many, ...one } = named;
  return one;
}

/** The shape with the item the object is said to be of, named by its name under a resource's word whose items the
 * tools read no such part of, read as the kind they do ("the comments on the customs declaration template": a file's,
 * no metadata template has comments): that word is one of its name, no word to search for. */
function partOwned(
  shape: RequestShape,
  object: string,
  related: string,
  { parts, readBy, resources }: OwnerScope,
): RequestShape {
  const { byName, nouns, text } = shape;
  // (Also through a record that links it: a retention policy's file versions are its assignment's.)
  const reads = (kind: string) =>
    [...parts, ...readBy].some((p) => p.startsWith(`${kind} `) && p.endsWith(` ${object}`));
  const said = nouns.find((m) => m.noun === related);
  // (A resource named after the object is no item's kind but the object's: "the metadata on the Invoice template"; nor
  // is one whose own kind of the object the kit knows: "who has access to the Partner portal", its hub collaborations.)
  const kin =
    related.split(" ").some((w) => object.split(" ").includes(w)) || resources.includes(`${related} ${object}`);
  if (ITEM_KINDS.has(related) || !byName.includes(related) || said === undefined || kin || reads(related)) return shape;
  const kind = ownerKind(object, parts, readBy);
  if (kind === undefined) return shape;
  return {
    ...shape,
    related: kind,
    nouns: nouns.map((m) => (m === said ? { ...m, noun: kind } : m)),
    byName: byName.map((n) => (n === related ? kind : n)),
    framing: [...shape.framing, text.slice(said.start, said.end)],
  };
}
