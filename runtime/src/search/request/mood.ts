// How a clause puts its act: stated or asked, for later, hedged or supposed, answered with a bare "no",
// asked whether it can be done, or told of a noun (a relative clause): what the grammar holds back or
// asks (grammar.ts). The clauses themselves are clauses.ts'.
import type { Clause } from "./clauses.js";
import { ONE_WHO } from "../words/forms.js";
import { ABILITY, HOW_TO, HYPOTHETICAL_MODALS, NEGATIONS, QUESTION_OPENERS } from "./clause-words.js";
import { actionOf, destroys, type Action } from "../words/actions.js";
import { wordSaid, type Placed } from "../words/tagger.js";
import { opensQuote } from "./speech.js";
import { GROUP, wordsFor, type Mention } from "../words/vocabulary.js";

// Words that may stand with a negation in a clause that answers the one before ("delete? not yet.").
const ANSWER_WORDS = new Set(["yet", "nope", "now", "thanks", "please"]);

/** Whether the clause of a term asks ("remove?") and the next answers it with a bare negation ("no", "not yet"). */
export function answeredNo(placed: readonly Placed[], clauses: readonly Clause[], index: number): boolean {
  const at = placed[index];
  if (at === undefined) return false;
  const asks =
    placed
      .filter((p) => p.clause === at.clause)
      .at(-1)
      ?.term.post.includes("?") ?? false;
  const answer = clauses.slice(at.clause + 1).find((c) => c.words.length > 0)?.words ?? [];
  return asks && answer.some((w) => NEGATIONS.has(w)) && answer.every((w) => NEGATIONS.has(w) || ANSWER_WORDS.has(w));
}

// Words that, as the object of an action, negate it ("delete nothing").
export const NOTHING = new Set(["nothing", "none", "nobody"]);

/** Whether a verb is finite: a copula or one in a tense, not an infinitive, imperative or gerund. */
export function finite(term: Placed["term"]): boolean {
  if (term.tags.has("Copula")) return true;
  const tensed = term.tags.has("PastTense") || term.tags.has("PresentTense");
  return tensed && !["Infinitive", "Imperative", "Gerund"].some((t) => term.tags.has(t));
}

/** Whether a word before an action states it rather than asks it: a subject other than "you", or "to". */
export function stating(p: Placed): boolean {
  const word = p.term.text.toLowerCase();
  return (
    word === "to" || (p.term.tags.has("Pronoun") && !p.term.tags.has("Possessive") && !/^(?:you|u|me|us)$/.test(word))
  );
}

// The nouns a wish may be reported of that name people, not items ("someone wants …", "the team needs …").
const PEOPLE = new Set(["user", "group"]);

/**
 * Whether the act at a term is a wish reported of someone else: a wanting verb in the third person after a subject
 * that names no item ("my manager wants webhook 9 deleted", "someone needs comment 4 removed"). It is stated, not
 * asked; an item's own need is the request's ("file 5 needs its watermark removed").
 */
export function reportedWish(placed: readonly Placed[], named: readonly Mention[], index: number): boolean {
  const at = placed[index];
  if (at === undefined || !at.term.tags.has("Verb") || !at.term.tags.has("PresentTense")) return false;
  if (!/^(?:wants|needs)$/.test(at.term.text.toLowerCase())) return false;
  const subject = placed.filter((p) => p.clause === at.clause && p.end <= at.start);
  const start = subject[0]?.start;
  return start !== undefined && !named.some((m) => m.start >= start && m.end <= at.start && !PEOPLE.has(m.noun));
}

/** Whether the act at a term is stated for later: "will" or "going to" before it in its clause ("I'll remove some"),
 * or "later" or "afterwards" after it ("I'm deleting it afterwards"). */
export function later(placed: readonly Placed[], index: number): boolean {
  const clause = placed[index]?.clause;
  const words = placed.filter((p) => p.clause === clause).map(wordSaid);
  const at = placed.slice(0, index).filter((p) => p.clause === clause).length;
  const before = words.slice(0, at).join(" ");
  return (
    /\b(?:will|shall|going to|gonna)\b/.test(before) || words.slice(at).some((w) => /^(?:later|afterwards?)$/.test(w))
  );
}

/** Whether a clause asks whether one can do something ("can I get it back?", "could we restore it?"). */
export function asksAbility(placed: readonly Placed[], clause: number | undefined): boolean {
  const members = placed.filter((p) => p.clause === clause);
  const words = members.map((p) => p.term.text.toLowerCase()).join(" ");
  return (members.at(-1)?.term.post.includes("?") ?? false) && ABILITY.test(words);
}

// Adverbs that make an act a possibility, not a request ("you could delete it maybe", "and perhaps remove it").
export const HEDGE = /^(?:maybe|perhaps|possibly|probably)$/;

/** The modals before an action that suppose or oblige: not one the listener is politely asked with ("you could"),
 * unless the clause hedges it ("you could delete it maybe"). */
export function modalsOf(before: readonly Placed[], clause: readonly Placed[]): string[] {
  const words = before.map((p) => p.term.text.toLowerCase());
  const hedged = clause.some((p) => HEDGE.test(p.term.text.toLowerCase()));
  return words.filter(
    (w, i) => (HYPOTHETICAL_MODALS.has(w) || w === "must") && (hedged || !/^(?:you|u)$/.test(words[i - 1] ?? "")),
  );
}

/**
 * Whether the verb at `index` tells of the noun its clause opens with, in a relative clause without "that" ("the
 * terms people have to accept", "the files Ana uploaded"): a second noun phrase, its subject, follows the first —
 * a name or a pronoun, or any noun after a plural (a compound's first noun is singular: "the user profile") — and
 * only auxiliaries stand between it and the verb. The act describes the thing; it is not asked. ("You" is whom a
 * request asks: "any chance you could restore it".)
 */
export function reducedRelative(placed: readonly Placed[], clause: Clause, index: number): boolean {
  const before = placed.slice(clause.start, index);
  if (!before[0]?.term.tags.has("Determiner")) return false;
  let head = 1;
  while (before[head]?.term.tags.has("Adjective")) head += 1;
  const noun = before[head]?.term;
  const next = before[head + 1]?.term;
  if (!noun?.tags.has("Noun") || noun.tags.has("Pronoun") || next === undefined) return false;
  // (A person's name after one noun for one who does is that one's: "the freelancer Tom Ashby doesn't need …".)
  const apposed = !noun.tags.has("Plural") && ONE_WHO.test(noun.text.toLowerCase()) && next.tags.has("Person");
  // (Nor is a group's word, which the words before name: "the volunteers group shouldn't see …".)
  const group = wordsFor(GROUP).includes(next.text.toLowerCase());
  // (Nor is a name in quotation marks, the noun's title: "the task "Chase lab for crown shade" can be deleted".)
  const titled = opensQuote(before[head + 1]!);
  const subject =
    (next.tags.has("ProperNoun") || next.tags.has("Pronoun") || (noun.tags.has("Plural") && next.tags.has("Noun"))) &&
    next.text.toLowerCase() !== "you" &&
    !apposed &&
    !group &&
    !titled;
  const auxiliary = (p: Placed) => ["Auxiliary", "Modal", "Particle"].some((t) => p.term.tags.has(t));
  // (A verb that takes "to" leads on to the act: "the workflow we use to approve invoices".)
  const leads = (p: Placed) => placed[placed.indexOf(p) + 1]?.term.text.toLowerCase() === "to";
  return subject && before.slice(head + 2).every((p) => !p.term.tags.has("Verb") || auxiliary(p) || leads(p));
}

/**
 * Whether the verb at `index` tells of a noun through a participle right after that noun, with no other verb between
 * the participle and it ("messages in #support asking us to restore files", "users permitted to share outside the
 * approved domains"): the phrase describes the noun; its act is not asked. A past participle after the object of a
 * verb may say what is to become of it ("I want file 5 shared with them"), so only one that opens its clause's verbs
 * or takes "to" describes.
 */
export function participial(placed: readonly Placed[], clause: Clause, index: number): boolean {
  for (let i = index - 1; i > clause.start; i -= 1) {
    const { term } = placed[i]!;
    const prior = placed[i - 1]!.term.tags;
    const afterNoun = (prior.has("Noun") || prior.has("Value")) && !prior.has("Pronoun");
    if (afterNoun && term.tags.has("Gerund")) return true;
    if (afterNoun && term.tags.has("PastTense") && /ed$/i.test(term.text)) {
      // (An act whose words open with a modal is the predicate the participle's phrase is the subject of, the
      // participle followed by a preposition: "the webhook pointed at the old CRM should go", "folder 5 shared with the
      // vendor should go"; not one a gerund's phrase holds, "the comment saying it should go", nor what a verb that takes
      // an object reports, "Sam mentioned the old draft should go".)
      const after = placed[i + 1]?.term.tags;
      const relative = after?.has("Preposition") === true || after?.has("Particle") === true;
      if (relative && placed[index]?.term.tags.has("Modal") === true) return false;
      const first = !placed.slice(clause.start, i).some((p) => p.term.tags.has("Verb"));
      return first || placed[i + 1]?.term.text.toLowerCase() === "to";
    }
    if (term.tags.has("Verb")) return false;
  }
  return false;
}

/**
 * The act a question of its outcome supposes ("what would happen if I archived #ops?", "what happens if we delete
 * folder 5", "what would I lose if I deleted folder 5"): the verb of the "if" clause after a clause that asks what
 * happens or would. Asked what happens (`wondered`), it asks whether one may do it, as "can I archive #ops?" does:
 * where no tool does it, nothing fits. `unreal`: a modal puts it as not done ("what would happen if I deleted folder
 * 5"; not "what happens if I deleted it by mistake").
 */
export function supposedAct(
  placed: readonly Placed[],
): { action: Action; words: string; unreal: boolean; wondered: boolean } | undefined {
  const at = placed.findIndex((p) => p.term.text.toLowerCase() === "if");
  const asking = placed.slice(0, Math.max(0, at)).map((p) => p.term.text.toLowerCase());
  // (Or what a modal says would follow: "what would I lose if I deleted folder 5", "who would it affect if …"; that
  // asks what is there now, not whether one may do it.)
  const happens = asking[0] === "what" && asking.some((w) => /^happen(?:s|ed)?$/.test(w));
  const follows = /^(?:what|who|which)$/.test(asking[0] ?? "") && asking.some((w) => /^(?:would|could|might)$/.test(w));
  if (at < 0 || !(happens || follows)) return undefined;
  const clause = placed[at]!.clause;
  const verb = placed.find(
    (p, i) => i > at && p.clause === clause && p.term.tags.has("Verb") && !p.term.tags.has("Auxiliary"),
  );
  const words = verb?.term.text.toLowerCase();
  const action = words === undefined ? undefined : actionOf(words);
  const unreal = asking.some((w) => /^(?:would|could|might)$/.test(w));
  return action === undefined ? undefined : { action, words: words!, unreal, wondered: happens };
}

/** The verb of a deletion a clause opened by "before" puts after what is asked ("before I delete the Okafor folder, how
 * big is it?", "before deleting them, check the links"): it only says when, the item being still there. The clause's
 * verb has a subject ("before we delete", "before I remove") or is a gerund right after "before"; a bare verb after
 * a time or an event ("before Friday please delete the Archive folder") is the request's own. */
export function deferredDeletion(placed: readonly Placed[]): string | undefined {
  const at = placed.findIndex((p) => p.term.text.toLowerCase() === "before");
  if (at < 0) return undefined;
  const clause = placed[at]!.clause;
  const i = placed.findIndex(
    (p, i) => i > at && p.clause === clause && p.term.tags.has("Verb") && !p.term.tags.has("Auxiliary"),
  );
  const verb = placed[i]?.term;
  const [first, ...rest] = placed.slice(at + 1, Math.max(at + 1, i)).map((p) => p.term.tags);
  const subject =
    first !== undefined &&
    ((first.has("Pronoun") && rest.every((t) => t.has("Adverb") || t.has("Auxiliary"))) ||
      verb?.tags.has("Infinitive") === false);
  const words = (first === undefined ? verb?.tags.has("Gerund") : subject) ? verb?.text.toLowerCase() : undefined;
  const action = words === undefined ? undefined : actionOf(words);
  return action !== undefined && destroys(action) ? words : undefined;
}

// The question words that open a question a verb takes as its object ("check who owns it"), and those that ask yes or
// no ("check whether it is locked").
const ASKING_WORDS = new Set([...QUESTION_OPENERS].filter((w) => /^(?:wh|how)/.test(w)));
const WHETHER = /^(?:whether|if)$/;

/**
 * The question the verb of a read ending at `end` takes as its object, right after it or after whom it is told or its
 * particle ("check whether the Q3 deck is locked", "tell me who owns it", "find out when it was last modified"): the
 * request asks it as it would ask it alone, yes or no after "whether" or "if". `at`: the term after its opener. (Not
 * the way to do something: "tell me how to restore it".)
 */
export function embeddedQuestion(placed: readonly Placed[], end: number | undefined) {
  if (end === undefined) return undefined;
  let i = placed.findIndex((p) => p.start >= end);
  const told = (p: Placed | undefined) =>
    p !== undefined && (/^(?:me|us)$/i.test(p.term.text) || p.term.tags.has("Particle"));
  if (told(placed[i]) && !/[,;:.!?]/.test(placed[i]!.term.post)) i += 1;
  const opener = placed[i];
  if (i <= 0 || opener === undefined || /[,;:.!?]/.test(placed[i - 1]!.term.post)) return undefined;
  const word = opener.term.text.toLowerCase();
  const rest = placed.slice(i, i + 4).map((p) => p.term.text.toLowerCase());
  if (!(WHETHER.test(word) || ASKING_WORDS.has(word)) || HOW_TO.test(rest.join(" "))) return undefined;
  return { polar: WHETHER.test(word), at: i + 1 };
}

// Verbs that tell the speaker what a question asks ("tell me who owns it", "let me know when it expires").
const TELLING = /^(?:tell|know)$/;

/**
 * The question a read joined after the main one takes, where the main read finds an item the question then asks of
 * ("find the staff handbook and tell me when it was last edited", "look up the Q3 deck and let me know who owns it"):
 * asked as embeddedQuestion asks one, right after its verb of telling and whom it tells.
 */
export function joinedQuestion(placed: readonly Placed[], end: number | undefined) {
  if (end === undefined) return undefined;
  const at = placed.findIndex(
    (p, i) =>
      p.start >= end &&
      TELLING.test(p.term.text.toLowerCase()) &&
      placed.slice(0, i).some((q) => q.start >= end && /^(?:and|then)$/i.test(q.term.text)),
  );
  return at < 0 ? undefined : embeddedQuestion(placed, placed[at]!.end);
}
