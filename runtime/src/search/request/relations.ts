// How a request says things stand to each other: the contents of an item it asks for ("what's in hub 7", "who's in
// group 5"), and the thing a linking record ties to another ("the record that puts legal hold 7 on folder 5").
import { actionOf } from "../words/actions.js";
import { auxiliary, DOING, givesLeave, type Placed } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";
import { countOf } from "./phrase.js";
import { sharedWith } from "./shared-with.js";
import { ITEM, OWNS, PEOPLE_ASKED, WHO_MAY_ON } from "./item-phrase.js";
import { reachedBy } from "./reach.js";
import { namelessPlace } from "./nameless-place.js";
import { modifier } from "./kept.js";

// What is in an item, asked as such: "what's in folder 5", "what's been put into hub 7", "everything inside it".
const IN_IT = new RegExp(
  String.raw`\b(?:what(?:'s|s)?|everything|anything|whatever)\s+((?:\S+\s+){0,3}?)(?:in|into|inside|within)\s+${ITEM}`,
  "d",
);
// …or searched: what a search of an item looks through is what is in it ("search for "flour delivery" in
// #production", "search the Finance folder for invoices"); the term sought stays a word to search for. (Its empty
// first group marks where no other noun may stand before the place, as IN_IT's words do.)
const SEARCHED_IN = new RegExp(
  String.raw`\bsearch(?:es|ing)?\s+()(?:(?:through|for\s+[^.;!?]*?\s+(?:in|through|within|inside))\s+)?${ITEM}`,
  "d",
);
// …or in the place named before it, by "there" or "it", said last in its clause: "before I archive #old-website, is
// anything pinned in there?", "before I delete folder 5, list what's in it so I know" (not "anything in there under a
// legal hold", things of another kind; nor "show collection 4 itself, not what's in it").
const IN_THERE =
  /(?<!\bnot\s+)\b(?:what(?:'s|s)?|everything|anything|whatever)\s+((?:\S+\s+){0,3}?)(?:in|inside|within)\s+(?:there|it)(?=\s*(?:$|[,;:.!?]|(?:that|so|and)\b))/;
// Who is in it: "how many people are in group 5", "everyone in channel C0AB", "who's in segment 8".
const WHO_IN = new RegExp(
  String.raw`\b(?:${PEOPLE_ASKED})\s+((?:\S+\s+){0,2}?)(?:in|inside|within)\s+(?:(?:the|my|our|this|that|your)\s+)?$`,
  "d",
);
// …or on it, a thing that holds no people's names (not a file, "who's on the Tuesday rota"): "who is on the Claims
// folder".
const WHO_ON = new RegExp(String.raw`\bwho(?:'s|s|\s+is|\s+are)\s+((?:\S+\s+){0,2}?)on\s+${ITEM}`, "d");
// …or whether it may be seen by anyone, said of the item.
const VISIBLE_TO =
  /^\s+(?:(?:is|are|was|were)\s+)?(?:still\s+)?(?:visible|viewable|accessible)\s+to\s+(?:anyone|anybody|everyone|everybody|people|someone|somebody|outsiders)\b/;
const ASKED_WHETHER = /(?:^|\s)(?:is|are|was|were|whether|if)\s/;
// …and asked who is in an item by its name: "who's in the Site Engineers group".
const WHO_IN_NAMED = new RegExp(String.raw`\bwho(?:'s|s)?\s+((?:\S+\s+){0,2}?)(?:in|inside|within)\s+${ITEM}`, "d");
// …or asked whether someone has joined it, or who has, its members' listing: "has Hannah joined #front-of-house yet",
// "check whether Tom has joined the Finance group", "who joined #volunteers most recently".
const JOINED = /\b(?:has|have|did|who)\s+((?:\S+\s+){0,4}?)(?:joined|join)\s+(?:(?:the|my|our|this|that|your)\s+)?$/d;
// …or asked who may act on it, whatever the act (a question of leave, answered by who holds it): "who can see the HR
// Investigations folder", "anyone who could still open file 5", "who can upload to the Exhibits folder" (WHO_MAY_ON).
// Things said to be in a place named next, or to go there: "files in the Revenue folder", "files to the Intake folder".
const PLACED_IN = /^\s+(?:in|inside|within|under|to|into)\s+(?:[^\s,;.!?]+\s+){0,5}$/;
// …or said to be held by it: "what does hub 5 contain", "what do collection 11 hold".
const HOLDS = /^\s*(?:id\s+|#)?[\w-]*\d[\w-]*\s+(?:contains?|holds?|have in it|has in it)\b/;
// Any of what is in the item named last, as the subject of the clause after it ("…folder 5, anything older can go").
const THEN_ANY = /^[^.;:!?,]{0,30}[,;:]\s+(?:and\s+)?(?:anything|everything|whatever)\b/;
// Tags of a word that is no part of an item's name: a function word, or a participle that says a state of the item
// ("the trashed folder", "the shared folder"), not which one it is.
const NOT_NAME = ["Preposition", "Determiner", "Conjunction", "Pronoun", "PastTense", "QuestionWord"];

/** Whether the words from `start` to `end` may name an item: no word of them is a function word or a participle, and
 * no stop breaks them. */
function mayName(placed: readonly Placed[], start: number, end: number): boolean {
  return placed
    .filter((p) => p.start >= start && p.end <= end)
    .every((p) => !NOT_NAME.some((t) => p.term.tags.has(t)) && !/[,;:.!?()]/.test(p.term.post));
}

/** Whether the words from `start` to `end`, after the subject, say what it does there: a verb of an act other than a
 * read, or any word after a subject a "did" asks of ("did anyone mention 'Globex' in #sales"). People who post in an
 * item ("what did people say in channel C0AB") are no question of who is in it ("who works in group 5"). So does a
 * verb told of as done right after the place, `after` (doneAfter). */
function acting(placed: readonly Placed[], start: number, end: number, after: number): boolean {
  const at = placed.findIndex((p) => p.start >= start);
  const words = placed.filter((p) => p.start >= start && p.end <= end);
  const asked = DOING.test(placed[at - 2]?.term.text ?? "");
  if (doneAfter(placed, after, asked)) return true;
  const act = (p: Placed) => p.term.tags.has("Verb") && (actionOf(p.term.text.toLowerCase()) ?? "read") !== "read";
  // (A past act right after the subject, as well: "who wrote in #design"; not a state after a copula, "are listed".)
  const done = words[0]?.term.tags.has("PastTense") === true && !auxiliary(words[0]) && !auxiliary(placed[at - 1]);
  return words.some(act) || done || (asked && words.length > 0);
}

/** Whether the word right after a place, in its clause, is a verb told of as done, what the people in it did or are
 * doing there: past or a gerund ("is anyone in #dev talking about …"), or any verb a "did" before the subject asks of
 * (`asked`: "did anyone in #ops share …"). Not a copula, auxiliary or modal, nor another verb in the present, which
 * says what they are ("who in #design is an admin", "who in the Sales group has admin rights"). */
function doneAfter(placed: readonly Placed[], after: number, asked: boolean): boolean {
  const at = placed.findIndex((p) => p.start >= after);
  const next = placed[at];
  const open = at > 0 && !/[,;:.!?()]/.test(placed[at - 1]!.term.post);
  const told = (tags: Set<string>) => asked || tags.has("PastTense") || tags.has("Gerund");
  return (
    next !== undefined &&
    open &&
    next.clause === placed[at - 1]!.clause &&
    next.term.tags.has("Verb") &&
    told(next.term.tags) &&
    !["Copula", "Auxiliary", "Modal", "Noun"].some((t) => next.term.tags.has(t))
  );
}

/** Whether the words from `start` to `end` end in an act a modal verb allows (the tagger's verb after "can", or after
 * "able to"): "who can see", not "who can I ask about". */
function mayAct(placed: readonly Placed[], start: number, end: number): boolean {
  const words = placed.filter((p) => p.start >= start && p.end <= end);
  const modal = words.findIndex((_, i) => givesLeave(words, i));
  const verb = words.slice(modal + 1).find((p) => !p.term.tags.has("Adverb"));
  return modal >= 0 && verb !== undefined && verb.term.tags.has("Verb") && !verb.term.tags.has("Pronoun");
}

/** What is in an item: its things (items) or its people (members). */
export interface Contents {
  noun: string;
  of: "items" | "members";
  /** The words between the question word and the preposition ("been uploaded"). */
  words: string[];
}

/** The noun whose contents the request asks for ("what's been uploaded into hub 7": the hub's items), if any; `query`:
 * the request as written, whose capitals tell a place's name (namelessPlace). */
export function contentsOf(
  query: string,
  text: string,
  named: readonly Mention[],
  placed: readonly Placed[],
  parts?: readonly string[],
): Contents | undefined {
  for (const m of named) {
    const before = text.slice(0, m.start);
    // (A resource named between the question word and "in" is what is asked for, not the contents: "what
    // collaborations are in folder 5", "which users in group 7 are admins".)
    const said = (x: RegExpExecArray | null) =>
      x !== null &&
      !/[.;!?]/.test(x[0]) &&
      !named.some((o) => o.start >= x.indices![1]![0] && o.end <= m.start) &&
      (x[2] === undefined || mayName(placed, x.indices![2]![0], m.start));
    const inIt = IN_IT.exec(before);
    if (said(inIt)) return { noun: m.noun, of: "items", words: inIt![1]!.split(" ").filter(Boolean) };
    // (Not a word that only modifies the noun after it: "search for "Hornsea" in file contents".)
    if (said(SEARCHED_IN.exec(before)) && !modifier(m, placed, text)) return { noun: m.noun, of: "items", words: [] };
    const whoIn =
      WHO_IN.exec(before) ??
      WHO_IN_NAMED.exec(before) ??
      JOINED.exec(before) ??
      (m.noun === "file" ? null : WHO_ON.exec(before));
    if (said(whoIn) && !acting(placed, ...whoIn!.indices![1]!, m.end))
      return { noun: m.noun, of: "members", words: whoIn![1]!.split(" ").filter(Boolean) };
    // (Of the item itself, not of what it owns: "who can see folder 5's shared link".)
    const whoCan = WHO_MAY_ON.exec(before);
    if (said(whoCan) && !OWNS.test(text.slice(m.end)) && mayAct(placed, ...whoCan!.indices![1]!)) {
      // (Many of a kind in a place it names are acted on by the place's people: "who can delete files in the Revenue
      // folder".)
      const place = named.find((o) => o.start > m.end && PLACED_IN.test(text.slice(m.end, o.start)));
      const holder = place !== undefined && countOf(text, m) === "many" ? place : m;
      return { noun: holder.noun, of: "members", words: whoCan![1]!.split(" ").filter(Boolean) };
    }
    // (Or asked whether anyone may see it, said of the item: "are the physio notes visible to anyone outside the
    // team?"; not a wish that they may, "make it visible to everyone".)
    if (VISIBLE_TO.test(text.slice(m.end)) && ASKED_WHETHER.test(before))
      return { noun: m.noun, of: "members", words: [] };
    // (Or the items of a kind a question picks out of those it says are in it: "which files in the Finance folder are
    // shared outside", "which files are locked right now in the Projects folder".)
    const picked = WHICH_IN.exec(before);
    if (picked !== null && picksFrom(text, named, picked.indices![1]![0], m))
      return { noun: m.noun, of: "items", words: [] };
    // (Or many of a kind no word of the kit's names, said to be in it or from it: "any updates in #help", "the
    // questions in #help", "any news from #help".)
    const unnamed = UNNAMED_IN.exec(before);
    if (said(unnamed) && unnamedKind(placed, unnamed!.indices![1]![0])) return { noun: m.noun, of: "items", words: [] };
    // (Or after it, as the next clause's subject: "clean up the Downloads folder, anything older than May can go".)
    if (named.every((o) => o.start <= m.start) && THEN_ANY.test(text.slice(m.end)))
      return { noun: m.noun, of: "items", words: [] };
    if (/\bwhat (?:does|do|did)\s+(?:\S+\s+)?$/.test(before) && HOLDS.test(text.slice(m.end)))
      return { noun: m.noun, of: "items", words: [] };
  }
  const there = IN_THERE.exec(text);
  const place = there === null ? undefined : named.filter((m) => m.end <= there.index).at(-1);
  if (place !== undefined) return { noun: place.noun, of: "items", words: there![1]!.split(" ").filter(Boolean) };
  // (Someone asked or said to reach an item asks for its people.)
  const reached = reachedBy(text, named);
  return (
    sharedWith(text, placed, named) ??
    (reached === undefined
      ? namelessPlace(query, text, named, placed, parts)
      : { noun: reached.noun, of: "members", words: [] })
  );
}

/** Whether the contents asked for are those of a place said by its name alone, no noun of it said ("the files in
 * Taproom Menus"; namelessPlace). */
export function inPlaceByName(contents: Contents | undefined, named: readonly Mention[]): boolean {
  return contents?.of === "items" && !named.some((m) => m.noun === contents.noun);
}

// Many of a kind, after a word that picks them ("any", "the"), said to be in an item or to come from it.
const UNNAMED_BY = "(?:in|inside|within|from)";
const UNNAMED_IN = new RegExp(
  String.raw`\b(?:any|the|all|some|new|recent|latest)\s+()(?:[a-z]+\s+)?[a-z]+s\s+${UNNAMED_BY}\s+${ITEM}`,
  "d",
);
const UNNAMED_WORD = new RegExp(`^${UNNAMED_BY}$`, "i");

/** Whether the words from `from` to the preposition end in a plural noun that is no person nor people ("updates",
 * "questions"; not "guests"): what the item holds of no kind the kit names. (The vocabulary's nouns are the mentions
 * contentsOf's `said` keeps out.) */
function unnamedKind(placed: readonly Placed[], from: number): boolean {
  const words = placed.filter((p) => p.start >= from);
  const at = words.findIndex((p) => UNNAMED_WORD.test(p.term.text));
  const head = words[at - 1];
  const tags = head?.term.tags;
  // (Or a mass noun: "any news from #help".)
  const many = tags !== undefined && (tags.has("Plural") || tags.has("Uncountable"));
  return many && !["Person", "Actor", "Pronoun", "Verb"].some((t) => tags.has(t));
}

// A question of which items of a kind are in an item, said anywhere in its sentence before the item.
const WHICH_IN = new RegExp(String.raw`\b(?:which|what)\s+([^.;!?]*?)\b(?:in|inside|within)\s+${ITEM}`, "d");

/** Whether the words a question's "which" opens at `from` start with many of an item kind ("files", "folders"), which
 * it picks out of those in the one item named at `m`. */
function picksFrom(text: string, named: readonly Mention[], from: number, m: Mention): boolean {
  const object = named.find((o) => o.start === from);
  return (
    object !== undefined &&
    ITEM_KINDS.has(object.noun) &&
    countOf(text, object) === "many" &&
    countOf(text, m) !== "many"
  );
}

// A clause saying what a record links ("the record that ties a legal hold to folder 5", "membership 6 linking a user
// to a group"): the verb, then the first thing linked.
const LINKING =
  /\b(?:(?:that|which)\s+(?:ties|links|puts|applies|hands|assigns|gives|connects|attaches|maps|binds|places|associates)|linking|tying|connecting|assigning|mapping)\s+(?:(?:the|a|an|our|my|this|that)\s+)?$/;

// A question of which thing an item is on or in ("which storage policy is user 5 on?", "what groups is user 4 in",
// "which policy is on them"), or of what a thing is applied to ("what is legal hold 70 applied to?"): it asks for the
// record that links the two.
const WHICH = /\b(?:which|what)\s+$/;
// (The one it is asked of: one or two words, maybe then an id: "Kev Doyle", "user 5".)
const WHOSE = String.raw`(?:[a-z][\w.@-]*\s+){1,2}(?:[\w-]*\d[\w-]*\s+)?`;
const IS_ON = new RegExp(String.raw`^\s+(?:is|are)\s+(?:${WHOSE}|(?:him|her|them|it)\s+)?(?:on|in|under)\b`);
// (Or said applied to it: "which retention policies are applied to folder 5". Not assigned: "what tasks are assigned
// to Priya" are tasks.)
const IS_APPLIED = /^\s+(?:is|are)\s+applied\s+to\b/;
// (Or in a statement's order, as a question is asked inside another: "tell me which groups Dana is in".)
const SAID_ON = new RegExp(String.raw`^\s+${WHOSE}(?:is|are)\s+(?:on|in|under)\b`);
const IS_ON_IT = /^\s+(?:is|are)\s+(?:on|in|under|(?:applied|assigned)\s+to)\s+(?:him|her|them|it)\b/;
// …or said to belong to it: "which groups does Kev Doyle belong to", "what groups does user 5 belong to", or in a
// statement's order, "tell me which groups Oluwaseun belongs to".
const BELONGS = new RegExp(String.raw`^\s+(?:(?:does|do|did)\s+)?${WHOSE}belongs?\s+(?:to|in)\b`);
// …or of which the speaker is in: "which groups am I in", "what groups am I a member of", "which groups am I part of".
const AM_IN = /^\s+am\s+i\s+(?:in|on|under|(?:a\s+)?(?:member|part)\s+of)\b/;
const APPLIED = /^(?:\s+[^\s?.!;]+){0,3}?\s+(?:applied|assigned|attached)(?:\s+to)?\s*(?:[?.!]|$)/;
// The question word that asks it, maybe with its own noun ("which items is hold 7 applied to?", "where is policy 5
// applied?").
const ASKED_APPLIED = /\b(?:what|which|where)\s+(?:\S+\s+)?(?:is|are)\s+(?:\S+\s+){0,2}$/;

/** The noun a record is said to link to another ("the record that puts legal hold 7 on folder 5": the legal hold). (A
 * state said of it is no other thing it is on: "what tasks are overdue on the Appeal folder".) */
export function linkedBy(text: string, named: readonly Mention[], placed: readonly Placed[]): string | undefined {
  const to = /^\s*(?:[\w-]*\d[\w-]*\s+)?(?:to|on|onto|with)\b/;
  // Or the link itself is named after it ("retention link 9081").
  const link = /^\s+(?:link|tie|binding)\s+(?:id\s+)?[\w-]*\d/;
  const linking = (m: Mention) => LINKING.test(text.slice(0, m.start)) && to.test(text.slice(m.end));
  const asked = (m: Mention) => {
    const [before, after] = [text.slice(0, m.start), text.slice(m.end)];
    const on =
      WHICH.test(before) &&
      (IS_ON_IT.test(after) ||
        BELONGS.test(after) ||
        AM_IN.test(after) ||
        (named.some((n) => n.start > m.end) &&
          ((IS_ON.test(after) && !stated(placed, m.end)) || IS_APPLIED.test(after) || SAID_ON.test(after))));
    return on || (ASKED_APPLIED.test(before) && APPLIED.test(after));
  };
  return named.find((m) => linking(m) || link.test(text.slice(m.end)) || asked(m))?.noun;
}

/** Whether the words after the copula following `end` say a state, not the item the object is on: an adjective or
 * a verb's form after any adverb ("are overdue on", "are still open on", "are pending on"; the tagger reads "open"
 * alone as a verb). */
function stated(placed: readonly Placed[], end: number): boolean {
  const copula = placed.findIndex((p) => p.start >= end);
  const said = placed.slice(copula + 1).find((p) => !p.term.tags.has("Adverb"));
  const tags = said?.term.tags;
  return tags !== undefined && (tags.has("Adjective") || tags.has("Verb")) && !tags.has("Noun");
}
