// A destruction a statement grants ("the task on file 5 can be deleted now") is asked, as one it says should happen
// is: a whole statement of a thing of the kit's, named, that may now go. Not a rule ("comments can be deleted by their
// owner", "only empty folders can be deleted"), a time, a condition or a source ("… once legal approves", "In 30 days,
// …", "…, per legal"), a hedge ("can probably be deleted"), a purpose ("zip it so the old copy can be deleted"), what
// someone said ("the policy says …"), or what the clause asks ("tell me which can be deleted").
import { HEDGE } from "./mood.js";
import { opensQuote } from "./speech.js";
import { STOP } from "./clause-words.js";
import { questionWord, type Placed } from "../words/tagger.js";
import { mentions } from "../words/vocabulary.js";
import { OUT_OF } from "./container.js";
import { DEFINITE as ONE_THING } from "./said-of.js";

// Words that make "can" a rule's: a limit before the act.
const LIMITS = /^(?:only|just)$/i;
// The adverbs that may stand between "can" and the act ("can now be deleted", "can all be removed"), or end the
// statement after it ("can be deleted now", "can be removed entirely").
const NOW = /^(?:now|all|already)$/i;
const DONE = /^(?:now|entirely|completely|altogether|too|please)$/i;
// The determiners of a subject that names its thing: "the", "this", "these" (with a noun after them).
const DEFINITE = /^(?:the|this|that|these|those)$/i;
// The subjects of a statement that may follow the grant, saying why of its thing: "…, it was a typo", "…, that's done",
// "…, nobody is in it", "…, she left" (not a condition, a time or a source: "…, if legal agrees", "…, per legal").
const SAID_OF = /^(?:it|it's|that|that's|this|she|he|they|nobody|we|i)$/i;
// The conjunctions that say why after it: "… can be deleted because it's a duplicate", "… now that the season's over".
const WHY = /^(?:because|since|cause|cuz)$/i;
// Words that put a reason's grant off or under someone else's word: a concession, a wait, a source, a condition.
const UNLESS = /^(?:though|although|but|pending|per|according|unless|until|once|after|before|if|first|yet)$/i;

/**
 * Whether "can" before the act at `index` grants it: a passive ("can be deleted") in the first clause of its sentence,
 * ending its statement (past the one place it is taken out of, or followed by "now", "entirely", or a reason), whose
 * subject is a phrase of the kit's thing that names it (opened by a definite determiner, an owner, a quotation mark or
 * the thing's own noun), with no verb, limit, hedge or question word in it. `before`: the clause's words up to the
 * act; `drawn`: whether it opens with "so" after a stop, following from a statement ("the client signed, so the old
 * folder can be deleted"), which is then no purpose.
 */
export function grants(placed: readonly Placed[], before: readonly Placed[], index: number, drawn: boolean): boolean {
  const modal = before.findLastIndex((p) => p.term.tags.has("Modal"));
  if (modal < 1 || wordOf(before[modal]!) !== "can") return false;
  const rest = [...before.slice(modal + 1), placed[index]!];
  if (rest.filter((p) => wordOf(p) === "be").length !== 1) return false;
  if (!rest.every((p) => p === placed[index] || wordOf(p) === "be" || NOW.test(wordOf(p)))) return false;
  // (The first clause of its sentence, or one that follows from a statement: not after a condition, a time, a source
  // or a label, "If it's done, the task can be deleted", "According to IT, …", "Our policy: …".)
  const opening = placed.find((p) => p.sentence === placed[index]!.sentence)!;
  if (opening.clause !== placed[index]!.clause && !drawn) return false;
  const subject = before.slice(drawn && wordOf(before[0]!) === "so" ? 1 : 0, modal);
  const first = subject[0];
  if (first === undefined || !namesThing(subject)) return false;
  const opens = DEFINITE.test(first.term.text) || first.term.tags.has("Possessive") || opensQuote(first);
  // (A reason is no grant of things of a kind said bare, a rule: "comments can be deleted because owners control them",
  // "task comments …", by the last word of the subject's head; the tagger may read a plural that opens the request as
  // a verb, "files in the trash can be deleted since …".)
  const cut = subject.findIndex((p) => p.term.tags.has("Preposition"));
  const last = (cut < 0 ? subject : subject.slice(0, cut)).at(-1)!.term;
  const one = opens || !(last.tags.has("Plural") || /[^su]s$/i.test(last.text));
  return (opens || mentions(first.term.text).length > 0) && endsStatement(placed, index, one);
}

/** Whether a subject names a thing of the kit's with nothing said of it: a mention in its words, and no verb (what
 * someone said or did), limit, hedge, "so" or question word. */
function namesThing(subject: readonly Placed[]): boolean {
  const kits = (p: Placed) => mentions(p.term.text).length > 0;
  const said = (p: Placed) => p.term.tags.has("Verb") && !kits(p);
  const words = subject.map(wordOf);
  if (
    subject.some((p) => said(p) || questionWord(p)) ||
    words.some((w) => LIMITS.test(w) || HEDGE.test(w) || w === "so")
  )
    return false;
  // (Its head: the words before any preposition, "the task on file 5"; not "my old drafts in folder 3".)
  const cut = subject.findIndex((p) => p.term.tags.has("Preposition"));
  const head = cut < 0 ? subject : subject.slice(0, cut);
  return mentions(head.map((p) => p.term.text).join(" ")).length > 0;
}

/** Whether the act at `index` ("be deleted", from its "be") ends its statement: the sentence's end right after it, or
 * after "now" or "entirely", or a statement of why ("…, it was a typo"; where `reasoned`, "… because it's a copy",
 * "… now that the season's over", which end the request: reasons). */
function endsStatement(placed: readonly Placed[], from: number, reasoned: boolean): boolean {
  const index = placeEnd(placed, wordOf(placed[from]!) === "be" ? from + 1 : from);
  const at = placed[index]!;
  const next = placed[index + 1];
  if (next === undefined || next.sentence !== at.sentence) return true;
  if (reasoned && reason(placed, index + 1)) return true;
  if (STOP.test(at.term.post)) return SAID_OF.test(next.term.text);
  if (!DONE.test(wordOf(next))) return false;
  const after = placed[index + 2];
  return (
    after === undefined ||
    after.sentence !== next.sentence ||
    STOP.test(next.term.post) ||
    (reasoned && reason(placed, index + 2))
  );
}

/** Where the place a thing is taken out of, said right after the act at `index`, ends: a phrase naming one thing of
 * the kit's by "the", an owner or its id, no stop in it ("… can be deleted from the Archive folder", "… from folder
 * 5"; not "from any folder", a rule). `index` when none is said. */
function placeEnd(placed: readonly Placed[], index: number): number {
  const words = (n: number) =>
    placed
      .slice(index + 1, index + 1 + n)
      .map(wordOf)
      .join(" ");
  const opens = TAKEN_OUT.test(words(1)) ? index + 2 : TAKEN_OUT.test(words(2)) ? index + 3 : -1;
  if (opens < 0 || placed[opens] === undefined || STOP.test(placed[index]!.term.post)) return index;
  let end = opens;
  while (
    placed[end + 1]?.sentence === placed[opens]!.sentence &&
    !STOP.test(placed[end]!.term.post) &&
    !placed[end + 1]!.term.tags.has("Verb") &&
    !placed[end + 1]!.term.tags.has("Conjunction") &&
    !placed[end + 1]!.term.tags.has("Preposition")
  )
    end += 1;
  const phrase = placed.slice(opens, end + 1);
  const first = phrase[0]!;
  const definite = ONE_THING.has(wordOf(first)) || first.term.tags.has("Possessive");
  const byId = mentions(first.term.text).length > 0 && phrase.length === 2 && /\d/.test(phrase[1]!.term.text);
  const named = mentions(phrase.map((p) => p.term.text).join(" ")).length > 0;
  return named && (definite || byId) ? end : index;
}

/** Whether a reason opens at `at` ("because …", "since …", "now that …") and ends the request: a clause with a verb of
 * its own ("since it's empty"; not a time, "since Monday"), no other clause or sentence after it ("…, but don't delete
 * it yet", "…, once legal signs off"). */
function reason(placed: readonly Placed[], at: number): boolean {
  const word = placed[at];
  if (word === undefined) return false;
  const opens = WHY.test(wordOf(word))
    ? at
    : wordOf(word) === "now" && wordOf(placed[at + 1] ?? word) === "that"
      ? at + 1
      : -1;
  if (opens < 0) return false;
  const rest = placed.slice(opens + 1);
  const clause = rest[0]?.clause;
  // (Nor a condition, a wait or a source said within it: "… though ask Dana first", "… pending legal review".)
  const hedged = rest.some((p) => UNLESS.test(wordOf(p)));
  return rest.some((p) => p.term.tags.has("Verb")) && rest.every((p) => p.clause === clause) && !hedged;
}

const wordOf = (p: Placed) => p.term.text.toLowerCase();
// The words that take a thing out of the place said after them, alone.
const TAKEN_OUT = new RegExp(`^${OUT_OF}$`);
