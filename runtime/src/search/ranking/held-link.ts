// Whether a request gives the link a tool takes. A tool whose binding names its item by a shared link sent in a
// header (facts.ts' namedByHeader) tells what a link the caller holds points to ("someone sent me https://…, which
// file is it?"); a request that names an item and asks about its link holds none ("the shared link for the staff
// handbook" is the item's own, read by the item: its record, its shared link).
import type { ToolDefinition } from "../../contract.js";
import { namedByHeader, type ToolFacts } from "../tools/facts.js";

const LINK = String.raw`(?:[\w-]+\s+){0,2}(?:link|url)s?\b`;
// A link written out: an address with a scheme, "www.", or a host and a path.
const WRITTEN = /\bhttps?:\/\/\S|\bwww\.\S|\b[\w-]+(?:\.[\w-]+)+\/\S/i;
// A link the speaker holds: one pointed at ("this link"); one the speaker was sent, given or got ("a partner emailed
// me a link", "the link she sent", "I got a shared link from the auditors"); or one asked what it points to.
const HELD = [
  new RegExp(String.raw`\b(?:this|that)\s+${LINK}`, "i"),
  new RegExp(String.raw`\b(?:\w+ed|sent|gave|given|got)\s+(?:me|us)\s+(?:a|an|the|this|that|some)\s+${LINK}`, "i"),
  /\blinks?\s+(?:(?:that|which|i|we)\s+)?(?:[\w-]+\s+){0,2}(?:sent|gave|shared|\w+ed)\s+(?:me|us)\b/i,
  new RegExp(
    String.raw`\b(?:got|received|was\s+sent|were\s+sent|found|have\s+got)\s+(?:a|an|this|that)\s+${LINK}`,
    "i",
  ),
  // (Had by the speaker, not asked of an item: "I have a shared link from a partner", not "does the deck have one".)
  new RegExp(String.raw`\b(?:i|we)\s+(?:have|'ve|now\s+have)\s+(?:got\s+)?(?:a|an|this|that)\s+${LINK}`, "i"),
  /\blinks?\b[^.?!;]*?\b(?:points?|pointing|leads?|leading|resolves?|goes)\s+(?:to|at)\b/i,
];

/** Whether the request gives a link: written out, or one the speaker holds. */
export function givesLink(text: string): boolean {
  return WRITTEN.test(text) || HELD.some((re) => re.test(text));
}

/** Whether a tool takes a link the request does not give, neither written out, held, nor named by its own id
 * (`byId`: "shared link k7q2"); weigh.ts weighs it as reading nothing asked. */
export function needsLinkUngiven(
  d: ToolDefinition,
  facts: ToolFacts,
  text: string,
  byId: ReadonlySet<string>,
): boolean {
  return namedByHeader(d) && !byId.has(facts.resource) && !givesLink(text);
}
