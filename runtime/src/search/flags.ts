// Things of a kind named by a flag their records hold ("the workspace admins": the users whose `is_admin` is set): no one
// item, so a question of which they are is answered by the listing of every such item, which holds the flag on each
// (fields.ts has the records' fields). It ranks such a listing among those the request's words found.
import type { ToolFacts } from "./facts.js";
import { isFlag, namesField, type Fields } from "./fields.js";
import type { RequestShape } from "./shape.js";
import { mentions } from "./vocabulary.js";

/** Whether a tool lists every item of a kind a read names by a flag of that kind's record, and no item by its id or
 * mark: a noun phrase whose words are the flag's ("who are the admins"). */
export function listsFlagged(facts: ToolFacts, shape: RequestShape, fields: Fields, identified: boolean): boolean {
  if (shape.asked[0] !== "read" || facts.action !== "list" || facts.scope !== "every" || identified) return false;
  if (shape.count === "one" || (shape.object !== undefined && shape.object !== facts.resource)) return false;
  // (A yes-or-no question asks it of one thing: "is Sam Reyes an admin?"; unless it asks whether there are any.)
  if (shape.polar && !shape.existential) return false;
  // (A flag whose word names a resource of its own tells a kind of thing, not a state: `is_channel`, `is_member`.)
  const flags = (fields[facts.resource] ?? []).filter((f) => isFlag(f) && mentions(f.slice(3)).length === 0);
  return shape.nounPhrases.some((phrase) => namesField(phrase, flags));
}
