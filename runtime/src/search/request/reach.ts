// Whether someone can see or edit an item, asked of it or told as a trouble ("can Dana see the Budget folder",
// "why can't Maria see folder 5", "check whether Sam has access to file 5"): who reaches an item is its people, what
// ties them to it (ties.ts' itsPeople), as "who can see folder 5" is (relations.ts' WHO_CAN).
import { destroys, wordAction } from "../words/actions.js";
import { ONE_WHO } from "../words/forms.js";
import { rootOf } from "../words/tagger.js";
import { ITEM_KINDS, type Mention } from "../words/vocabulary.js";
import { ABLE_TO, ITEM, OWNS } from "./item-phrase.js";

// The item's phrase, its determiner with it (the first group: nothing before it captures).
const PHRASE = `(${ITEM})`;
// Where the one who reaches it is said: a clause's start, or after a word that opens a clause of it.
const OPENS = String.raw`(?:^|[.;:!?,]\s*|\b(?:if|whether|that|why|says?|said|and|but)\s+)`;
// Someone other than the speaker or the listener, in one to five words ("who" asks whom: relations.ts' WHO_CAN): "can
// anyone outside the medical team see".
const SOMEONE = String.raw`(?!(?:i|you|we|u|me|us|who)\s)(?:\S+\s+){1,5}?`;
const MODAL = String.raw`(?:can(?:not|'t|’t|\s+not)?|could(?:n't|n’t|\s+not)?)`;
// …or "able to" said for it: "whether anyone outside the firm is able to see".
const CAN = String.raw`(?:${MODAL}|${ABLE_TO})`;
const STILL = String.raw`(?:(?:still|no\s+longer|also|even)\s+)?`;
// …asked of someone: "can Dana", "is anyone outside the firm able to".
const ASKS = String.raw`(?:${MODAL}\s+${SOMEONE}${STILL}|(?:is|are)(?:n't|n’t)?\s+${SOMEONE}${STILL}able\s+to\s+)`;
// Seeing or editing it, or having access to it.
const REACH = String.raw`(?:${CAN}\s+${STILL}(?:see|view|open|edit|access|get\s+(?:in)?to)|(?:has|have)\s+${STILL}(?:\S+\s+)?access\s+(?:to|on))\s+(?:(?:to|in|into|on)\s+)?`;
// "whether Dana can see", "Dana has edit access to"; "can Dana still edit", "why can't Maria see".
const SAID = new RegExp(String.raw`${OPENS}${SOMEONE}${REACH}${PHRASE}`);
const ASKED = new RegExp(
  String.raw`${OPENS}${ASKS}(?:see|view|open|edit|access|get\s+(?:in)?to)\s+(?:(?:to|in|into|on)\s+)?${PHRASE}`,
);

// …or said to hold a role on it, a noun for one who does, maybe with the record that holds it (roles.ts'
// asRoleHolders): "is Gary still a collaborator on the Claims folder", "is Ana one of the editors of file 5". (No
// thing is: "is there a newer version in …", "is this a cover for …".)
const HOLDER = String.raw`(?:an?|one\s+of\s+(?:the|its))\s+\S*?${ONE_WHO.source.replace(/\$$/, "")}(?:\s+(?:collaborations?|memberships?|too|now|still|again|here))?\s+`;
const HOLDS = new RegExp(
  String.raw`${OPENS}(?:is|are)(?:n't|n’t)?\s+(?!(?:there|this|that|it|these|those)\s)${SOMEONE}${STILL}${HOLDER}(?:on|of|in|for|to)\s+${PHRASE}`,
);

// A word before the noun saying the item was destroyed ("the trashed folder", "the deleted file"): what is asked of
// is the item in the trash, which no one reaches.
const destroyed = (words: string) =>
  words.split(/\s+/).some((w) => {
    const action = w === "" ? undefined : wordAction(rootOf(w));
    return action !== undefined && destroys(action);
  });

/** The item someone is asked or said to reach (its people are who reach it); undefined when none is. */
export function reachedBy(text: string, named: readonly Mention[]): Mention | undefined {
  for (const m of named) {
    if (!ITEM_KINDS.has(m.noun)) continue;
    const before = text.slice(0, m.start);
    const found = SAID.exec(before) ?? ASKED.exec(before) ?? HOLDS.exec(before);
    // (Within one clause: "whether Dana can see it. the folder …" says no more of the folder.)
    if (found === null || /[.;:!?]/.test(before.slice(found.index + 1))) continue;
    // (No other thing is what is seen, the item only where it is: "can guests see the comments on file 5".)
    const item = found.index + found[0].length - found[1]!.length;
    if (/(?:^|\s)(?:on|in|of|from|for|under|inside|within|at)\s/.test(text.slice(item, m.start))) continue;
    // (Of the item itself, not of what it owns: "can Dana see folder 5's shared link".)
    if (OWNS.test(text.slice(m.end))) continue;
    if (destroyed(found[2] ?? "")) continue;
    return m;
  }
  return undefined;
}
