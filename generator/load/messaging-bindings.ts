// Messaging's parameters are accounted for by construction: each one passes through to an argument of the tool's own
// Slack method (`upstream:`), or a behaviour the runtime implements once consumes it (`behaviour:`), as the tool's
// handler (or the generic executor, for a plain tool) states in code. Anything else is refused where it is written.
import { BEHAVIOURS, PLAIN_CONSUMES, type Behaviour } from "@toolgen/runtime/slack/behaviours.js";
import { handlers } from "@toolgen/runtime/slack/handlers.js";
import { quote, type SemanticProblem } from "./errors.js";
import type { ManifestParam, ManifestTool, SlackOperation } from "./manifest.js";

const GUIDE = "docs/maintaining-messaging.md";
const HANDLERS = "runtime/src/slack/handlers.ts";

export function messagingBindingProblems(tool: ManifestTool, op: SlackOperation, t: number): SemanticProblem[] {
  const problems: SemanticProblem[] = [];
  const report = (at: Array<string | number>, expected: string, key = false) => problems.push({ at, expected, key });
  const own = op.methods[0]!;
  const paramAt = (p: number, ...rest: string[]) => ["tools", t, "params", p, ...rest];

  tool.params.forEach((param, p) => {
    if (param.in !== undefined)
      report(
        paramAt(p, "in"),
        `expected no "in" on a parameter of a slack toolkit (Slack takes arguments by name)`,
        true,
      );
    if (param.upstream !== undefined && param.behaviour !== undefined)
      report(
        paramAt(p, "behaviour"),
        `expected either "upstream" or "behaviour" on ${quote(param.name)}: a parameter is passed through or consumed, not both`,
        true,
      );
  });

  if (op.plain) {
    if (op.methods.length !== 1)
      report(
        ["tools", t, "operation", "methods"],
        `expected one method on a plain tool (the generic executor makes one call); a tool that combines ${op.methods.join(", ")} needs a handler in ${HANDLERS} and no "plain"`,
      );
    const paging = typeof op.plain === "object" && op.plain.paging !== undefined;
    if (typeof op.plain === "object" && op.plain.paging && op.plain.result !== undefined)
      report(
        ["tools", t, "operation", "plain", "result"],
        `expected "result" or "paging", not both: a paged tool returns its items and next_cursor`,
        true,
      );
    tool.params.forEach((param, p) => {
      if (param.upstream !== undefined) return;
      const consumed = paging ? PLAIN_CONSUMES[param.name] : undefined;
      if (param.behaviour !== undefined && param.behaviour === consumed) return;
      if (param.behaviour !== undefined)
        report(
          paramAt(p, "behaviour"),
          `expected no behaviour on a parameter of a plain tool but paging (limit and next_cursor, with plain.paging); ${quote(param.behaviour)} needs a handler for ${own} in ${HANDLERS} (${GUIDE})`,
        );
      else report(paramAt(p), neither(param, own, consumed ? { [param.name]: consumed } : {}, "the generic executor"));
    });
    return problems;
  }

  const handler = Object.hasOwn(handlers, own) ? handlers[own] : undefined;
  if (!handler) {
    const passes = (x: ManifestParam) => x.upstream !== undefined || PLAIN_CONSUMES[x.name] !== undefined;
    const plainFits = op.methods.length === 1 && tool.params.every(passes);
    report(
      ["tools", t, "operation", "methods", 0],
      plainFits
        ? `expected a plain binding or a handler for ${quote(own)}; it has no handler, and every parameter passes through, so write "plain: true" on the operation (or "plain: { result: <path> }", "plain: { paging: { items: <field> } }"): the generic executor runs it, no code needed (${GUIDE})`
        : `expected a plain binding or a handler for ${quote(own)}; it has neither: write a handler for ${own} in ${HANDLERS} (with the parameters it consumes by behaviour) for a composite tool, or make it plain: one method, each parameter "upstream: <argument of ${own}>", and "plain: true" on the operation (${GUIDE}). Handlers exist for ${Object.keys(handlers).join(", ")}`,
    );
    return problems;
  }
  tool.params.forEach((param, p) => {
    const consumed = Object.hasOwn(handler.consumes, param.name) ? handler.consumes[param.name] : undefined;
    if (param.upstream !== undefined) {
      if (consumed)
        report(
          paramAt(p, "upstream"),
          `expected "behaviour: ${consumed}": the handler of ${own} consumes ${quote(param.name)} itself, so it is not passed through`,
          true,
        );
      return;
    }
    if (param.behaviour === undefined)
      report(paramAt(p), neither(param, own, handler.consumes, `the handler of ${own}`));
    else if (param.behaviour !== consumed)
      report(
        paramAt(p, "behaviour"),
        consumed
          ? `expected "${consumed}", the behaviour the handler of ${own} consumes ${quote(param.name)} by; ${quote(param.behaviour)} is not`
          : `expected a parameter the handler of ${own} consumes (${list(handler.consumes)}); it does not consume ${quote(param.name)} by ${quote(param.behaviour)}: pass it through with "upstream: <argument of ${own}>", or teach the handler (${GUIDE})`,
      );
  });
  return problems;
}

function list(consumes: Readonly<Record<string, Behaviour>>): string {
  const names = Object.entries(consumes).map(([name, b]) => `${name} by ${b}`);
  return names.join(", ") || "none";
}

function neither(
  param: ManifestParam,
  own: string,
  consumes: Readonly<Record<string, Behaviour>>,
  who: string,
): string {
  const consumed = Object.hasOwn(consumes, param.name) ? consumes[param.name] : undefined;
  if (consumed)
    return `missing "behaviour: ${consumed}": ${who} consumes ${quote(param.name)} by ${consumed} (${BEHAVIOURS[consumed]})`;
  return `expected "upstream: <an argument of ${own}>" (passed through) or "behaviour: <name>" (consumed by ${who}: ${list(consumes)}); ${quote(param.name)} is neither, so it would be accepted and never sent`;
}
