// What the manifest says of its tools elsewhere: the count it declares, and every mention of a tool by name (states,
// errors, limits, deprecations, the README's example) naming a tool it lists.
import { quote, type SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";

export function referenceProblems(m: Manifest): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  const report = (at: Array<string | number>, expected: string, key = false) => problems.push({ at, expected, key });
  const toolNames = new Set(m.tools.map((tool) => tool.name));
  if (m.tools.length !== m.toolkit.declaredTools)
    report(
      ["toolkit", "declaredTools"],
      `expected ${m.tools.length} (the number of tools listed); the toolkit declares ${m.toolkit.declaredTools}`,
    );
  const mentions: Array<[Array<string | number>, string]> = [];
  m.states?.transitions?.forEach((s, i) => mentions.push([["states", "transitions", i, "tool"], s.tool]));
  m.states?.asynchronous?.forEach((name, i) => mentions.push([["states", "asynchronous", i], name]));
  m.errors?.forEach((e, i) => e.tools?.forEach((name, j) => mentions.push([["errors", i, "tools", j], name])));
  m.limits?.forEach((l, i) => l.tools?.forEach((name, j) => mentions.push([["limits", i, "tools", j], name])));
  // A tool's rate limit is its entry of the document's Limits table: stated there, not again under `limits:`.
  m.limits?.forEach((l, i) => {
    const tool = m.tools.find((t) => t.risk?.rateLimit && t.name === l.appliesTo);
    if (tool)
      report(
        ["limits", i],
        `expected each limit stated once; ${tool.name} states it as risk.rateLimit (${quote(tool.risk!.rateLimit!)}), so drop this entry`,
      );
  });
  m.deprecations?.forEach((d, i) => mentions.push([["deprecations", i, "tool"], d.tool]));
  const example = m.toolkit.readme?.example;
  if (example) mentions.push([["toolkit", "readme", "example", "tool"], example.tool]);
  for (const [at, name] of mentions)
    if (!toolNames.has(name)) report(at, `expected the name of a tool in this manifest; ${quote(name)} is not one`);
  const exampleTool = m.tools.find((t) => t.name === example?.tool);
  for (const name of Object.keys(exampleTool ? example!.input : {}))
    if (!exampleTool!.params.some((p) => p.name === name))
      report(
        ["toolkit", "readme", "example", "input", name],
        `expected a parameter of ${exampleTool!.name}; "${name}" is not one`,
        true,
      );
  return problems;
}
