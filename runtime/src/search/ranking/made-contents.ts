// What a place holds when the kit keeps no items of it: what its tools make there ("what's in #ops": the messages
// sent to it, as no tool lists a conversation's items).
import type { RequestShape } from "../request/grammar.js";
import type { ToolFacts } from "../tools/facts.js";
import { holdsItemsIn } from "../words/vocabulary.js";

/** Whether a tool lists the things the kit's tools make in the place whose contents the request asks for, when no
 * tool reads that place's items: `parts`, what the tools read of an item; `made`, what an action makes (scope.ts). */
export function listsMade(
  facts: ToolFacts,
  shape: RequestShape,
  parts: readonly string[] = [],
  made: readonly string[] = [],
): boolean {
  const { contents } = shape;
  if (contents?.of !== "items" || holdsItemsIn(parts, contents.noun)) return false;
  return (
    facts.action === "list" && facts.parent === contents.noun && made.some((m) => m.endsWith(` ${facts.resource}`))
  );
}
