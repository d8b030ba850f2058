// The phrases that keep an item to some people only ("restrict folder 5 so only the board can see it", "make it
// accessible only to HR", "it must be hidden from everyone except the panel"): language data, like action-words.ts.
// The kits change no one's role, so what they ask is that everyone else's access goes: like "unshare", they remove the
// item's ties to people, and the item stays (kept.ts' undoing, ties.ts' undoneWith).

// Everyone but the few named, and the words that name the few.
const OTHERS = "(?:everyone|everybody|anyone|anybody|all|others)(?: else)?";
// The words of an exception; after everyone (OTHERS), "but" is one too ("everyone but the panel").
const EXCEPTING = "except(?: for)?|other than|besides|apart from";
const EXCEPT = `(?:${EXCEPTING}|but)`;
const NOBODY = "(?:nobody|no one|no-one|noone)(?: else)?";
// Said after "except" and the like, in its phrase (up to a preposition opening another): one of the few spared ("from
// everyone except Rafa and the A&R group"; not "remove everyone except Sam from folder 5").
const SPARED = new RegExp(
  String.raw`\b(?:${EXCEPTING})\s(?:(?!\b(?:from|off|on|in|out|of|to|into|with|at)\b)[^,;:.!?()—–])*$`,
);

/** Whether a thing said after `before` is one an exception spares: no object of the act. */
export const excepted = (before: string): boolean => SPARED.test(before);
// What the few keep: seeing, editing or otherwise having the item ("so only HR can see it", "so only HR has access").
const KEEPING =
  "(?:(?:can|could|should|may|will|would|must|gets? to|is able to|are able to|has|have)(?: be able to)? (?:(?:still|also) )?(?:see|view|access|edit|open|read|have access|get (?:in|into|to)))|(?:has|have) (?:any )?access";
// A few words of a name or of the few: "the Public Records Requests folder", "the PRR team".
const SOME = "(?:[^\\s,;.!?]+ ){1,8}?";
// The few, who are not everyone ("only to HR", not "to everyone only after review").
const FEW = `(?!${OTHERS}(?![a-z0-9-]))${SOME}`;

/** The phrases (regular expressions over requestText's text) that keep an item to some people only. */
export const RESTRICTING: readonly string[] = [
  // Restricting an item so that only some keep it: "restrict folder 5 so only HR can see it". (Not locking it down:
  // a lock's, or a role's the kits cannot change.)
  `(?:restrict|limit) ${SOME}(?:so (?:that )?|to )(?:only|just) (?:${SOME}(?:${KEEPING}))?`,
  `(?:restrict|limit) ${SOME}so (?:that )?${NOBODY} (?:${EXCEPT} ${SOME})?(?:${KEEPING})`,
  // Hidden, or made seen, from all but some: "be hidden from everyone except the panel", "make it visible only to HR".
  `(?:be |get )?hidden from ${OTHERS} ${EXCEPT}`,
  `hide ${SOME}from ${OTHERS} ${EXCEPT}`,
  `(?:make ${SOME}|be )(?:accessible|available|visible|viewable|editable|restricted|limited) (?:only|just) to`,
  `(?:make ${SOME}|be )(?:accessible|available|visible|viewable|editable|restricted|limited) to ${FEW}(?<!(?:view|read|edit) )only(?=$|[,;:.!?])`,
];

const WHOLE = new RegExp(`^(?:${RESTRICTING.join("|")})$`);

/** Whether words (an action's span) keep an item to some people only. */
export const restricts = (words: string) => WHOLE.test(words);
