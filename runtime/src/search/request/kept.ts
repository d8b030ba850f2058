// What a request says to keep, and how its nouns stand: a noun a negation or a keeping verb governs ("not the
// folder", "keep the policy"), one that "stays", the manner of an act it does not want ("not permanently"), the object
// of a verb that undoes something on it ("unlock folder 5"), and a noun that only modifies the next ("the ethical wall
// rule").
import { destroys, wordAction } from "../words/actions.js";
import { restricts } from "../words/restricting.js";
import type { Clause } from "./clauses.js";
import { negates, STOP } from "./clause-words.js";
import { lexiconTag, namesSubject, rootOf, type Placed } from "../words/tagger.js";
import type { Mention } from "../words/vocabulary.js";

// Verbs that keep what they act on; "leave" does only after an action asked before it ("…, but leave the task").
const KEEPS = new Set(["keep", "keeps", "spare", "preserve"]);
const STAYS = new Set(["stay", "stays", "remain", "remains", "survive", "survives", "intact", "alone", "untouched"]);
// Tags of the words that may stand between a negation or a keeping verb and the noun it governs ("not his whole
// account", "don't delete the file"); a noun between them ("no one uses the account") makes another its object.
const NOUN_PHRASE_LEAD = ["Determiner", "Adjective", "Possessive", "Adverb", "Verb"];

/** Whether a noun modifies the one after it ("the ethical wall rule" is a rule): a noun stands right after it. A
 * name or id after it (a word with a digit, dot or underscore: "the file notes.txt", "webhook abc-123") names it; a
 * name before a verb is the subject of a clause that tells of it ("the webhooks Ahmed created"). */
export function modifier(m: Mention, placed: readonly Placed[], text: string): boolean {
  const at = placed.findIndex((p) => p.start >= m.end);
  const next = placed[at];
  return (
    next !== undefined &&
    !namesSubject(placed, at) &&
    next.term.pre.trim() === "" &&
    // (Nor one past a stop that opens a clause, its verb right after it: "delete notes.csv, someone saved it there".)
    !(STOP.test(text.slice(m.end, next.start)) && placed[at + 1]?.term.tags.has("Verb") === true) &&
    next.term.tags.has("Noun") &&
    // (Nor the unit the tagger splits off a number, no word of its own: the "jpg" of "0412.jpg".)
    next.term.text !== "" &&
    !/[\d._]/.test(/^\S*/.exec(text.slice(next.start))![0]) &&
    !next.term.tags.has("Pronoun") &&
    // (The tagger sometimes reads a preposition as a noun: "the files in folder 5".)
    !PREPOSITIONS.has(next.term.text.toLowerCase()) &&
    // (Nor a word its lexicon knows as a gerund, a participle saying where the thing is: "the lab manual sitting in
    // the root folder", "the scan sitting around in …".)
    !(lexiconTag(next.term.text.toLowerCase()) === "Gerund" && placeAfter(placed, at + 1))
  );
}

/** Whether a preposition stands at `at`, maybe past an adverb of where ("around in the folder"). */
function placeAfter(placed: readonly Placed[], at: number): boolean {
  const word = (i: number) => placed[i]?.term.text.toLowerCase() ?? "";
  return PREPOSITIONS.has(word(at)) || (/^(?:around|about)$/.test(word(at)) && PREPOSITIONS.has(word(at + 1)));
}

/** The mention heading the compound that `m` opens: the last of the nouns said right after it, when a mention names
 * that noun ("the file tasks", "the collaboration agreement file"). */
export function compoundHead(
  m: Mention,
  mentions: readonly Mention[],
  placed: readonly Placed[],
  text: string,
): Mention | undefined {
  // (A word the tagger reads as no noun qualifies what follows, whose words together name one thing: "the recent files".)
  if (!placed.some((p) => p.start >= m.start && p.end <= m.end && p.term.tags.has("Noun"))) return undefined;
  let head: Mention | undefined;
  let end = m.end;
  for (;;) {
    const at = placed.findIndex((p) => p.start >= end);
    const next = placed[at];
    if (next === undefined || !/^\s+$/.test(text.slice(end, next.start)) || namesSubject(placed, at)) break;
    // (A word a mention covers is a noun, whatever the tagger reads it as: "the file tasks"; not one written as a name,
    // "the file Tasks", nor an owner, nor one given its id, which opens a clause of its own: "delete the comment file 5
    // has".)
    const named = mentions.find((c) => c.start <= next.start && next.start < c.end);
    const owner = next.term.tags.has("Possessive");
    if (owner || (named === undefined ? !modifier({ ...m, end }, placed, text) : !heads(named, placed, text))) break;
    head = named;
    end = named?.end ?? next.end;
  }
  return head;
}

/** Whether a mention said right after another noun may head their compound: no name written with a capital, no id of
 * its own. */
function heads(m: Mention, placed: readonly Placed[], text: string): boolean {
  const words = placed.filter((p) => p.start >= m.start && p.end <= m.end);
  // (Its id may be written as a number's word: "the comment file five has".)
  const id =
    /^\s*(?:#?\d|[a-z]*\d)/i.test(text.slice(m.end)) || placed.find((p) => p.start >= m.end)?.term.tags.has("Value");
  return !words.some((p) => p.term.tags.has("Capital")) && !id;
}

const destroying = (word: string) => {
  const action = wordAction(word);
  return action !== undefined && destroys(action);
};

export const PREPOSITIONS = new Set("in on at of for from to with by into onto under over inside within".split(" "));
/** The same, as one alternation for a pattern. */
export const ANY_PREPOSITION = [...PREPOSITIONS].join("|");

/** What words that undo something done to their object say was done, without the prefix that undoes it ("unlock" →
 * "lock", "disinvite" → "invite": "de" or "dis" before an act the table names; "stop sharing" as it is): the object
 * stays, what was done to it goes. Keeping it to some people only undoes a share (restricting.ts). Undefined when the
 * words undo nothing. */
export function undoneAct(words: string): string | undefined {
  if (restricts(words)) return "share";
  const de = /^(?:de|dis)([a-z]{4,})$/.exec(words);
  if (/^(?:un[a-z]{4,}|stop .+)$/.test(words) || (de !== null && wordAction(de[1]!) !== undefined))
    return words.replace(/^(?:un|dis|de)/, "");
  return undefined;
}

/** Whether an action word undoes something done to its object ("unlock folder 3", "stop sharing folder 3"). */
export const undoing = (words: string): boolean => undoneAct(words) !== undefined;

/**
 * The manner words of what a request does not want: an adverb of an act it negates, in the act's clause after it
 * ("don't delete it permanently"), and one a negation denies at the end of a clause ("delete file 5, not
 * permanently"). Like the negated acts' words, they are no words to search for.
 */
export function deniedManners(placed: readonly Placed[], negatedAt: readonly number[]): string[] {
  return placed
    .filter(
      (p, i) =>
        p.term.tags.has("Adverb") &&
        !p.term.tags.has("Negative") &&
        (negatedAt.some((n) => n < i && placed[n]!.clause === p.clause) ||
          // (Or between the negation and its act: "don't permanently delete file 5".)
          (negatedAt.includes(i + 1) && negates(placed[i - 1])) ||
          // (Ending its clause: "files not recently modified" says which files.)
          (negates(placed[i - 1]) && placed[i + 1]?.clause !== p.clause)),
    )
    .map((p) => p.term.text.toLowerCase());
}

/** The nouns a request says to keep: a noun a negation or a keeping verb governs, and one that "stays". */
export function sparedNouns(
  mentioned: readonly Mention[],
  placed: readonly Placed[],
  clauses: readonly Clause[],
): string[] {
  const spared = new Set<string>();
  const opening = clauses.findIndex((c) => !c.label);
  for (const m of mentioned) {
    const at = placed.findIndex((p) => p.start <= m.start && m.start < p.end);
    if (at < 0 || clauses[placed[at]!.clause]?.subordinate) continue;
    const clause = placed[at]!.clause;
    let governed = false;
    // (Others of a kind are not the kind: "don't touch his other memberships" keeps none that is asked.)
    let others = false;
    for (let i = at - 1; i >= 0 && placed[i]!.clause === clause; i--) {
      const { term } = placed[i]!;
      const word = term.text.toLowerCase();
      others ||= word === "other";
      const leave = word === "leave" && clause > opening;
      if (negates(placed[i]) || KEEPS.has(word) || leave) {
        governed = true;
        break;
      }
      const lead = NOUN_PHRASE_LEAD.some((t) => term.tags.has(t)) && !term.tags.has("Value");
      if (!lead || (term.tags.has("Noun") && !term.tags.has("Possessive"))) break;
      // Only a destroying verb carries the negation to its object: "don't delete the file" keeps it, "don't need
      // comment 4" does not; so does "touch", which any act does ("don't touch the folder itself"); and having, which
      // says the object is not there ("haven't had any messages" is "have had no messages"), unless a modal says it
      // ought never to have been had, which is no keeping: "they should never have had access" (not "we mustn't have
      // the group deleted").
      const perfect = word === "had" && placed.some((p, j) => j < i && p.clause === clause && p.term.tags.has("Modal"));
      const having = rootOf(word) === "have" && !perfect;
      const carries = destroying(word) || having || (rootOf(word) === "touch" && !others);
      if (term.tags.has("Verb") && !term.tags.has("Auxiliary") && !carries) break;
    }
    const next = placed.slice(at + 1).find((p) => p.start >= m.end);
    if (governed || (next?.clause === clause && STAYS.has(next.term.text.toLowerCase()))) spared.add(m.noun);
  }
  return [...spared];
}
