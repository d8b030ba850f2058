// A field of the speaker's own record asked by "my" ("what's my team and my user id", "my real name?"), or by which one
// of it the speaker has ("what enterprise do I belong to"): the record of the caller's own account holds it, however
// near another tool's words come.
import type { RequestShape } from "../request/shape.js";
import type { ToolFacts } from "../tools/facts.js";
import { namesField } from "../tools/fields.js";
import { mentions, type Mention } from "../words/vocabulary.js";
import { PERSON } from "../request/persons.js";
import { RECORD } from "./fit.js";

// The speaker's possessive, maybe stressed: "my", "my own".
const MY = /\bmy\s+(?:own\s+)?((?:[a-z]+\s+){0,1}[a-z]+)/g;

// A question of which one of a thing the speaker has or is in: "what enterprise do I belong to", "what role do I have".
const WHICH_MINE =
  /(?:^|[.?!]\s+)(?:what|which)\s+((?:[a-z]+\s+){0,1}[a-z]+)\s+(?:am|do|have)\s+i\b((?:\s+(?:(?:a\s+)?(?:part|member)\s+of|belong\s+to))?)/dg;

// What asks for the thing said next, and nothing else: "what's", "show me".
const ASKING =
  /(?:^|[.?!]\s+)(?:(?:so|and|hey|please|ok|okay),?\s+)*(?:what(?:'s|\s+is|\s+are|'re)|show(?:\s+me)?|tell\s+me|give\s+me|get(?:\s+me)?)\s+$/;

/** Whether a tool gets the caller's own record and the request asks, after "my", a field that record holds, naming
 * no other thing and no other person; with `asked`, only where that phrase is the very thing asked for ("what's my
 * role", not "who changed my role"), as where no word of the tool's says it. */
export function asksOwnField(facts: ToolFacts, shape: RequestShape, asked = false): boolean {
  if (!facts.qualifiers.includes("authenticated") || facts.scope !== "one" || facts.action !== "get") return false;
  const own = facts.fields?.[facts.resource] ?? [];
  // (A noun that is the record's field is no other thing: "my team" is a user's `team`.)
  // (Nor is the word saying the speaker belongs: "which enterprise am I part of".)
  const which = [...shape.text.matchAll(WHICH_MINE)];
  const belongs = (n: Mention) => which.some(({ indices }) => n.start >= indices![2]![0] && n.end <= indices![2]![1]);
  const other = (n: Mention) =>
    n.noun !== facts.resource && !namesField([shape.text.slice(n.start, n.end)], own) && !belongs(n);
  if (!shape.firstPerson || shape.thirdPerson || shape.nouns.some(other)) return false;
  // (So is its own id, said by the record's kind: "my user id".)
  const asking = (m: RegExpMatchArray) => ASKING.test(shape.text.slice(0, m.index));
  const mine = [...shape.text.matchAll(MY)].filter((m) => !asked || asking(m));
  return [...mine, ...which].some((m) => {
    const words = m[1]!.split(" ");
    // (Or the whole record, by a word for it: "my profile"; or, asked for alone, anything of a person's that names no
    // other thing, as "Priya's status" is hers: "what's my status".)
    const persons = facts.resource === PERSON && asking(m) && mentions(m[1]!).length === 0;
    return (
      persons ||
      namesField(words, own) ||
      namesField(words.slice(0, 1), own) ||
      m[1] === `${facts.resource} id` ||
      RECORD.test(words.at(-1)!)
    );
  });
}
