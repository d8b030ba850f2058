// Reads a compact MCP tool record back into the facts it stands for, by MCP's own rules: a hint not stated has
// MCP's default, and a read-only tool is neither destructive nor non-idempotent. Written apart from the runtime's
// compaction, so a test can hold one against the other.
import type { ToolAnnotations } from "@toolgen/runtime";

const DEFAULTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };

export function recoveredHints(annotations: Partial<ToolAnnotations> | undefined): Omit<ToolAnnotations, "title"> {
  const stated = { ...DEFAULTS, ...annotations };
  const readOnly = stated.readOnlyHint;
  return {
    readOnlyHint: readOnly,
    destructiveHint: readOnly ? false : stated.destructiveHint,
    idempotentHint: readOnly ? true : stated.idempotentHint,
    openWorldHint: stated.openWorldHint,
  };
}

/** Whether `title` is `name` re-spaced (letter case and separators aside): a client can show the name instead. */
export function isRespacedName(title: string, name: string): boolean {
  const squash = (text: string) => text.replace(/[\s_-]+/g, "").toLowerCase();
  return squash(title) === squash(name);
}
