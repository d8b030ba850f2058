// Checks a schema cannot make, each family in its own module: parameters and rules, bindings, the wire, references.
import { bindingProblems } from "./bindings.js";
import { quote, type SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";
import { parameterProblems } from "./parameters.js";
import { referenceProblems } from "./references.js";
import { wireProblems } from "./wire.js";

export type { SemanticProblem } from "./errors.js";

export function semanticProblems(m: Manifest): SemanticProblem[] {
  const seen = new Set<string>();
  const names = m.tools.flatMap((tool, t): SemanticProblem[] => {
    if (!seen.has(tool.name) && seen.add(tool.name)) return [];
    return [{ at: ["tools", t, "name"], expected: `expected a unique tool name; ${quote(tool.name)} is listed twice` }];
  });
  return [...names, ...parameterProblems(m), ...bindingProblems(m), ...referenceProblems(m), ...wireProblems(m)];
}
