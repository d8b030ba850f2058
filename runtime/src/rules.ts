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

type Predicate = (input: Input) => boolean;

/**
 * The rule as a predicate over an input (an object the schema has checked): true when the input breaks it. Made once
 * per rule when the tool is defined, so a call runs one small function per rule (with indexed loops: every call
 * pays for them).
 */
export function judge(rule: RuleCheck): Predicate {
  const { param } = rule;
  switch (rule.kind) {
    case "exactlyOneOf": {
      const { groups } = rule;
      return (input) => {
        let chosen = 0;
        for (let i = 0; i < groups.length; i++) if (count(input, groups[i]!) > 0 && ++chosen > 1) return true;
        return chosen === 0;
      };
    }
    case "atLeastOneOf": {
      const { params } = rule;
      return (input) => count(input, params) === 0;
    }
    case "mutuallyExclusive": {
      const { params } = rule;
      return (input) => count(input, params) > 1;
    }
    case "requires": {
      const { whenValues, other, values } = rule;
      return (input) => {
        const subject = input[param];
        if (!given(subject) || (whenValues !== undefined && !whenValues.includes(subject as Scalar))) return false;
        return values === undefined ? !given(input[other]) : !values.includes(input[other] as Scalar);
      };
    }
    case "forbiddenWhen": {
      const when = Object.entries(rule.when);
      return (input) => given(input[param]) && matches(input, when);
    }
    case "maxTotalItems": {
      const { params, maximum } = rule;
      return (input) => {
        let items = 0;
        for (let i = 0; i < params.length; i++) {
          const value = input[params[i]!];
          if (Array.isArray(value)) items += value.length;
        }
        return items > maximum;
      };
    }
    case "maximumWhen": {
      const when = Object.entries(rule.when);
      const { maximum } = rule;
      return (input) => {
        const value = input[param];
        return typeof value === "number" && value > maximum && matches(input, when);
      };
    }
    case "rangeInOrder":
      return (input) => {
        const value = input[param];
        return given(value) && !rangeInOrder(value);
      };
  }
}

function matches(input: Input, when: ReadonlyArray<[string, Scalar | undefined]>): boolean {
  for (let i = 0; i < when.length; i++) if (input[when[i]![0]] !== when[i]![1]) return false;
  return true;
}

function count(input: Input, names: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < names.length; i++) if (given(input[names[i]!])) n++;
  return n;
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
