// How an item is said before its noun, and that what follows it is its own: shared by the readings of what stands to
// an item (relations.ts) and of who reaches it (reach.ts).

/** The item ending the text before its noun, maybe by its name: up to three words after a determiner ("the
 * Onboarding hub", "the Projects folder"), those words captured (the tagger tells which name it: mayName). */
export const ITEM = String.raw`(?:(?:the|my|our|this|that|your|his|her|their)\s+((?:\S+\s+){0,3}?))?$`;

/** An item's possessive, past its id if any: what follows is its own ("folder 5's watermark"). */
export const OWNS = /^(?:\s+[\w-]+)?['’]s\s/;
