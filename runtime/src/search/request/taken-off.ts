// A person taken off things the request names by no noun of the kit's ("remove jenny from everything", "take him off
// all of it", "remove the contractors from Riverside Portfolio"): what goes is what ties them to those items, as when
// a noun names the item ("remove Bob from folder 5"; object.ts), never their account. Taken out of people said by a
// noun for them ("remove Liam from the volunteers"), they leave the group those people are.
import { undoing } from "./kept.js";
import { kindOfPerson, personBetween, PERSON } from "./persons.js";
import { namesTie } from "./ties.js";
import { shouted } from "./query.js";
import { ACCOUNT_WORDS } from "../words/nouns.js";
import { wordSaid, type Placed } from "../words/tagger.js";
import { GROUP, singular, type Mention } from "../words/vocabulary.js";

/** Where "from", "off" or "out of" opens the place something is taken out of, after the verb (`verbEnd`) in its
 * sentence, when that place's phrase (up to a clause's end or a word opening another phrase: "from everything and give
 * her files to Ana", "from Riverside Portfolio except the auditors") names no noun of the kit's (`named`) and is no
 * common noun's ("from the Ridgeway hold", "from Tom's devices"): everything, all of it, an item by its name alone;
 * undefined when none does. */
function unnamedPlace(
  placed: readonly Placed[],
  named: readonly Mention[],
  verbEnd: number,
  query: string,
): number | undefined {
  const rest = afterVerb(placed, verbEnd);
  const at = rest.findIndex(
    (p, i) => /^(?:from|off)$/.test(wordSaid(p)) || (wordSaid(p) === "out" && wordSaid(rest[i + 1] ?? p) === "of"),
  );
  if (at < 0) return undefined;
  const last = phraseEnd(rest, at + (wordSaid(rest[at]!) === "out" ? 1 : 0));
  const phrase = rest.slice(at + 1, last + 1);
  const head = phrase.filter((p) => /[a-z0-9]/i.test(p.term.text)).at(-1);
  if (head === undefined || !unnamedHead(head, query, phrase)) return undefined;
  const [from, to] = [rest[at]!.end, rest[last]!.end];
  return named.some((m) => m.start >= from && m.end <= to && m.noun !== PERSON) ? undefined : rest[at]!.start;
}

// What ends the place's phrase: a clause's punctuation after a word, or a conjunction or a preposition opening another
// phrase ("of" goes on with it: "all of it"). (Not a verb: the tagger may read a noun as one, "the Ridgeway hold".)
const ENDS = /[,;:.!?]/;
const opens = (p: Placed) => p.term.tags.has("Conjunction") || (p.term.tags.has("Preposition") && wordSaid(p) !== "of");

/** Where the phrase a preposition at `at` opens ends, in `rest`. */
function phraseEnd(rest: readonly Placed[], at: number): number {
  let last = at;
  while (rest[last + 1] !== undefined && !ENDS.test(rest[last]!.term.post) && !opens(rest[last + 1]!)) last += 1;
  return last;
}

/** The words after the verb (`verbEnd`) in its sentence. */
function afterVerb(placed: readonly Placed[], verbEnd: number): Placed[] {
  const verb = placed.find((p) => p.end === verbEnd);
  return placed.filter((p) => p.start >= verbEnd && p.sentence === verb?.sentence);
}

/** Whether a phrase's head names no kind of thing: a pronoun, an indefinite for everything, a number, or a singular
 * name that `query`, the request as written, writes with a capital (not all in capitals: there any word may be), and
 * no day's or the account's. */
function unnamedHead(p: Placed, query: string, phrase: readonly Placed[]): boolean {
  const word = wordSaid(p);
  if (/^(?:every|any)(?:thing|where)$/.test(word) || ["Pronoun", "Value"].some((t) => p.term.tags.has(t))) return true;
  // (A plural name may be people's, a group's, whose tie is a membership: "take Ana out of Night Nurses".)
  if (!/^[a-z]+$/.test(word) || p.term.tags.has("Plural")) return false;
  // (A day or the whole account is no item's name: "remove jenny from Friday", "REMOVE MARCO FROM COMPANY".)
  if (p.term.tags.has("Date") || ACCOUNT_WORDS.includes(word)) return false;
  // (All in capitals, a name is a phrase no determiner opens: "FROM RIVERSIDE PORTFOLIO", not "FROM THE KESTREL HOLD".)
  if (shouted(query)) return !phrase.some((q) => ["Determiner", "Possessive"].some((t) => q.term.tags.has(t)));
  return /^[A-Z]/.test(new RegExp(String.raw`\b${word}\b`, "i").exec(query)?.[0] ?? "");
}

/** Whether the main verb takes a person (one the object names as a person, or one said before the place) off things
 * the request names by no noun: everything, all of it, an item by its name alone. `object`: the object's mention. */
export function takenOffUnnamed(
  placed: readonly Placed[],
  named: readonly Mention[],
  verbEnd: number,
  object: Mention | undefined,
  query: string,
): boolean {
  const place = unnamedPlace(placed, named, verbEnd, query);
  // (A thing the verb acts on before the place is what is taken off: "remove the watermark from everything".)
  if (place === undefined || (object !== undefined && object.noun !== PERSON && object.start < place)) return false;
  return (object?.noun === PERSON && object.end <= place) || personBetween(placed, named, verbEnd, place, query);
}

/** Whether a verb that undoes what ties people to items (`mainWords`, "unshare") takes someone said after "with" or
 * "from" off things no noun of the kit's names, the verb's object none (`object`: "unshare everything with Al-Amal",
 * "unshare Masters from everyone"). */
export function untiedWith(
  placed: readonly Placed[],
  named: readonly Mention[],
  verbEnd: number,
  mainWords: string,
  object: Mention | undefined,
  query: string,
): boolean {
  if (object !== undefined || !undoing(mainWords) || !namesTie(mainWords)) return false;
  const rest = afterVerb(placed, verbEnd);
  const at = rest.findIndex((p) => /^(?:with|from)$/.test(wordSaid(p)));
  return at >= 0 && personBetween(placed, named, rest[at]!.end, rest[phraseEnd(rest, at)]!.end, query);
}

// Nouns for people as one body, said in the singular ("seasonal staff", "the night crew").
const BODY = /^(?:staff|crew)$/;

/** Where a person is taken out of people said by a noun for them, in the plural or as one body, no noun of the kit's
 * (`named`) among its words ("remove Liam from the volunteers", "take Ana out of Night Nurses", "drop Tom from seasonal
 * staff", "Ana doesn't need to be in Wedding Coordinators"): those people are a group, whose tie to the person is a
 * membership. `query`: the request as written. */
export function peoplePlace(placed: readonly Placed[], named: readonly Mention[], query: string): Mention | undefined {
  for (const [i, p] of placed.entries()) {
    const out = wordSaid(p) === "out" && wordSaid(placed[i + 1] ?? p) === "of";
    // (Or what the one who is to leave it need not be in: "Priya doesn't need to be in Wedding Coordinators anymore".)
    const beIn = wordSaid(p) === "in" && wordSaid(placed[i - 1] ?? p) === "be";
    if (!/^(?:from|off)$/.test(wordSaid(p)) && !out && !beIn) continue;
    // (The one taken out is said between the verb and the preposition; the one who is to leave, before the verb.)
    const verb = placed.findLastIndex((q, j) => j < i && q.term.tags.has("Verb") && !q.term.tags.has("Auxiliary"));
    const from = beIn ? placed.find((q) => q.sentence === p.sentence)?.start : placed[verb]?.end;
    if (verb < 0 || from === undefined || !personBetween(placed, named, from, p.start, query)) continue;
    const at = out ? i + 1 : i;
    // (Its phrase ends at its noun, past an adverb after it: "in Wedding Coordinators anymore".)
    let last = phraseEnd(placed, at);
    while (last > at && placed[last]!.term.tags.has("Adverb")) last -= 1;
    const head = placed[last]!;
    const body = BODY.test(wordSaid(head));
    if (last === at || !(head.term.tags.has("Plural") || body) || !(body || kindOfPerson(placed, last))) continue;
    // (The kit's own word for its people names its accounts, no group: "remove Liam from the users".)
    if (singular(wordSaid(head)) === PERSON) continue;
    const [start, end] = [placed[at + 1]!.start, head.end];
    if (named.some((m) => m.noun !== PERSON && m.start < end && start < m.end)) continue;
    return { noun: GROUP, start: head.start, end };
  }
  return undefined;
}
