// The actions a request asks for: the spans of its words that name one (the table is action-words.ts'), and what each
// action means for the tools. What a kit can do is not written here: it comes from its tools' groups, outcomes and
// names (see scope.ts).
import type { ToolDefinition } from "../../contract.js";
import { ACTION_WORDS } from "./action-words.js";
import { NOUN_CUES, TIDYING } from "./verb-classes.js";
import { restricts } from "./restricting.js";
import { ceasedSight, formSpans, NOUN_BEFORE, participleAction, type Action, type ActionSpan } from "./forms.js";
import { BARE_ACCESS } from "./synonyms.js";
import { gerundRoot, rootOf } from "./tagger.js";

export type { Action, ActionSpan } from "./forms.js";

/** Question words: a request opening with one asks to read ("what is in my trash"), whatever verbs follow. */
const QUESTION =
  /^\s*(?:please\s+)?(?:what|what's|which|who|whom|whose|when|where|why|is|are|was|were|does|did|do (?:i|we|you|they)|has|have|how many|how much)\b/;

const PATTERNS = (Object.entries(ACTION_WORDS) as Array<[Action, readonly string[]]>).map(([action, words]) => ({
  action,
  // (A word joined to a name by "_" or "." is the name's: "delete_me.txt", "trash.log"; by "@" an address's:
  // "audit@firm.com".)
  pattern: new RegExp(`(?<![a-z0-9_@-]|[a-z0-9]\\.)(?:${words.join("|")})(?![a-z0-9_@-]|\\.[a-z0-9])`, "g"),
}));

// The same patterns, each matching a whole word only.
const WHOLE_WORDS = PATTERNS.map(({ action, pattern }) => ({ action, pattern: new RegExp(`^(?:${pattern.source})$`) }));

/** Lower case, one space between words: the text spans refer to. */
export function requestText(query: string): string {
  // "un-delete" is "undelete", "re-enable" "reenable": the prefix and its verb are one word.
  // (A sight that is to end is said as the access that ends: forms.ts' ceasedSight. A level of access said bare is
  // that access: synonyms.ts' BARE_ACCESS.)
  return ceasedSight(
    query
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/(?<![a-z0-9-])(un|re)-(?=[a-z])/g, "$1")
      // Texting shorthand is the word it stands for ("can u get it back", "pls", "b4 i remove it"): the grammar knows
      // only the word.
      // (As is a question word's contraction written without its apostrophe: "whats in hub 7".)
      .replace(/(?<![a-z0-9@._-])(u|ur|pls|plz|b4|whats|whos)(?![a-z0-9@_-]|\.[a-z0-9])/g, (w) => SHORTHAND[w]!)
      .replace(GREETING, "")
      .replace(THANKS, "")
      .replace(BIDDING, "$1please ")
      .replace(MINDING, (_, before: string, act: string) => `${before}please ${gerundRoot(act)} `)
      .replace(BARE_ACCESS_LEVEL, "$& access"),
  );
}

// (Made once: requestText runs for every search.)
const BARE_ACCESS_LEVEL = new RegExp(BARE_ACCESS, "g");

// Courtesy around a request says nothing of what it asks: a greeting before it ("hey, is folder 5 classified?") and
// thanks after it ("what is hold 7 applied to, thanks!") are left out, so the request opens and closes as it would
// without them.
// ("Morning" and "yo" greet only before a stop: "morning standup notes" names a file.)
const GREETING =
  /^(?:(?:hey|hi|hello|hiya|heya)(?: there| team| all| folks)?[,!.:;-]* |(?:yo|morning|good morning)(?: there| team| all| folks)?[,!.:;-]+ )+/;
// (Not thanks that is said or written: "find the messages saying thanks".)
const THANKS =
  /(?:[,.!;:-] ?|(?<!\b(?:say|says|said|saying|wrote|write|of|with|a|the|that)) )(?:(?:many )?thanks|thank you|thank u|thx|ty|cheers|tia)(?: (?:so much|a lot|a bunch|in advance))?[.! ]*$/;
// Telling the listener what one needs them to do asks it, as "please" does ("I need you to look up user 5").
const BIDDING = /(^|[.!?;] )(?:i|we) (?:really )?(?:need|want|would like|'d like) (?:you|someone) to /g;
// (So does asking whether the listener minds doing it: "would you mind checking who …" asks to check.)
const MINDING = /(^|[.!?;,] )(?:would|do) you mind (?:just )?([a-z]+ing) /g;

const SHORTHAND: Record<string, string> = {
  ...{ u: "you", ur: "your", pls: "please", plz: "please", b4: "before", whats: "what's", whos: "who's" },
};

/** Each word or phrase of `text` (requestText) that names an action, in order, the longest where they overlap. */
export function actionSpans(text: string, restricting = true): ActionSpan[] {
  const found: ActionSpan[] = [];
  for (const { action, pattern } of PATTERNS) {
    for (const m of text.matchAll(pattern)) found.push({ action, start: m.index, end: m.index + m[0].length });
  }
  found.push(...formSpans(text, found, wordAction));
  // (A word after a channel's mark is its name: "#nightfall-launch", "#archive".)
  // (And without a restriction's words when it asks nothing, grammar.ts' requestShape: what else they say stands.)
  const acts = found.filter(
    (f) => text[f.start - 1] !== "#" && (restricting || !restricts(text.slice(f.start, f.end))),
  );
  acts.sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: ActionSpan[] = [];
  let covered = 0;
  for (const f of acts) {
    if (f.start < covered) continue;
    covered = f.end;
    spans.push(f);
  }
  return spans;
}

/** Whether words ask vaguely to tidy a place ("clean up", "clean it out"). */
export const tidies = (words: string) => TIDYING.test(words);

/** The spans without those that ask vaguely to tidy a place ("clean up folder 5"). */
export function plainSpans<T extends ActionSpan>(text: string, spans: readonly T[]): T[] {
  return spans.filter((s) => !tidies(text.slice(s.start, s.end)));
}

/** Whether a word that names an action stands as a noun wherever it stands ("its details"). */
export function nounCue(word: string): boolean {
  return NOUN_CUES.includes(word);
}

/**
 * The verbs of a request by its words alone, without its grammar (grammar.ts reads the grammar): each action a
 * word or phrase asks for, in order, longest first where they overlap.
 */
export function requestActions(query: string): Action[] {
  const text = requestText(query);
  // "which files did I delete?" asks to read, whatever its verbs.
  if (QUESTION.test(text)) return ["read"];
  return actionSpans(text)
    .filter((f) => {
      // A single word after an article or possessive is a noun; a phrase is always an action.
      const words = text.slice(f.start, f.end);
      return words.includes(" ") || NOUN_CUES.includes(words) || !NOUN_BEFORE.test(text.slice(0, f.start));
    })
    .map((f) => f.action);
}

/** The group of the tools that serve an action: reading retrieves, deleting deletes, anything else acts. */
export function actionGroup(action: Action): ToolDefinition["group"] {
  return action === "read" ? "retrieval" : action === "delete" ? "deletion" : "action";
}

/** Whether an action destroys something: deleting and cancelling do. */
export function destroys(action: Action): boolean {
  return action === "delete" || action === "cancel";
}

/** The action a single word names ("Resend" → resend, "Abort" → cancel), if any. */
export function wordAction(word: string): Action | undefined {
  const text = word.toLowerCase();
  return WHOLE_WORDS.find(({ pattern }) => pattern.test(text))?.action;
}

/** Every action the language data knows, in the order they are named in a sentence. */
export const ACTIONS = Object.keys(ACTION_WORDS) as readonly Action[];

/** The action a verb's word names, by its root ("uploaded": upload) or as a participle. */
export function actionOf(word: string): Action | undefined {
  return wordAction(rootOf(word)) ?? participleAction(word, wordAction);
}
