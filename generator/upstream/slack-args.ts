// Messaging's pass-through parameters resolved against Slack's specification: each `upstream:` must be an argument
// of the tool's own method, of a type the value fits; and the arguments of bound methods that appear or go between
// two versions of the specification.
import { quote, type JsonPath } from "../load/errors.js";
import { itemType, type Manifest, type ManifestParam, type ManifestTool } from "../load/manifest.js";
import { likelyRename } from "./suggest.js";
import type { FindingInput, UpstreamMethod, UpstreamSet } from "./types.js";

/** Where Slack takes an argument: by name in the query or the form. The token is the kit's (a bearer header), never a parameter's. */
const ARGUMENT = (where: string, name: string) => (where === "query" || where === "formData") && name !== "token";

/**
 * Argument types a parameter of each type fits. Everything goes out as text (query or form), so a string fits an
 * argument Slack types as a number too: Slack's specification types message timestamps (ts) as numbers, and they are
 * sent as the text Slack gave. A list goes out comma-joined, so an array fits a string argument.
 */
const FITS: Record<ManifestParam["type"], string[]> = {
  string: ["string", "number"],
  integer: ["integer", "number", "string"],
  boolean: ["boolean"],
  "array<string>": ["array", "string"],
  "array<integer>": ["array", "string"],
};

export const slackArguments = (method: UpstreamMethod) => method.params.filter((p) => ARGUMENT(p.in, p.name));

export function slackArgFindings(tool: ManifestTool, t: number, method: UpstreamMethod): FindingInput[] {
  const out: FindingInput[] = [];
  const args = slackArguments(method);
  const taken = new Set(tool.params.map((p) => p.upstream));
  tool.params.forEach((param, p) => {
    if (param.upstream === undefined) return;
    const at: JsonPath = ["tools", t, "params", p, "upstream"];
    const arg = args.find((a) => a.name === param.upstream);
    if (!arg) {
      const names = args.map((a) => a.name);
      const renamedTo = likelyRename(param.upstream, names, taken);
      out.push({
        kind: "param-gone",
        at,
        renamedTo,
        expected: `expected an argument of ${method.name} (${names.join(", ") || "it has none"}); ${quote(param.upstream)} is not one${renamedTo ? `; did you mean ${quote(renamedTo)}?` : ""}`,
      });
      return;
    }
    if (arg.deprecated)
      out.push({
        kind: "deprecated",
        breaking: false,
        at,
        expected: `argument ${quote(arg.name)} of ${method.name} is deprecated upstream`,
      });
    if (arg.type && !FITS[param.type].includes(arg.type))
      out.push({
        kind: "type-changed",
        at: ["tools", t, "params", p, "type"],
        expected: `expected a type that fits argument ${quote(arg.name)} of ${method.name}, which is ${arg.type}; ${param.type} is not one`,
      });
    const items = itemType(param.type);
    const theirs = arg.enum;
    const ours = items ? undefined : param.enum;
    const outside = theirs && ours ? ours.filter((v) => !theirs.includes(v)) : [];
    if (outside.length > 0)
      out.push({
        kind: "enum-changed",
        at: ["tools", t, "params", p, "enum"],
        expected: `expected values that argument ${quote(arg.name)} of ${method.name} accepts (${theirs!.join(", ")}); ${outside.map((v) => quote(v)).join(", ")} ${outside.length === 1 ? "is" : "are"} not`,
      });
  });
  return out;
}

/**
 * The arguments of each bound Slack method that one version of the specification has and the other lacks, as report
 * lines: `users.list: + include_foo`, `users.list: − include_locale (ListUsers.include_locale passes through to it)`.
 */
export function argumentChanges(
  before: UpstreamSet,
  after: UpstreamSet,
  tools: ManifestTool[],
  bound: Set<string>,
): string[] {
  const lines: string[] = [];
  for (const name of [...bound].sort()) {
    const old = before.methods.get(name);
    const now = after.methods.get(name);
    if (!old || !now) continue;
    const was = new Set(slackArguments(old).map((a) => a.name));
    const is = new Set(slackArguments(now).map((a) => a.name));
    for (const arg of is) if (!was.has(arg)) lines.push(`${name}: + ${arg}`);
    for (const arg of was) {
      if (is.has(arg)) continue;
      const users = tools
        .filter((t) => "methods" in t.operation && t.operation.methods[0] === name)
        .flatMap((t) => t.params.filter((p) => p.upstream === arg).map((p) => `${t.name}.${p.name}`));
      lines.push(`${name}: − ${arg}${users.length > 0 ? ` (${users.join(", ")} passes through to it: breaks)` : ""}`);
    }
  }
  return lines;
}

/** check-upstream --since: the section listing `argumentChanges` from the older files to the given ones. */
export function argumentSection(m: Manifest, before: UpstreamSet, after: UpstreamSet, bound: Set<string>): string[] {
  const changes = argumentChanges(before, after, m.tools, bound);
  return [
    "",
    `Arguments of bound methods added or removed since ${before.files.join(", ")}: ${changes.length || "none"}`,
    ...changes.map((line) => `  ${line}`),
  ];
}
