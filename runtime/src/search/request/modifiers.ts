// A noun for people said right before an item's word, in one phrase, says whom the item is for, not whom the request
// asks of: "the staff handbook", "the member files" are files. (A possessive or a plural still names an owner: "the
// user's files", "the employees files"; a verb is no modifier: "group the files".) Nor do people said after "outside":
// "anyone outside the team" asks of anyone, the team left out. A word said after "most" orders, and one in a phrase that
// names the whole account describes it; nor does a word in a list of words a noun follows, said after something else
// ("show me download, preview and edit events": kinds of event).
import { givesLeave, wordSaid, type Placed } from "../words/tagger.js";
import { relative } from "./openers.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";
import { namesAccount } from "./query.js";
import { indefiniteAgent } from "./deeds.js";

/** The nouns that name people: a person, a group of them, a member of one. */
const PEOPLE = new Set(["user", "group", "member"]);

/** The mentions but those of people that only say which item is meant ("staff" in "the staff handbook"). */
export function withoutModifiers(mentioned: readonly Mention[], placed: readonly Placed[], text: string): Mention[] {
  // The one word a mention is, if it is one: -1 for a phrase.
  const wordOf = (m: Mention) => placed.findIndex((p) => p.start === m.start && p.end === m.end);
  const ofPerson = (m: Mention, i: number) => {
    const next = mentioned[i + 1];
    if (next === undefined || !PEOPLE.has(m.noun) || !ITEM_KINDS.has(next.noun)) return false;
    if (!/^\s+$/.test(text.slice(m.end, next.start))) return false;
    const words = placed.filter((p) => p.start >= m.start && p.end <= m.end);
    const modifier = (p: Placed) =>
      p.term.tags.has("Noun") && !["Possessive", "Plural"].some((t) => p.term.tags.has(t));
    return words.length > 0 && words.every(modifier);
  };
  // (Nor are people said after "outside", who only tell whom the request means by whom it leaves out: "does anyone
  // outside the team have access to …".)
  const outside = (m: Mention) => PEOPLE.has(m.noun) && OUTSIDE.test(text.slice(0, m.start));
  // (Nor is a thing said in a phrase that names the whole account, which it only describes: "our file storage
  // account".)
  const ofAccount = (m: Mention, i: number) => {
    const next = mentioned[i + 1];
    if (next === undefined || !namesAccount(text, next) || !/^[\sa-z-]*$/.test(text.slice(m.end, next.start)))
      return false;
    return placed.filter((p) => p.start >= m.end && p.end <= next.start).every((p) => p.term.tags.has("Noun"));
  };
  // (Nor is a word said after "most" or "least" a thing: it orders what it qualifies, "the most recently modified
  // files", "who edited the plan most recently".)
  const ordering = (m: Mention) => /\b(?:most|least)\s+$/.test(text.slice(0, m.start));
  const listed = (m: Mention) => {
    const at = wordOf(m);
    const list = at < 0 ? undefined : listBeforeNoun(placed, at);
    return list !== undefined && list.start > 0;
  };
  // (Nor is a verb right after a modal, though a resource's word: "who can upload to folder 5", "who is able to upload
  // files to the Intake folder".)
  const modal = (m: Mention) => {
    const at = wordOf(m);
    if (at < 1) return false;
    // (Not one its id follows: "who may segment 5101 not talk to".)
    const id = placed[at + 1]?.term.tags.has("Value") === true;
    return givesLeave(placed, at - 1) && placed[at]!.term.tags.has("Verb") && !id;
  };
  // (Nor is the verb of a relative clause right after its noun, though a resource's word: "the webhook that posts to
  // our old channel".)
  const relativeVerb = (m: Mention) => {
    const at = wordOf(m);
    if (at < 2 || !placed[at]!.term.tags.has("Verb") || placed[at]!.term.tags.has("Noun")) return false;
    return relative(wordSaid(placed[at - 1]!), placed[at - 2]);
  };
  // (Nor is an indefinite pronoun that says who did a passive's act anyone in particular: "locked by someone".)
  return mentioned.filter(
    (m, i) =>
      !ofPerson(m, i) &&
      !outside(m) &&
      !ordering(m) &&
      !ofAccount(m, i) &&
      !listed(m) &&
      !modal(m) &&
      !relativeVerb(m) &&
      !indefiniteAgent(text, m),
  );
}

const JOINING = /^(?:and|or)$/i;

/** The list of three or more single words the word at `at` stands in, joined by commas and a last "and" or "or", when
 * a noun follows it right after its last word: the indexes of its first and last words ("download, preview and edit
 * events"). */
export function listBeforeNoun(placed: readonly Placed[], at: number): { start: number; end: number } | undefined {
  const member = (i: number) => {
    const tags = placed[i]?.term.tags;
    return tags !== undefined && LISTED.some((t) => tags.has(t)) && !UNLISTED.some((t) => tags.has(t));
  };
  const joiner = (i: number) => JOINING.test(placed[i]?.term.text ?? "");
  const comma = (i: number) => /,/.test(placed[i]?.term.post ?? "");
  // (The word joined before or after another: by a comma after the first, or by "and" or "or" between.)
  const before = (i: number) => (member(i - 1) && comma(i - 1) ? i - 1 : joiner(i - 1) && member(i - 2) ? i - 2 : -1);
  const after = (i: number) => (joiner(i + 1) && member(i + 2) ? i + 2 : comma(i) && member(i + 1) ? i + 1 : -1);
  if (!member(at)) return undefined;
  let start = at;
  for (let b = before(start); b >= 0; b = before(start)) start = b;
  let end = at;
  for (let a = after(end); a >= 0; a = after(end)) end = a;
  const next = placed[end + 1];
  const noun = next?.term.tags.has("Noun") === true && !next.term.tags.has("Pronoun");
  // (Of three or more: "a watermark or download restriction" may be two things.)
  const closed = end - start >= 3 && comma(start) && joiner(end - 1) && /^\s+$/.test(placed[end]!.term.post);
  return closed && noun && placed[start]!.sentence === next.sentence ? { start, end } : undefined;
}

// Tags of the words such a list holds, and of those it never does (pronouns, determiners, verbs that help another).
const LISTED = ["Noun", "Verb", "Adjective"];
const UNLISTED = ["Pronoun", "Determiner", "Possessive", "Copula", "Auxiliary", "Modal", "QuestionWord"];

// The words before people that leave them out of those meant ("anyone outside the team", "outside of our group").
const OUTSIDE = /\boutside\s+(?:of\s+)?(?:the|our|your|this|that|my)?\s*$/;
