// One module per tool: its input type, definition, compiled rule checks and binding.
import { StructureKind } from "ts-morph";
import type { Scalar } from "../load/manifest.js";
import { formats } from "../model/formats.js";
import type { RuleModel, ToolModel } from "../model/index.js";
import { Code, constant } from "./literal.js";
import { perTool } from "./per-tool.js";
import { block, printTypeScript, typescriptFile, type Statement } from "./print.js";
import type { Emitter } from "./types.js";

export const toolModules: Emitter = (kit, context) => kit.tools.map((tool) => toolModule(tool, context));

// A tool module is a function of the tool's unit (its resolved model and the context): kept in the store.
const toolModule = perTool("tool-module", (tool, context) =>
  typescriptFile(`src/tools/${tool.name}.ts`, printTypeScript(context, { statements: toolStatements(tool) })),
);

function toolStatements(tool: ToolModel): Statement[] {
  const checks = [...formatChecks(tool), ...tool.rules.flatMap((rule) => ruleChecks(rule))];
  const runtimeImports = [
    ...(checks.some((c) => c.usesGiven) ? ["given"] : []),
    "inputValidator",
    ...(checks.some((c) => c.condition.includes("rangeInOrder(")) ? ["rangeInOrder"] : []),
    ...(checks.length > 0 ? ["type RuleCheck"] : []),
    "type Tool",
    "type ToolDefinition",
  ];
  return [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: "@toolgen/runtime", namedImports: runtimeImports },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: "../validators.js",
      namedImports: [{ name: tool.name, alias: "schema" }],
    },
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: tool.inputType,
      docs: [`Input of ${tool.name}.`],
      properties: tool.params.map((p) => ({
        name: p.name,
        type: p.tsType,
        hasQuestionToken: !p.required,
        docs: p.text ? [p.text] : [],
      })),
    },
    block(constant("definition", "ToolDefinition", tool.definition)),
    ...(checks.length > 0
      ? [
          block(
            constant(
              "rules",
              `RuleCheck<${tool.inputType}>[]`,
              checks.map((c) => ({ ...c.issue, reads: c.reads, broken: new Code(`(input) => ${c.condition}`) })),
            ),
          ),
        ]
      : []),
    block(
      constant(
        tool.name,
        `Tool<${tool.inputType}>`,
        {
          definition: new Code("definition"),
          binding: tool.binding,
          validate: new Code(`inputValidator(definition, schema${checks.length > 0 ? ", rules" : ""})`),
        },
        true,
      ),
    ),
  ];
}

interface Check {
  issue: { param: string; rule: string; message: string; hint: string };
  condition: string;
  /** The parameters the condition reads, so the runtime can skip it when one of them is badly typed. */
  reads: string[];
  usesGiven: boolean;
}

function makeCheck(issue: Check["issue"], condition: string): Check {
  return {
    issue,
    condition,
    // Every parameter a condition reads appears in it as `input.<name>`.
    reads: [...new Set(Array.from(condition.matchAll(/\binput\.(\w+)/g), (m) => m[1]!))],
    usesGiven: condition.includes("given("),
  };
}

/** What a format's pattern cannot say: a range's start past its end. */
function formatChecks(tool: ToolModel): Check[] {
  return tool.params
    .filter((p) => p.source.format && formats[p.source.format].ordered)
    .map((p) =>
      makeCheck(
        {
          param: p.name,
          rule: "format",
          message: `"${p.name}" runs backwards: its start is past its end.`,
          hint: `Write "${p.name}" as ${formats[p.source.format!].text}.`,
        },
        `given(input.${p.name}) && !rangeInOrder(input.${p.name})`,
      ),
    );
}

/** The TypeScript condition under which each rule is broken. */
function ruleChecks(rule: RuleModel): Check[] {
  const given = (name: string) => `given(input.${name})`;
  const equals = (name: string, value: Scalar) => `input.${name} === ${JSON.stringify(value)}`;
  const anyOf = (name: string, values: Scalar[]) =>
    values.length === 1 ? equals(name, values[0]!) : `(${values.map((v) => equals(name, v)).join(" || ")})`;
  // `!` binds tighter than `===`: a comparison needs parentheses, a call or a parenthesized group does not.
  const not = (condition: string) =>
    /^given\(input\.\w+\)$|^\(.*\)$/.test(condition) ? `!${condition}` : `!(${condition})`;
  const check = (condition: string, param = rule.param, message = rule.message): Check =>
    makeCheck({ param, rule: rule.name, message, hint: rule.hint }, condition);
  switch (rule.kind) {
    case "exactlyOneOf":
      return [check(`[${rule.groups.map((g) => g.map(given).join(" || ")).join(", ")}].filter(Boolean).length !== 1`)];
    case "atLeastOneOf":
      return [check(`!(${rule.params.map(given).join(" || ")})`)];
    case "mutuallyExclusive":
      return [check(`[${rule.params.map(given).join(", ")}].filter(Boolean).length > 1`)];
    case "requires": {
      const subject = rule.whenValues
        ? `${given(rule.param)} && ${anyOf(rule.param, rule.whenValues)}`
        : given(rule.param);
      const satisfied = rule.values ? anyOf(rule.other, rule.values) : given(rule.other);
      return [check(`${subject} && ${not(satisfied)}`)];
    }
    case "forbiddenWhen":
      return [check([given(rule.param), ...Object.entries(rule.when).map(([k, v]) => equals(k, v))].join(" && "))];
    case "maxTotalItems":
      return [check(`${rule.params.map((p) => `(input.${p}?.length ?? 0)`).join(" + ")} > ${rule.maximum}`)];
    case "maximumWhen": {
      const when = Object.entries(rule.when)
        .map(([k, v]) => equals(k, v))
        .join(" && ");
      return rule.params.map((p) => check(`${when} && (input.${p} ?? 0) > ${rule.maximum}`, p));
    }
    case "timeWindow":
      return [rule.oldest, rule.latest].map((bound) =>
        check(
          `${given(bound.absolute)} && ${given(bound.relative)}`,
          bound.relative,
          `${bound.absolute} and ${bound.relative} are two forms of one bound; give only one.`,
        ),
      );
  }
}
