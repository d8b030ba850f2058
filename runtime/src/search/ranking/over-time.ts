// A read of a thing over a span of time ("the group DM with Ewan from this morning", "#ops since monday") reads what
// happens in it over time: the listing of its parts that takes a window of time (a conversation's messages), not its
// record, which holds no span.
import type { ToolDefinition } from "../../contract.js";
import type { ToolFacts } from "../tools/facts.js";
import type { RequestShape } from "../request/shape.js";

// A parameter bounding a listing in time, by its name's words ("oldest_datetime", "created_after").
const BOUND = /^(?:oldest|latest|since|until)(?:_|$)|_(?:after|before|since|until)$/;

/** Whether a tool lists the parts of the one thing a read says a span of time of, within a window it takes (not of
 * many: "which channels have had no messages in 6 months" asks for the channels). */
export function listsOverSpan(d: ToolDefinition, facts: ToolFacts, shape: RequestShape): boolean {
  if (!shape.span || shape.object === undefined || shape.count === "many" || facts.action !== "list") return false;
  return facts.parent === shape.object && Object.keys(d.inputSchema.properties ?? {}).some((p) => BOUND.test(p));
}
