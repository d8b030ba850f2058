// A question of what the provider allows in general ("can I delete a file that's on legal hold?", "what happens if I
// delete a folder that has a retention policy on it?"): it wonders about an act on a thing said indefinitely, "a
// file", "something", and names no item. No tool answers it: each acts on an item it is given.
import type { Action } from "../words/actions.js";
import type { RequestShape } from "../request/shape.js";
import { escape } from "../words/vocabulary.js";

// After the verb, maybe an adverb of it ("permanently"): a thing said indefinitely.
const INDEFINITE = String.raw`(?:\w+ly\s+)?(a|an|something|anything)(?![\w-])`;
// A noun, then "of" and a definite phrase: "(a) list of everyone", "(a) copy of the deck".
const PART_OF = /^\s+[a-z]+\s+of\s+(?!(?:a|an|any|some|something|anything)\b)/;
// An item named: by a number (an id, "Maintenance Logs 2023") or by a name in quotation marks.
const NAMED = /\d|["“”]|(?:^|\s)'[^']+'/;

/** The act a question wonders about when it asks the provider's rule for any such thing, not an item's state, and
 * the pronoun it says the thing by, if any ("something"). */
export function ruleAsked(shape: RequestShape): { action: Action; pronoun?: string } | undefined {
  const { question, wondered, wonderedVerb, text } = shape;
  if (!question || wondered[0] === undefined || wonderedVerb === undefined || NAMED.test(text)) return undefined;
  const verb = escape(wonderedVerb);
  const found = new RegExp(String.raw`(?<![\w-])${verb}\s+${INDEFINITE}`).exec(text);
  const said = found?.[1];
  if (found === null || said === undefined) return undefined;
  // (A phrase of what it is a part of, said definitely, asks for that: "can I get a list of everyone in the Sales
  // group"; not "can I delete a version of a file on hold".)
  if (PART_OF.test(text.slice(found.index + found[0].length))) return undefined;
  return { action: wondered[0], ...(/thing$/.test(said) ? { pronoun: said } : {}) };
}
