// Verbs the action table does not name: a misspelt verb ("restor file 5", "uplaod it") asks for the action of the
// table's word it is one slip away from, a resource noun said as the verb makes one, and any other verb opening the
// request before an item's id names an act of its own ("rate file 5"); a word with two neighbouring letters swapped
// ("fodler") is read as the kit's word it slipped from.
import { ACTION_WORDS } from "../words/action-words.js";
import { wordAction, type Action } from "../words/actions.js";
import { actNouns } from "../words/forms.js";
import { openingWord, type Clause } from "./clauses.js";
import { HYPOTHETICAL_MODALS, INTERJECTIONS, NEGATIONS, QUESTION_OPENERS } from "./clause-words.js";
import { knownWord, lexiconTag, type Placed } from "../words/tagger.js";
import { READING_THROUGH, SEEKING } from "../words/verb-classes.js";
import { NOTHING } from "./mood.js";
import { ACCOUNT_PHRASE_WORDS, KINDLESS, shouted } from "./query.js";
import { INDEFINITE } from "./deeds.js";
import { ownId, possessive } from "./phrase.js";
import { SUBORDINATORS } from "./openers.js";
import { mentions, nounWords, singular, type Mention } from "../words/vocabulary.js";
import { CURRENT_WORDS, opensPhrase } from "./sought.js";
import { nameWords } from "../words/name-words.js";
import type { Fields } from "../tools/fields.js";

// Each action's plain words of `least` letters or more, a lookahead dropped.
const plainActionWords = (least: number) =>
  (Object.entries(ACTION_WORDS) as Array<[Action, readonly string[]]>).map(
    ([action, words]) =>
      [
        action,
        words.map((w) => w.replace(/\(\?!.*\)$/, "")).filter((w) => new RegExp(`^[a-z]{${least},}$`).test(w)),
      ] as const,
  );
const PLAIN = plainActionWords(5);
// (A short word's slip is its last letter doubled: "binn version 12".)
const SHORT = plainActionWords(3);

/** The action a misspelt word asks for: one edit (or two letters swapped) from a plain word of five letters or more,
 * or a plain word of three letters or more with its last letter doubled ("binn"). */
export function misspeltAction(word: string): Action | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  if (word.length >= 4 && word.at(-1) === word.at(-2)) {
    const doubled = SHORT.find(([, plain]) => plain.includes(word.slice(0, -1)));
    if (doubled !== undefined) return doubled[0];
  }
  if (word.length < 5) return undefined;
  // "updated" starts with "update": a form of it, not a misspelling.
  for (const [action, plain] of PLAIN) if (plain.some((w) => !word.startsWith(w) && oneEdit(word, w))) return action;
  return undefined;
}

/** Whether two different words are one insertion, deletion, substitution or swap of neighbours apart. */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/**
 * The action a misspelt imperative asks for: the clause's verb, its first word after any greeting, "please" and a
 * polite opener ("restor file 5", "could u pls restor file 5", "hi, uplaod it"), when the language library does not
 * know the word and it names no resource.
 */
export function misspeltImperative(placed: readonly Placed[], clause: Clause): Action | undefined {
  const word = openingWord(placed, clause)?.term.text.toLowerCase();
  if (!word || mentions(word).length > 0 || knownWord(word)) return undefined;
  return misspeltAction(word);
}

// The words that say a whole, opening a noun phrase, that the tagger reads as nouns ("both" is a determiner).
const WHOLE = /^(?:all|everything)$/i;

/**
 * The resource noun a clause opens with as its verb ("watermark every file in folder 5"): a singular noun the tagger
 * knows as no verb, with a determiner opening its object right after it (a noun phrase goes on with a noun, a
 * preposition or an id: "watermark on file 5"). A noun that is also a verb ("message bob") says its own act, which
 * the tables name or not; an imperative one with the words of a new one in quotes makes one ("comment 'looks good' on
 * file 5", "comment on the survey: "check section 4"").
 */
export function nounAsVerb(placed: readonly Placed[], clause: Clause): string | undefined {
  const verb = openingWord(placed, clause);
  if (verb === undefined || verb.term.tags.has("Plural")) return undefined;
  const quoted = placed.some((p) => p.start > verb.start && /["'“‘]/.test(p.term.pre));
  const imperative = verb.term.tags.has("Imperative") && quoted;
  // (By a word of the resource's own name, "whitelist the domain" of a collaboration whitelist entry: a synonym may be
  // an everyday verb, "preview the assignments" reads them.)
  const word = verb.term.text.toLowerCase();
  const noun = mentions(word)[0]?.noun;
  const words = noun?.split(" ") ?? [];
  // A verb of the tagger's says its own act ("message bob"), unless it is the word a compound's kind is made by, with
  // its particle ("zip up folder 5" makes a zip download).
  let at = placed.indexOf(verb) + 1;
  const compound = words.length > 1 && words.at(-1) !== word;
  const modifier = compound && placed[at]?.term.tags.has("Particle") === true;
  if (modifier) at += 1;
  const next = placed[at]?.term;
  // (Or before the phrase it makes one of: "zip the whole Reports folder", "zip it", "zip everything in folder 5", "zip
  // all the files in it": a word of the whole opens that phrase as a determiner does, though the tagger reads a noun.)
  const made =
    compound && (opensPhrase(placed[at]) || next?.tags.has("Pronoun") === true || WHOLE.test(next?.text ?? ""));
  if (verb.term.tags.has("Verb") && !imperative && !modifier && !made) return undefined;
  return words.includes(word) && (modifier || made || next?.tags.has("Determiner") || imperative) ? noun : undefined;
}

// Tags of a word that is no verb of its own, opening a request: a name, a modifier, a number, a pronoun.
const NO_VERB = ["ProperNoun", "Adjective", "Value", "Pronoun", "Plural", "Determiner", "Preposition", "Conjunction"];
// Verbs of wanting: opening a request, they say what the speaker wants read ("need file 5"), no act of their own.
const WISHES = new Set(["need", "want"]);

/**
 * The verb opening a clause before its object, an item named with its id, that no action word names ("rate file
 * 30103 five stars", "like comment 40030", "encrypt folder 20056"): a word the tagger reads as a verb or a singular
 * noun, naming no resource and no action. It names an act the action words do not know, which no tool whose verb
 * they name does (a noun phrase opening a request goes on otherwise: "status of job 5", "loop bob into #ops").
 */
export function unnamedVerb(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  clause: Clause,
): string | undefined {
  const verb = openingWord(placed, clause);
  if (verb === undefined || !/^[a-z]+$/i.test(verb.term.text) || /[,;:]/.test(verb.term.post)) return undefined;
  const { tags } = verb.term;
  if (!(tags.has("Verb") || tags.has("Noun")) || NO_VERB.some((t) => tags.has(t))) return undefined;
  const word = verb.term.text.toLowerCase();
  if (WISHES.has(word) || wordAction(word) !== undefined || named.some((m) => m.start === verb.start)) return undefined;
  const next = placed[placed.indexOf(verb) + 1];
  const item = named.find((m) => m.start === next?.start);
  // (The item itself, not one whose part follows: "chunk folder 5's items by 100" orders what is read.)
  const itself = item !== undefined && ownId(text, item) !== null && !possessive(item, placed);
  // (Or, a word the language's lexicon does not know, before a phrase a determiner opens, in the item it names by its
  // id later in the clause: "OCR the scanned invoice in file 30109"; not a verb of reading or finding, "skim the files
  // under folder 6", nor a plain verb, "collect the comments of file 5 into a list".)
  const within =
    next?.term.tags.has("Determiner") === true &&
    !knownWord(word) &&
    !READING_THROUGH.has(word) &&
    !SEEKING.has(word) &&
    named.some((m) => m.start > next.start && ownId(text, m) !== null && placedAt(placed, m)?.clause === verb.clause);
  return next?.clause === verb.clause && (itself || within) ? word : undefined;
}

/** Whether a word is one a slip may be mended to: four letters or more, lower case. */
const mendable = (word: string) => /^[a-z]{4,}$/.test(word);

/** The kit's words a slip is mended to (mendedSwaps' `more`), four letters or more: its records' named values and
 * fields ("descripiton" is `description`), the acts its records of acts name ("loigns" are logins) and its tools'
 * names. */
export function slipTargets(kit: {
  values: Fields;
  acts: readonly string[];
  fields: Fields;
  names: readonly string[];
}) {
  const split = (names: readonly string[]) => names.flatMap((w) => nameWords(w).split(" "));
  const recorded = [...Object.values(kit.values), ...Object.values(kit.fields)].flatMap(split);
  const words = [...recorded, ...kit.acts, ...split(kit.names)];
  return new Set(words.map((w) => w.toLowerCase()).filter(mendable));
}

// The words a slip of two neighbouring letters is mended to, four letters or more: the vocabulary's and the actions'
// plain words, the words the grammar reads a clause by ("wihtout", "beofre", "nohting", "shuold", "plaese",
// "antyhing", "did anoyne") and those it reads the whole account by ("in the copmany", "acorss the enterprise").
const KNOWN: ReadonlySet<string> = new Set(
  [
    ...nounWords(),
    ...PLAIN.flatMap(([, words]) => words),
    // (An action word kept from a phrase by a lookahead is still that word: "view(?! only)".)
    ...Object.values(ACTION_WORDS)
      .flat()
      .map((w) => w.replace(/\(\?!.*\)$/, "")),
    ...[
      SUBORDINATORS,
      NEGATIONS,
      QUESTION_OPENERS,
      HYPOTHETICAL_MODALS,
      INTERJECTIONS,
      NOTHING,
      KINDLESS,
      INDEFINITE,
      ACCOUNT_PHRASE_WORDS,
    ].flatMap((w) => [...w]),
    // (And those it reads an item's current version by: "the laetst version".)
    ...CURRENT_WORDS.flatMap((w) => w.split(" ")),
  ].filter(mendable),
);

/** The request with each word the language library does not know mended to the known word, or the plural or verb
 * form of one, it is two neighbouring letters swapped from, or failing that one letter short or over of ("shwo me the
 * contnets of fodler 5" → "show me the contents of folder 5", "vesrions" → "versions", "acess" → "access"). A word it
 * knows is kept ("filed" is no slip of "field", nor "trial" of "trail"), and so is a capitalised word after the first,
 * a name ("folder Tiem"), unless the whole request is in capitals ("SHWO ME FODLER 5"). `more`: words of the kit's own
 * to mend to besides (its records' values: "adimns" is admins). */
export function mendedSwaps(request: string, more: ReadonlySet<string> = new Set()): string {
  const capitals = shouted(request);
  // (A word mended is written as the slip was: "LABELLED" is LABELED, so a request in capitals stays in capitals.)
  const asWritten = (word: string, mended: string) => (word === word.toUpperCase() ? mended.toUpperCase() : mended);
  return request.replace(/[A-Za-z]{4,}/g, (word, at: number) => {
    const lower = word.toLowerCase();
    // (A verb whose act a kit's word names by its noun is the kit's too: "auhtorized" is authorized, an authorization.)
    const kits = (w: string) => kitWord(w) || more.has(singular(w)) || actWord(w, more);
    if (kits(lower) || english(lower)) return word;
    if (at > 0 && word !== lower && !capitals) return word;
    const kitSwap = swapsOf(lower).find(kits);
    if (kitSwap !== undefined) return asWritten(word, kitSwap);
    // (Or to a word the language's lexicon knows, in a word of five letters or more: "inisde", "ovredue".)
    const known = lower.length >= 5 ? swapsOf(lower).find(english) : undefined;
    if (known !== undefined) return asWritten(word, known);
    // (Or a letter left out or one too many, in a word of five letters or more that is no contraction's first part
    // ("shouldn't" is no slip of "should"), when it is that near to one of the kit's words alone: "acess", "foldder".)
    if (lower.length < 5 || /^['’]/.test(request.slice(at + word.length))) return word;
    const near = new Set([...oneLetterOff(lower)].filter((w) => w.length >= 4 && kits(w)));
    return near.size === 1 ? asWritten(word, [...near][0]!) : word;
  });
}

/** The words two neighbouring letters of `word` swapped make, each other than it. */
function swapsOf(word: string): string[] {
  const swaps: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1) {
    const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (swapped !== word) swaps.push(swapped);
  }
  return swaps;
}

/** Whether the language library knows a word, its singular, or the verb a noun of its act is made from
 * ("redactions": redact), so that it is no slip of the kit's word one letter off ("reactions"). */
function english(word: string): boolean {
  const one = singular(word);
  const stem = one.replace(/(?:at)?ion$/, "");
  // (A plural's singular counts only as a noun: "fileds" is no plural of the verb "filed".)
  const plural = one !== word && !/PastTense|Gerund/.test(lexiconTag(one) ?? "");
  return [word, ...(plural ? [one] : []), ...(stem !== one ? [stem, `${stem}e`] : [])].some(knownWord);
}

/** The words one letter left out of `word` or added to it makes. */
function* oneLetterOff(word: string): Generator<string> {
  for (let i = 0; i <= word.length; i += 1) {
    if (i < word.length) yield word.slice(0, i) + word.slice(i + 1);
    for (const letter of "abcdefghijklmnopqrstuvwxyz") yield word.slice(0, i) + letter + word.slice(i);
  }
}

/** Whether a verb form's act is named by one of `words` by its noun ("authorized": authorization). */
function actWord(word: string, words: ReadonlySet<string>): boolean {
  return verbStems(word)
    .filter((w) => w !== word)
    .some((w) => actNouns(w).some((n) => words.has(n)));
}

/** Whether a word is the kit's, or a plural or verb form of one ("versions", "groups", "trashed", "deleted"). */
function kitWord(word: string): boolean {
  return [word, singular(word), ...verbStems(word)].some((w) => KNOWN.has(w));
}

/** A verb form's word without its ending, each way it may end ("trashed": trashe, trash; "sharing": shar). */
const verbStems = (word: string) => [word.replace(/d$/, ""), word.replace(/ed$/, ""), word.replace(/ing$/, "")];

/** The term at a mention's start. */
const placedAt = (placed: readonly Placed[], m: Mention) => placed.find((p) => p.start === m.start);
