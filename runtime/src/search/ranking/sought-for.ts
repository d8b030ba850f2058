// One thing of a kind sought by what it is for, by no name or id ("find the channel for the Berlin office", "which
// group is for the night shift"): only the listing of every such thing shows what each is for. (Files and folders
// sought so are found in their places: finding.ts.)
import type { ToolDefinition } from "../../contract.js";
import type { RequestShape } from "../request/shape.js";
import type { ToolFacts } from "../tools/facts.js";
import { ITEM_KINDS } from "../words/vocabulary.js";
import { wantsItem } from "../words/verb-classes.js";
import { opensKind } from "./ids.js";

// A question word asking which one: "which channel is for …", "what's the channel for …".
const WHICH = /\b(?:which|what(?:'s|\s+is)?|where(?:'s|\s+is)?)\s+(?:(?:the|a|an|our|my)\s+)?$/;
// What it is for, said right after it, not a pronoun: "for the Berlin office", "we use for payroll", "about pricing".
const FOR =
  /^\s+(?:(?:is|are|that's|that\s+is|we\s+use|used)\s+)?(?:for|about|dedicated\s+to)\s+(?!(?:it|them|him|her|me|us|this|that)\b)[a-z]/;

/** Whether a tool lists every thing of the kind the request seeks by what it is for, needing nothing (not the template
 * an instance's id is of), and the request gives no id. */
export function listsSoughtFor(d: ToolDefinition, facts: ToolFacts, shape: RequestShape, given: boolean): boolean {
  const { object, text } = shape;
  if (given || object === undefined || ITEM_KINDS.has(object) || shape.byName.includes(object)) return false;
  if (facts.resource !== object || !opensKind(d, facts)) return false;
  const m = shape.nouns.find((n) => n.noun === object);
  if (m === undefined || !FOR.test(text.slice(m.end))) return false;
  // (Sought by a verb of finding, or asked which: "find the channel for …".)
  return wantsItem(shape.verb) || WHICH.test(text.slice(0, m.start));
}
