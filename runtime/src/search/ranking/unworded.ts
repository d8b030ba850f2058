// Tools the request's structure names though no word of theirs is the request's: a deletion it names ("boot carl from
// folder 5": the folder's collaboration), the record of acts for a question of who did what (records.ts) or of what
// happened over a span of time (happened.ts), the listing that finds an item it seeks by its name ("find the Q3 deck";
// finding.ts), the download of the item it reads through or weighs ("compare SOP_v2.docx and SOP_v3.docx and tell
// me what changed"; downloads.ts), the record of one item whose fields it asks, or which holds the asked thing as a
// field ("who owns the Q3 deck", "the lock on the Q3 deck"; record-fields.ts), the listing of what an act told of
// leaves ("who posted about the broken freezer": the messages; records.ts), the record of a person a question asks of,
// or the listing of everyone where it describes whom it asks of ("who's the Slack admin"; person-asked.ts), the record
// a part said to be someone's is of ("what's her status"; fit.ts),
// the listing of a place's items that it names by its name alone ("what's in Fleet Maintenance"; nameless-place.ts), or
// of the parts an edit said to be in an item made ("what changed in the rota"; made-contents.ts), or
// in which many items of a kind said in no place are browsed ("which photos are older than a year"; scoped.ts),
// the listing a search of things read within their containers reads ("find the message where …"; within.ts), and the
// record whose field measures the use it asks of the one it names ("my storage quota and how much of it have I
// used": the speaker's `space_used`; usage.ts), the record of the caller's own account where the request asks for
// one of its fields and nothing else ("what's my role in the company"; own-field.ts), and the record of acts where it
// asks how many times an act was done (records.ts' countsActs). They join the words' hits with no words' score, and
// the ranking (engine.ts) keeps them only where it names them.
import type { ToolDefinition } from "../../contract.js";
import { answersDeed, countsActs, toldOf } from "../request/records.js";
import { readsHappened } from "../request/happened.js";
import type { ToolFacts } from "../tools/facts.js";
import type { Fields } from "../tools/fields.js";
import { findsNamed } from "./finding.js";
import { readsRecord, type FitContext } from "./fit.js";
import { holdsItems } from "./contents-fit.js";
import { listsChanged } from "./made-contents.js";
import { inPlaceByName } from "../request/relations.js";
import { recordAnswers } from "../request/record-fields.js";
import { downloadsObject, readsSaid } from "./downloads.js";
import { measuresNamed } from "./usage.js";
import { asksOwnField } from "./own-field.js";
import { asksOfPerson, listsDescribed } from "./person-asked.js";
import { readsWithin } from "./within.js";
import type { RequestShape } from "../request/shape.js";
import type { SearchScope } from "./scope.js";
import { browsedInPlace } from "./scoped.js";

/** What the request asks beside its shape: whether it destroys, reads, and seeks an item by its name. */
export interface Asking {
  destroying: boolean;
  reading: boolean;
  seeking: boolean;
  /** The listing a search of things read within their containers reads (within.ts). */
  within?: string;
  /** The kit's scope and the nouns the request names an item of by its id, which say what an act told of left. */
  told: { scope: SearchScope; byId: ReadonlySet<string> };
}

/** The tools the structure names that none of the words' hits (`found`) is. */
export function unwordedTools(
  definitions: readonly ToolDefinition[],
  found: ReadonlySet<string>,
  stored: (name: string) => ToolFacts | undefined,
  shape: RequestShape,
  { destroying, reading, seeking, within, told }: Asking,
  fields: Fields,
  around: FitContext,
): ToolDefinition[] {
  // (A request that asks no act at all reads what it names: "any logins this week".)
  const unasked = shape.asked.length === 0;
  const given = around.identified || told.byId.size > 0;
  if (!destroying && !reading && !unasked && shape.deed === undefined) return [];
  return definitions.filter((d) => {
    if (found.has(d.name)) return false;
    const facts = stored(d.name);
    return (
      (destroying && d.annotations.destructiveHint) ||
      answersDeed(facts, shape, fields) ||
      (reading && countsActs(facts, shape)) ||
      ((reading || unasked) && readsHappened(facts, shape, around, fields)) ||
      (reading && (readsSaid(facts, shape) || downloadsObject(facts, shape, around.parts))) ||
      (reading && readsWithin(facts, within)) ||
      (reading && facts !== undefined && toldOf(facts, shape, told.scope, told.byId)) ||
      (reading && facts !== undefined && inPlace(facts, shape, around)) ||
      (reading && facts !== undefined && listsChanged(facts, shape, around.parts, around.records)) ||
      (reading && facts !== undefined && !given && browsedInPlace(facts, shape, told.scope, around.added)) ||
      (reading && facts !== undefined && (asksOfPerson(facts, shape) || readsRecord(facts, shape))) ||
      (reading && facts !== undefined && listsDescribed(facts, shape, around.identified)) ||
      (reading && facts !== undefined && measuresNamed(facts, shape, around.tables)) ||
      (reading && facts !== undefined && asksOwnField(facts, shape, true)) ||
      (reading &&
        facts !== undefined &&
        ((seeking && findsNamed(facts, shape, around)) || recordAnswers(facts, shape, around)))
    );
  });
}

/** Whether a tool lists the items of a place the request names by its name alone, no word of the tool's said ("what's
 * in Fleet Maintenance": a folder's items). */
function inPlace(facts: ToolFacts, shape: RequestShape, around: FitContext): boolean {
  return inPlaceByName(shape.contents, shape.nouns) && holdsItems(facts, shape, around.parts, around.trash);
}
