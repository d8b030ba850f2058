import { boundTextIssues } from "./bound-text.js";
import type { InputIssue, JsonObject, ToolDefinition } from "./contract.js";
import { judge, reads, type RuleCheck } from "./rules.js";
import { closestParameter } from "./suggest.js";

/** The parts of an Ajv error the runtime reads (the generated validators are Ajv standalone code). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface CompiledSchema {
  (input: unknown): boolean;
  errors?: SchemaError[] | null;
}

/**
 * The schema check, then every cross-parameter rule whose parameters the schema found nothing wrong with, so that
 * one refusal names every problem it can (a rule over a badly typed parameter would judge the wrong thing).
 */
export function inputValidator(
  definition: Pick<ToolDefinition, "inputSchema" | "operation">,
  schema: CompiledSchema,
  rules: readonly RuleCheck[] = [],
): (input: unknown) => InputIssue[] {
  const properties = (definition.inputSchema.properties ?? {}) as Record<string, JsonObject>;
  // One shape for every check, so the loop below reads them all alike.
  const checks = rules.map((check) => {
    const { param, rule, message, hint } = check;
    return { param, rule, message, hint, reads: reads(check), broken: judge(check) };
  });
  return (input) => {
    const issues = schema(input) ? [] : (schema.errors ?? []).map((error) => toIssue(error, properties));
    if (typeof input !== "object" || input === null || Array.isArray(input)) return issues;
    const faulty = issues.length > 0 ? new Set(issues.map((issue) => issue.param)) : undefined;
    for (const { param, rule, message, hint, reads, broken } of checks) {
      if (faulty !== undefined && reads.some((name) => faulty.has(name))) continue;
      if (broken(input as Record<string, unknown>)) issues.push({ param, rule, message, hint });
    }
    issues.push(...boundTextIssues(definition, input as Record<string, unknown>));
    return issues;
  };
}

function toIssue(error: SchemaError, properties: Record<string, JsonObject>): InputIssue {
  const param = error.instancePath.split("/")[1] ?? "";
  const where = error.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const p = error.params;
  switch (error.keyword) {
    case "required": {
      const missing = String(p.missingProperty);
      return issue(missing, "required", `Parameter "${missing}" is required.`, `Add "${missing}" to the input.`);
    }
    case "additionalProperties": {
      const extra = String(p.additionalProperty);
      const near = closestParameter(extra, Object.keys(properties));
      return issue(
        extra,
        "unknown_parameter",
        `Parameter "${extra}" is not a parameter of this tool.`,
        near
          ? `Remove "${extra}"; did you mean "${near}"?`
          : `Remove "${extra}"; use only the parameters in the tool's schema.`,
      );
    }
    case "type":
      if (where === "")
        return issue(
          "",
          "type",
          "The input must be a JSON object of named parameters.",
          'Pass an object such as {"name": value}.',
        );
      return issue(
        param,
        "type",
        `"${where}" must be ${article(String(p.type))}.`,
        `Pass "${where}" as ${article(String(p.type))}.`,
      );
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ");
      return issue(param, "enum", `"${where}" must be one of ${allowed}.`, `Use one of ${allowed} for "${where}".`);
    }
    case "minimum":
    case "maximum": {
      const word = error.keyword === "minimum" ? "at least" : "at most";
      return issue(
        param,
        error.keyword,
        `"${where}" must be ${word} ${String(p.limit)}.`,
        `Pass a value ${word} ${String(p.limit)} for "${where}".`,
      );
    }
    case "maxItems":
      return issue(
        param,
        "maxItems",
        `"${where}" may hold at most ${String(p.limit)} items.`,
        `Split the call so "${where}" has at most ${String(p.limit)} items.`,
      );
    case "minItems":
      return issue(
        param,
        "minItems",
        `"${where}" needs at least ${String(p.limit)} item(s).`,
        `Add items to "${where}" or leave it out.`,
      );
    case "pattern": {
      const description = properties[param]?.description;
      const expected = typeof description === "string" ? ` ${description}` : "";
      return issue(
        param,
        "format",
        `"${where}" is not in the expected format.${expected}`,
        `Write "${where}" in the expected format.${expected}`,
      );
    }
    case "not":
      return issue(
        param,
        "not",
        `"${where}" has a value this tool does not accept.`,
        `Use another value for "${where}".`,
      );
    default:
      return issue(
        param,
        error.keyword,
        `"${where || "input"}" ${error.message ?? "is invalid"}.`,
        `Correct "${where || "the input"}" to match the tool's schema.`,
      );
  }
}

function issue(param: string, rule: string, message: string, hint: string): InputIssue {
  return { param, rule, message, hint };
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
