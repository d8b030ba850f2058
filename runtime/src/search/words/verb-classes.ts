// Classes of verbs and phrases by what they do to what they name (language data, like action-words.ts): seeking,
// discarding, placing, reading through, weighing, talking. Which action a word asks is action-words.ts'.

/** The verbs that ask to find one item ("find the Q3 deck", "grab the vendor contract"), alone or with their particle
 * ("look for the employee handbook", "track down the signed NDA"). */
export const SEEKING: ReadonlySet<string> = new Set([
  ..."find locate grab fetch".split(" "),
  ..."look for, pull up, dig out, dig up, track down, hunt down, hunt for".split(", "),
]);

/** Taken off or out of a place, a thing or a person is removed from it, as a pattern: "take bob off folder 5"; off it
 * past two names, "take everyone except me and Helen off the DBS Checks folder" (out of it, so many words may be
 * things taken out of a file, read from it). */
export const TAKEN_OFF = String.raw`take (?:(?:\S+ ){0,5}off|(?:\S+ ){0,4}out of)`;

/** The verbs that ask to do away with an item itself ("delete the old call sheets", "trash the duplicate agreement"),
 * not with a thing on it nor someone's access, as "remove" may: of one named by its name, found first as a verb of
 * finding finds it. */
export const DISCARDING: ReadonlySet<string> = new Set(["delete", "erase", "trash", "discard", "destroy", "purge"]);

/** The verbs that take a person off what they were given, not do away with them (language data): "remove Jim",
 * "kick Sam", where "delete Jim", "wipe Jim" do away with the account. */
export const TAKING_OFF: ReadonlySet<string> = new Set(["remove", "kick", "boot", "revoke", "drop"]);

/** The verbs by which the speaker says they need a thing ("I need the signed lease"): of an item named by its name, a
 * wish to have it, asked as a verb of finding asks. */
export const NEEDING: ReadonlySet<string> = new Set(["need", "want"]);

/** The words of a negated ability by which the speaker tells a search of theirs failed ("I can't find the …"): a need
 * of what it sought. */
export const FAILING: ReadonlySet<string> = new Set(["can't", "cant", "cannot", "couldn't", "couldnt"]);

/** Whether a request's main verb asks for the item it takes: seeks it, needs it, or tells a search of it failed. */
export const wantsItem = (verb: string | undefined): boolean =>
  SEEKING.has(verb ?? "") || NEEDING.has(verb ?? "") || FAILING.has(verb ?? "");

// The speaker as the subject, with a word that only stresses what they say: "I", "we really", "I still".
export const SPEAKER = "(?:i|we)(?: (?:really|just|still))?";
// Or, opening the request, the subject left unsaid: "just need the shared link for the brochure".
export const UNSAID_SPEAKER = "^(?:(?:really|just|still|also) )?";
const SPEAKER_LAST = new RegExp(`(?:(?:^|[^a-z0-9-])${SPEAKER} |${UNSAID_SPEAKER})$`);
/** Whether words said before a verb are the speaker's, its subject ("I", "we really"), or none opening the request. */
export const bySpeaker = (before: string): boolean => SPEAKER_LAST.test(before === "" ? "" : `${before} `);

/** The verbs of placing or keeping a thing somewhere ("where do we keep …", "where did Tom put …"): a question of where
 * someone does one asks where the thing is kept, as "where is …" does; other verbs ask where to act ("where do I sign"). */
export const PLACING: ReadonlySet<string> = new Set([
  "keep",
  "put",
  "save",
  "store",
  "leave",
  "file",
  "stash",
  "upload",
  "place",
]);

/** The verbs that ask what an item holds, read through ("summarise the latest impact assessment", "read the minutes
 * from the May meeting"): like a verb of finding's, their object is an item named by its name when no resource's word
 * names it. */
export const READING_THROUGH: ReadonlySet<string> = new Set(["summarise", "summarize", "skim", "extract", "read"]);

/** The nouns of what an item says, read through ("a summary of the Annual Review"). */
export const GIST: ReadonlySet<string> = new Set(["summary", "overview", "rundown", "recap", "gist", "digest"]);

/** The verbs that weigh items against each other by what they say ("compare the two quotes"): each one's content. */
export const WEIGHING: ReadonlySet<string> = new Set(["compare"]);
/** …and the nouns that do, said of the items ("the differences between A and B", "a comparison of A and B"). */
export const WEIGHED = /\b(?:differen(?:ces?|t)|comparison)\s+(?:between|of)\s/;

/** The verbs that ask for an item's content, to have it or to weigh it against another's ("download the Q1 P&L",
 * "compare the two quotes"): like a verb of finding's, their object is an item named by its name when no resource's
 * word names it. ("Open", "read" and "print" were tried too: they cost an outside set a task.) */
export const TAKING_IN: ReadonlySet<string> = new Set(["download", ...WEIGHING]);

/** The verbs that ask to be shown a thing ("show me file 5"): a read of whatever it is, which no tool's words tell. */
export const SHOWING: ReadonlySet<string> = new Set(["show", "display"]);

/** The verbs that tell of words said to others without asking to say any (language data): told of as done ("is anyone
 * talking about …", "what did they discuss", "has anyone asked about …"), they are messages sent, like a post; asked,
 * no tool's act names them. */
export const TALKING: ReadonlySet<string> = new Set(["talk", "discuss", "chat", "mention", "ask"]);

/** The verbs that report what someone says or thinks, a clause of its own after them ("Dana said should be deleted"). */
export const REPORTING: ReadonlySet<string> = new Set(
  "say tell think agree mention believe suggest decide feel reckon guess hope expect know claim note".split(" "),
);

// A pronoun object: what it stands for was said before it.
export const PRONOUN = "(?:it|that|this|them|these|those)(?![a-z0-9-])";

/** Nouns that ask to read wherever they stand ("its details"): they are never verbs, so no article makes them nouns. */
export const NOUN_CUES = ["details", "info", "information", "contents"];

/** The words that ask vaguely to tidy a place: their action is asked only when no other word says what is done there
 * ("clean up folder 5, just show me its files; don't delete anything" reads). */
export const TIDYING = /^clean /;

/** The verbs that empty what they act on, from the verb on: a container cleared out loses its items, not itself
 * ("clear out the Uploads folder"); one cleared out of another, or from it, goes ("clear the Temp folder out of
 * Projects"). ("Empty" was tried: it cost an outside set a task.) */
export const EMPTYING = /^(?:clear (?:\S+ ){0,5}?out)(?![a-z0-9-])(?! of\b)(?!.* from\b)/;

/** A light verb's phrase that says to remind: "send a reminder", "send them a quick nudge" (speech.ts reads whom it
 * goes to). */
export const REMINDING = "send (?:\\S+ ){0,2}(?:reminder|nudge)s?";

/** What "open" takes when it opens a document one has, to read it ("open the budget spreadsheet", "open file 5"); a
 * folder opened is read too, though what it holds is no document's content (action-words.ts, synonyms.ts). */
export const OPENED = "(?:the|my|our|this|that|file|document|doc)";

// A letter of a word in its clause; and the determiner a doer may open with.
const IN_CLAUSE = "[^\\s,;.!?]";
const DETERMINER = "(?:the|this|that|my|our|your)";
/** Stopping a thing under way calls it off ("stop the sign request"); not stopping an act, said right after it or after
 * a doer of up to three words ("stop sharing", "stop the folder syncing"). (Keeping one from an act is locking it:
 * action-words.ts.) */
export const STOPPED = `stop(?! ${IN_CLAUSE}*ing\\b)(?! (?:${DETERMINER} )?(?!${DETERMINER} )(?:${IN_CLAUSE}+ ){1,3}${IN_CLAUSE}+ing\\b)`;
