// What a phrase says by reference to a kind named elsewhere: a pronoun or "the rest" standing for the kind named
// before the verb ("delete the rest", "can you delete those?"), and copies, more items of the kind their "of" phrase
// names ("the duplicate copies of the handbook pdf"), or files.
import { ANY_PREPOSITION } from "./kept.js";
import { ANY_THING } from "./clause-words.js";
import { actingVerb, namesSomeone, wordSaid, type Placed } from "../words/tagger.js";
import { ITEM_KINDS, knownNounEnding, mentions, singular, type Mention } from "../words/vocabulary.js";
import { clauseOf, phraseStart } from "./phrase.js";
import { beforeClause, relativeClause } from "./openers.js";
import { PERSON } from "./persons.js";

// The kind most items are: copies of a thing no item's kind names are of it.
const MOST_ITEMS = [...ITEM_KINDS][0];
const PREPOSITION = new RegExp(`\\b(?:${ANY_PREPOSITION})\\b`);

// The kinds that are a person's tie to an item or a group (users said in a group are its members, not accounts).
const PERSON_KINDS = new Set(["collaboration", "group membership"]);

// The heads of a phrase that stand for more of a kind named elsewhere ("the rest", "the older ones", "the others").
const REFERRING = "ones?|rest|others?";

// The pronouns for many things, maybe after how many of them are meant: "them", "delete all of them".
const THEM = "(?:(?:all|both|each|most|some|any)\\s+of\\s+)?(?:them|those|these)";
// The phrases that stand for all of what was named: "the whole thing", "the entire lot".
const WHOLE = "the\\s+(?:whole|entire)\\s+(?:thing|lot)";
// What an object pronoun after the verb says: more of a kind named elsewhere, many things, all of it, or "it".
const REFERRED = new RegExp(`^\\s+(?:(?:\\S+\\s+){0,2}(?:${REFERRING})|${THEM}|${WHOLE}|it)\\b`);
// (Of those, the ones that stand for many; and those that stand for all of what was named.)
const MANY = new RegExp(`^\\s+${THEM}\\b`);
const WHOLE_AFTER = new RegExp(`^\\s+(?:${WHOLE})\\b`);
const WHOLE_BEFORE = new RegExp(`\\b(?:${WHOLE})$`);
// (A pronoun for any thing, which names no kind.)
const ANYTHING = new RegExp(`\\b(?:${ANY_THING})\\b`);

/** The item a phrase ending at `end` stands for all of ("the Archive folder is dead, delete the whole thing"): the head
 * named last before it, when it is an item of another kind than most items, which the phrase alone would name (not "the
 * webhook on folder 5 …, remove the whole thing", nor "the Q3 deck in the Archive folder …"). */
export function wholeOf(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  end: number,
): string | undefined {
  const said = WHOLE_BEFORE.exec(text.slice(0, end));
  if (said === null) return undefined;
  const item = headBefore(text, placed, named, end - said[0].length)?.noun;
  return item !== undefined && ITEM_KINDS.has(item) && item !== MOST_ITEMS ? item : undefined;
}

/** The head of the last phrase named before `end`, not a noun after its preposition ("the newest version of file 5":
 * version; "40 copies in my root folder": not the folder), past two words of its own ("on the Q3 deck"), nor one a
 * relative clause names in its own phrase where the noun it tells of may stand for the pronoun (`told`: "the webhook
 * that sends new file alerts … isn't needed, delete it" deletes the webhook; "the person that made the Q3 deck left,
 * delete it", the deck). */
function headBefore(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  end: number,
  kept: (m: Mention) => boolean = () => true,
  told: (m: Mention) => boolean = () => false,
): Mention | undefined {
  // (A quoted name opens past its quotation mark: "that task on "Object list.xlsx" is done, delete it".)
  const governed = (start: number) =>
    /\b(?:of|on|in|into|onto|for|from|to)\s+(?:\S+\s+){0,2}["“'‘]?$/.test(text.slice(0, start));
  const tellsOf = (m: Mention) => {
    const noun = toldOf(placed, named, m);
    return noun !== undefined && told(noun);
  };
  return named
    .filter(
      (m) => m.end <= end && kept(m) && !governed(m.start) && !governed(phraseStart(placed, m.start)) && !tellsOf(m),
    )
    .at(-1);
}

/** The mention a relative clause tells of, where `m` stands in that clause's own phrase: before a second verb in it
 * that no "to" opens, the main clause's ("someone who left made the Q3 deck": the deck is the main verb's; "the
 * comment that tells Sam to fix the Q3 deck": the comment's). */
function toldOf(placed: readonly Placed[], named: readonly Mention[], m: Mention): Mention | undefined {
  const clause = clauseOf(placed, m.start);
  if (!relativeClause(placed, clause)) return undefined;
  const finite = (p: Placed, i: number) => actingVerb(p.term) && (i === 0 || wordSaid(placed[i - 1]!) !== "to");
  const verbs = placed.filter((p, i) => p.clause === clause && p.start < m.start && finite(p, i));
  if (verbs.length > 1) return undefined;
  const before = beforeClause(placed, clause)!;
  return named.find((n) => n.start <= before.start && before.end <= n.end);
}

/** Whether a word heads a phrase that stands for more of a kind named elsewhere ("the rest"): no item of its own. */
export const refers = (word: string) => new RegExp(`^(?:${REFERRING})$`).test(word);

/** The thing said before `end` that a pronoun after it stands for, as a mention: the last noun before, of a kind the
 * pronoun may stand for. */
export function referent(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  end: number,
): Mention | undefined {
  const after = text.slice(end);
  const it = /^\s+it\b/.test(after);
  // ("It" stands for no person: "someone uploaded a scan into the Manifests folder, delete it".)
  const thing = (m: Mention) => m.noun !== PERSON || !it;
  // (Nor do "them", "those", "these" stand for one thing: "the contractors shouldn't see folder 5, take them off it".)
  const many = MANY.test(after);
  // (A noun a relative clause tells of stands for the pronoun only as the pronoun may: "it" for no one, "the person
  // who made the Q3 deck left, can you delete it?"; "them" for no one thing.)
  const someone = (m: Mention) => placed.some((p) => p.start < m.end && m.end <= p.end && namesSomeone(p.term));
  const told = (m: Mention) => thing(m) && !(it && someone(m)) && !(many && one(text, placed, m));
  return headBefore(text, placed, named, end, thing, told);
}

/** The kind an object pronoun after the verb refers to ("delete the rest", "the older ones", "can you delete those?",
 * "take report.pdf out - delete it"): the last noun before (referent), or the copies of an item said after it. ("It"
 * stands for no noun when a word of no kind comes between: "the Shared folder — anything over 5 years old, list it".) */
export function anaphor(
  text: string,
  placed: readonly Placed[],
  named: readonly Mention[],
  end: number,
): string | undefined {
  const after = text.slice(end);
  const referring = REFERRED.test(after);
  const it = /^\s+it\b/.test(after);
  const many = MANY.test(after);
  const head = referent(text, placed, named, end);
  // (Anyone after people named before is one of them: "list the collaborators on folder 5 and remove anyone using a
  // gmail address".)
  if (/^\s+(?:anyone|anybody|everyone|everybody)\b/.test(after))
    return head !== undefined && PERSON_KINDS.has(head.noun) ? head.noun : undefined;
  if (!referring) return undefined;
  // (Copies said after it are items of the kind their "of" phrase ends in, or files: "there are 2 copies of the
  // Archive folder, delete them"; "40 copies of 'Untitled' in my root folder": not the place they are in.)
  const copies = placed.find((p, i) => p.end <= end && p.start >= (head?.end ?? 0) && copiesOf(placed, i));
  // (A noun after "with" only says what the one "it" stands for has: "anything with no activity, list it".)
  const kindless = (from: number) => ANYTHING.test(text.slice(from, end));
  const had = head !== undefined && /\bwith(?:out)?\s+(?:\S+\s+)?$/.test(text.slice(0, head.start));
  // ("It" with no item's noun before it but where one is, stands for a thing said with "a" and a noun of no kind's,
  // an item, most often a file: "there's a scan in the Manifests folder, delete it".)
  // (Copies said before it are what it stands for where all that is said of them after is what they are, by a copula:
  // "the copy of the Photos folder is a duplicate, delete it"; not "… has a broken link, delete it".)
  const copy =
    it && head === undefined && copies !== undefined && predicated(placed, copies.end, end) ? copies : undefined;
  if (it && head === undefined && copy === undefined && unnamedThing(placed, named, end)) return MOST_ITEMS;
  if (it && copy === undefined && (head === undefined || had || kindless(head.end))) return undefined;
  const whole = WHOLE_AFTER.exec(after);
  if (whole !== null) return wholeOf(text, placed, named, end + whole[0].length);
  if (copies === undefined) return many && head !== undefined && one(text, placed, head) ? undefined : head?.noun;
  const copied = named.filter((m) => m.start > copies.end && m.end <= end && ofCopies(text, copies, m)).at(-1);
  return copied !== undefined && ITEM_KINDS.has(copied.noun) ? copied.noun : MOST_ITEMS;
}

/** Whether the phrases "a" or "an" opens between `from` and `end` are each what a thing is said to be, right after a
 * copula ("… is a duplicate"; not "there is a scan", "… has a link"), and there is one. */
function predicated(placed: readonly Placed[], from: number, end: number): boolean {
  const opened = placed
    .map((p, i) => [p, i] as const)
    .filter(([p]) => p.start >= from && p.end <= end && /^an?$/i.test(p.term.text));
  const said = ([, i]: readonly [Placed, number]) =>
    placed[i - 1]?.term.tags.has("Copula") === true && !placed[i - 2]?.term.tags.has("There");
  return opened.length > 0 && opened.every(said);
}

/** Whether a noun no mention covers heads a phrase "a" or "an" opens before `end`, in a sentence that names an item
 * only after a preposition ("a driver's licence scan into the Manifests folder"): a thing of no kind's word. */
export function unnamedThing(placed: readonly Placed[], named: readonly Mention[], end: number): boolean {
  if (!named.some((m) => m.end <= end && ITEM_KINDS.has(m.noun))) return false;
  return placed.some((p, i) => {
    if (p.end > end || !/^an?$/i.test(p.term.text)) return false;
    let at = i + 1;
    while (
      placed[at + 1]?.term.tags.has("Noun") &&
      placed[at + 1]!.end <= end &&
      !/[,;:.!?]/.test(placed[at]!.term.post)
    )
      at += 1;
    const head = placed[at]?.term;
    // (A word of the kit's, said alone or as a noun's last word, is its own thing: "there's a hold on folder 5,
    // release it", "there's a link in the Marketing folder, delete it".)
    const word = head?.text.toLowerCase() ?? "";
    return (
      head !== undefined &&
      placed[at]!.end <= end &&
      head.tags.has("Noun") &&
      !["Pronoun", "Person", "Actor", "Plural"].some((t) => head.tags.has(t)) &&
      mentions(word).length === 0 &&
      knownNounEnding(singular(word)) === undefined &&
      !named.some((m) => m.start <= placed[at]!.start && placed[at]!.start < m.end)
    );
  });
}

// Words for more items of the kind named after them: "the copies of report.pdf" are files.
const COPIES = /^(?:cop(?:y|ies)|duplicates?|dupes?)$/;

/** Whether a term names more of the kind the noun after its "of" names ("the duplicate copies of the handbook pdf"):
 * that noun is then what a verb acts on, not a part of it. */
export function copiesOf(placed: readonly Placed[], index: number): boolean {
  const word = (i: number) => placed[i]?.term.text.toLowerCase() ?? "";
  let at = index;
  while (COPIES.test(word(at))) at += 1;
  return at > index && word(at) === "of";
}

/** Whether a mention after copies ends their "of" phrase, no other preposition between: what they are copies of
 * ("the copies of, like, the Events folder"; not "the copies of the cast list — four of them in different folders"). */
function ofCopies(text: string, copies: { start: number }, m: Mention): boolean {
  const between = /^\s*(?:\S+\s+)*?of\b[\s,—–-]*(.*)$/.exec(text.slice(copies.start, m.start))?.[1];
  return between !== undefined && !PREPOSITION.test(between);
}

/** The kind of item the copies a verb acts on are, when the kind named after their "of" is none ("the copies of the
 * staff handbook", "the duplicates of the Gala Invite"): only items have copies, and most are files. Undefined when
 * no copies are named, or an item's kind ends their "of" phrase ("the copies of the pdf"). */
export function copiedKind(
  text: string,
  placed: readonly Placed[],
  from: number,
  object: Mention | undefined,
): string | undefined {
  const copies = placed.find((p, i) => p.start >= from && copiesOf(placed, i));
  if (copies === undefined || object === undefined) return copies && MOST_ITEMS;
  const theirs = ITEM_KINDS.has(object.noun) && ofCopies(text, copies, object);
  return object.start < copies.start || theirs ? undefined : MOST_ITEMS;
}

/** Whether a mention names one thing: its last word is singular ("folder 5", "the Archive folder") and no other is
 * joined to its phrase ("the old rota and the budget file", "the budget spreadsheet and the donor list"). */
function one(text: string, placed: readonly Placed[], m: Mention): boolean {
  const last = placed.filter((p) => p.start >= m.start && p.end <= m.end).at(-1);
  const joined =
    /(?:\band|&|,)\s*$/.test(text.slice(0, phraseStart(placed, m.start))) || /^\s*(?:and|&)\s/.test(text.slice(m.end));
  return last !== undefined && last.term.tags.has("Singular") && !joined;
}
