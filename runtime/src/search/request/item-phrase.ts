// How an item is said before its noun, and that what follows it is its own: shared by the readings of what stands to
// an item (relations.ts), of who reaches it (reach.ts) and of who may reach a place (nameless-place.ts).

/** The item ending the text before its noun, maybe by its name: up to three words after a determiner ("the
 * Onboarding hub", "the Projects folder"), those words captured (the tagger tells which name it: mayName). */
export const ITEM = String.raw`(?:(?:the|my|our|this|that|your|his|her|their)\s+((?:\S+\s+){0,3}?))?$`;

/** "Able to", said for a modal of leave ("who is able to see", "whether Dana isn't able to open"). */
export const ABLE_TO = String.raw`(?:(?:is|are|be)(?:n't|n’t|\s+not)?\s+)?able\s+to`;

/** A modal of leave, or "able to" said for it ("who can see", "who is able to see the insurer folder"). */
export const MAY = String.raw`(?:can|could|${ABLE_TO})`;

/** Who may act on a thing said next, whatever the act (a question of leave): "who can see", "anyone who could still
 * open", "who can upload to", "who from outside the company can currently see". */
export const WHO_MAY = String.raw`\b(?:who|anyone|anybody|everyone|everybody)\s+((?:\S+\s+){0,4}?${MAY}\s+(?:(?:still|currently|now|also)\s+)?\S+\s+(?:(?:to|in|into|from)\s+)?)`;

/** The words a question of an item's people opens with, as a pattern's source: "who's in …", "the people in …". */
export const PEOPLE_ASKED = String.raw`who(?:'s|s)?|people|persons|users|members|everyone|everybody|anyone|anybody`;

/** A question of who may act on an item said next ("who can see the Budget folder", "anyone who could open file 5"),
 * the words between captured. */
export const WHO_MAY_ON = new RegExp(WHO_MAY + ITEM, "d");

/** An item's possessive, past its id if any: what follows is its own ("folder 5's watermark"). */
export const OWNS = /^(?:\s+[\w-]+)?['’]s\s/;
