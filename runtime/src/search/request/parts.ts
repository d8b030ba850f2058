// The head of the main verb's object phrase when the vocabulary names no resource for it, and the named resource that
// possesses it ("user 5's password") or modifies it ("the event log entries"). A deletion of such a head deletes that
// part, never the resource it belongs to (scope.ts).
import { namesSubject, type Placed } from "../words/tagger.js";
import { PREPOSITIONS } from "./kept.js";
import type { Mention } from "../words/vocabulary.js";
import { PERSON } from "./persons.js";

export interface ObjectPart {
  /** The head noun, singular as written ("password", "entries"). */
  word: string;
  /** The named resource it belongs to. */
  owner: string;
  /** How: the owner possesses it ("X's Y"), modifies it ("the X Y") or is attached to it by a preposition ("the Y
   * of X", "the Y on X", "the Y from X"). */
  by: "possessed" | "modified" | "attached";
  /** The preposition attaching it ("in" in "the logs in folder 5"). */
  via?: string;
  /** The unnamed words of its phrase, up to the head ("due date", "job title"). */
  words: string[];
}

// Tags of the words of a noun phrase up to its head.
const PHRASE_TAGS = ["Determiner", "Adjective", "Value", "Possessive", "Noun"];
// Prepositions that tie a phrase to the item it belongs to ("the description of folder 5", "the date on task 4").
const ATTACHING = new Set(["of", "on", "from", "off", "for", "in"]);
// The marks around a quoted name.
const OPENING_QUOTE = /["“'‘]$/;
const CLOSING_QUOTE = /^["”'’]/;
// The possessive pronouns only a person is said by (language data).
const PERSONS_OWN = /^(?:his|her)$/;
// A word with a digit, dot or underscore names an item ("file notes.txt", "user 5's"), it heads nothing.
const NAME = /[\d._]/;

/** The unnamed head of the phrase after the main verb (or after its whole phrase: "get rid of the X"), if any. */
export function objectPart(
  placed: readonly Placed[],
  named: readonly Mention[],
  starts: ReadonlyArray<number | undefined>,
): { part?: ObjectPart } {
  for (const from of starts) {
    const part = from === undefined ? undefined : headFrom(placed, named, from);
    if (part !== undefined) return { part };
  }
  const asked = askedPart(placed, named);
  return asked === undefined ? {} : { part: asked };
}

/** The unnamed noun a question word asks for, of what follows its copula ("what timezone is sam reyes in": sam's). */
function askedPart(placed: readonly Placed[], named: readonly Mention[]): ObjectPart | undefined {
  if (!placed[0]?.term.tags.has("QuestionWord")) return undefined;
  const copula = placed.findIndex((p) => p.term.tags.has("Copula"));
  const words = placed.slice(1, copula).map((p) => p.term);
  // (Or after "it … for", what it is for someone: "what time is it for Gus".)
  const dummy = /^it$/i.test(placed[copula + 1]?.term.text ?? "") && /^for$/i.test(placed[copula + 2]?.term.text ?? "");
  const owner = named.find((m) => m.start === placed[copula + (dummy ? 3 : 1)]?.start);
  // (The tagger may read a compound's first noun as a verb after the question word: "what time zone is alicia in".)
  const modifier = (t: Placed["term"]) => t.tags.has("Noun") || t.tags.has("Infinitive");
  const noun = (t: Placed["term"], i: number) =>
    (i === words.length - 1 ? t.tags.has("Noun") : modifier(t)) && !t.tags.has("Pronoun") && !NAME.test(t.text);
  const unnamed = words.every(noun);
  if (copula < 2 || owner === undefined || !unnamed || named.some((m) => m.start < placed[copula]!.start))
    return undefined;
  const said = words.map((t) => t.text.toLowerCase());
  const by = dummy ? { by: "attached" as const, via: "for" } : { by: "possessed" as const };
  return { word: said.at(-1)!, owner: owner.noun, ...by, words: said };
}

/** The object phrase's unnamed head from the term at or after `from`, with its owner; undefined when a named resource,
 * a pronoun, an id, or a word that stands for more of a kind ("the rest", "the other ones") heads it. */
function headFrom(placed: readonly Placed[], named: readonly Mention[], from: number): ObjectPart | undefined {
  const at = (p: Placed) => named.find((n) => n.start <= p.start && p.start < n.end);
  let i = placed.findIndex((p) => p.start >= from);
  // Between the verb and its object: a phrasal verb's particle ("clear out the phone field"), or the speaker it is
  // for ("show me user 5's profile").
  const between = (p: Placed | undefined) =>
    p !== undefined &&
    (p.term.tags.has("Particle") || (p.term.tags.has("Pronoun") && /^(?:me|us)$/i.test(p.term.text)));
  while (i >= 0 && between(placed[i])) i += 1;
  let head: Placed | undefined;
  let headMention: Mention | undefined;
  let possessor: Mention | undefined;
  let pronoun: Mention | undefined;
  let modifier: Mention | undefined;
  let attached: Mention | undefined;
  let via: string | undefined;
  let words: string[] = [];
  for (; i >= 0 && i < placed.length; i += 1) {
    const p = placed[i]!;
    const m = at(p);
    const word = p.term.text.toLowerCase();
    // A name in quotes before the head says what the thing holds, whatever its words' tags ("the "Do Not Use"
    // description"): no word of the phrase, and no end of it.
    const closing = m === undefined ? quoteEnd(placed, i) : undefined;
    if (closing !== undefined) {
      i = closing;
      if (/[,;:.!?()]/.test(placed[i]!.term.post)) break;
      continue;
    }
    // (A person's possessive pronoun owns what follows as a name would: "what's her status", "his profile".)
    if (m === undefined && head === undefined && PERSONS_OWN.test(word) && p.term.tags.has("Possessive")) {
      [pronoun, words] = [{ noun: PERSON, start: p.start, end: p.end }, []];
      continue;
    }
    const stop =
      (m === undefined && (!PHRASE_TAGS.some((t) => p.term.tags.has(t)) || p.term.tags.has("Pronoun"))) ||
      namesSubject(placed, i);
    if (stop || (m === undefined && PREPOSITIONS.has(word))) {
      // The item after a tying preposition, in the same clause, is what the phrase belongs to.
      if (ATTACHING.has(word)) [attached, via] = [phraseHead(placed.slice(i + 1), at, p.clause), word];
      break;
    }
    if (m !== undefined) {
      // (A named resource after the pronoun is what it owns: "her last few messages".)
      [headMention, head, words, pronoun] = [m, undefined, [], undefined];
      while (placed[i + 1] !== undefined && placed[i + 1]!.start < m.end) i += 1;
      // (A noun said with its own "'s" owns what follows: "Marcus's profile", "the folder's watermark".)
      if (placed[i]!.term.tags.has("Possessive")) possessor = m;
    } else if (p.term.tags.has("Possessive") && headMention !== undefined) possessor = headMention;
    // Someone's ("the custodian's content") determines the phrase after it: no word of it.
    else if (p.term.tags.has("Possessive")) words = [];
    else if (p.term.tags.has("Noun") && !p.term.tags.has("Value") && !NAME.test(word)) {
      if (head === undefined && headMention !== undefined) modifier = headMention;
      head = p;
    }
    const modifies = p.term.tags.has("Noun") || p.term.tags.has("Adjective");
    if (m === undefined && modifies && !p.term.tags.has("Possessive") && !NAME.test(word)) words.push(word);
    // An id after the head names an item of its own ("the secondary address 555"): no field of another's.
    else if (m === undefined && head !== undefined && (p.term.tags.has("Value") || NAME.test(word))) words = [];
    if (/[,;:.!?()]/.test(placed[i]!.term.post)) break;
  }
  if (head === undefined || /^(?:ones?|rest|others?|id)$/.test(head.term.text.toLowerCase())) return undefined;
  const word = head.term.text.toLowerCase();
  const owner = possessor ?? pronoun;
  if (owner !== undefined) return { word, owner: owner.noun, by: "possessed", words };
  if (modifier !== undefined) return { word, owner: modifier.noun, by: "modified", words };
  return attached === undefined ? undefined : { word, owner: attached.noun, by: "attached", via, words };
}

/** The named resource heading the noun phrase these terms open in one clause: its first word's, or the one its name's
 * words lead to ("for file 5", "for the audit report"). */
function phraseHead(
  terms: readonly Placed[],
  at: (p: Placed) => Mention | undefined,
  clause: number,
): Mention | undefined {
  for (const q of terms) {
    const m = at(q);
    if (m !== undefined || q.clause !== clause) return q.clause === clause ? m : undefined;
    // (A quarter or a year said in a name is the tagger's date: "the owner of the Q3 deck".)
    const word = PHRASE_TAGS.some((t) => q.term.tags.has(t)) || (q.term.tags.has("Date") && NAME.test(q.term.text));
    if (!word || q.term.tags.has("Pronoun") || /[,;:.!?()]/.test(q.term.post)) return undefined;
  }
  return undefined;
}

/** Where the quote a term opens closes: the term, in its clause, whose mark after it closes it. A mark that closes
 * nowhere before the clause ends opens no quote ("rock 'n roll", a stray '). */
function quoteEnd(placed: readonly Placed[], at: number): number | undefined {
  if (!OPENING_QUOTE.test(placed[at]!.term.pre)) return undefined;
  for (let i = at; placed[i]?.clause === placed[at]!.clause; i += 1)
    if (CLOSING_QUOTE.test(placed[i]!.term.post)) return i;
  return undefined;
}
