// A tool's cross-parameter rules, as the generated module states them: data in the manifest's own vocabulary, judged
// here. Each record is one issue the tool can raise and the condition under which it is raised.
import type { InputIssue } from "./contract.js";

export type Scalar = string | number | boolean;

/**
 * When a rule is broken. `Name` is the tool's parameter names; `param` (the parameter the issue names) is also the
 * subject of the kinds that have one: `requires`, `forbiddenWhen`, `maximumWhen` and `rangeInOrder`.
 */
export type RuleCondition<Name extends string = string> =
  /** Not exactly one group has a parameter given. */
  | { kind: "exactlyOneOf"; groups: Name[][] }
  /** None of the parameters is given. */
  | { kind: "atLeastOneOf"; params: Name[] }
  /** More than one of the parameters is given. */
  | { kind: "mutuallyExclusive"; params: Name[] }
  /** `param` is given (and one of `whenValues`) without `other` (or without one of `values`). */
  | { kind: "requires"; whenValues?: Scalar[]; other: Name; values?: Scalar[] }
  /** `param` is given while every parameter of `when` has its value. */
  | { kind: "forbiddenWhen"; when: Partial<Record<Name, Scalar>> }
  /** The lists hold more than `maximum` items together. */
  | { kind: "maxTotalItems"; params: Name[]; maximum: number }
  /** `param` is past `maximum` while every parameter of `when` has its value. */
  | { kind: "maximumWhen"; when: Partial<Record<Name, Scalar>>; maximum: number }
  /** `param`, a `{start}-{end}` range, runs backwards (a pattern cannot compare the two numbers). */
  | { kind: "rangeInOrder" };

/** One rule of a tool: the issue it raises and when. */
export type RuleCheck<Name extends string = string> = InputIssue & { param: Name } & RuleCondition<Name>;

type Input = Record<string, unknown>;

/** True when a parameter carries a value (an empty list counts as absent). */
export function given(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/** A `{start}-{end}` range whose start is not past its end. */
export function rangeInOrder(value: unknown): boolean {
  const match = typeof value === "string" ? /(\d+)-(\d+)$/.exec(value) : null;
  return match === null || BigInt(match[1]!) <= BigInt(match[2]!);
}

// Judged on every call: loops rather than arrays made and dropped.
function matches(input: Input, when: Partial<Record<string, Scalar>>): boolean {
  for (const name in when) if (input[name] !== when[name]) return false;
  return true;
}

function count(input: Input, names: readonly string[]): number {
  let n = 0;
  for (const name of names) if (given(input[name])) n++;
  return n;
}

/** Whether `input` (an object the schema has checked) breaks the rule. */
export function broken(rule: RuleCheck, input: Input): boolean {
  const subject = input[rule.param];
  switch (rule.kind) {
    case "exactlyOneOf": {
      let groups = 0;
      for (const group of rule.groups) if (count(input, group) > 0 && ++groups > 1) return true;
      return groups === 0;
    }
    case "atLeastOneOf":
      return count(input, rule.params) === 0;
    case "mutuallyExclusive":
      return count(input, rule.params) > 1;
    case "requires": {
      const applies = given(subject) && (rule.whenValues?.includes(subject as Scalar) ?? true);
      const other = input[rule.other];
      return applies && !(rule.values ? rule.values.includes(other as Scalar) : given(other));
    }
    case "forbiddenWhen":
      return given(subject) && matches(input, rule.when);
    case "maxTotalItems": {
      let items = 0;
      for (const name of rule.params) items += lengthOf(input[name]);
      return items > rule.maximum;
    }
    case "maximumWhen":
      return matches(input, rule.when) && typeof subject === "number" && subject > rule.maximum;
    case "rangeInOrder":
      return given(subject) && !rangeInOrder(subject);
  }
}

/** Every parameter the rule reads, so that it is skipped when the schema refused one of them. */
export function reads(rule: RuleCheck): string[] {
  const names = [rule.param];
  switch (rule.kind) {
    case "exactlyOneOf":
      names.push(...rule.groups.flat());
      break;
    case "atLeastOneOf":
    case "mutuallyExclusive":
    case "maxTotalItems":
      names.push(...rule.params);
      break;
    case "requires":
      names.push(rule.other);
      break;
    case "forbiddenWhen":
    case "maximumWhen":
      names.push(...Object.keys(rule.when));
      break;
  }
  return [...new Set(names)];
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}
