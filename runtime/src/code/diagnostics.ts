// A type-check's problems as text: each as tsc prints it, so an editor or a reader finds the place.
import type { Diagnostic } from "./types.js";

/** The first line of a type-check's answer: how many problems, and that nothing ran. */
export const typecheckSummary = (count: number) =>
  `The script does not type-check (${count} problem${count === 1 ? "" : "s"}); it was not run.`;

/** One problem as tsc prints it (`file:line:column - error TSnnnn: message`), a chained message's lines indented. */
export function diagnosticLine(d: Diagnostic, file = "script.ts"): string {
  const code = d.code === undefined ? "" : ` TS${d.code}`;
  return `${file}:${d.line}:${d.column} - error${code}: ${d.message.replaceAll("\n", "\n  ")}`;
}
