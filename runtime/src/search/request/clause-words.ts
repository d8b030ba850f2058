// The words that tell how a clause asks (language data): a negation, a question's opener, a polite opener, a
// question of ability or of the way to do a thing, a hypothetical modal, an interjection. The clauses are
// clauses.ts'.
import type { Placed } from "../words/tagger.js";

export const NEGATIONS = new Set([
  "not",
  "never",
  "no",
  "without",
  "nor",
  "dont",
  "don't",
  "doesn't",
  "won't",
  "shouldn't",
]);

/** Whether a word negates: tagged so, or one of the negations above. */
export const negates = (p: Placed | undefined): boolean =>
  p !== undefined && (p.term.tags.has("Negative") || NEGATIONS.has(p.term.text.toLowerCase()));

export const QUESTION_OPENERS = new Set(
  "what what's which who who's whom whose when where why is are was were does did has have how".split(" "),
);

// The words that open a question of whether any is there, its "is there" left unsaid ("anything unread in #ops").
export const ANY_OPENER = /^any(?:thing|one|body)?$/i;

/** Whether a clause's first word opens a question, a question word with its "is" contracted too ("where's", "how's"). */
export const opensQuestion = (word: string | undefined): boolean =>
  QUESTION_OPENERS.has((word ?? "").replace(/'s$/, ""));

// "what I need is …" states a wish (a pseudo-cleft), it asks nothing: what follows "is" is the request.
export const CLEFT =
  /^what (?:i|we)(?: really| actually| just)? (?:need|want|would like|'d like)\b(?: \S+){0,3}? (?:is|was)\b/;

// A bare "how" asks it too ("I need to put a file in folder 5, how?").
// Asking for the way to do it asks it too ("what's the best way to restore folder 5?", "any way to undo it?").

export const HOW_TO =
  /^how (?:do|can|could|would|should) (?:i|we)\b|^how to\b|^how$|^(?:what(?:'s| is) )?(?:the |any )(?:\S+ )?way to\b/;
// (Asking whether someone can is asking them: "can someone restore file 5?"; after the conjunction joining its clause
// too: "I know it's late, but can you restore it".)
export const POLITE =
  /^(?:(?:but|and|so) )?(?:please |kindly )?(?:can|could|would|will) (?:you|u|someone|somebody|anyone|anybody)\b/;

// A question whether one can do something: it asks for that action, unlike "which could I delete" (asks for items).
// (Or whether it can be done: "can a copy be made of folder 5?", "could file 4 be restored?"; or whether it is all
// right to: "OK to rename hub 7?")
export const ABILITY =
  /^(?:can|could|may) (?:i|we)\b|^(?:can|could|may) (?!(?:you|u|someone|somebody|anyone|anybody)\b)(?:\S+ ){1,6}be \S+|^(?:is|would|will) (?:it|there) (?:\S+ ){0,2}(?:possible|way)\b|^(?:am i|are we) able\b|^(?:is it )?(?:ok|okay|alright|all right|fine) (?:for (?:me|us) )?to\b/;

export const HYPOTHETICAL_MODALS = new Set(["would", "could", "might", "may", "should", "can"]);

// Words that open a yes/no question when they come before the subject ("will deleting it…?", "does it…?").
export const AUXILIARIES = new Set([...HYPOTHETICAL_MODALS, "will", "may", "shall", "do", "does", "did", "is", "are"]);

export const INTERJECTIONS = new Set(["please", "pls", "plz", "kindly", "hi", "hey", "hello", "ok", "okay"]);

// Words a polite request opens with before its verb ("could you please restor file 5").
export const ASKING = /^(?:can|could|would|will|you|someone|somebody|anyone|anybody)$/;

// A stop, or a dash, after a word: where a statement or a clause ends.
export const STOP = /[,;:.!?—–-]/;

// The pronouns for any thing at all ("anything", "everything"), which name no kind.
export const ANY_THING = "anything|everything|something|nothing";
