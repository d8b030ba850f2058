// Each tool's binding, checked against its toolkit's provider: an HTTP operation whose parameters fill its path and
// are bound once each, or Slack methods whose parameters each pass through or are consumed (messaging-bindings.ts).
import { quote, type SemanticProblem } from "./errors.js";
import type { Manifest } from "./manifest.js";
import { messagingBindingProblems } from "./messaging-bindings.js";

export function bindingProblems(m: Manifest): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  const report = (at: Array<string | number>, expected: string, key = false) => problems.push({ at, expected, key });
  m.tools.forEach((tool, t) => {
    const http = "method" in tool.operation;
    if (http !== (m.upstream.provider === "box"))
      return report(
        ["tools", t, "operation"],
        http
          ? "expected Slack methods ({ methods: [...] }) for a slack toolkit"
          : "expected an HTTP operation (id, method, server, path) for a box toolkit",
      );
    if ("method" in tool.operation) {
      const op = tool.operation;
      if (!m.upstream.servers[op.server])
        report(
          ["tools", t, "operation", "server"],
          `expected a server declared in upstream.servers; ${quote(op.server)} is not`,
        );
      const placeholders = [...op.path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!);
      tool.params.forEach((param, p) => {
        if (!param.in || !param.upstream) {
          const missing = [param.in ? [] : ['"in"'], param.upstream ? [] : ['"upstream"']].flat().join(" and ");
          report(
            ["tools", t, "params", p],
            `missing ${missing}: every parameter of ${tool.name} must be bound to the HTTP operation`,
          );
        } else if (param.in === "path" && !placeholders.includes(param.upstream))
          report(
            ["tools", t, "params", p, "upstream"],
            `expected one of the path's placeholders (${placeholders.join(", ") || "none"}); ${quote(param.upstream)} is not`,
          );
      });
      for (const name of new Set(placeholders)) {
        const bound = tool.params.filter((p) => p.in === "path" && p.upstream === name);
        if (bound.length !== 1)
          report(
            ["tools", t, "operation", "path"],
            `expected exactly one parameter bound to path placeholder {${name}}; found ${bound.length}`,
          );
        else if (!bound[0]!.required) {
          // Point at `required: false` when it is written, else at the parameter that lacks it.
          const written = bound[0]!.required === undefined ? [] : ["required"];
          const at = ["tools", t, "params", tool.params.indexOf(bound[0]!), ...written];
          report(at, `expected ${quote(bound[0]!.name)} to be required: it fills the path placeholder {${name}}`);
        }
      }
      const seen = new Map<string, string>();
      for (const param of tool.params) {
        const key = `${param.in}:${param.upstream}`;
        if (param.upstream && seen.has(key))
          report(
            ["tools", t, "params", tool.params.indexOf(param), "upstream"],
            `expected each upstream parameter bound once; ${key} is also bound by ${quote(seen.get(key))}`,
          );
        seen.set(key, param.name);
      }
    } else {
      problems.push(...messagingBindingProblems(tool, tool.operation, t));
    }
  });
  return problems;
}
