// Resolves every binding of a manifest against a set of upstream specification files. One pass serves both
// `validate`/`generate` (the breaking findings become located problems) and `check-upstream` (a drift report).
import { quote, type JsonPath } from "../load/errors.js";
import {
  itemType,
  type HttpOperation,
  type Manifest,
  type ManifestParam,
  type ManifestTool,
  type SlackOperation,
} from "../load/manifest.js";
import { slackArgFindings } from "./slack-args.js";
import { closest, didYouMean, likelyRename } from "./suggest.js";
import {
  routeKey,
  type Finding,
  type FindingInput,
  type UpstreamOperation,
  type UpstreamParam,
  type UpstreamSet,
} from "./types.js";

export type { Finding, FindingInput, FindingKind } from "./types.js";

export interface Resolution {
  findings: Finding[];
  /** Tools whose binding has no breaking finding. */
  resolved: number;
  tools: number;
  /** Upstream operations (Box: `METHOD key`; Slack: method names) that some tool binds. */
  bound: Set<string>;
}

export function resolveBindings(m: Manifest, set: UpstreamSet): Resolution {
  const findings: Finding[] = [];
  const bound = new Set<string>();
  let resolved = 0;
  m.tools.forEach((tool, t) => {
    const before = findings.length;
    const found = (f: FindingInput) => findings.push({ tool: tool.name, breaking: true, ...f });
    const binding: Binding = { m, tool, t, set, found, bound };
    if ("method" in tool.operation) httpBinding(binding, tool.operation);
    else methodBinding(binding, tool.operation);
    if (!findings.slice(before).some((f) => f.breaking)) resolved++;
  });
  return { findings, resolved, tools: m.tools.length, bound };
}

type Found = (f: FindingInput) => void;

/** One tool's binding being resolved: the tool (at index `t`), the upstream set, and where findings and bound go. */
interface Binding {
  m: Manifest;
  tool: ManifestTool;
  t: number;
  set: UpstreamSet;
  found: Found;
  bound: Set<string>;
}

/** The id as the upstream spells it: the manifest's terms replaced by the provider's (`upstream.operationIdTerms`). */
export function upstreamOperationId(m: Manifest, id: string): string {
  let out = id;
  for (const [term, upstream] of Object.entries(m.upstream.operationIdTerms ?? {}))
    out = out.replaceAll(term, upstream);
  return out;
}

function httpBinding({ m, tool, t, set, found, bound }: Binding, op: HttpOperation) {
  const at = (...rest: JsonPath): JsonPath => ["tools", t, ...rest];
  const wanted = upstreamOperationId(m, op.id);
  const route = set.byRoute.get(routeKey(op.method, op.path)) ?? [];
  const named = set.byId.get(wanted);
  const idText = wanted === op.id ? quote(op.id) : `${quote(op.id)} (${quote(wanted)} upstream)`;
  let target = route.find((o) => o.id === wanted);
  if (!target && route.length > 0) {
    const ids = route.map((o) => quote(o.id)).join(" or ");
    found({
      kind: "operation-moved",
      at: at("operation", "id"),
      expected: named
        ? `expected the id of ${op.method} ${op.path} (${ids}); ${idText} is ${named.method} ${named.key}`
        : `expected the id of ${op.method} ${op.path} (${ids}); ${idText} is no upstream operation${didYouMean(
            wanted,
            route.map((o) => o.id),
          )}`,
    });
    target = route.length === 1 ? route[0] : undefined;
  } else if (!target && named) {
    const field = named.path === op.path ? "method" : "path";
    found({
      kind: "operation-moved",
      at: at("operation", field),
      expected: `expected ${named.method} ${named.path}, the route of ${idText}; the upstream has no ${op.method} ${quote(op.path)}`,
    });
    target = named;
  } else if (!target) {
    const paths = new Set(set.operations.filter((o) => o.method === op.method).map((o) => o.path));
    const near = closest(op.path, paths);
    found({
      kind: "operation-gone",
      at: at("operation", "path"),
      expected: `expected an upstream operation; none is ${op.method} ${quote(op.path)} and none has the id ${idText}${near ? `; did you mean ${quote(near)}?` : didYouMean(wanted, set.byId.keys())}`,
    });
    return;
  }
  if (!target) return;
  bound.add(routeKey(target.method, target.key));
  if (target.deprecated)
    found({
      kind: "deprecated",
      breaking: false,
      at: at("operation", "id"),
      expected: `${target.id} is deprecated upstream`,
    });

  const serverUrl = m.upstream.servers[op.server];
  if (target.server && serverUrl !== target.server) {
    const name = Object.entries(m.upstream.servers).find(([, url]) => url === target.server)?.[0];
    found({
      kind: "server",
      at: at("operation", "server"),
      expected: `expected ${name ? `server ${quote(name)}` : "a server"} (${target.server}), where ${target.id} is sent; ${quote(op.server)} is ${serverUrl}`,
    });
  }

  const version = m.upstream.versionHeader;
  const versionParam = version && findParam(target.params, "header", version.header);
  const versioned = version !== undefined && op.id.endsWith(version.suffix);
  if (version && versioned && (!versionParam || (versionParam.enum && !versionParam.enum.includes(version.value))))
    found({
      kind: "version-header",
      at: at("operation", "id"),
      expected: versionParam
        ? `expected ${target.id} to accept header ${version.header}: ${version.value} (the id ends in ${version.suffix}); it accepts ${versionParam.enum!.join(", ")}`
        : `expected ${target.id} to take header ${version.header} (the id ends in ${version.suffix}, so ${version.value} is sent); it does not`,
    });
  if (version && !versioned && versionParam?.required)
    found({
      kind: "version-header",
      at: at("operation", "id"),
      expected: `expected an id ending in ${version.suffix}: ${target.id} requires header ${version.header}${versionParam.enum ? ` (${versionParam.enum.join(", ")})` : ""}, which is sent only for such ids`,
    });

  // A placeholder the upstream names differently is the same request: matched by position, reported as information.
  const ours = placeholders(op.path);
  const theirs = placeholders(target.path);
  const upstreamName = (x: ManifestParam) =>
    x.in === "path" && !theirs.includes(x.upstream!) ? (theirs[ours.indexOf(x.upstream!)] ?? x.upstream) : x.upstream;
  tool.params.forEach((param, p) => {
    if (!param.in || !param.upstream) return;
    const name = upstreamName(param)!;
    if (name === param.upstream) boundParam(tool, param, target, at("params", p), found);
    else
      found({
        kind: "param-gone",
        breaking: false,
        renamedTo: name,
        at: at("params", p, "upstream"),
        expected: `${target.id} names this placeholder ${quote(`{${name}}`)}; the request is the same`,
      });
  });
  for (const u of target.params.filter((x) => x.required)) {
    if (versioned && u.in === "header" && u.name.toLowerCase() === version.header.toLowerCase()) continue;
    const p = tool.params.findIndex((x) => x.in && x.upstream && findParam([u], x.in, upstreamName(x)!));
    if (p < 0)
      found({
        kind: "newly-required",
        at: at("params"),
        key: true,
        expected: `expected a parameter bound to ${u.in} ${quote(u.name)}, which ${target.id} requires`,
      });
    else if (!tool.params[p]!.required && u.in !== "path")
      found({
        kind: "newly-required",
        at: at("params", p),
        expected: `expected ${quote(tool.params[p]!.name)} to be required: ${target.id} requires ${u.in} ${quote(u.name)}`,
      });
  }
}

const placeholders = (path: string) => [...path.matchAll(/\{([^}]*)\}/g)].map((x) => x[1]!);

function findParam(list: UpstreamParam[], where: string, name: string): UpstreamParam | undefined {
  return list.find(
    (u) => u.in === where && (where === "header" ? u.name.toLowerCase() === name.toLowerCase() : u.name === name),
  );
}

/** Wire types a parameter of each manifest type may be bound to. An array goes out comma-joined, so a text parameter takes it too. */
const COMPATIBLE: Record<ManifestParam["type"], string[]> = {
  string: ["string"],
  integer: ["integer", "number"],
  boolean: ["boolean"],
  "array<string>": ["array", "string"],
  "array<integer>": ["array", "string"],
};

function boundParam(tool: ManifestTool, param: ManifestParam, target: UpstreamOperation, at: JsonPath, found: Found) {
  const where = param.in!;
  const name = param.upstream!;
  const u = findParam(target.params, where, name);
  if (!u) {
    const elsewhere = target.params.find((x) => x.name === name);
    if (elsewhere) {
      found({
        kind: "param-gone",
        at: [...at, "in"],
        expected: `expected ${quote(name)} in ${elsewhere.in}, where ${target.id} has it; it is bound in ${where}`,
      });
      return;
    }
    const same = target.params.filter((x) => x.in === where).map((x) => x.name);
    const taken = new Set(tool.params.filter((x) => x.in === where).map((x) => x.upstream));
    const renamedTo = likelyRename(name, same, taken);
    found({
      kind: "param-gone",
      at: [...at, "upstream"],
      renamedTo,
      expected: `expected a ${where} parameter of ${target.id} (${same.join(", ") || "it has none"}); ${quote(name)} is not one${renamedTo ? `; did you mean ${quote(renamedTo)}?` : ""}`,
    });
    return;
  }
  if (u.deprecated)
    found({
      kind: "deprecated",
      breaking: false,
      at: [...at, "upstream"],
      expected: `${where} ${quote(u.name)} of ${target.id} is deprecated upstream`,
    });
  if (u.type && !COMPATIBLE[param.type].includes(u.type))
    found({
      kind: "type-changed",
      at: [...at, "type"],
      expected: `expected a type for ${where} ${quote(u.name)} of ${target.id}, which is ${u.type}; ${param.type} is not one`,
    });
  const items = itemType(param.type);
  if (items && u.type === "array" && u.itemsType && !COMPATIBLE[items].includes(u.itemsType))
    found({
      kind: "type-changed",
      at: [...at, "type"],
      expected: `expected an array type whose items fit ${where} ${quote(u.name)} of ${target.id}, an array of ${u.itemsType}; ${param.type} is not one`,
    });
  const theirs = u.type === "array" ? u.itemsEnum : u.enum;
  const ours = items ? param.itemsEnum : param.enum;
  const outside = theirs && ours ? ours.filter((v) => !theirs.includes(v)) : [];
  if (outside.length > 0)
    found({
      kind: "enum-changed",
      at: [...at, items ? "itemsEnum" : "enum"],
      expected: `expected values that ${where} ${quote(u.name)} of ${target.id} accepts (${theirs!.join(", ")}); ${outside.map((v) => quote(v)).join(", ")} ${outside.length === 1 ? "is" : "are"} not`,
    });
}

/**
 * Scopes Slack's 2020 specification still lists under their legacy names; apps with granular scopes hold them as the
 * name after the arrow.
 */
const LEGACY_SCOPES: Record<string, string> = { "chat:write:user": "chat:write", "chat:write:bot": "chat:write" };

function methodBinding({ tool, t, set, found, bound }: Binding, op: SlackOperation) {
  op.methods.forEach((name, i) => {
    const at: JsonPath = ["tools", t, "operation", "methods", i];
    const method = set.methods.get(name);
    if (!method) {
      found({
        kind: "operation-gone",
        at,
        expected: `expected a method of the upstream Web API; ${quote(name)} is not one${didYouMean(name, set.methods.keys())}`,
      });
      return;
    }
    bound.add(name);
    if (i === 0) slackArgFindings(tool, t, method).forEach(found);
    if (method.deprecated)
      found({ kind: "deprecated", breaking: false, at, expected: `${name} is deprecated upstream` });
    const accepted = method.scopes.map((s) => LEGACY_SCOPES[s] ?? s);
    const held = op.scopes ?? [];
    if (accepted.length > 0 && !accepted.includes("none") && !accepted.some((s) => held.includes(s)))
      found({
        kind: "scope",
        at: ["tools", t, "operation", op.scopes ? "scopes" : "methods"],
        expected: `expected one of the scopes the upstream lists for ${name} (${accepted.join(", ")}); the tool holds ${held.join(", ") || "none"}`,
      });
  });
}
