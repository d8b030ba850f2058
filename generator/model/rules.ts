import type { RuleCheck } from "@toolgen/runtime";
import type { FormatName, ManifestRule, Scalar } from "../load/manifest.js";
import { formats } from "./formats.js";

/** A manifest rule with its wording decided: the description sentence and the refusal message and hint. */
export type RuleModel = ManifestRule & {
  /** The rule's name in errors: its manifest id, else its kind. */
  name: string;
  /** The parameter an issue names. */
  param: string;
  sentence: string;
  message: string;
  hint: string;
};

const show = (v: Scalar) => (typeof v === "string" ? `'${v}'` : String(v));
const either = (values: Scalar[]) => values.map(show).join(" or ");
const list = (names: string[]) => names.join(", ");
const condition = (when: Record<string, Scalar>) =>
  Object.entries(when)
    .map(([name, value]) => `${name} is ${show(value)}`)
    .join(" and ");

export function modelRule(rule: ManifestRule): RuleModel {
  const name = rule.id ?? rule.kind;
  const note = rule.note ? ` ${rule.note.replace(/\.?$/, ".")}` : "";
  const worded = (param: string, sentence: string, message: string, hint: string): RuleModel => ({
    ...rule,
    name,
    param,
    sentence: sentence + note,
    message,
    hint,
  });
  switch (rule.kind) {
    case "exactlyOneOf": {
      const options = rule.groups.map((g) => (g.length === 1 ? g[0]! : `any of ${list(g)}`));
      const text = options.join("; or ");
      return worded(
        rule.groups[0]![0]!,
        `Give exactly one of: ${text}.`,
        `Exactly one of these must be given: ${text}.`,
        `Keep exactly one of: ${text}.`,
      );
    }
    case "atLeastOneOf":
      return worded(
        rule.params[0]!,
        `Give at least one of ${list(rule.params)}.`,
        `At least one of ${list(rule.params)} must be given.`,
        `Add at least one of ${list(rule.params)}.`,
      );
    case "mutuallyExclusive":
      return worded(
        rule.params[1]!,
        `Use at most one of ${list(rule.params)}.`,
        `Only one of ${list(rule.params)} may be given.`,
        `Keep one of ${list(rule.params)} and remove the others.`,
      );
    case "requires": {
      const subject = rule.whenValues ? `${rule.param} ${either(rule.whenValues)}` : rule.param;
      const needed = rule.values ? `${rule.other} ${either(rule.values)}` : rule.other;
      return worded(
        rule.param,
        `${subject} requires ${needed}.`,
        `${subject} is only valid with ${needed}.`,
        `Set ${needed}, or remove ${rule.param}.`,
      );
    }
    case "forbiddenWhen":
      return worded(
        rule.param,
        `No ${rule.param} when ${condition(rule.when)}.`,
        `${rule.param} is not allowed when ${condition(rule.when)}.`,
        `Remove ${rule.param}, or change ${Object.keys(rule.when).join(" or ")}.`,
      );
    case "maxTotalItems": {
      const text = `At most ${rule.maximum} items in total across ${list(rule.params)}`;
      return worded(
        rule.params[0]!,
        `${text}.`,
        `${text}.`,
        `Split the request into calls of at most ${rule.maximum} items.`,
      );
    }
    case "maximumWhen": {
      // The condition leads, so that no sentence starts with a parameter name (names keep their case).
      const verb = rule.params.length > 1 ? "are" : "is";
      const text = `When ${condition(rule.when)}, ${list(rule.params)} ${verb} at most ${rule.maximum}`;
      return worded(rule.params[0]!, `${text}.`, `${text}.`, `Use values of at most ${rule.maximum}.`);
    }
    case "timeWindow": {
      const { oldest, latest } = rule;
      return worded(
        oldest.relative,
        `Each bound takes one form: ${oldest.absolute} or ${oldest.relative}, ${latest.absolute} or ${latest.relative}. ` +
          `Oldest alone runs to now; ${latest.absolute} alone runs from the start; ${latest.relative} alone runs from now back to that offset.`,
        `A bound was given in both forms; give ${oldest.absolute} or ${oldest.relative}, and ${latest.absolute} or ${latest.relative}, not both.`,
        "Remove one form of the bound: keep either the absolute or the relative one.",
      );
    }
  }
}

/** The checks a rule becomes in the tool's module, one for each issue it raises: data the runtime judges. */
export function ruleChecks(rule: RuleModel): RuleCheck[] {
  const issue = { rule: rule.name, message: rule.message, hint: rule.hint };
  const { param } = rule;
  switch (rule.kind) {
    case "exactlyOneOf":
      return [{ kind: rule.kind, param, groups: rule.groups, ...issue }];
    case "atLeastOneOf":
    case "mutuallyExclusive":
      return [{ kind: rule.kind, param, params: rule.params, ...issue }];
    case "requires": {
      const { whenValues, other, values } = rule;
      return [
        {
          kind: rule.kind,
          param,
          ...(whenValues ? { whenValues } : {}),
          other,
          ...(values ? { values } : {}),
          ...issue,
        },
      ];
    }
    case "forbiddenWhen":
      return [{ kind: rule.kind, param, when: rule.when, ...issue }];
    case "maxTotalItems":
      return [{ kind: rule.kind, param, params: rule.params, maximum: rule.maximum, ...issue }];
    case "maximumWhen":
      return rule.params.map((name) => ({
        kind: rule.kind,
        param: name,
        when: rule.when,
        maximum: rule.maximum,
        ...issue,
      }));
    case "timeWindow":
      // Each bound is one parameter given in two forms: at most one of them.
      return [rule.oldest, rule.latest].map(({ absolute, relative }) => ({
        kind: "mutuallyExclusive",
        param: relative,
        params: [absolute, relative],
        ...issue,
        message: `${absolute} and ${relative} are two forms of one bound; give only one.`,
      }));
  }
}

/** What a format's pattern cannot say, as a check of the parameter: a range's start past its end. */
export function formatChecks(param: string, format: FormatName): RuleCheck[] {
  if (!formats[format].ordered) return [];
  return [
    {
      kind: "rangeInOrder",
      param,
      rule: "format",
      message: `"${param}" runs backwards: its start is past its end.`,
      hint: `Write "${param}" as ${formats[format].text}.`,
    },
  ];
}
