// Inputs the conformance tests run: one valid example per tool, and the inputs that must be refused.
import { ruleParamRefs, type ManifestParam, type ManifestTool } from "../load/manifest.js";
import { formats } from "./formats.js";
import type { RuleModel } from "./rules.js";

/** What the examples read of a tool's model (a ToolModel is one; named here so this file needs nothing of index). */
interface ToolModel {
  source: ManifestTool;
  params: Array<{ name: string; type: ManifestParam["type"]; required: boolean; source: ManifestParam }>;
  rules: RuleModel[];
  example: Record<string, unknown>;
}

export interface RejectionCase {
  /** What the case breaks, for the test title. */
  breaks: string;
  input: Record<string, unknown>;
  /** The issue the refusal must name. */
  param: string;
  rule: string;
}

type Input = Record<string, unknown>;

/** Required parameters, one choice per selector rule, and every optional parameter no rule mentions. */
export function exampleInput(tool: ToolModel): Input {
  if (tool.source.example) return { ...tool.source.example };
  const mentioned = new Set(tool.source.rules?.flatMap((r) => ruleParamRefs(r).map((ref) => ref.name)));
  const input: Input = {};
  for (const p of tool.params) if (p.required || !mentioned.has(p.name)) input[p.name] = sample(p.source);
  for (const rule of tool.rules) {
    if (rule.kind === "exactlyOneOf" && !rule.groups.flat().some((n) => n in input))
      add(tool, input, rule.groups[0]![0]!);
    if (rule.kind === "atLeastOneOf" && !rule.params.some((n) => n in input)) add(tool, input, rule.params[0]!);
  }
  return input;
}

export function rejectionCases(tool: ToolModel): RejectionCase[] {
  const example = tool.example;
  const cases: RejectionCase[] = [];
  const with_ = (changes: Input, drop: string[] = []): Input => {
    const input: Input = { ...example, ...changes };
    for (const name of drop) delete input[name];
    return input;
  };
  const push = (breaks: string, input: Input, param: string, rule: string) =>
    cases.push({ breaks, input, param, rule });

  push("an unknown parameter", with_({ not_a_parameter: "x" }), "not_a_parameter", "unknown_parameter");
  const [first] = tool.params;
  if (first) {
    const wrong = first.type === "integer" ? "ten" : 10;
    push(`the type of ${first.name}`, with_({ [first.name]: wrong }), first.name, "type");
  }
  for (const { source: p } of tool.params) {
    // The example with this parameter set to `value`, which the check `rule` refuses.
    const bad = (what: string, value: unknown, rule: string) =>
      push(`the ${what} of ${p.name}`, with_({ [p.name]: value }), p.name, rule);
    if (p.required) push(`required ${p.name}`, with_({}, [p.name]), p.name, "required");
    if (p.enum) bad("enum", "not_a_listed_value", "enum");
    if (p.itemsEnum) bad("item enum", ["not_a_listed_value"], "enum");
    if (p.minimum !== undefined) bad("minimum", p.minimum - 1, "minimum");
    if (p.maximum !== undefined) bad("maximum", p.maximum + 1, "maximum");
    if (p.maxItems !== undefined)
      bad(
        "item limit",
        Array.from({ length: p.maxItems + 1 }, (_, i) => `U${i}`),
        "maxItems",
      );
    if (p.format && formats[p.format].pattern) bad("format", "not in format", "format");
    if (p.format && formats[p.format].ordered) bad("order", reversed(formats[p.format].example), "format");
    if (p.not) bad("excluded value", p.not[0], "not");
  }
  const param = (name: string) => tool.params.find((p) => p.name === name)!.source;
  for (const rule of tool.rules) {
    const breaks = `rule ${rule.name}`;
    const broken = (what: string, input: Input) => push(what, input, rule.param, rule.name);
    switch (rule.kind) {
      case "exactlyOneOf": {
        broken(`${breaks} (none given)`, with_({}, rule.groups.flat()));
        const chosen = rule.groups.find((g) => g.some((n) => n in example)) ?? rule.groups[0]!;
        const other = rule.groups.find((g) => g !== chosen)![0]!;
        broken(`${breaks} (two given)`, with_({ [other]: sample(param(other)) }));
        break;
      }
      case "atLeastOneOf":
        broken(breaks, with_({}, rule.params));
        break;
      case "mutuallyExclusive":
        broken(breaks, with_(Object.fromEntries(rule.params.slice(0, 2).map((n) => [n, sample(param(n))]))));
        break;
      case "requires": {
        const value = rule.whenValues?.[0] ?? sample(param(rule.param));
        broken(`${breaks} (${rule.other} missing)`, with_({ [rule.param]: value }, [rule.other]));
        const wanted = rule.values?.[0];
        const other = param(rule.other);
        const wrong = typeof wanted === "boolean" ? !wanted : other.enum?.find((v) => !rule.values?.includes(v));
        if (wrong !== undefined)
          broken(`${breaks} (${rule.other} wrong)`, with_({ [rule.param]: value, [rule.other]: wrong }));
        break;
      }
      case "forbiddenWhen":
        broken(breaks, with_({ ...rule.when, [rule.param]: sample(param(rule.param)) }));
        break;
      case "maxTotalItems": {
        const spread: Input = {};
        let left = rule.maximum + 1;
        for (const name of rule.params) {
          const n = Math.min(left, param(name).maxItems ?? left);
          spread[name] = Array.from({ length: n }, (_, i) => `${name}-${i}`);
          left -= n;
        }
        if (left === 0) broken(breaks, with_(spread));
        break;
      }
      case "maximumWhen": {
        const target = param(rule.params[0]!);
        if (target.maximum === undefined || rule.maximum < target.maximum)
          broken(breaks, with_({ ...rule.when, [target.name]: rule.maximum + 1 }));
        break;
      }
      case "timeWindow":
        for (const bound of [rule.oldest, rule.latest]) {
          const both = {
            [bound.absolute]: sample(param(bound.absolute)),
            [bound.relative]: sample(param(bound.relative)),
          };
          push(`${breaks} (${bound.absolute} with ${bound.relative})`, with_(both), bound.relative, rule.name);
        }
        break;
    }
  }
  return cases;
}

/** The format's example with its two numbers swapped, so that its start is past its end. */
function reversed(example: string): string {
  return example.replace(/(\d+)-(\d+)$/, (_, start: string, end: string) => `${end}-${start}`);
}

function add(tool: ToolModel, input: Input, name: string): void {
  input[name] = sample(tool.params.find((p) => p.name === name)!.source);
}

function sample(p: ManifestParam): unknown {
  switch (p.type) {
    case "boolean":
      return true;
    case "integer":
      return Math.min(p.minimum ?? 1, p.maximum ?? Number.MAX_SAFE_INTEGER);
    case "array<integer>":
      return [1];
    case "array<string>":
      return [
        p.itemsEnum?.[0] ?? (p.name.includes("email") ? "ada@example.com" : p.name.includes("id") ? "12345" : "name"),
      ];
    case "string":
      if (p.enum) return p.enum.find((v) => !p.not?.includes(v));
      if (p.format) return formats[p.format].example;
      // A default is a value the manifest states is valid; a made-up text may not be (Slack's types, say).
      if (typeof p.default === "string") return p.default;
      return p.name.includes("email") ? "ada@example.com" : "12345";
  }
}
