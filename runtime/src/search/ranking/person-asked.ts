// A yes-or-no question of a person named by name, of what they are or where ("is Kevin Tran on the workspace yet",
// "is Dana a guest or a full member"), or "who is" of them: it asks of that person, whose record answers it, not of
// whatever else its words name.
import type { RequestShape } from "../request/shape.js";
import type { ToolFacts } from "../tools/facts.js";
import { PERSON } from "../request/persons.js";
import type { Mention } from "../words/vocabulary.js";

const PREPOSITION = /\b(?:in|on|under|of|to|for|with|at|from|by|over|into)\b/;

/** Whether a tool reads the record of the person a polar question opens with, by name, right after its copula, or
 * the one "who is" asks of ("who is Marcus Lee in slack"); each noun after the person, right after an article, says
 * what they are ("a guest", "a full member"), none a place they are in or under ("is Lena in #yoga", "is Carol a
 * member of #design"). */
export function asksOfPerson(facts: ToolFacts, shape: RequestShape): boolean {
  const { polar, object, nouns, text } = shape;
  const [subject, ...rest] = nouns;
  if (object !== PERSON || subject?.noun !== PERSON || !shape.thirdPerson) return false;
  if (facts.resource !== PERSON || facts.scope !== "one" || facts.qualifiers.includes("authenticated")) return false;
  const before = text.slice(0, subject.start);
  if (!(polar ? /^(?:is|was)\s+$/ : /^who(?:'s|\s+is|\s+was)\s+$/).test(before)) return false;
  // (No preposition before it: "is Maria's account under a legal hold" names what the account is under.)
  const said = (n: Mention) => text.slice(subject.end, n.start);
  return rest.every((n) => /\ban?\s+(?:\w+\s+)?$/.test(said(n)) && !PREPOSITION.test(said(n)));
}

/** Whether a tool lists every one of the kit's people, unqualified, where the request asks who is the person it
 * describes by what they are ("who's the Slack admin"; described.ts), and gives no id: only that listing holds what
 * each person is. */
export function listsDescribed(facts: ToolFacts, shape: RequestShape, given: boolean): boolean {
  if (!shape.described || given) return false;
  return facts.resource === PERSON && facts.scope === "every" && facts.qualifiers.length === 0;
}
