// The object's noun phrase and what stands around it: where a phrase or clause begins, the item a phrase after it
// names, how many it is, whether the trash is only where it goes, and whether the action follows what it acts on or
// is named as a thing. What a pronoun or "the rest" stands for is referred.ts'.
import { mentionsTrash, SLACK_USER_ID } from "./query.js";
import { modifier, PREPOSITIONS } from "./kept.js";
import { auxiliary, namesSubject, rootOf, toldAsDone, wordSaid, type Placed } from "../words/tagger.js";
import { REPORTING } from "../words/verb-classes.js";
import { blanked } from "../words/values.js";
import { isAddress } from "./persons.js";
import { beforeClause, CLAUSE_BREAK, relativeClause, RELATIVES } from "./openers.js";
import { pluralTitle, type Mention } from "../words/vocabulary.js";

export function clauseOf(placed: readonly Placed[], at: number | undefined): number | undefined {
  return at === undefined ? undefined : placed.find((p) => p.start <= at && at < p.end)?.clause;
}

/** Where the clause of the word at `start` begins: a passive's subject stands there; before the relative clause a
 * predicate's modal follows, which tells of the subject ("the webhook that posts to #ops should be deleted"). */
export function subjectStart(placed: readonly Placed[], start: number): number {
  const at = placed.find((p) => p.start <= start && start < p.end);
  const first = placed.findIndex((p) => p.clause === at?.clause);
  // (A modal right after the relative clause, no break between: "…, can you delete it?" asks of its own subject.)
  const told =
    first > 0 &&
    placed[first]!.term.tags.has("Modal") &&
    !CLAUSE_BREAK.test(placed[first - 1]!.term.post) &&
    relativeClause(placed, placed[first - 1]!.clause);
  let clause = at?.clause;
  if (told) {
    // (Past relative clauses inside each other: "the file that the webhook that posts to #ops created should go".)
    clause = placed[first - 1]!.clause;
    while (relativeClause(placed, clause)) clause = beforeClause(placed, clause)!.clause;
  }
  // (Past an aside in brackets closing right before the clause, where the clause opens on its verb: "the account for
  // Graham Pike (gpike@acme.org) should be deleted"; not "keep folder 3 (the new one) file 9 should be deleted", "the
  // Budget folder stays (obviously) but the drafts should go".)
  for (let opens = placed.findIndex((p) => p.clause === clause); opens > 0;) {
    const verbal = ["Modal", "Auxiliary", "Copula"].some((t) => placed[opens]!.term.tags.has(t));
    if (!/^\)\s*$/.test(placed[opens - 1]!.term.post) || !verbal) break;
    const aside = placed.findLastIndex((p, i) => i < opens && p.term.pre.includes("("));
    if (aside <= 0 || CLAUSE_BREAK.test(placed[aside - 1]!.term.post)) break;
    clause = placed[aside - 1]!.clause;
    opens = placed.findIndex((p) => p.clause === clause);
  }
  // (Past a verb reporting what someone says, whose clause the subject opens: "Tom says folder 7 can go in the bin";
  // not one a relative pronoun opens, which tells of the subject: "the comment that says spam should be removed".)
  const from = placed.find((p) => p.clause === clause)?.start ?? 0;
  const reported = placed.findLastIndex(
    (p, i) =>
      p.start >= from &&
      p.end <= start &&
      p.term.tags.has("Verb") &&
      REPORTING.has(rootOf(wordSaid(p))) &&
      !RELATIVES.has(placed[i - 1] === undefined ? "" : wordSaid(placed[i - 1]!)),
  );
  return reported >= 0 && placed[reported + 1] !== undefined ? placed[reported + 1]!.start : from;
}

// What a question asks of, whatever it is: "what", "anything".
const WHATEVER = /^(?:what|anything|everything|whatever)$/;
// The trash as the goal of a move: "to the trash", "into the recycle bin".
const TO_TRASH = /\b(?:to|into) (?:the |my |our )?(?:recycle )?(?:trash|bin)\b/g;

/** Whether the trash, each time the request says it as a goal not negated ("to the trash"), is where a verb told of
 * as done put whatever a question asks of, which is there now: "what went into the trash last week", "anything that's
 * been moved to the bin". Read on the request as said (`text`, where `placed` stands). */
export function sentThereDone(text: string, placed: readonly Placed[]): boolean {
  const verbBefore = (at: number) =>
    placed.findLastIndex((p) => p.end <= at && p.term.tags.has("Verb") && !auxiliary(p));
  const done = (at: number) => {
    const verb = verbBefore(at);
    let subject = verb - 1;
    while (subject >= 0 && (auxiliary(placed[subject]) || /^(?:that|which)$/i.test(placed[subject]!.term.text)))
      subject -= 1;
    return verb >= 0 && toldAsDone(placed[verb]!.term) && subject >= 0 && WHATEVER.test(wordSaid(placed[subject]!));
  };
  // (A goal negated in its clause is none, which binned leaves out: "don't move anything to the trash, …".)
  const negated = (at: number) => {
    const verb = placed[verbBefore(at)];
    return placed.some((p) => p.clause === verb?.clause && p.end <= verb.start && p.term.tags.has("Negative"));
  };
  const goals = [...text.matchAll(TO_TRASH)].filter((m) => !negated(m.index));
  return goals.length > 0 && goals.every((m) => done(m.index));
}

/** Whether the request names the trash only as where its object goes: its verb, after "to", or at the end of its
 * verb's phrase ("put folder 3 in the bin"); or as the state its passive asks for ("file 5 should be deleted"); not
 * where things were put that are there now (`thereNow`: sentThereDone). */
export function binned(text: string, mainWords: string, thereNow: boolean): boolean {
  const phrase = / (?:trash(?: can)?|bin)$/.test(mainWords) || (/^be /.test(mainWords) && mentionsTrash(mainWords));
  const sent = text.search(TO_TRASH) >= 0 && !thereNow;
  const goal = /^(?:trash|bin)$/.test(mainWords) || phrase || sent;
  const rest = text
    .replace(phrase ? mainWords : TO_TRASH, " ")
    .replace(TO_TRASH, " ")
    .replace(/^(?:\W*(?:please\s+)?)(?:trash|bin)\b/, " ");
  return goal && !mentionsTrash(rest);
}

// The id right after a noun ("revision 22", "file abc123", "folder #5", "the file with ID 55"), or in parentheses after
// it, maybe with one word of its own ("the Acme litigation hold (policy 70)", "Jake (exemption 14)").
const OWN_ID =
  /^\s*(?:(?:with\s+(?:the\s+)?)?id:?\s+|#|no\.?\s*)?[\w-]*\d[\w-]*|^\s*\(\s*(?:[a-z]+\s+)?(?:id\s+|#|no\.?\s*)?[\w-]*\d[\w-]*\s*\)/;

/** The id the text gives a noun right after it, if any (OWN_ID). */
export function ownId(text: string, m: Mention): RegExpExecArray | null {
  return OWN_ID.exec(text.slice(m.end));
}

/** The words that only mark an id as one ("file id 55", "folder no. 7"): no words to search for. */
export function idMarkers(text: string, named: readonly Mention[]): string[] {
  return named.flatMap(
    (m) => /^\s*\(?\s*(?:with\s+(?:the\s+)?)?(id|no)\b/.exec(ownId(text, m)?.[0] ?? "")?.slice(1, 2) ?? [],
  );
}

/** One item when an id follows the noun ("revision 22", "file abc123"), many when it is plural or "all" precedes it. */
export function countOf(text: string, m: Mention): "one" | "many" | undefined {
  // (So is an item said by its mark: "#random", "the #random channel"; a person by an email address.)
  const marked = text[m.start] === "#" || /#[a-z][\w-]* (?:[a-z]+ )?$/.test(text.slice(0, m.start));
  if (ownId(text, m) !== null || marked || isAddress(text.slice(m.start, m.end))) return "one";
  // (A title said only in the plural is one thing: "the minutes from the last lab meeting".)
  // (A possessive's "s" is no plural's: "Tom Okafor's".)
  const said = text.slice(m.start, m.end);
  if (
    (/(?<!['’])s$/.test(said) && !pluralTitle(said)) ||
    /\b(?:all|every|each|list)\s+(?:\S+\s+){0,2}$/.test(text.slice(0, m.start))
  )
    return "many";
  return undefined;
}

// The most or least of a measure: "the biggest files", "the largest one".
export const EXTREME = /\b(?:biggest|largest|smallest|heaviest)\b/;
const PICKED = new RegExp(String.raw`${EXTREME.source}\s+(?:[a-z-]+\s+)?$`);

/** Whether one item is said as picked out of all of its kind by a measure ("the biggest file in our account"): it is
 * one, but only the listing of them all tells which. */
export const pickedOfMany = (text: string, m: Mention): boolean => PICKED.test(text.slice(0, m.start));

// Words that may stand in a noun phrase before its head: "the Engineering group membership", "user 5's avatar".
const PHRASE_WORDS = ["Noun", "Adjective", "Determiner", "Possessive", "Value"];

/** Where the noun phrase ending in the noun at `start` begins: its own modifiers are no other noun the verb acts on. */
export function phraseStart(placed: readonly Placed[], start: number): number {
  let at = placed.findIndex((p) => p.end > start);
  while (at > 0) {
    const { term } = placed[at - 1]!;
    // (An opening quotation mark starts a name inside the phrase: "the duplicate "slate_count (1).xlsx"".)
    if (!/^["“'‘]?$/.test(placed[at]!.term.pre.trim()) || !PHRASE_WORDS.some((t) => term.tags.has(t))) break;
    // (The tagger sometimes reads a preposition as a noun: "the hold on file 5".)
    if (["Preposition", "Pronoun", "Verb"].some((t) => term.tags.has(t)) || PREPOSITIONS.has(term.text)) break;
    at -= 1;
  }
  return placed[Math.max(0, at)]!.start;
}

/** Whether the action from `start` to `end` follows the nouns it acts on: one stands before it in its subject's clause,
 * none and no pronoun after it, nor inside it ("folder 5 doesn't need its watermark anymore": the watermark goes). */
export function predicate(placed: readonly Placed[], named: readonly Mention[], start: number, end: number): boolean {
  const clause = clauseOf(placed, subjectStart(placed, start));
  const inClause = (m: Mention) => clauseOf(placed, m.start) === clause;
  const next = placed.find((p) => p.start >= end);
  return (
    named.some((m) => m.end <= start && inClause(m)) &&
    !named.some((m) => m.start >= end && inClause(m)) &&
    !named.some((m) => m.start > start && m.end <= end) &&
    !(next !== undefined && next.clause === clause && next.term.tags.has("Pronoun"))
  );
}

/** Whether an action word names the act as a thing asked for: after "a", with its object after "of" ("a duplicate of
 * folder 2") or wanted ("folder 5 needs a lock"). Asked only when nothing else is. */
export function nominal(placed: readonly Placed[], index: number): boolean {
  const word = (i: number) => placed[i]?.term.text.toLowerCase() ?? "";
  if (!/^an?$/.test(word(index - 1))) return false;
  return word(index + 1) === "of" || /^(?:need|needs|want|wants|like)$/.test(word(index - 2));
}

/**
 * Whether an action word is followed by an item it acts on, within five words: being told of changes is asked of an
 * item ("follow folder 5", "watch #ops"), while "follow the sharing rules" complies (a noun it names only modifies):
 * `complies`, whether the verb may.
 */
export function ofItem(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  end: number,
  complies = true,
): boolean {
  if (/^(?: \S+){0,3}? #/.test(text.slice(end))) return true;
  // (Or, for a verb that never complies, one a definite phrase names by a noun no resource's, the changes to it maybe
  // before it: "watch the contract", "subscribe me to changes on the contract".)
  if (!complies && definiteAfter(placed, end)) return true;
  const m = named.find((n) => n.start >= end);
  return (
    m !== undefined && text.slice(end, m.start).split(" ").filter(Boolean).length <= 4 && !modifier(m, placed, text)
  );
}

// Words between a verb of being told and the item: the one told, the changes, their prepositions.
const TOLD = /^(?:me|us|to|on|of|in|changes|updates|edits|activity|when|whenever|if)$/;

/** Whether a definite noun phrase (the, this, my, our) headed by a noun follows `end`, after words of being told only. */
function definiteAfter(placed: readonly Placed[], end: number): boolean {
  const after = placed.filter((p) => p.start >= end);
  let at = 0;
  while (after[at] !== undefined && TOLD.test(after[at]!.term.text.toLowerCase())) at += 1;
  if (!/^(?:the|this|that|my|our)$/i.test(after[at]?.term.text ?? "")) return false;
  return after[at + 1]?.term.tags.has("Noun") === true && !after[at + 1]!.term.tags.has("Pronoun");
}

/** Whether a noun is possessive, and so modifies the noun after it: "a person's access", "file 5's watermark". */
export function possessive(m: Mention, placed: readonly Placed[]): boolean {
  // (Its last word says it, where it has more than one: "Theo Marchetti's".)
  const at = placed.findLastIndex((p) => p.start < m.end && m.start < p.end);
  const own = placed[at]?.term.tags.has("Possessive") === true;
  const id = placed[at + 1];
  return (
    own || (id !== undefined && id.term.pre.trim() === "" && /\d/.test(id.term.text) && id.term.tags.has("Possessive"))
  );
}

// Tags of words that are not nouns: such a word is never read as a misspelt resource noun ("could" is no "cold").
const PLAIN_TAGS = [
  ...["Adjective", "Comparative", "Superlative", "Adverb", "Determiner", "Preposition", "Conjunction"],
  ...["Modal", "Auxiliary", "Copula"],
];

/** The words the tagger knows as other than nouns ("older"). */
export function plainWords(placed: readonly Placed[]): Set<string> {
  const plain = placed.filter((p) => PLAIN_TAGS.some((t) => p.term.tags.has(t)) && !p.term.tags.has("Noun"));
  return new Set(plain.map((p) => p.term.text.toLowerCase()));
}

/** The runs of words the tagger reads as nouns and not as verbs, each unbroken by a stop ("job title", "email
 * addresses"; not "owns"). */
export function nounPhrases(placed: readonly Placed[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const [i, p] of placed.entries()) {
    const noun = p.term.tags.has("Noun") && !p.term.tags.has("Verb") && !p.term.tags.has("Pronoun");
    // (A name before its verb opens a clause of its own: "the webhooks Ahmed created".)
    if (namesSubject(placed, i) && run.length > 0) [runs[runs.length], run] = [run, []];
    if (noun) run.push(p.term.text.toLowerCase());
    if ((!noun || /[^\s]/.test(p.term.post)) && run.length > 0) [runs[runs.length], run] = [run, []];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The resource heading the noun phrase after the main verb, when the vocabulary names it ("the favorites collection"). */
export function objectHead(placed: readonly Placed[], named: readonly Mention[], verbEnd: number): { head?: string } {
  let head: Mention | undefined;
  for (let i = placed.findIndex((p) => p.start >= verbEnd); i >= 0 && i < placed.length; i += 1) {
    const p = placed[i]!;
    const m = named.find((n) => n.start <= p.start && p.start < n.end);
    const tags = p.term.tags;
    if (m !== undefined) {
      const next = placed.findIndex((q) => q.start >= m.end);
      [head, i] = [m, (next < 0 ? placed.length : next) - 1];
    } else if (tags.has("Noun") && !tags.has("Possessive")) return {};
    else if (!["Determiner", "Adjective", "Value", "Possessive"].some((t) => tags.has(t))) break;
    if (/[,;:.!?()]/.test(placed[i]!.term.post)) break;
  }
  return head ? { head: head.noun } : {};
}

/** The nouns the speaker's possessive determines ("my user id", "our own slack account"): the speaker's own. */
export function ownedNouns(placed: readonly Placed[], named: readonly Mention[]): string[] {
  return named
    .filter((m) => {
      const at = placed.findIndex((p) => p.start <= m.start && m.start < p.end);
      // Up to two modifiers may stand between the determiner and the noun.
      for (let i = at - 1; i >= Math.max(0, at - 3); i -= 1) {
        const { text, tags } = placed[i]!.term;
        if (/^(?:my|our)$/i.test(text)) return true;
        if (!tags.has("Adjective") && !tags.has("Noun")) return false;
      }
      return false;
    })
    .map((m) => m.noun);
}

const WHO_IS = new RegExp(
  String.raw`^\W*who(?:'s|s|\s+is|\s+was)\s+(?:user\s+)?(?:${SLACK_USER_ID.source}|\d+)(?:\W*$|\s*[?.!]\s)`,
  "i",
);

/** The question word of a question of who one user is, by a Slack id or a user's id ("who is U02DEF?", "who's user
 * 5?"), alone or as a sentence before another ("who is U02DEF? profile please"): it asks for that user's record,
 * and is no word to search for (a tool's name may say "who"). */
export function whoIs(text: string): string[] {
  return WHO_IS.test(text) ? ["who"] : [];
}

/** The question word of a question of who did something ("who posted in #random", "who reacted to my post"): it asks
 * for the record of what was done, no member or person by the word "who". */
export function whoDid(placed: readonly Placed[]): string[] {
  const [who, verb] = placed;
  const act = verb !== undefined && verb.term.tags.has("PastTense") && !/^(?:was|were|had|did)$/i.test(verb.term.text);
  return who?.term.text.toLowerCase() === "who" && act ? ["who"] : [];
}

/** Whether the text names an item by an id or a name mark of its own, not one of a named resource ("#ops", "C0AB12";
 * not "file 5"). */
export function namesBareItem(
  text: string,
  named: readonly Mention[],
  values: ReadonlyArray<{ start: number; end: number }>,
): boolean {
  // (A date or a count is no id: "since jan 1", "more than 30 days", "40 random files"; values.ts.)
  let rest = blanked(text, values);
  for (const m of [...named].reverse()) {
    const id = ownId(text, m);
    if (id !== null) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end + id[0].length)}`;
  }
  return /#\S|\d/.test(rest);
}

// A time clause of any occurrence: "whenever …", "once …", "when anything …", "when a new …" ("if" may ask whether).
const ANY_TIME = /^\s+(?:whenever|once|as soon as|the moment|when(?= (?:any\S*|some\S*|every\S*|a|an|new)\b))\b/;
const PRESENT_AUXILIARIES = new Set(["is", "are", "gets", "get", "be", "will", "'s"]);

/**
 * Whether being told (at `end`: "tell me", "let me know") is of something yet to happen: a time clause of any
 * occurrence with no past in it ("tell me whenever folder 5 changes", not "tell me when I uploaded file 5").
 */
export function toldLater(text: string, placed: readonly Placed[], end: number): boolean {
  const time = ANY_TIME.exec(text.slice(end));
  if (time === null) return false;
  const from = end + time[0].length;
  const stop = placed.find((p) => p.start >= from && /[.;!?]/.test(p.term.post));
  const clause = placed.filter((p) => p.start >= from && (stop === undefined || p.start <= stop.start));
  return !clause.some(
    (p, i) =>
      /^(?:was|were|did|had)$/.test(p.term.text.toLowerCase()) ||
      (p.term.tags.has("PastTense") && !PRESENT_AUXILIARIES.has(clause[i - 1]?.term.text.toLowerCase() ?? "")),
  );
}

/** Whether the noun phrase right after a verb ending at `end` names many of a resource ("the bot messages in #ops"); it
 * ends at a preposition or a stop. */
export function namesMany(text: string, placed: readonly Placed[], named: readonly Mention[], end: number | undefined) {
  if (end === undefined) return false;
  const after = placed.filter((p) => p.start >= end);
  const last = after.findIndex((p) => p.term.tags.has("Preposition") || /[^\s]/.test(p.term.post));
  const stop =
    last < 0 ? text.length : after[last]!.term.tags.has("Preposition") ? after[last]!.start : after[last]!.end;
  return named.some((m) => m.start >= end && m.end <= stop && countOf(text, m) === "many");
}
