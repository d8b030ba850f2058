// A verb the vocabulary does not know takes its action from its particle or goal: caused-motion and phrasal verbs mean
// what their goal says ("chuck version 3 in the trash", "strip the assignment off folder 5", "I want folder 3 back"),
// and what is sent or given to the speaker comes to them: a read ("send me the contents of folder 5").
// Language data, like actions.ts: one entry per goal, never a list of verbs.
import type { Action, ActionSpan } from "../words/actions.js";
import { misspeltAction } from "./misspelt.js";
import { openingWord, type Clause } from "./clauses.js";
import { auxiliary, knownWord, type Placed } from "../words/tagger.js";
import { OWN_COMPUTER } from "../words/synonyms.js";
import { mentions, type Mention } from "../words/vocabulary.js";

// The speaker's own device as the goal: what is saved or wanted there comes down from the service ("save file 5 to my
// laptop" downloads it); a verb the table names keeps its action ("copy file 5 to my laptop" copies).
const TO_DEVICE = new RegExp(`^(?: \\S+){1,8}? (?:to|onto|on) (?:my|our|the|a) (?:${OWN_COMPUTER}|device)\\b`);

/** Each goal after the verb's object, in the clause's text after the verb, and the action it makes of the verb. */
const GOALS: ReadonlyArray<readonly [Action, RegExp]> = [
  // (Not "in the trash": after a verb it does not know, that may be where the object is, "grab the files in the trash".)
  ["delete", /^(?: \S+){1,6}? (?:to|into) (?:the |my |our )?(?:recycle )?(?:trash|bin)\b/],
  ["restore", /^(?: \S+){1,4}? back\b(?! to| up| by)/],
  ["hold", /^(?: \S+){1,6}? (?:on|under) (?:a |the )?(?:legal |litigation )?(?:hold|retention)\b/],
  ["move", /^(?: \S+){1,6}? (?:into|to) (?:the )?(?:\S+ )?folder\b/],
  // Taken off or away: removed ("strip the assignment off folder 5").
  ["delete", /^(?: \S+){1,6}? (?:off|away)\b/],
  // Wanted on the speaker's own device: brought down from the service ("I need file 5 on my laptop").
  ["read", TO_DEVICE],
];

/** Whether a term is a verb, or a span names an action. */
const verbal = (p: Placed | ActionSpan) => !("term" in p) || p.term.tags.has("Verb");

const TO_SPEAKER = /^(?: \S+){1,6}? (?:over )?to (?:me|us)(?![a-z0-9-])|^ (?:it|them|this|that|these|those) over\b/;
const PRONOUN_OFF = /^ (?:it|them|this|that|these|those) (?:off|away)\b/;
const LIGHT_OFF = /^(?: \S+){1,4}? off\b/;
const INTO_FOLDER = /^(?: \S+){1,6}? into (?:the )?(?:\S+ )?folder\b/;

// Tags of a word after the verb that begins its object.
const OBJECT_TAGS = ["Determiner", "Pronoun", "Possessive", "Noun", "Value", "Adjective"];
// Tags of a word that is no verb where a clause opens.
const NOT_VERBS = [
  "Determiner",
  "Preposition",
  "Conjunction",
  "Value",
  "QuestionWord",
  "Adverb",
  "Auxiliary",
  "Possessive",
];

/**
 * The actions verbs take from their goals: the verb opening a clause (or following "I" or "we"), when the vocabulary
 * names no action for it (a verb it names keeps its own: "get the items in the trash" reads).
 */
export function goalSpans(
  text: string,
  named: readonly Mention[],
  placed: readonly Placed[],
  clauses: readonly Clause[],
  spans: readonly ActionSpan[],
): ActionSpan[] {
  const found: ActionSpan[] = [];
  for (const [index, clause] of clauses.entries()) {
    // (Clauses may have holes where a break closed an empty one.)
    if (clause === undefined || clause.label || clause.subordinate || clause.question) continue;
    const members = placed.filter((p) => p.clause === index);
    // (After a polite opener: "can you list the people invited to folder 5?" lists.)
    const opening = openingWord(placed, clause);
    let at = opening === undefined ? -1 : members.indexOf(opening);
    // A subject in the first person and its auxiliaries: "I want folder 3 back", "we need it back".
    if (/^(?:i|we)$/.test(members[at]?.term.text.toLowerCase() ?? "")) {
      at += 1;
      while (members[at] !== undefined && /^(?:do|would|'d|really|just)$/.test(members[at]!.term.text.toLowerCase()))
        at += 1;
      // And the verb of its wish or need: "I need to get a file into folder 5".
      const wish = members
        .slice(at, at + 2)
        .map((p) => p.term.text.toLowerCase())
        .join(" ");
      if (/^(?:need|want|have|got) to$/.test(wish)) at += 2;
    }
    const verb = members[at];
    const object = members[at + 1];
    if (verb === undefined || object === undefined || !OBJECT_TAGS.some((t) => object.term.tags.has(t))) continue;
    // (Nor is a person's full name, the clause's subject: "Tom Ashby doesn't need access to the Brennan folder"; a
    // verb that is also a name has its object after it, "chuck file 5 to folder 4". Nor a noun whose next word is
    // followed by a modal, an auxiliary or a copula: the two are its subject, "Apex Access shouldn't have access to
    // the Millbrook folder".)
    const person = verb.term.tags.has("Person") && object.term.tags.has("Person");
    const helper = members[at + 2];
    const subject = verb.term.tags.has("Noun") && (auxiliary(helper) || helper?.term.tags.has("Modal") === true);
    if (
      NOT_VERBS.some((t) => verb.term.tags.has(t)) ||
      person ||
      subject ||
      named.some((m) => m.start <= verb.start && verb.start < m.end)
    )
      continue;
    const rest = text.slice(verb.end, members.at(-1)!.end);
    const own = spans.find((s) => s.start <= verb.start && verb.start < s.end);
    // The speaker as the verb's first object receives its second: the item comes to them, a read ("send me the
    // contents of folder 5", "send me the last messages in #ops"); a new message sent to them is still sent.
    const second = members[at + 2];
    const received =
      /^(?:me|us)$/.test(object.term.text.toLowerCase()) &&
      second !== undefined &&
      // (A resource the vocabulary names, whatever the tagger makes of it: "send me file 5".)
      (OBJECT_TAGS.some((t) => second.term.tags.has(t)) || named.some((m) => m.start === second.start)) &&
      !second.term.tags.has("Pronoun") &&
      !(
        /^(?:a|an|another)$/.test(second.term.text.toLowerCase()) &&
        named.find((m) => m.start >= second.start)?.noun === "message"
      );
    if (received && (own === undefined || own.action === "send")) {
      found.push({ action: "read", start: verb.start, end: object.end });
      continue;
    }
    // A verb the vocabulary names keeps its action, and so does one misspelt ("uplaod report.pdf to folder 3"); but a
    // deletion has no place to go into but the trash: into a folder, it moves ("toss file 5 into folder 4"). ("Access
    // to the folder" or "attached to folder 5" says where the object is.)
    if (own !== undefined) {
      // The light verb "get" is caused motion too: "get a new file into the Contracts folder" moves, not reads.
      const light = verb.term.text.toLowerCase() === "get";
      const local = own.action === "upload" && own.end === verb.end ? TO_DEVICE.exec(rest) : null;
      if (local !== null) found.push({ action: "read", start: verb.start, end: verb.end + local[0].length });
      // What there is, sent to the speaker, comes to them: a read ("download file 5 and send it to me", "email the Q3
      // deck to me"); a new one made for them is still sent ("send a reminder to me").
      const made = /^(?:a|an|another|some)$/.test(object.term.text.toLowerCase());
      const sent = own.action === "send" && own.end === verb.end && !made ? TO_SPEAKER.exec(rest) : null;
      if (sent !== null) found.push({ action: "read", start: verb.start, end: verb.end + sent[0].length });
      const m = (own.action === "delete" || light) && own.end === verb.end ? INTO_FOLDER.exec(rest) : null;
      if (m !== null) found.push({ action: "move", start: verb.start, end: verb.end + m[0].length });
      // A pronoun object stands between a phrasal verb and its particle: "get it off the account" is taken off, as
      // "take it off" is, though "get" alone reads; the light verb "get" takes its particle after any object ("get
      // the watermark off file 5").
      const lightOff = light ? LIGHT_OFF.exec(rest) : null;
      const off = own.action === "read" && own.end === verb.end ? (lightOff ?? PRONOUN_OFF.exec(rest)) : null;
      if (off !== null && (lightOff !== null || object.term.tags.has("Pronoun")))
        found.push({ action: "delete", start: verb.start, end: verb.end + off[0].length });
      continue;
    }
    const word = verb.term.text.toLowerCase();
    if (!knownWord(word) && misspeltAction(word) !== undefined) continue;
    // (The object may run on past a clause break: "bundle folders 1 and 2 into a zip".)
    const valued = valueGoal(placed.filter((p) => p.sentence === verb.sentence && p.start > verb.start));
    let goaled = false;
    for (const [action, goal] of GOALS) {
      const m = goal.exec(rest);
      if (m === null) continue;
      // "to" after a resource noun is the noun's ("cut ben's access to folder 5"), not the verb's goal.
      const to = verb.end + m[0].search(/ (?:into|to) \S+ ?\S*$/);
      if (action === "move" && named.some((n) => n.end === to)) continue;
      // A device that is the goal of another verb is that verb's ("have folder 5 sync to my desktop").
      const end = verb.end + m[0].length;
      if (action === "read" && [...members, ...spans].some((p) => p.start > verb.end && p.end <= end && verbal(p)))
        continue;
      found.push({ action, start: verb.start, end });
      goaled = true;
      break;
    }
    if (!goaled && valued !== undefined) found.push({ action: valued.action, start: verb.start, end: valued.end });
  }
  return found;
}

// Words before "to" that make it the end of a span or a limit, not a new value ("from Monday to Friday", "up to May").
const SPAN_OPENERS = new Set(["from", "since", "between", "up"]);

// What a thing may be made into: items, or an archive of them.
const NEW_ITEMS: ReadonlySet<string> = new Set(["file", "folder", "web link", "zip download"]);

/**
 * The new value a complement after the verb's object gives it, for a verb the vocabulary does not know: made into new
 * items ("split file 5 into two PDFs", "bundle the folders into a zip"), changed by a measure ("rotate it by 90
 * degrees"), put to another time ("push the due date to next Monday"), handed over to someone ("sign file 5 over to
 * user 7") or put under another item ("nest folder 5 under folder 6"). None of these reads the object; a verb whose
 * complement says where the object is, how it is told ("into a list") or over what time ("by 7 days") may ("skim the
 * files in folder 5").
 */
function valueGoal(after: readonly Placed[]): { action: Action; end: number } | undefined {
  // (The object comes first: the complement follows it.)
  for (let i = 1; i < after.length; i++) {
    const word = after[i]!.term.text.toLowerCase();
    const [next, then] = [after[i + 1], after[i + 2]];
    const before = after[i - 1]!.term;
    // (Another verb's complement is that verb's.)
    if (next === undefined || after[i]!.term.tags.has("Verb")) break;
    // (A new thing is counted or indefinite, and an item: "into two PDFs", "into a zip"; "into the folder" says where
    // it goes, "into a list" how it is told.)
    const counted = next.term.tags.has("Value") || /^an?$/.test(next.term.text.toLowerCase());
    const made = [then, after[i + 3]].find((p) => p?.term.tags.has("Noun"));
    const item = made !== undefined && NEW_ITEMS.has(mentions(made.term.text.toLowerCase())[0]?.noun ?? "");
    if (word === "into" && counted && item) return { action: "convert", end: made.end };
    // (By a measure, "by 90 degrees"; not by a time, "the events by 7 days", nor the agent of a participle, "the
    // requests sent by a manager".)
    const participle = before.tags.has("PastTense") || before.tags.has("Participle");
    const measure =
      then?.term.tags.has("Noun") === true && !then.term.tags.has("Duration") && !then.term.tags.has("Date");
    if (word === "by" && !participle && next.term.tags.has("Value") && measure)
      return { action: "edit", end: then.end };
    const dated = [next, then].find((p) => p?.term.tags.has("Date"));
    const spans = after.slice(0, i).some((p) => SPAN_OPENERS.has(p.term.text.toLowerCase()));
    if (word === "to" && dated !== undefined && !spans) return { action: "schedule", end: dated.end };
    if (word === "over" && next.term.text.toLowerCase() === "to") return { action: "move", end: next.end };
    // An item named by its id needs no place to be told by: one after it is where it goes ("nest folder 5 under
    // folder 6"), not where it is ("skim the files under folder 6").
    const id = (p: Placed | undefined) => p?.term.tags.has("NumericValue") === true;
    const placedById = after.slice(0, i).some(id) && (id(then) || id(after[i + 3]));
    if (word === "under" && placedById) return { action: "move", end: next.end };
  }
  return undefined;
}
