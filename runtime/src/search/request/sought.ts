// The phrase a verb of finding or of reading through takes as its object, or a question of where a thing is asks of,
// read from the tagger's tags: the item sought by its name ("find the latest rate card for Rotterdam", "where's the SOP
// for …", "summarise the latest impact assessment", "delete the old call sheets"), its head and the words before it that
// name it (names.ts reads which item).
import {
  bySpeaker,
  DISCARDING,
  NEEDING,
  PLACING,
  READING_THROUGH,
  SEEKING,
  SHOWING,
  TAKING_IN,
  GIST,
} from "../words/verb-classes.js";
import { DOING, namesSomeone, rootOf, verbsOf, type Placed } from "../words/tagger.js";
import { NOUNS } from "../words/nouns.js";
import { refers } from "./referred.js";

// Tags of the words of a sought item's name, before its head ("the latest rate card", "the signed NDA", "the most
// recent contract").
const NAME_WORDS = ["Noun", "Adjective", "Value", "Date", "PastTense", "Adverb"];
// Tags that end the phrase: a preposition, a conjunction, a pronoun, a determiner.
const NAME_END = ["Preposition", "Conjunction", "Pronoun", "Determiner", "QuestionWord"];
// A relative pronoun, which opens a clause telling which of the phrase's items: "the agreements that expire in 2025".
const RELATIVE = /^(?:that|which)$/i;

/** The phrase a verb of finding or of reading through, or the speaker's need, takes as its object, or a question of
 * where a thing is asks of, after a determiner or a possessive pronoun ("find me the latest rate card for …", "where's
 * our SOP for …"): where its words start (`from`, with the words that say it is the item's current version) and its
 * head, the noun ending it before a preposition (not "of"), a relative clause ("that", "which") or a stop, with `many`
 * when that head is plural; undefined when it ends otherwise. */
export function soughtPhrase(
  placed: readonly Placed[],
): { from: number; start: number; head: Placed; many?: boolean } | undefined {
  const at = placed.findIndex(
    (p, i) =>
      ((seeks(p.term.text.toLowerCase()) || phrasalSeeking(placed, i)) && imperative(placed, i)) ||
      gistOf(placed, i) ||
      placeOf(placed, i) ||
      needed(placed, i),
  );
  if (at < 0 || /[,;:.!?]/.test(placed[at]!.term.post)) return undefined;
  const i = objectAt(placed, at);
  const outer = phraseAt(placed, i);
  if (outer === undefined) return undefined;
  // (What a verb of discarding takes away may be people, who are no item ("delete the external guests"), or more of a
  // kind named elsewhere: "keep the current version but delete the rest".)
  const head = outer.head.term;
  if (DISCARDING.has(placed[at]!.term.text.toLowerCase()) && (namesSomeone(head) || refers(head.text.toLowerCase())))
    return undefined;
  // (The item's current version is the item: "find the latest version of the employee handbook".)
  const words = placed.slice(i + 1, outer.end).map((p) => p.term.text.toLowerCase());
  const current = CURRENT.test(words.join(" ")) && placed[outer.end]?.term.text.toLowerCase() === "of";
  const inner = current ? phraseAt(placed, outer.end + 1, true) : undefined;
  if (inner !== undefined) return { from: outer.start, start: inner.start, head: inner.head };
  // (Or at the verb of arriving after it: "where did the fire risk assessment end up"; or at any verb after "where" a
  // verb of finding takes: "find where the rulebook is stored".)
  const where = /^where$/i.test(placed[i - 1]?.term.text ?? "");
  if (!outer.ends && !arrivedAt(placed, at) && !where) return undefined;
  // (A plural head names many items told by what they are, "the Q4 fuel card statements": `many`.)
  return outer.head.term.tags.has("Singular")
    ? { from: outer.start, ...outer }
    : { from: outer.start, ...outer, many: true };
}

/** The verbs of showing the request says, with whom they show to ("show me file 5"): a read, but no word to search
 * for (a tool's caveat may say "show", "type and id show if the user can access the file"). */
export function showing(placed: readonly Placed[]): Placed[] {
  return placed.flatMap((p, i) => {
    const [word, to] = [p.term.text.toLowerCase(), placed[i + 1]];
    // (As does a verb of looking with its particle, which says where the eyes go: "look at the playout schedule";
    // a tool's "look up" is a finding.)
    if (p.term.tags.has("Verb") && word === "look" && to?.term.text.toLowerCase() === "at") return [p, to];
    if (!p.term.tags.has("Verb") || !SHOWING.has(word)) return [];
    return to !== undefined && /^(?:me|us)$/i.test(to.term.text) ? [p, to] : [p];
  });
}

// The words that say a version is the item's current one, before a word for a version or a draft ("the latest
// revision", "the latest draft").
export const CURRENT_WORDS = ["most recent", "latest", "newest", "current"];
const VERSIONS = NOUNS.find((n) => n.noun === "file version")!.words.filter((w) => !w.includes(" "));
export const CURRENT = new RegExp(`^(?:${CURRENT_WORDS.join("|")}) (?:version|draft|${VERSIONS.join("|")})$`);

// The most words an aside in brackets inside a phrase holds.
const ASIDE_WORDS = 6;

/** The noun phrase after the determiner at `i`: where its words start, its head, the index after it, and whether it
 * ends at a preposition other than "of" or a stop (`any`: at any preposition, and its head may be plural). */
function phraseAt(placed: readonly Placed[], i: number, any = false) {
  if (!opensPhrase(placed[i])) return undefined;
  const start = placed[i + 1]?.start;
  let head: Placed | undefined;
  let told = false;
  for (i += 1; placed[i] !== undefined; i += 1) {
    const p = placed[i]!;
    // (An aside in brackets is no word of it: "the Mammoths venue (cancelled) folder", "the budget (final) for …"; not
    // one left open, nor one saying whose it is, which names it: "the budget (Sam's copy)".)
    const closing =
      head === undefined || !p.term.pre.includes("(")
        ? -1
        : placed.findIndex((q, k) => k >= i && k < i + ASIDE_WORDS && q.term.post.includes(")"));
    if (closing >= 0 && !placed.slice(i, closing + 1).some((q) => q.term.tags.has("Possessive"))) {
      // (A stop after it ends the phrase at its head; not one inside it, "(cancelled!)".)
      const post = placed[closing]!.term.post;
      if (/[,;:.!?]/.test(post.slice(post.indexOf(")") + 1))) {
        i = placed.indexOf(head!);
        break;
      }
      i = closing;
      continue;
    }
    // (Or at a clause that tells which with no relative pronoun: "the spreadsheet Tom sent about …", "the contract we
    // signed".)
    if (head !== undefined && toldWhich(placed, i)) {
      told = true;
      break;
    }
    // (The tagger may read a name's last word as a verb: "the trustee expenses form", "the floor plans?".)
    const last = any && head !== undefined && (placed[i + 1] === undefined || /[,;:.!?()]/.test(p.term.post));
    if (NAME_END.some((t) => p.term.tags.has(t))) break;
    if (
      !NAME_WORDS.some((t) => p.term.tags.has(t)) &&
      !((last || pluralHead(placed, i, head) || bareAfterOne(placed, i, head)) && p.term.tags.has("PresentTense"))
    )
      break;
    head = p;
    if (/[,;:.!?()]/.test(p.term.post)) break;
  }
  if (head === undefined || start === undefined) return undefined;
  // (Not before "of": what it names is a field or a part of the item after it, "find the owner of the Q3 deck".)
  const next = placed[i];
  const ends =
    next === undefined ||
    next === head ||
    (next.term.tags.has("Preposition") && (any || next.term.text.toLowerCase() !== "of")) ||
    // (Or at a relative clause that tells which: "the franchise agreements that expire in 2025".)
    RELATIVE.test(next.term.text) ||
    told ||
    closes(placed, i);
  if (any && !ends) return undefined;
  return { start, head, end: i, ends };
}

/** Whether the words from `i` to their clause's end only close it, as a word of its time or a courtesy does: "delete
 * the donor list now", "find the rota please". (A conjunction before more words joins them: "… and the rota".) */
function closes(placed: readonly Placed[], i: number): boolean {
  for (; placed[i] !== undefined; i += 1) {
    if (!CLOSING.some((t) => placed[i]!.term.tags.has(t))) return false;
    if (/[,;:.!?]/.test(placed[i]!.term.post)) return true;
  }
  return true;
}
// (A courtesy, and "now", which the tagger reads as a conjunction.)
const CLOSING = ["Expression", "Conjunction"];

/** Whether the term at `i` opens a clause that tells which item its phrase names, with no relative pronoun: a person
 * or a pronoun, then a verb in the past ("… Tom sent", "… we signed"; not "the signed NDA", before its noun). */
function toldWhich(placed: readonly Placed[], i: number): boolean {
  const [subject, verb] = [placed[i]!.term, placed[i + 1]?.term];
  const who = ["Person", "ProperNoun", "Pronoun"].some((t) => subject.tags.has(t)) && !subject.tags.has("Possessive");
  const done = verb !== undefined && verb.tags.has("PastTense") && !verb.tags.has("Noun");
  return who && done && !/[,;:.!?()]/.test(subject.post);
}

/** Whether the term at `i`, after a singular noun of its phrase (`head`, so far) or a participle right after its
 * determiner, is a noun the tagger read as a verb in its bare form, which after one thing would say "-s" ("the
 * maintenance contract for …", "the signed supplier contract", "the signed contract with …"): before a noun, a
 * preposition or a stop. */
function bareAfterOne(placed: readonly Placed[], i: number, head: Placed | undefined): boolean {
  const tags = placed[i]!.term.tags;
  const next = placed[i + 1]?.term;
  const participle = head !== undefined && head.term.tags.has("PastTense") && opensPhrase(placed[i - 2]);
  const one = head !== undefined && (["Noun", "Singular"].every((t) => head.term.tags.has(t)) || participle);
  const ends =
    next === undefined ||
    /[,;:.!?()]/.test(placed[i]!.term.post) ||
    ["Preposition", "Noun"].some((t) => next.tags.has(t));
  return one && !head.term.tags.has("Pronoun") && tags.has("Infinitive") && ends;
}

/** Whether the term at `i`, after a noun of its phrase (`head`, so far), ends the phrase as a plural noun the tagger
 * read as a verb: a preposition, a relative pronoun, an adverb or a stop follows it ("the lifting plans for …", "the
 * catering quotes that …"). */
function pluralHead(placed: readonly Placed[], i: number, head: Placed | undefined): boolean {
  const p = placed[i]!.term;
  const next = placed[i + 1]?.term;
  const ends =
    next === undefined ||
    /[,;:.!?()—–]/.test(p.post) ||
    ["Preposition", "Adverb"].some((t) => next.tags.has(t)) ||
    RELATIVE.test(next.text);
  return head?.term.tags.has("Noun") === true && /[^s]s$/i.test(p.text) && ends;
}

/** Whether a word opens a noun phrase as a determiner: "the", or a possessive pronoun ("find our contract with …"; not
 * a name's, "Ben's cert", which says whose part it is). */
export function opensPhrase(p: Placed | undefined): boolean {
  const tags = p?.term.tags;
  return tags !== undefined && (tags.has("Determiner") || (tags.has("Possessive") && !tags.has("ProperNoun")));
}

/** Whether the term at `i` is the copula of a question of where a thing is ("where's the SOP for …"), or the verb of
 * one asking where someone keeps or put it ("where do we keep the …", "where did Tom put the …"): what follows is the
 * item sought, as a verb of finding's object is. */
function placeOf(placed: readonly Placed[], i: number): boolean {
  const before = placed[i - 1]?.term;
  if (placed[i]!.term.tags.has("Copula"))
    return before?.tags.has("QuestionWord") === true && /^where/i.test(before.text);
  return placedBy(placed, i) || arrivedAt(placed, i);
}

/** Whether the term at `i` is the auxiliary of a question of where a thing came to be, its verb of arriving after the
 * thing ("where did the fire risk assessment end up", "where'd the rota land"): what follows is the item sought. */
function arrivedAt(placed: readonly Placed[], i: number): boolean {
  if (!DOING.test(placed[i]!.term.text) || !/^where$/i.test(placed[i - 1]?.term.text ?? "")) return false;
  const clause = placed.filter((p) => p.clause === placed[i]!.clause).map((p) => p.term.text.toLowerCase());
  return ARRIVING.test(clause.slice(-2).join(" "));
}

// Verbs of arriving, as a question of where a thing came to be ends (language data).
const ARRIVING = /(?:^|\s)(?:(?:end|ended|wind|wound) up|land|landed)$/;

// The auxiliary of a question asked with "do" ("where do we keep …").
// Tags of the words of such a question's subject, between its auxiliary and its verb ("we", "people usually").
const SUBJECT = ["Pronoun", "Noun", "Adverb"];

/** Whether the term at `i` is the verb of a question of where someone placed or keeps a thing, asked with "do"
 * ("where do we keep", "where did Tom put"): "where", its auxiliary, a subject, then a verb of placing (not "where do
 * I sign the lease", which asks where to act). */
function placedBy(placed: readonly Placed[], i: number): boolean {
  const verb = placed[i]!.term;
  if (!PLACING.has(verb.text.toLowerCase()) || ["Auxiliary", "Modal"].some((t) => verb.tags.has(t))) return false;
  let at = i - 1;
  const subject = (p: Placed) => SUBJECT.some((t) => p.term.tags.has(t)) && !/[,;:.!?]/.test(p.term.post);
  while (at > 1 && subject(placed[at]!) && !DOING.test(placed[at]!.term.text)) at -= 1;
  return at < i - 1 && DOING.test(placed[at]?.term.text ?? "") && /^where$/i.test(placed[at - 1]?.term.text ?? "");
}

/** Where the object of the verb at `at` opens: past whom it is found for ("find me the …") and past "all" before its
 * determiner ("all the franchise agreements"). */
function objectAt(placed: readonly Placed[], at: number): number {
  if (phrasalSeeking(placed, at) || gistOf(placed, at)) at += 1;
  const past =
    placed[at + 1]?.term.tags.has("Pronoun") && !/[,;:.!?]/.test(placed[at + 1]!.term.post) ? at + 2 : at + 1;
  // (Or past "where" after a verb of finding, which asks where the thing is: "find where the rulebook is stored".)
  if (/^where$/i.test(placed[past]?.term.text ?? "") && seeks(placed[at]!.term.text.toLowerCase())) return past + 1;
  // (Or past the word that tells which time a time's possessive is, "last year's budget": the possessive opens it.)
  const before = /^(?:all|last|this|next|past)$/i.test(placed[past]?.term.text ?? "");
  const opens = opensPhrase(placed[past + 1]) && (/^all$/i.test(placed[past]!.term.text) || timeOwns(placed[past + 1]));
  return before && opens ? past + 1 : past;
}

/** Whether a word is a time's possessive, which says which item as a determiner does ("last season's", "this
 * year's"). */
const timeOwns = (p: Placed | undefined) =>
  p !== undefined && ["Date", "Duration"].some((t) => p.term.tags.has(t)) && p.term.tags.has("Possessive");

/** Whether the term at `i` is the speaker's verb of needing ("I need the …", "I really need the …", verb-classes.ts'
 * bySpeaker): what follows is the item sought. */
function needed(placed: readonly Placed[], i: number): boolean {
  if (!NEEDING.has(placed[i]!.term.text.toLowerCase())) return false;
  const before = placed.slice(0, i).map((p) => p.term.text.toLowerCase());
  return bySpeaker(before.join(" ")) && opensPhrase(placed[objectAt(placed, i)]);
}

/** Whether the term at `i` is a noun of what an item says, before "of" ("a summary of the Annual Review 2024"): what
 * follows is the item read through, as a verb of reading through's object is. */
const gistOf = (placed: readonly Placed[], i: number) =>
  GIST.has(placed[i]!.term.text.toLowerCase()) && placed[i + 1]?.term.text.toLowerCase() === "of";

/** Whether the term at `i` is a verb, or opens the request before a determiner, as an imperative does whatever the
 * tagger reads it as ("Compare the drug price list …", read as a noun). */
const imperative = (placed: readonly Placed[], i: number) =>
  placed[i]!.term.tags.has("Verb") || (i === 0 && opensPhrase(placed[1]));

/** Whether the verb at `i` seeks an item with its particle ("look for", "pull up", "track down"). (The particle is
 * looked at first: a verb's root costs the tagger a sentence of its own.) */
const phrasalSeeking = (placed: readonly Placed[], i: number) =>
  PARTICLES.has(placed[i + 1]?.term.text.toLowerCase() ?? "") && SEEKING.has(phrasal(placed, i));
/** The particles of the verbs of finding said with one ("for", "up"). */
const PARTICLES = new Set([...SEEKING].flatMap((verb) => verb.split(" ").slice(1)));
const phrasal = (placed: readonly Placed[], i: number) =>
  `${rootOf(placed[i]!.term.text.toLowerCase())} ${placed[i + 1]?.term.text.toLowerCase() ?? ""}`;

/** The main verb (`verb`, its first word as said) with its particle, when together they seek an item ("look for the
 * employee handbook"): the phrasal verb, as a verb of finding's (verb-classes.ts' SEEKING). */
export function seekingVerb(placed: readonly Placed[], verb: string | undefined): string | undefined {
  const at = placed.findIndex((p, i) => p.term.text.toLowerCase() === verb && phrasalSeeking(placed, i));
  return at < 0 ? verb : phrasal(placed, at);
}

/** Whether a verb seeks an item, to find it, to read it through or to discard it. */
const seeks = (word: string) =>
  SEEKING.has(word) || READING_THROUGH.has(word) || TAKING_IN.has(word) || DISCARDING.has(word);

/** The request's verbs and its main verb, with the particle that makes it one of finding ("look for"). */
export function seekingVerbs(placed: readonly Placed[], mainWords: string): { verbs: Set<string>; verb?: string } {
  const { verbs, verb } = verbsOf(placed, mainWords);
  return verb === undefined ? { verbs } : { verbs, verb: seekingVerb(placed, verb)! };
}
