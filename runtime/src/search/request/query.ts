// What a request says beyond its words: identifiers that name a kind of thing, whether it speaks of the trash, whether
// it asks to search everything, and whether it is written all in capitals (the actions it asks for are in actions.ts).
import { escape, ITEM_KINDS, lastWord, type Mention } from "../words/vocabulary.js";
import type { Placed } from "../words/tagger.js";
import { ACCOUNT_WORDS } from "../words/nouns.js";

/** A Slack user id: U or W, then capitals and digits, a digit among them (a conversation's, C…, is a letter longer). */
export const SLACK_USER_ID = /[UW](?=[A-Z]*\d)[A-Z0-9]{5,}/;
const USER_IDS = new RegExp(String.raw`\b${SLACK_USER_ID.source}\b`, "g");

/** A folder's path, each one's whole text: "/Clients/Acme" (its words are names, no words to search for); a name
 * before a slash may have spaces in it ("/Season 2025-26/Programme"); typed in quotation marks with its leading slash,
 * the whole quoted text ('"/Projects/2023/old scan.docx"'). */
export const FOLDER_PATH =
  /(?<=["“])\/[a-z][^"”/]*(?:\/[^"”/]+)+(?=["”])|(?<!\S)\/[a-z][^\s/]*(?: [^\s/]+){0,3}?(?:\/[^\s/]+)+/gi;

/** A file's extension, as a pattern's source: a dot, a letter, then up to four letters or digits (".xlsx", ".mp4"). */
export const EXTENSION = String.raw`\.[a-z][a-z0-9]{1,4}(?![a-z0-9])`;
const ENDS_IN_EXTENSION = new RegExp(`${EXTENSION}$`, "i");

/** The kind of item a path names: a file where its last name has an extension ("/Callouts/2025/incident_report.pdf"),
 * else a folder. */
export const pathNoun = (path: string): "file" | "folder" =>
  ENDS_IN_EXTENSION.test(path.split("/").at(-1) ?? "") ? "file" : "folder";

// Where a path said without its leading slash starts: a name of letters, then a year after the slash ("Archive/2019",
// "Press Releases/2022"), unlike a pair of words ("and/or", "view/edit"), a date ("3/14") or a name with a number
// in it ("COVID/19", "FY2023/24"); nor a name of one word right after a quotation mark ('"Archive/2019"').
const UNROOTED = /(?<![\w/.:@&'"“-])(?=[a-z][a-z&'-]+\/\d{4}(?!\d))/gi;

// …or, right after a word of place, names with capitals joined by a slash ("what's in Curatorial/Research", "inside
// Photo Desk/Imports") or names joined by ">" ("in Legal > Clients > Billing", "in Marketing > Assets > 2023"): said
// elsewhere, such a pair names other things ("the Sales/Marketing group", "Read/Write access", "price > cost").
const NAMED = /\b((?:in|inside|into|under|within|from|to|on)\s+)((?:[\w&'-]+\s+){0,2}[\w&'-]+)(?=\/([\w&'-]+))/gi;
const ARROWED =
  /\b((?:in|inside|into|under|within)\s+)([a-z][\w&'-]*(?:\s+>\s+[a-z][\w&'-]*)+(?:\s+>\s+\d{4})?)(?![\w-])/gi;
// (Names written with capitals on both sides of each ">" are a path wherever said: "who can see Drain Levy > Ratepayer
// Queries". Each name of one to three words, the last a number maybe: "Finance > Payroll > 2024".)
const CAPITAL_ARROWED =
  /(?<![\w&'/-])((?:[A-Z][\w&'-]*\s+){0,2}[A-Z][\w&'-]*)((?:\s+>\s+(?:[A-Z][\w&'-]*\s+){0,2}[A-Z0-9][\w&'-]*)+)(?![\w-])/g;
// A word of a period of time: a quarter, a half, a fiscal year, a month.
const PERIOD =
  /^(?:q[1-4]|h[12]|fy(?:\d{2}|\d{4})?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
// (Each name a name: capitalised, the next no number ("COVID/19"), no determiner ("in the Sales/Marketing group").)
const NAME = /^(?!(?:the|a|an|my|our|their|this|that)$)[A-Z]/i;
const CAPITALISED = (word: string) => NAME.test(word) && word[0] === word[0]!.toUpperCase();
// (A path ending in a file's name is the file's: "in HR/Leavers 2024.xlsx".)
const FILE_AFTER = /^[^.?!,;]*\.[a-z][a-z0-9]{1,4}(?![a-z0-9])/i;

// An emoji (a pictograph, not a mark such as "©") said as a thing, after a determiner or a possessive, with its modifier
// and joiner characters, ending its phrase: before a stop, a preposition, a pronoun or a word that closes a request
// ("remove the 👎 I put on the poster", "my 👍 on the budget file", "my 👍 please"); not before a noun it qualifies ("the
// 😂 reaction", "the 🔥 folder").
const EMOJI_THING =
  /\b(the|a|an|my|our|your|his|her|their|this|those|these)\s+(?![©®™])\p{Extended_Pictographic}[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f]*(?=\s*(?:$|[,;:.!?)]|(?:on|from|off|in|at|by|with|of|to|for|under|i|you|he|she|we|they|that|which|please|now|so)\b))/giu;

/** The request with an emoji said as a thing called by the word for one: a reaction. */
export function emojiNamed(request: string): string {
  return request.replace(EMOJI_THING, "$1 reaction");
}

/** The request with a folder's path said without its leading slash rooted, as the path it is, its ">" a slash. */
export function rootedPaths(request: string): string {
  // (A name of many words is one name of the path: "/Photo-Desk/Imports".)
  const named = request.replace(NAMED, (whole, place: string, name: string, next: string, offset: number) => {
    const words = name.split(/\s+/);
    const rest = request.slice(offset + whole.length);
    // (A number after its first word is a word of the name, "in Season 2025-26/Subscription Series", "in March
    // 2024/Invoices", unless periods stand on both sides of the slash: "in Q3 2024/Q4" is a span of time.)
    const span = PERIOD.test(words[0]!) && PERIOD.test(next);
    const capitalised = words.every((w, i) => CAPITALISED(w) || (i > 0 && /^\d/.test(w) && !span));
    return capitalised && CAPITALISED(next) && !/^\d/.test(next) && !FILE_AFTER.test(rest)
      ? `${place}/${words.join("-")}`
      : whole;
  });
  const joined = (name: string) => name.trim().split(/\s+/).join("-");
  return named
    .replace(
      CAPITAL_ARROWED,
      (_, first: string, rest: string) => `/${[first, ...rest.split(/\s+>\s+/).slice(1)].map(joined).join("/")}`,
    )
    .replace(UNROOTED, "/")
    .replace(ARROWED, (_, place: string, path: string) => `${place}/${path.split(/\s+>\s+/).join("/")}`);
}

// The kind of item a request seeks by a name or a field of its record.
export const SOUGHT_ITEM = "file";
// "Anything", "everything" or "something" told by a name: "anything named closeout", "everything with GDPR in the
// name" (not "anything mentioning GDPR": what items hold inside is no name); or by another field of a file's record
// said after "in its": "anything with project code QLA-118 in its metadata".
const ANY_NAMED =
  /\b(any|every|some)thing(?=\s+(?:named|called|titled|with\b[^.?!,;]*\bin\s+(?:the|its|their)\s+(?:file\s*)?([a-z]+)\b))/gi;

/** The request with whatever it seeks by a name, or by a field `held` says a file's record holds, said as the files it
 * is, for a kit whose items are held in folders (the listing of a folder's items finds them by what their records
 * show): "find anything named budget" seeks files. */
export function itemsByName(request: string, held: (word: string) => boolean = () => false): string {
  return request.replace(ANY_NAMED, (said: string, some: string, field: string | undefined) => {
    if (field !== undefined && !/^names?$/i.test(field) && !held(field.toLowerCase())) return said;
    const files = /^some$/i.test(some) ? `a ${SOUGHT_ITEM}` : `${some} ${SOUGHT_ITEM}s`;
    // (Said in capitals, in capitals: a request all in capitals is read as one.)
    return said === said.toUpperCase() ? files.toUpperCase() : files;
  });
}

/**
 * Identifiers in a request stand for what they name: a URL is a link, an address an email, `#name` a channel, a
 * Slack id (capitals with a digit) a user (U…, W…) or a conversation (C…, G…, D…), a Slack timestamp a message's ts,
 * a path a folder (or a file, by its last name's extension).
 */
export function queryText(query: string): string {
  return query
    .replace(/https?:\/\/\S+/gi, " link url ")
    .replace(/\S+@\S+\.\w+/g, " email ")
    .replace(/(^|\s)#([\w-]+)/g, " channel $2 ")
    .replace(USER_IDS, " user ")
    .replace(/\b[CGD](?=[A-Z]*\d)[A-Z0-9]{6,}\b/g, " conversation ")
    .replace(/\b\d{9,10}\.\d{6}\b/g, " ts ")
    .replace(FOLDER_PATH, (path) => ` ${pathNoun(path)} `);
}

// Text in quotation marks, not opening the request: a name or a message, said, not asked ("the comment that says
// 'please delete this'", "the folder \"To Delete\""). (An apostrophe inside or after a word opens no quote: "ana's".)
export const QUOTED = /"[^"]*"|“[^”]*”|(?<![a-z0-9])'[^']*'(?![a-z0-9])/g;

/** Where the text says something in quotation marks. */
export function quotedSpans(text: string): Array<{ start: number; end: number }> {
  return [...text.matchAll(QUOTED)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Whether a stretch of the text lies wholly within another (a word within a quotation). */
export const covers = (outer: { start: number; end: number }, inner: { start: number; end: number }): boolean =>
  outer.start <= inner.start && inner.end <= outer.end;

/** The quotations something before them in the request opens: a name or words said (one opening the request may be
 * the request itself, quoted). */
export function innerQuotes(text: string): Array<{ start: number; end: number }> {
  return quotedSpans(text).filter((q) => text.slice(0, q.start).trim() !== "");
}

const TRASH_WORDS =
  /\b(trash|trashed|deleted|bin|recycle|restore|restored|purge|undelete|recover|permanently|forever)\b/i;

/** The text without these words or phrases (whole words, any case). */
export function withoutWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const escaped = words.map(escape);
  return text.replace(new RegExp(`(?<![a-z0-9-])(?:${escaped.join("|")})(?![a-z0-9-])`, "gi"), " ");
}

/** Whether a request speaks of the trash or of deleted items, outside what it quotes (a name: "the task on "Bin 7
 * Moisture Log""; a message). (Read in lower case, as the quotes are everywhere: "I'd" opens none.) */
export function mentionsTrash(query: string): boolean {
  return TRASH_WORDS.test(query.toLowerCase().replace(QUOTED, " "));
}

/** The words of the trash or of deleted items a text says. */
export const trashWords = (text: string): string[] =>
  [...text.matchAll(new RegExp(TRASH_WORDS.source, "gi"))].map((m) => m[0]);

// The pronouns of things of no kind a search may be for (misspelt.ts mends a slip to them).
export const KINDLESS = ["anything", "everything"];

// Searching, or finding every thing a term picks out ("with 'draft' in the name", "tagged", "mentioning"), of a kind or
// of any ("anything with 'Kilbride' in the name"), or anywhere:
// a search of everything there is, not a listing of one place.
const SEARCH_FORMS = [
  "search(?:es|ing)?",
  // (Through the whole phrase: a dot inside a name is no stop, "logo.png".)
  String.raw`(?:find|locate|show|list)(?: me)? (?:all|every|any|${KINDLESS.join("|")})\b(?:[^.?!;]|\.\S)*?\b(?:with|containing|mentioning|tagged|named|called|whose|that (?:mention|contain))`,
  // (Of no kind at all, what mentions a term: "anything that mentions 'Hummingbird'".)
  String.raw`(?:find|locate|show|list)(?: me)? (?:${KINDLESS.join("|")}) that (?:mentions|contains)`,
  String.raw`(?:find|locate)\b(?:[^.?!;]|\.\S)*?\b(?:anywhere|across (?:the |our |my )?(?:${ACCOUNT_WORDS.join("|")}))`,
];
const SEARCHING = new RegExp(`(?<![a-z0-9-])(?:${SEARCH_FORMS.map((f) => `(?:${f})`).join("|")})(?![a-z0-9-])`);

/** Whether a mention names the whole account ("our company"). */
export const namesAccount = (text: string, m: Mention) => ACCOUNT_WORDS.includes(lastWord(text, m).toLowerCase());
// The words it says the account is the place by, and says all of it by.
const ACCOUNT_PLACES = ["in", "across", "throughout", "within"];
const ACCOUNT_WHOLE = ["whole", "entire"];
/** Every word the whole account is said as a place by ("across the entire company", "anywhere"). */
export const ACCOUNT_PHRASE_WORDS = [...ACCOUNT_WORDS, ...ACCOUNT_PLACES, ...ACCOUNT_WHOLE, "anywhere"];

// The whole account said as a place: "in our whole account", "across the enterprise", "anywhere in the company",
// "anywhere". (Not one enterprise of several, by its id: "the devices pinned in enterprise 9".)
const WHOLE = String.raw`(?:the |our |my |your )?(?:(?:${ACCOUNT_WHOLE.join("|")}) )?(?:${ACCOUNT_WORDS.join("|")})(?! ?\d)`;
const ACCOUNT = new RegExp(
  String.raw`(?<![a-z0-9-])(?:(?:${ACCOUNT_PLACES.join("|")}) ${WHOLE}|anywhere(?: in ${WHOLE})?(?=\s*(?:$|[.,;:?!)])))(?![a-z0-9-])`,
);

/** Whether a request (lower case) says its place is the whole account: no one place, everywhere. */
export const acrossAccount = (text: string): boolean => ACCOUNT.test(text);

// Every item said as the place, in no place of its own: "across all files", "across every folder".
const EVERY_ITEM = new RegExp(
  String.raw`(?<![a-z0-9-])across (?:all|every)(?: of)? (?:the |my |our )?(?:${[...ITEM_KINDS, "item"].map((k) => `${k}s?`).join("|")})(?![a-z0-9-])(?! (?:in|under|inside|within|of))`,
  "g",
);

/** Where a request (lower case) says every item is the place of what it asks ("tasks across all files"): the whole
 * account for a thing of another kind, though for items themselves only all of them ("files across all folders"). */
export const acrossEveryItem = (text: string): Array<{ start: number; end: number }> =>
  [...text.matchAll(EVERY_ITEM)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

// A setting of the whole account: "the enterprise's default setting for …", "our company settings", "admin settings".
const ACCOUNT_SETTING =
  /(?<![a-z0-9-])(?:enterprise|company|organi[sz]ation|org|admin)(?:'s)?(?: [a-z-]+){0,2} settings?(?![a-z0-9-])/;

/** Whether a request (lower case) asks of a setting of the whole account. */
export const saysAccountSetting = (text: string): boolean => ACCOUNT_SETTING.test(text);

/** Whether a request (lower case) asks to search everything for things by a term, rather than to list a place. */
export function searchesEverything(text: string): boolean {
  return SEARCHING.test(text) && !mentionsTrash(text);
}

/** Whether a request is written all in capitals: its capitals then tell no name. */
export const shouted = (request: string): boolean => !/[a-z]/.test(request);

/** The words as the request wrote them (the grammar reads it lower-cased: requestText), each found after the one before
 * it, from `from` on; "" for a word not found. */
export function writtenWords(query: string, words: readonly string[], from = 0): string[] {
  const lower = query.toLowerCase();
  let cursor = from;
  return words.map((word) => {
    const at = lower.indexOf(word, cursor);
    if (at < 0) return "";
    cursor = at + word.length;
    return query.slice(at, cursor);
  });
}

/** The placed words, those the request writes with a capital tagged "Capital": maybe a name's ("in Driver Rosters"),
 * and a verb's word inside such a name read as a noun of it. A request all in capitals writes none so, nor does one
 * with a capital on every word of its letters ("Take The Stamp Off Folder 902"). */
export function writtenCapitals(query: string, placed: readonly Placed[]): readonly Placed[] {
  if (shouted(query)) return placed;
  const written = writtenWords(
    query,
    placed.map((p) => p.term.text.toLowerCase()),
  );
  const worded = written.filter((w) => /^[a-z]/i.test(w));
  if (worded.length >= 3 && worded.every((w) => /^[A-Z]/.test(w))) return placed;
  const capital = (k: number) => /^[A-Z]/.test(written[k] ?? "");
  return placed.map((p, k) => {
    if (!capital(k)) return p;
    // (A verb's word written with a capital inside a name, between a noun of it and a noun, is the name's: "the
    // Vetpharm Supplies group's access", where the request's case is lost to the tagger. A plain noun: a proper one
    // would make the name a subject of its own, "the Salary Bands folder has to be hidden …".)
    // (The word before it is past its sentence's first, which any request writes with a capital.)
    const [before, after] = [placed[k - 1], placed[k + 1]];
    const inName =
      p.term.tags.has("Verb") &&
      before !== undefined &&
      capital(k - 1) &&
      placed[k - 2]?.sentence === p.sentence &&
      before.term.tags.has("Noun") &&
      after?.term.tags.has("Noun") === true &&
      /^\s+$/.test(before.term.post) &&
      /^\s+$/.test(p.term.post);
    const tags = inName ? ["Noun", "Capital"] : [...p.term.tags, "Capital"];
    return { ...p, term: { ...p.term, tags: new Set(tags) } };
  });
}

/** Whether a word as written is the `k`th of a name: a capital, or a number after its first ("Archive 2019"). */
export const writtenAsName = (written: string, k: number): boolean =>
  /^[A-Z]/.test(written) || (k > 0 && /^\d+$/.test(written));

/** The words of each run of two or more written with capitals after its sentence's first word, none a noun of the
 * kit's nor the trash's: a name ("the Party Wall Award for Harbour Street"), no words to search for. */
export function capitalisedNames(placed: readonly Placed[], mentioned: readonly Mention[]): string[] {
  const capital = (p: Placed | undefined, i: number) =>
    p !== undefined &&
    p.term.tags.has("Capital") &&
    placed[i - 1]?.sentence === p.sentence &&
    !mentioned.some((m) => m.start < p.end && p.start < m.end) &&
    // (Nor the trash's own words: "the sub-folders of Recycle Bin".)
    !mentionsTrash(p.term.text);
  const names: string[] = [];
  for (let i = 0; i < placed.length; i += 1) {
    let end = i;
    while (capital(placed[end], end) && /^\s+$/.test(placed[end]!.term.post)) end += 1;
    if (capital(placed[end], end)) end += 1;
    if (end - i >= 2) names.push(...placed.slice(i, end).map((p) => p.term.text));
    i = Math.max(i, end - 1);
  }
  return names;
}
