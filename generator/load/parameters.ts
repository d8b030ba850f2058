// The checks of each tool's parameters and rules a schema cannot make: unique names, bounds and defaults that fit,
// and rules that name the tool's own parameters with values they admit.
import { quote, type SemanticProblem } from "./errors.js";
import { itemType, ruleParamRefs, type Manifest, type ManifestParam, type Scalar } from "./manifest.js";

export function parameterProblems(m: Manifest): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  const report = (at: Array<string | number>, expected: string, key = false) => problems.push({ at, expected, key });
  m.tools.forEach((tool, t) => {
    const params = new Map<string, ManifestParam>();
    tool.params.forEach((param, p) => {
      if (params.has(param.name))
        report(
          ["tools", t, "params", p, "name"],
          `expected a unique parameter name; ${quote(param.name)} is listed twice`,
        );
      params.set(param.name, param);
      problems.push(...paramProblems(param, ["tools", t, "params", p]));
    });

    (tool.rules ?? []).forEach((rule, r) => {
      for (const ref of ruleParamRefs(rule))
        if (!params.has(ref.name))
          report(
            ["tools", t, "rules", r, ...ref.at],
            `expected a parameter of ${tool.name}; ${quote(ref.name)} is not one`,
            ref.at.at(-2) === "when",
          );
      // Each value a rule compares a parameter with, and where it stands in the rule.
      const valueChecks: Array<[string, Scalar, Array<string | number>]> = [];
      if (rule.kind === "requires") {
        rule.values?.forEach((v, i) => valueChecks.push([rule.other, v, ["values", i]]));
        rule.whenValues?.forEach((v, i) => valueChecks.push([rule.param, v, ["whenValues", i]]));
      }
      if (rule.kind === "forbiddenWhen" || rule.kind === "maximumWhen")
        for (const [name, value] of Object.entries(rule.when)) valueChecks.push([name, value, ["when", name]]);
      for (const [name, value, where] of valueChecks) {
        const param = params.get(name);
        if (param && !fitsParam(param, value))
          report(
            ["tools", t, "rules", r, ...where],
            `expected a value of ${quote(name)} (${describeParam(param)}); ${JSON.stringify(value)} is not one`,
          );
      }
    });
  });
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
  if (param.minimum !== undefined && param.maximum !== undefined && param.minimum > param.maximum)
    out.push({ at: [...at, "minimum"], expected: `expected minimum ≤ maximum (${param.maximum})` });
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
