// Which tools a server or an adapter exposes: large catalogues (188 tools) overflow models' tool limits, and a
// read-only agent should not even see the tools that change data.
import type { ToolDefinition } from "../contract.js";
import { closestNames } from "../suggest.js";

export type ToolGroup = ToolDefinition["group"];
export const TOOL_GROUPS: readonly ToolGroup[] = ["deletion", "action", "retrieval"];

export interface ToolSelection {
  /** Name globs (`*` any run, `?` one character, case-insensitive); a tool is kept when one of them matches. */
  tools?: readonly string[];
  /** Keep only the tools of this group. */
  group?: ToolGroup;
  /** Keep only the tools annotated read-only. */
  readOnly?: boolean;
}

/** A selection that cannot be what was meant: a pattern that names no tool, or nothing left at all. */
export class SelectionError extends Error {
  override name = "SelectionError";
}

/** Whether a selection leaves out anything at all (an empty one keeps every tool). */
export function narrows(selection: ToolSelection): boolean {
  return selection.tools !== undefined || selection.group !== undefined || selection.readOnly === true;
}

/** The definitions a selection keeps, in catalogue order. Throws a SelectionError on a selection that is surely a mistake. */
export function selectTools(definitions: readonly ToolDefinition[], selection: ToolSelection = {}): ToolDefinition[] {
  const patterns = (selection.tools ?? []).map((text) => ({ text, regex: globRegex(text) }));
  // A pattern matching no tool of the kit is a typo, not an intent: say so instead of quietly serving less.
  const unmatched = patterns.filter((p) => !definitions.some((d) => p.regex.test(d.name)));
  if (unmatched.length > 0) {
    throw new SelectionError(`No tool matches ${unmatched.map((p) => `"${p.text}"`).join(", ")}.`);
  }
  if (selection.group !== undefined && !TOOL_GROUPS.includes(selection.group))
    throw new SelectionError(unknownGroup(selection.group));
  const kept = definitions.filter(
    (d) =>
      (patterns.length === 0 || patterns.some((p) => p.regex.test(d.name))) &&
      (selection.group === undefined || d.group === selection.group) &&
      (!selection.readOnly || d.annotations.readOnlyHint),
  );
  if (kept.length === 0) throw new SelectionError("The selection leaves no tool.");
  return kept;
}

/** The refusal of a group name, with the nearest group when it looks like a typo. */
export function unknownGroup(name: string): string {
  const near = closestNames(name, TOOL_GROUPS, 1)[0];
  const groups = `are ${TOOL_GROUPS.join(", ")}.`;
  return `Unknown group "${name}"; ${near ? `did you mean "${near}"? Groups ${groups}` : `groups ${groups}`}`;
}

function globRegex(glob: string): RegExp {
  const body = [...glob.trim()]
    .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[\\^$.|+()[\]{}]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`, "i");
}
