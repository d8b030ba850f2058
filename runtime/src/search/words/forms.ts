// Forms of a verb the action table does not list, read by their shape: "re" before a verb repeats its action
// ("re-enable", "reshare"), a passive names its verb's ("be locked"), and a state said to end ("shouldn't have access
// anymore", "no longer needed") asks to delete what holds it, and what one wants done to an item closes its clause
// ("I'd like the watermark removed"), and a state it is to be in edits it ("should be private"); a hyphenated compound
// acts as its last word ("password-protect"). Only where no word of the table stands.
import { knownWord } from "./tagger.js";
import { mentions } from "./vocabulary.js";

/** An action a request may ask for; each is also the verb that names it in a sentence. */
export type Action =
  | "read"
  | "delete"
  | "cancel"
  | "resend"
  | "send"
  | "invite"
  | "restore"
  | "create"
  | "upload"
  | "edit"
  | "rename"
  | "move"
  | "copy"
  | "share"
  | "lock"
  | "watch"
  | "assign"
  | "react"
  | "pin"
  | "archive"
  | "hold"
  | "run"
  | "approve"
  | "schedule"
  | "convert"
  | "print";

/** The nouns a verb's act is named by, by their shape ("authorize", "authorise": authorization; "delete": deletion;
 * "retain", "detain": retention, detention). */
export function actNouns(verb: string): string[] {
  const stem = verb.replace(/ise$/, "ize").replace(/e$/, "");
  return [`${stem}ion`, `${stem}ation`, ...(/tain$/.test(verb) ? [verb.replace(/tain$/, "tention")] : [])];
}

/** Where a request names an action: the action, and the span of the word or phrase (in the lower-cased text). */
export interface ActionSpan {
  action: Action;
  start: number;
  end: number;
}

/** Where what is said of a phrase ends: a clause's end, a conjunction, or a word that only closes the saying ("the
 * link, please", "any more now his contract's over"); a pattern's source, to stand after a phrase. */
export const SAYING_ENDS = String.raw`(?:\s*(?:$|[,;:.!?)—–])|\s+(?:but|and|so|then|too|now|please|thanks|because|since|as|though)\b)`;

// A state said to end ("Bob shouldn't have access anymore", "Tom doesn't need access to folder 5 any more", "Dana no
// longer belongs in group 5", "no more watermark on folder 5"), a thing an item is not to have ("file 5 shouldn't
// have a watermark") or a conversation one is not to be in ("Steve shouldn't be in #board", "he doesn't need to be in
// #ops", or "in there" after one; not advice, "you don't need to be in #ops to get the alerts"): what holds it goes.
// ("Any more" in two words ends what is said, up to ten words on and no comma or semicolon between: before a noun it
// counts, "we don't need any more copies"; a hedge says no state, "I'm not sure the policy applies any more".)
// A modal that says a thing is not to be: "shouldn't", "must not".
const MUST_NOT = "(?:shouldn't|should not|mustn't|must not)";
const CEASING = new RegExp(
  String.raw`(?<![a-z0-9-])(?:\S*n't|not|never)(?! (?:sure|certain|convinced)\b)(?: [^\s,;]+){1,10}? (?:anymore|any longer|any more(?=${SAYING_ENDS}))(?![a-z0-9-])|no longer|(?<![a-z0-9-])no more(?! than\b)|(?<![a-z0-9-])${MUST_NOT}(?: still)? (?:have(?= (?:a|an|any|the|its|their|his|her|access) )|be(?= in (?:the )?(?:#\S|\S+ channel\b)))|(?<![a-z0-9-])(?<!\byou )(?:\S*n't|not) need to be(?= in (?:the )?(?:#\S|\S+ channel\b)|(?<=#[a-z][\s\S]*) in there\b)`,
  "g",
);

/** The verbs of seeing a thing one has access to, as one alternation for a pattern. */
export const SEEING = "(?:see|view|open|read|access)";

/** A noun for one who does: "collaborator", "editor", "member", "owner", "assignee". */
export const ONE_WHO = /(?:[^aeiou\W]or|[^aeiou\Wd]er|ee)s?$/;

// Seeing a thing is having access to it ("Tom doesn't need to see folder 5 any more", "she shouldn't be able to view
// it anymore", "Jo no longer needs to open the rota"): where that is to end, the access is what goes. (Not what one
// can't or won't be able to see, which tells of a fault or of what follows; nor what one no longer has to read, nor
// what the speaker needs to see no more, "we no longer need to see the old comments".)
// So is working on it with others: "Apex shouldn't be collaborating on folder 5 any more".
const COLLABORATING = "collaborating (?:on|in)";
const REACHING = String.raw`(?:${SEEING}|get (?:in)?to)(?![a-z0-9-])`;
// Getting into it is seeing it ("she shouldn't be able to get into the Rotas folder"); and what one is to be made
// sure cannot be seen is a sight to end ("make sure Sam can't open it any more").
const SIGHT = new RegExp(
  String.raw`(?<![a-z0-9-])(?:(needs?) to|(?<=(?:${MUST_NOT}|no longer) )be able to) ${REACHING}|(?<=\bmake sure (?:\S+ ){1,3}(?:can't|can’t|cannot|can not) )${REACHING}|(?<![a-z0-9-])be ${COLLABORATING}(?![a-z0-9-])`,
  "g",
);
// (How far after "no longer" a sight may start: "no longer needs to see".)
const NEEDED_SIGHT_LENGTH = " needs to ".length;
// Working on a thing with others said not to go on ("Apex shouldn't be collaborating on folder 5"): a state that ends
// where the sight (its collaborating) is its access.
const WORKING_ENDS = new RegExp(String.raw`(?<![a-z0-9-])${MUST_NOT}(?: still)? be(?= ${COLLABORATING}\b)`, "g");
const SPEAKER_SUBJECT = /(?:^|[^a-z0-9'-])(?:i|we)(?: (?:really|just|still|also))?\s*$/;

/** `text` (lower case) with a sight whose end is wished said as the access that ends. */
export function ceasedSight(text: string): string {
  // (Within a state said to end, or right after "no longer", said of someone other than the speaker.)
  const ends = [...text.matchAll(CEASING), ...text.matchAll(WORKING_ENDS)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length + (m[0] === "no longer" ? NEEDED_SIGHT_LENGTH : 0),
  }));
  const within = (at: number) =>
    ends.some((e) => e.start <= at && at < e.end && !SPEAKER_SUBJECT.test(text.slice(0, e.start)));
  return text.replace(SIGHT, (sight, need: string | undefined, at: number) =>
    within(at) ? `${need ?? "have"} access to` : sight,
  );
}

/**
 * Words that make the next word a noun, not a verb: "the trash", "my upload", "a new folder" and "shield list"
 * name things, not actions.
 */
export const NOUN_BEFORE =
  /(?:^|\s)(?:a|an|the|my|our|your|their|his|her|its|this|that|these|those|of|recycle|shield|allow|hub|device|group|last)\s$/;

/** Whether words say a state ends (CEASING): asked only when no verb asks ("X is no longer trusted, drop entry 6"). */
export function ceasing(words: string): boolean {
  return CEASED.test(words);
}
const CEASED = new RegExp(
  String.raw`^no (?:longer|more)$|(?:anymore|any more|any longer)$|^${MUST_NOT}(?: still)? (?:have|be)$|^(?:\S*n't|not) need to be$`,
);

// A passive names its verb's action ("file 5 needs to be locked", "should be moved"); the passive of a deletion is in
// the table, with the words it takes.
const PASSIVE = /(?<![a-z0-9-])be ([a-z]{3,}(?:ed|d))(?![a-z0-9-])/g;

/** The action of a past participle: "locked" → lock, "moved" → move, "shared" → share, "copied" → copy. */
export function participleAction(word: string, wordAction: (word: string) => Action | undefined): Action | undefined {
  const stems = [word.slice(0, -1), word.slice(0, -2), word.replace(/ied$/, "y")];
  for (const stem of stems) {
    const action = wordAction(stem) ?? (stem.at(-1) === stem.at(-2) ? wordAction(stem.slice(0, -1)) : undefined);
    if (action) return action;
  }
  return undefined;
}

/** Whether a past participle is made of a resource's noun, not of a verb the table names: its passive makes one of
 * that resource ("the pack should be watermarked" wants a watermark put on it). */
function madeOf(participle: string): boolean {
  return [participle.slice(0, -2), participle.slice(0, -1)].some((stem) => mentions(stem).length > 0);
}

// A hyphenated compound whose last word is a verb ("password-protect", "soft-delete", "double-check"): the verb's act.
const COMPOUND = /(?<![a-z0-9-])[a-z]+-([a-z]{3,})(?![a-z0-9-])/g;

// A verb with "re" before it: the prefix repeats the verb's action ("reenable", "reshare", "rerun").
const REPEATED = /(?<![a-z0-9-])re([a-z]{3,})(?![a-z0-9-])/g;

// What one wants or has done to an item, as a participle closing its clause after the item, or before its goal ("I'd
// like the watermark removed", "have assignment 6 deleted asap"). Followed by a preposition it may describe the item
// instead ("the messages posted in #ops"), and before a noun it does ("the trashed files").
const WANTED_DONE =
  /(?<![a-z0-9-])(?:want|wants|need|needs|like|have|get)((?: \S+){1,6}?) ([a-z]{3,}(?:ed|d))(?= (?:asap|now|today|please|first|too|permanently|immediately)\b|$|[,;:.!?)])|(?<![a-z0-9-])(?:want|wants|need|needs|like)((?: \S+){1,6}?) ([a-z]{3,}(?:ed|d))(?= (?:to|into)\b)/g;

// An item said to belong, live or go in a place is to be moved there ("file 5 belongs in folder 4", "the report should
// live under folder 3"); "belongs to group 5" is a membership, and a question only asks where it is.
const PLACED =
  /(?<![a-z0-9-])(?:belongs?|(?:(?:should|must|has to|have to|needs? to|ought to) (?:be|live|sit|go))|goes|lives) (?:in|into|under|inside)(?![a-z0-9-])/g;

// A state an item is to be in ("file 5 should be private", "must stay read-only from now on") is an edit of it; a
// participle is a passive's, a place a move's, "gone" a deletion's.
const STATE =
  /(?<![a-z0-9-])(?:should|must|has to|have to|needs? to|ought to) (?:be|become|stay|remain) (?:made )?(?!(?:a|an|the|in|into|under|inside|on|at|there|here|able|gone|done|fine|ok|okay|sure)(?![a-z0-9-]))[a-z][a-z-]*(?<!ed)(?![a-z0-9-])/g;

// Whom an item is to belong to is a state it is to be in, its owner ("file 5 should belong to Ana now"); one who is to
// belong to a conversation is invited (actions.ts).
const OWNED =
  /(?<![a-z0-9-])(?:should|must|has to|have to|needs? to|ought to) (?:now |also )?belong to(?! (?:the )?(?:#|(?:\S+ )?channel|conversation|group dm))/g;

// A state one wants an item to be in is asked the same way ("I want folder 5 to be private", "I'd like user 4 to be an
// admin"): the wanting verb opens the span, so its object is the item.
const WISHED =
  /(?<![a-z0-9-])(?:want|wants|need|needs|like|prefer)(?: (?!to(?![a-z0-9-]))[^\s,;:.!?]+){1,6}? to (?:be|become|stay|remain) (?:made )?(?:an? (?=[a-z]))?(?!(?:the|in|into|under|inside|on|at|there|here|able|gone|done|fine|ok|okay|sure)(?![a-z0-9-]))[a-z][a-z-]*(?<!ed)(?![a-z0-9-])/g;

// A light verb with an act as its noun asks for that act ("get a copy of folder 2", "take a look at it", "do a
// restore of file 5"); the noun names the act when a preposition or the clause's end follows it ("a clear view" no).
const LIGHT =
  /(?<![a-z0-9-])(?:get|make|do|take|have|give) (?:(?:me|us|it|them) )?(?:a|an|another) ([a-z]+)(?= (?:of|at|on|for|to|in|into)\b|$|[,;:.!?])/g;
// Its passive likewise ("can a copy be made of folder 2?"): a passive, asked or wondered as one (grammar.ts).
const LIGHT_PASSIVE =
  /(?<![a-z0-9-])(?:a|an|another) ([a-z]+) (?:be|been|being) (?:made|done|taken|given)(?= (?:of|at|on|for|to|in|into)\b|$|[,;:.!?])/g;

// A gerund after "about", "by", "take care of" or "help" names its verb's act ("go about restoring it", "by copying
// it", "need help renaming folder 5");
// elsewhere an -ing word is often a noun or an adjective ("signing templates").
const GERUND = /(?<=(?:^|\s)(?:about|by|care of|help|help with) )([a-z]{3,})ing(?![a-z0-9-])/g;

/** The spans these forms name in `text`, where none of `found` (the table's) overlaps them. */
export function formSpans(
  text: string,
  found: readonly ActionSpan[],
  wordAction: (word: string) => Action | undefined,
): ActionSpan[] {
  const spans: ActionSpan[] = [];
  const free = (start: number, end: number) => !found.some((f) => f.start < end && start < f.end);
  // Only where no action is named as what is negated ("don't delete anything anymore" negates the deletion); an act's
  // word further in that names a thing, after a determiner or a number, does not ("doesn't need access to the Edit
  // folder any more", "the 2023 audit pack").
  const named = (f: ActionSpan) => NOUN_BEFORE.test(text.slice(0, f.start)) || /\d\S*\s$/.test(text.slice(0, f.start));
  for (const m of text.matchAll(CEASING)) {
    const end = m.index + m[0].length;
    const negated = (f: ActionSpan) => f.start < m.index || !named(f);
    // (What someone is no longer needed to do is an act that ends, no thing: "the Sales team no longer needs Tom to
    // approve invoices".)
    const act = m[0] === "no longer" && found.some((f) => /^ needs? (?:\S+ ){1,3}to $/.test(text.slice(end, f.start)));
    if (!act && !found.some((f) => f.start < end && m.index < f.end && negated(f))) {
      spans.push({ action: "delete", start: m.index, end });
    }
  }
  for (const m of text.matchAll(PASSIVE)) {
    const action = participleAction(m[1]!, wordAction) ?? (madeOf(m[1]!) ? "create" : undefined);
    const end = m.index + m[0].length;
    if (action && free(m.index, end)) spans.push({ action, start: m.index, end });
  }
  for (const m of text.matchAll(WANTED_DONE)) {
    // (Or before "to" a goal, when wanted: "I want file 5 renamed to final.docx"; "get the messages posted to #ops"
    // reads them.)
    const [object, participle] = m[1] !== undefined ? [m[1], m[2]!] : [m[3]!, m[4]!];
    // (An id in parentheses after a noun is the noun's: "I want the Old drafts folder (20008) deleted".)
    const action = /[,;:.!?(]/.test(object.replace(/\([^()]*\)/g, ""))
      ? undefined
      : participleAction(participle, wordAction);
    const end = m.index + m[0].length;
    // A wanting verb inside a longer phrase of the table wants nothing: "get rid of the webhooks Ahmed created" deletes.
    const verbEnd = m.index + m[0].length - participle.length - 1 - object.length;
    const phrase = found.some((f) => f.start === m.index && f.end > verbEnd);
    // Over the wanting verb's own reading and its object's words ("get the folder lock removed" neither reads nor
    // locks), unless the participle is the table's.
    if (action && !phrase && free(end - participle.length, end)) spans.push({ action, start: m.index, end });
  }
  for (const m of text.matchAll(PLACED)) {
    const end = m.index + m[0].length;
    if (free(m.index, end)) spans.push({ action: "move", start: m.index, end });
  }
  for (const m of [...text.matchAll(STATE), ...text.matchAll(WISHED), ...text.matchAll(OWNED)]) {
    const end = m.index + m[0].length;
    if (free(m.index, end)) spans.push({ action: "edit", start: m.index, end });
  }
  for (const m of [...text.matchAll(LIGHT), ...text.matchAll(LIGHT_PASSIVE)]) {
    const action = wordAction(m[1]!);
    // Over the light verb's own reading ("get" reads).
    if (action) spans.push({ action, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(GERUND)) {
    const stem = m[1]!;
    const action =
      wordAction(stem) ??
      wordAction(`${stem}e`) ??
      (stem.at(-1) === stem.at(-2) ? wordAction(stem.slice(0, -1)) : undefined);
    const end = m.index + m[0].length;
    if (action && free(m.index, end)) spans.push({ action, start: m.index, end });
  }
  // A word the table names (remove, reset, restore) is not its prefix and another verb.
  for (const m of [...text.matchAll(COMPOUND), ...text.matchAll(REPEATED)]) {
    const action = wordAction(m[1]!);
    // A word of its own whose stem reads ("research", "review") asks for no read: a read again is a read.
    if (action === "read" && knownWord(m[0])) continue;
    const end = m.index + m[0].length;
    if (action && free(m.index, end)) spans.push({ action, start: m.index, end });
  }
  return spans;
}
