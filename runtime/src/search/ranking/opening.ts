// What a tool opens on its way to acting: a Slack binding whose methods open a conversation before posting
// (conversations.open beside chat.postMessage) starts one when none is open yet. So a request to start a direct
// message with people ("start a group DM with Lena, Omar and Priyanka") asks for that tool's act, not for a creation
// no tool serves; a channel, which no such method opens, is still made by nothing.
import type { ToolDefinition } from "../../contract.js";
import type { Action } from "../words/actions.js";
import { toolFacts } from "../tools/facts.js";
import type { RequestShape } from "../request/shape.js";
import { synonymTerms } from "../words/synonyms.js";

// Slack's verbs for opening a conversation as it goes, and the kind they open (language data about Slack's method
// names: conversations.open opens or resumes a direct or multi-person direct message, never a channel).
const OPENING: Record<string, string> = { open: "direct message" };

/** The tool's act, when its binding opens a conversation beside its main method ("send": conversations.open beside
 * chat.postMessage). */
export function opensOnTheWay(d: ToolDefinition): Action[] {
  const op = d.operation;
  if (!("methods" in op)) return [];
  return op.methods.slice(1).some((m) => OPENING[m.split(".")[1] ?? ""]) ? [toolFacts(d).action as Action] : [];
}

/**
 * The request with its asked creation read as the act of the tool that opens what it creates on its way: a direct
 * message said by a word for one ("a DM", "a group chat"; synonyms.ts). Unchanged otherwise, and where an act asked
 * after it is one no tool does (`can`: the kit's acts): "create a group DM with Lena and rename it" gets nothing
 * (unfit.ts' unmadeFirst). (`opening`: scope.ts' opening, the acts of the tools that open one.)
 */
export function throughOpening(shape: RequestShape, opening: readonly Action[], can: readonly Action[]): RequestShape {
  const { asked, object, mentioned, text } = shape;
  if (asked[0] !== "create" || object === undefined || !asked.slice(1).every((a) => can.includes(a))) return shape;
  const said = mentioned.find((m) => m.noun === object);
  if (said === undefined) return shape;
  const kind = Object.values(OPENING).find((k) => synonymTerms(text.slice(said.start, said.end)).includes(k));
  // (The vocabulary reads "a DM" as a message, "a group DM" as a conversation: either is the one opened.)
  const act = kind && opening[0];
  return act ? { ...shape, asked: [act, ...asked.slice(1)] } : shape;
}
