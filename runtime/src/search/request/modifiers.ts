// A noun for people said right before an item's word, in one phrase, says whom the item is for, not whom the request
// asks of: "the staff handbook", "the member files" are files. (A possessive or a plural still names an owner: "the
// user's files", "the employees files"; a verb is no modifier: "group the files".) Nor do people said after "outside":
// "anyone outside the team" asks of anyone, the team left out. A word said after "most" orders, and one in a phrase that
// names the whole account describes it.
import type { Placed } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";
import { namesAccount } from "./query.js";

/** The nouns that name people: a person, a group of them, a member of one. */
const PEOPLE = new Set(["user", "group", "member"]);

/** The mentions but those of people that only say which item is meant ("staff" in "the staff handbook"). */
export function withoutModifiers(mentioned: readonly Mention[], placed: readonly Placed[], text: string): Mention[] {
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
  return mentioned.filter((m, i) => !ofPerson(m, i) && !outside(m) && !ordering(m) && !ofAccount(m, i));
}

// The words before people that leave them out of those meant ("anyone outside the team", "outside of our group").
const OUTSIDE = /\boutside\s+(?:of\s+)?(?:the|our|your|this|that|my)?\s*$/;
