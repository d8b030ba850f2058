// An item named by its name with no word for its kind: "the Gift Acceptance Policy", "the pricing sheet". The noun
// heading such a phrase names no resource of the vocabulary's; when the request's verbs ask a field of a file's record
// ("when was … last modified and by who", "is … locked"), it names a file, the kind an item most often is (titles.ts).
// (A part said of it does not, "the collaborators on …": many parts are a folder's too.)
// Asked who may see or change it, the phrase names an item whatever its number or length: "who can edit the budget",
// "who can see the rate cards".
import type { Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";
import { namedBefore, PHRASE_END } from "./names.js";

// Prepositions after a noun phrase that make it a part of what follows: "the download link for the Q2 rate card".
const OF_ANOTHER = /^\s*(?:of|for|on|in|to)\s/;
// Determiners that say which one item is meant (not "a partner company").
const DEFINITE = /^(?:the|this|that)$/;
// Tags of a noun that names no item of its own by its name: a person, a pronoun, many of a kind.
const NO_ITEM = ["Pronoun", "Possessive", "Plural", "Verb", "Actor"];

/** Whether the term at `i` heads a noun phrase that no word of the vocabulary's names, after words that say which one
 * it is, and that a definite determiner or a possessive opens ("the Gift Acceptance Policy", "our pricing sheet"); or,
 * of a question of leave (`leave`), any such phrase a definite determiner opens ("who can edit the rate cards"). */
export function unnamedHead(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  i: number,
  leave = false,
): boolean {
  const p = placed[i]!;
  const tags = p.term.tags;
  const unnaming = leave ? NO_ITEM.filter((t) => t !== "Plural") : NO_ITEM;
  if (!tags.has("Noun") || unnaming.some((t) => tags.has(t))) return false;
  if (placed[i + 1]?.term.tags.has("Noun") && !/[^\s]/.test(p.term.post)) return false;
  // (A proper name after the preposition, or a place's, says whose or which the item is, no item of its own: "the
  // engagement letter for Delgado Holdings", "the safeguarding log for St Mary's".)
  const other =
    OF_ANOTHER.test(text.slice(p.end)) && !["ProperNoun", "Place"].some((t) => placed[i + 2]?.term.tags.has(t));
  if (named.some((n) => n.start < p.end && p.start < n.end) || other) return false;
  let at = i - 1;
  while (at >= 0 && !/[^\s]/.test(placed[at]!.term.post) && !PHRASE_END.some((t) => placed[at]!.term.tags.has(t)))
    at -= 1;
  const opener = placed[at]?.term;
  const definite = opener !== undefined && (opener.tags.has("Possessive") || DEFINITE.test(opener.text.toLowerCase()));
  // (Or a name written with capitals right after a verb or a preposition, no determiner: "who owns Herd Data".)
  const proper =
    opener !== undefined &&
    ["Verb", "Preposition"].some((t) => opener.tags.has(t)) &&
    capitalised(placed.slice(at + 1, i + 1));
  if (!definite && !proper) return false;
  return (leave && definite) || namedBefore(text, placed, named, { noun: "", start: p.start, end: p.end });
}

/** Whether the request as written gives each of these words a capital (the tag query.ts' writtenCapitals gives), or
 * a number after the first (writtenAsName): a name. */
function capitalised(words: readonly Placed[]): boolean {
  if (words.length === 0 || words.some((w) => w.term.tags.has("Person"))) return false;
  return words.every((w, k) => w.term.tags.has("Capital") || (k > 0 && /^\d+$/.test(w.term.text)));
}
