// Checks a schema cannot make: uniqueness, references between parts, and binding consistency.
import { quote, type SemanticProblem } from "./errors.js";
import { messagingBindingProblems } from "./messaging-bindings.js";
import { itemType, ruleParamRefs, type Manifest, type ManifestParam, type Scalar } from "./manifest.js";
import { wireProblems } from "./wire.js";

export type { SemanticProblem } from "./errors.js";

export function semanticProblems(m: Manifest): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  const report = (at: Array<string | number>, expected: string, key = false) => problems.push({ at, expected, key });

  const toolNames = new Set<string>();
  m.tools.forEach((tool, t) => {
    if (toolNames.has(tool.name))
      report(["tools", t, "name"], `expected a unique tool name; ${quote(tool.name)} is listed twice`);
    toolNames.add(tool.name);

    const params = new Map<string, ManifestParam>();
    tool.params.forEach((param, p) => {
      if (params.has(param.name)) {
        report(
          ["tools", t, "params", p, "name"],
          `expected a unique parameter name; ${quote(param.name)} is listed twice`,
        );
      }
      params.set(param.name, param);
      problems.push(...paramProblems(param, ["tools", t, "params", p]));
    });

    (tool.rules ?? []).forEach((rule, r) => {
      for (const ref of ruleParamRefs(rule)) {
        if (!params.has(ref.name)) {
          report(
            ["tools", t, "rules", r, ...ref.at],
            `expected a parameter of ${tool.name}; ${quote(ref.name)} is not one`,
            ref.at.at(-2) === "when",
          );
        }
      }
      // Each value a rule compares a parameter with, and where it stands in the rule.
      const valueChecks: Array<[string, Scalar, Array<string | number>]> = [];
      if (rule.kind === "requires") {
        rule.values?.forEach((v, i) => valueChecks.push([rule.other, v, ["values", i]]));
        rule.whenValues?.forEach((v, i) => valueChecks.push([rule.param, v, ["whenValues", i]]));
      }
      if (rule.kind === "forbiddenWhen" || rule.kind === "maximumWhen") {
        for (const [name, value] of Object.entries(rule.when)) valueChecks.push([name, value, ["when", name]]);
      }
      for (const [name, value, where] of valueChecks) {
        const param = params.get(name);
        if (param && !fitsParam(param, value)) {
          report(
            ["tools", t, "rules", r, ...where],
            `expected a value of ${quote(name)} (${describeParam(param)}); ${JSON.stringify(value)} is not one`,
          );
        }
      }
    });

    const http = "method" in tool.operation;
    if (http !== (m.upstream.provider === "box")) {
      report(
        ["tools", t, "operation"],
        http
          ? "expected Slack methods ({ methods: [...] }) for a slack toolkit"
          : "expected an HTTP operation (id, method, server, path) for a box toolkit",
      );
      return;
    }
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
        } else if (param.in === "path" && !placeholders.includes(param.upstream)) {
          report(
            ["tools", t, "params", p, "upstream"],
            `expected one of the path's placeholders (${placeholders.join(", ") || "none"}); ${quote(param.upstream)} is not`,
          );
        }
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
          const at = [
            "tools",
            t,
            "params",
            tool.params.indexOf(bound[0]!),
            ...(bound[0]!.required === undefined ? [] : ["required"]),
          ];
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

  if (m.tools.length !== m.toolkit.declaredTools) {
    report(
      ["toolkit", "declaredTools"],
      `expected ${m.tools.length} (the number of tools listed); the toolkit declares ${m.toolkit.declaredTools}`,
    );
  }
  problems.push(...wireProblems(m));
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
  for (const [at, name] of mentions) {
    if (!toolNames.has(name)) report(at, `expected the name of a tool in this manifest; ${quote(name)} is not one`);
  }
  const exampleTool = m.tools.find((t) => t.name === example?.tool);
  for (const name of Object.keys(exampleTool ? example!.input : {})) {
    if (!exampleTool!.params.some((p) => p.name === name)) {
      const at = ["toolkit", "readme", "example", "input", name];
      report(at, `expected a parameter of ${exampleTool!.name}; "${name}" is not one`, true);
    }
  }
  return problems;
}

function paramProblems(param: ManifestParam, at: Array<string | number>): SemanticProblem[] {
  const out: SemanticProblem[] = [];
  const items = itemType(param.type);
  const isArray = items !== undefined;
  const only = (key: keyof ManifestParam, allowed: boolean, what: string) => {
    if (param[key] !== undefined && !allowed)
      out.push({ at: [...at, key], expected: `expected "${key}" only on ${what} parameters`, key: true });
  };
  only("enum", param.type === "string", "string");
  only("format", param.type === "string", "string");
  only("not", param.type === "string", "string");
  only("itemsEnum", param.type === "array<string>", "array<string>");
  only("maxItems", isArray, "array");
  only("minimum", param.type === "integer", "integer");
  only("maximum", param.type === "integer", "integer");
  if (param.minimum !== undefined && param.maximum !== undefined && param.minimum > param.maximum) {
    out.push({ at: [...at, "minimum"], expected: `expected minimum ≤ maximum (${param.maximum})` });
  }
  if (param.default !== undefined) {
    const values = Array.isArray(param.default) ? param.default : [param.default];
    const ok = isArray
      ? Array.isArray(param.default) && values.every((v) => fitsItems(param, v))
      : fitsParam(param, param.default as Scalar);
    if (!ok) out.push({ at: [...at, "default"], expected: `expected a default of ${describeParam(param)}` });
  }
  return out;
}

function fitsParam(param: ManifestParam, value: Scalar): boolean {
  switch (param.type) {
    case "string":
      return typeof value === "string" && (!param.enum || param.enum.includes(value));
    case "integer":
      return (
        Number.isInteger(value) &&
        (param.minimum === undefined || (value as number) >= param.minimum) &&
        (param.maximum === undefined || (value as number) <= param.maximum)
      );
    case "boolean":
      return typeof value === "boolean";
    case "array<string>":
    case "array<integer>":
      return false;
  }
}

function fitsItems(param: ManifestParam, value: unknown): boolean {
  if (itemType(param.type) === "integer") return Number.isInteger(value);
  return typeof value === "string" && (!param.itemsEnum || param.itemsEnum.includes(value));
}

/** The values a parameter admits, in words: its type, then its enum or bounds. */
function describeParam(param: ManifestParam): string {
  const parts = [`type ${param.type}`];
  if (param.enum) parts.push(`one of ${param.enum.join(", ")}`);
  if (param.itemsEnum) parts.push(`items among ${param.itemsEnum.join(", ")}`);
  if (param.minimum !== undefined) parts.push(`≥ ${param.minimum}`);
  if (param.maximum !== undefined) parts.push(`≤ ${param.maximum}`);
  return parts.join(", ");
}
