// Things of a kind named by a flag their records hold ("the workspace admins": the users whose `is_admin` is set): no one
// item, so a question of which they are is answered by the listing of every such item, which holds the flag on each
// (fields.ts has the records' fields); so are things of a kind named by a value a field of their records takes ("the
// co-admins": the users whose `role` is `coadmin`; field-values.ts).
import type { ToolFacts } from "../tools/facts.js";
import type { KitTables } from "../tools/kit-tables.js";
import { isFlag, namesField, type Fields } from "../tools/fields.js";
import type { RequestShape } from "../request/shape.js";
import { mentions } from "../words/vocabulary.js";

/** Whether a tool lists every item of a kind a read names by a flag of that kind's record, or by a value of one of its
 * fields (`values`), and no item by its id or mark: a noun phrase whose words are the flag's ("who are the admins"). */
export function listsFlagged(
  facts: ToolFacts,
  shape: RequestShape,
  { fields, values, tables }: { fields: Fields; values: Fields; tables: KitTables },
  identified: boolean,
): boolean {
  if (shape.asked[0] !== "read" || facts.action !== "list" || facts.scope !== "every" || identified) return false;
  if (shape.count === "one" || (shape.object !== undefined && shape.object !== facts.resource)) return false;
  // (A yes-or-no question asks it of one thing: "is Sam Reyes an admin?"; unless it asks whether there are any.)
  if (shape.polar && !shape.existential) return false;
  // (A flag whose word names a resource of its own tells a kind of thing, not a state: `is_channel`, `is_member`.)
  const flags = (fields[facts.resource] ?? []).filter((f) => isFlag(f) && mentions(f.slice(3)).length === 0);
  // (A value names the kind only where the request names no other thing: "the admins of the Design group" are the
  // group's, "downgrade anyone in Finance to viewer" says what collaborations are to be.)
  // (The record's values first: most name no kind, and the phrase's place is then not sought.)
  const valued = (phrase: string[]) =>
    tables.namesValue(phrase, facts.resource, values, fields) && pickedOf(shape, facts.resource, phrase);
  const named = (phrase: string[]) => namesField(phrase, flags) || valued(phrase);
  return shape.nounPhrases.some(named);
}

/** Whether a phrase says which of a kind are meant where the request names no thing but that kind, before the phrase:
 * "every user with admin or co-admin rights", not "failed logins on admin accounts" (the accounts' events). */
function pickedOf(shape: RequestShape, resource: string, phrase: readonly string[]): boolean {
  const at = new RegExp(String.raw`(?<![\w-])${phrase[0]!.replace(/[^\w]/g, "\\$&")}(?![\w-])`).exec(shape.text)?.index;
  return shape.nouns.every((n) => n.noun === resource && at !== undefined && n.end <= at);
}
