// A misspelt verb ("restor file 5", "uplaod it"): the action of the word of the table it is one slip away from.
import { ACTION_WORDS, type Action } from "./actions.js";

// Each action's plain words of five letters or more, a lookahead dropped.
const PLAIN = (Object.entries(ACTION_WORDS) as Array<[Action, readonly string[]]>).map(
  ([action, words]) =>
    [action, words.map((w) => w.replace(/\(\?!.*\)$/, "")).filter((w) => /^[a-z]{5,}$/.test(w))] as const,
);

/** The action a misspelt word asks for: one edit (or two letters swapped) from a plain word of five letters or more. */
export function misspeltAction(word: string): Action | undefined {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return undefined;
  // "updated" starts with "update": a form of it, not a misspelling.
  for (const [action, plain] of PLAIN) if (plain.some((w) => !word.startsWith(w) && oneEdit(word, w))) return action;
  return undefined;
}

/** Whether two different words are one insertion, deletion, substitution or swap of neighbours apart. */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}
