// Which resource nouns a request names, and where (the nouns and their words are nouns.ts'): matching, singulars and
// plurals.
import { NOUNS } from "./nouns.js";

// The kinds of thing an item of a folder or a collection is (files, folders and web links).
export const ITEM_KINDS: ReadonlySet<string> = new Set(["file", "folder", "web link"]);

/** Whether the kit's tools read items held in a thing of this kind (`parts`, what they read of an item, scope.ts':
 * "folder item"). */
export const holdsItemsIn = (parts: readonly string[], noun: string | undefined) =>
  noun !== undefined && parts.includes(`${noun} item`);

/** "policies" → "policy", "aliases" → "alias", "files" → "file"; a word already singular is kept. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|us|as)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A resource noun in the plural: "files", "legal hold policies", "boxes". */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return /(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/** A phrase as words, each singular: "legal_hold_policies" → "legal hold policy". */
export function singularPhrase(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/[\s_]+/)
    .filter((w) => w !== "")
    .map(singular)
    .join(" ");
}

/** A text as a pattern that matches it as written. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Before a predicate: a copula, then at most four words of its subject ("is Fatima online", "who's currently active /
// online"); after it, the clause ends or goes on to a time or a place, never to the noun it would qualify. (A thing
// said of "it" or "that" is no one's presence: "delete the task, it's been done offline".)
const THING = "(?<!\\b(?:it|that|this|there)\\s*)";
const COPULA_BEFORE = `(?<=(?:${THING}\\b(?:is|are|am|was|were|be|whos)|${THING}['’]s)\\s+(?:[^\\s.?!,;]+\\s+){0,4})`;
const CLAUSE_AFTER = "(?=\\s*(?:$|[.?!,;:/)])|\\s+(?:right|now|today|currently|yet|still|at|from|in|on|or|and|if)\\b)";

/** Each noun with the pattern that finds it in a request: its words, each in the singular or plural. */
const PATTERNS = NOUNS.map(({ noun, words, not = [], mark, predicates = [] }) => {
  // (The longer phrase first, as an alternation takes the first that matches: "collaboration invites" is one.)
  const longestFirst = [noun, ...words].sort((a, b) => b.length - a.length);
  const phrases = longestFirst.map((p) =>
    p
      .split(" ")
      // A word ending in "s" takes "es" ("alias" → "aliases"): "toss" is no plural of "tos"; one ending in a consonant
      // and "y" takes "ies" ("policy" → "policies").
      .map((w) =>
        /[^aeiou]y$/.test(w)
          ? `${escape(w.slice(0, -1))}(?:y|ies)`
          : `${escape(w)}${/s$/.test(w) ? "(?:es)?" : "(?:s|es)?"}`,
      )
      .join("\\s+"),
  );
  const other = not.length === 0 ? "" : `(?!\\s+(?:${not.map(escape).join("|")})s?(?![a-z0-9-]))`;
  // A word before a dot and a letter is part of a name ("report.pdf", "acme.com"): it names no resource of its own.
  // (An item's mark is one item of it, said alone: "#random".)
  const marked = mark === undefined ? "" : `|(?<![\\w#-])${mark}`;
  const said = `(?<![a-z0-9-])(?:${phrases.join("|")})(?![a-z0-9-]|\\.[a-z0-9])${other}`;
  const predicated =
    predicates.length === 0 ? "" : `|${COPULA_BEFORE}(?:${predicates.map(escape).join("|")})${CLAUSE_AFTER}`;
  // (A phrase's first word, before any plural ending, is in any text the pattern matches: a text with none of them is
  // not searched.)
  const stems =
    mark === undefined
      ? [noun, ...words, ...predicates].map((p) => p.split(" ")[0]!.replace(/(?<=[^aeiou])y$/, ""))
      : [];
  return { noun, stems, pattern: new RegExp(`${said}${predicated}${marked}`, "g") };
});

/** Whether words are joined by "_" into a name with a number: a file's name ("RAMS_rope_access_v6"), whose words name
 * no resource; not a resource written so ("legal_hold"). */
function numberedName(text: string, start: number, end: number): boolean {
  const before = /[\w-]*$/.exec(text.slice(0, start))![0];
  const after = /^[\w-]*/.exec(text.slice(end))![0];
  return (before + after).includes("_") && /\d/.test(before + text.slice(start, end) + after);
}

/** One noun a request names, where it names it. */
export interface Mention {
  noun: string;
  start: number;
  end: number;
}

/** Whether a span stands inside a longer mention: a word of a resource's longer name is that resource's ("shield
 * information barrier", "the legal hold"). */
export const insideLonger = (named: readonly Mention[], span: { start: number; end: number }) =>
  named.some((m) => m.start <= span.start && span.end <= m.end && m.end - m.start > span.end - span.start);

/** The last word of a mention as the request says it. */
export const lastWord = (text: string, m: { start: number; end: number }) =>
  text.slice(m.start, m.end).split(" ").at(-1)!;

/**
 * The nouns a request names, in order; where two overlap the longer wins ("legal hold assignment" names the
 * assignment, not the policy), and a noun named twice is named once, at its first place.
 */
export function mentions(request: string): Mention[] {
  return firstOfEach(everyMention(request));
}

/** Each noun of these mentions once, at its first place. */
export function firstOfEach(found: readonly Mention[]): Mention[] {
  const kept: Mention[] = [];
  for (const f of found) if (!kept.some((k) => k.noun === f.noun)) kept.push(f);
  return kept;
}

/** Every place a request names a noun, in order; where two overlap the longer wins. */
export function everyMention(request: string): Mention[] {
  return mentionsAndNames(request).mentions;
}

/** Every place a request names a noun (everyMention), and the words of a folder's name that a noun's word says
 * ("archive" in "the Archive folder"): no resource, and no word to search for. */
export function mentionsAndNames(request: string): { mentions: Mention[]; names: string[] } {
  const text = request.toLowerCase();
  const found: Mention[] = [];
  for (const { noun, stems, pattern } of PATTERNS) {
    if (stems.length > 0 && !stems.some((w) => text.includes(w))) continue;
    for (const m of text.matchAll(pattern))
      if (!numberedName(text, m.index, m.index + m[0].length))
        found.push({ noun, start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Mention[] = [];
  // (A word for a noun right before the noun itself is one mention of it: "the Events Team group"; not a mark by it,
  // "#ops channel".)
  const twice = new Set<Mention>();
  const said = (m: Mention) => text.slice(m.start, m.end);
  let covered = -1;
  for (const f of found) {
    if (f.start < covered) continue;
    covered = f.end;
    const last = placed.at(-1);
    if (
      last?.noun === f.noun &&
      text.slice(last.end, f.start) === " " &&
      said(f) === f.noun &&
      !said(last).startsWith("#")
    ) {
      placed[placed.length - 1] = { ...last, end: f.end };
      twice.add(placed.at(-1)!);
    } else placed.push(f);
  }
  // A noun just before "folder" or "group", maybe with a number after it, is part of the item's name: "the tender
  // documents folder", "the Archive folder", "the Archive 2019 folder" (no archive 2019). So is a mark by its noun: "the
  // #design Slack channel", "channel #ops".
  const beside = (a: Mention | undefined, b: Mention | undefined) =>
    a !== undefined && b !== undefined && a.noun === b.noun && MARK_GAP.test(text.slice(a.end, b.start));
  const naming = (m: Mention, i: number): boolean => {
    const kind = placed[i + 1]?.noun;
    if (kind === undefined || !NAME_GAP.test(text.slice(m.end, placed[i + 1]!.start))) return false;
    // (Before "group", after a word of the name: "the Tour Staff group", not "the user group" nor "the Finance team
    // group", a group said twice, whose words before it name it: "the Events Team group".)
    return (
      kind === "folder" ||
      (kind === "group" &&
        m.noun !== kind &&
        (!/(?:^|\b(?:the|a|an|my|our|their|this|that|its|any|all)) $/.test(text.slice(0, m.start)) ||
          twice.has(placed[i + 1]!))) ||
      // (So is one before another word of the name: "the bereavement support group notes folder".)
      (text.slice(m.end, placed[i + 1]!.start) === " " && naming(placed[i + 1]!, i + 1))
    );
  };
  // A kind of items said by one word right before a noun of no item's kind only qualifies it: "recent comments" are
  // comments ("shared link permissions" name the shared link's).
  const qualifies = (m: Mention, i: number) => {
    const next = placed[i + 1];
    const word = !text.slice(m.start, m.end).includes(" ");
    return (
      m.noun.endsWith(" item") && word && next !== undefined && text.slice(m.end, next.start) === " " && !isItem(next)
    );
  };
  const mentions = placed.filter(
    (m, i) =>
      !naming(m, i) &&
      !qualifies(m, i) &&
      !(text[m.start] === "#" && (beside(m, placed[i + 1]) || beside(placed[i - 1], m))),
  );
  return { mentions, names: placed.filter(naming).map((m) => text.slice(m.start, m.end)) };
}

// An item of a folder, or a kind of items ("recent item"): "recent files" are recent items.
const isItem = (m: Mention) => ITEM_KINDS.has(m.noun) || m.noun === "item" || m.noun.endsWith(" item");

// What may stand between a word of a folder's name and "folder": a space, or a number ("Archive 2019"), and the
// quotation mark that closes the name ("the "Archive 2018" folder").
const NAME_GAP = /^(?: [\w-]*\d[\w-]*)?["”']? $/;
// What may stand between a mark and its noun: a space, or one word ("#design Slack channel").
const MARK_GAP = /^ (?:[a-z]+ )?$/;

/** The nouns a request names by another word, in the manifests' terms: "the budget spreadsheet" names a file, "Marcus" a
 * user. */
export function renamedNouns(request: string, named: readonly Mention[]): string[] {
  const text = request.toLowerCase();
  const said = (m: Mention) => singularPhrase(text.slice(m.start, m.end));
  return [...new Set(named.filter((m) => said(m) !== m.noun).map((m) => m.noun))];
}

/** The noun a word names as a title's last word (`titles`), if any, in the singular or the plural: "report" → file,
 * "the incident reports" are files. */
export function titleOf(word: string): string | undefined {
  return NOUNS.find((n) => n.titles?.includes(word) || n.titles?.includes(singular(word)))?.noun;
}

/** Whether a word is a title's last word in its plural form, which names one thing ("the minutes" of a meeting). */
export const pluralTitle = (word: string): boolean =>
  /s$/.test(word) && NOUNS.some((n) => n.titles?.includes(word.toLowerCase()));

/** The resource a noun is a state or a part of, when it is no resource of its own ("reaction": a message's). */
export function ownerOf(noun: string): string | undefined {
  return NOUNS.find((n) => n.noun === noun)?.of;
}

/** Whether the vocabulary knows this noun (singular words). */
export function knownNoun(noun: string): boolean {
  return NOUNS.some((n) => n.noun === noun);
}

/** The single words a noun and the words for it are made of ("conversation": channel, group, dm…). */
export function wordsFor(noun: string): string[] {
  const entry = NOUNS.find((n) => n.noun === noun);
  return [...new Set([noun, ...(entry?.words ?? [])].flatMap((p) => p.split(" ")))];
}

/** The words said before a noun in the phrases that end with it: its holders among items' parts ("file task" → "file"
 * for "task"), its kinds, the states that fix it. */
export function qualifiersOf(phrases: readonly string[], noun: string): string[] {
  return phrases.filter((p) => p.endsWith(` ${noun}`)).map((p) => p.slice(0, -noun.length - 1));
}

/** The first known noun whose last words are these ("membership" → "group membership"), if any. */
export function knownNounEnding(words: string): string | undefined {
  return NOUNS.find((n) => n.noun.endsWith(` ${words}`))?.noun;
}

/** The kit's noun for a body of people ("the night crew", "the Finance team"). */
export const GROUP = "group";

/** Every single word the vocabulary's nouns and their phrases are made of ("folder", "legal", "hold"…). */
export function nounWords(): string[] {
  return [...new Set(NOUNS.flatMap((n) => [n.noun, ...n.words, ...(n.predicates ?? [])].flatMap((p) => p.split(" "))))];
}

/** The item kind a resource is said on and the noun its other words name, when it is made of the two ("file version
 * legal hold": a legal hold policy's, on a file version; "hub collaboration": a collaboration, on a hub). */
export function kindHeldOn(resource: string): { on: string; noun: string } | undefined {
  const words = resource.split(" ");
  for (let i = 1; i < words.length; i++) {
    const [on, rest] = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const noun = NOUNS.find((n) => n.noun !== resource && (n.noun === rest || n.words.includes(rest)))?.noun;
    if (noun !== undefined && knownNoun(on)) return { on, noun };
  }
  return undefined;
}
