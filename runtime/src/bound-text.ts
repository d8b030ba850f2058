// Text that goes into a URL or a header must be well-formed Unicode: a lone UTF-16 surrogate (half a character, which
// a model's JSON can carry as "\ud800") cannot be percent-encoded, and a form body silently turns it into U+FFFD.
// Checked with the input, before any request is built, for every parameter bound to a path, query or header
// (and every Messaging parameter: each goes to Slack in a query or a form).
import type { InputIssue, JsonObject, ToolDefinition } from "./contract.js";

const LONE_SURROGATE = /\p{Cs}/u;

/** An issue for each parameter bound to the URL or a header whose text holds a lone surrogate. */
export function boundTextIssues(
  definition: Pick<ToolDefinition, "inputSchema" | "operation">,
  input: Readonly<Record<string, unknown>>,
): InputIssue[] {
  const operation = definition.operation;
  const bound =
    "params" in operation
      ? operation.params.map((p) => p.name)
      : Object.keys((definition.inputSchema.properties ?? {}) as JsonObject);
  const issues: InputIssue[] = [];
  for (const param of bound) {
    if (Object.hasOwn(input, param) && holdsLoneSurrogate(input[param])) issues.push(loneSurrogate(param));
  }
  return issues;
}

function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsLoneSurrogate);
  return false;
}

function loneSurrogate(param: string): InputIssue {
  return {
    param,
    rule: "unicode",
    message: `"${param}" holds a lone UTF-16 surrogate (half of a character), which cannot be sent in a URL or header.`,
    hint: `Give "${param}" as well-formed text: remove the stray surrogate (such as \\ud800) or write the whole character meant.`,
  };
}
